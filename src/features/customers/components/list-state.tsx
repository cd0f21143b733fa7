import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/sync/network';
import { localDateTime } from '@/ui/time';
import type { CustomerListView } from '../api/use-customer-list';

/** Above a customer list read offline: whose copy it is, or that none is on this device yet. */
export function ListState<T>({ view }: { view: CustomerListView<T> }) {
  const { t } = useTranslation('customers');
  const online = useOnline();
  if (!view.unreachable) return null;
  return (
    <Alert color={online ? 'red' : 'orange'} mb="md" data-testid="customers-offline">
      {view.saved ? t('offline_saved', { time: localDateTime(view.saved.savedAt) }) : t('not_on_device')}
    </Alert>
  );
}
