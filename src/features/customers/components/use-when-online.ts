import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/sync/network';
import { notify } from '@/ui/notify';

/** Runs a change of customer data only while the server can be reached; offline it says changes need the network. */
export function useWhenOnline() {
  const { t } = useTranslation('customers');
  const online = useOnline();
  return (action: () => unknown) => (online ? action() : notify.warning(t('needs_network')));
}
