import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { customerKeys } from '@/api/customers';
import { useOnline } from '@/sync/network';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';

/**
 * The one delete of the customer screens: needs the network (says so), asks first (spec 3 §8
 * "deletions ask first"), says 删除成功 or the server's reason, and reloads every customer list.
 */
export function useConfirmedDelete() {
  const { t } = useTranslation('customers');
  const online = useOnline();
  const queryClient = useQueryClient();
  return (message: string, run: () => Promise<unknown>, after?: () => void) => {
    if (!online) return notify.warning(t('needs_network'));
    confirmAction({
      title: t('delete'),
      message,
      danger: true,
      onConfirm: async () => {
        try {
          await run();
          notify.success(t('deleted'));
          after?.();
        } catch (err) {
          notify.error(failureText(err, t('needs_network')));
        }
        await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      },
    });
  };
}
