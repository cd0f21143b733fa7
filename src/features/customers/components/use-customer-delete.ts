import { useTranslation } from '@/ui/i18n';
import { customerKeys } from '@/api/customers';
import { useConfirmedDelete, type ConfirmedDelete } from '@/data/use-confirmed-delete';
import { useWhenOnline } from './use-when-online';

/**
 * The one delete of the customer screens: needs the network (says so before asking), asks first
 * (spec 3 §8 "deletions ask first"), says 删除成功 or the server's reason, and reloads every
 * customer list.
 */
export function useCustomerDelete(): ConfirmedDelete {
  const { t } = useTranslation('customers');
  const whenOnline = useWhenOnline();
  const confirmDelete = useConfirmedDelete({ texts: { title: t('delete'), deleted: t('deleted'), unanswered: t('needs_network') }, refresh: customerKeys.all });
  return (message, run, after) => void whenOnline(() => confirmDelete(message, run, after));
}
