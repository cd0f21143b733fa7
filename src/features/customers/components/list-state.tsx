import { Alert } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/sync/network';
import { localDateTime } from '@/ui/time';
import type { CustomerListView } from '../api/use-customer-list';

/**
 * Above a customer list read offline: the copy saved on this device and when. Without one the
 * list's own empty state says it is not on this device yet (src/features/customers lists).
 */
export function ListState<T>({ view }: { view: CustomerListView<T> }) {
  const { t } = useTranslation('customers');
  const online = useOnline();
  if (!view.unreachable || !view.saved) return null;
  return (
    <Alert color={online ? 'red' : 'orange'} mb="md" data-testid="customers-offline">
      {t('offline_saved', { time: localDateTime(view.saved.savedAt) })}
    </Alert>
  );
}
