import { useEffect, useRef } from 'react';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/sync/network';

/** Spec 1 §4/§8: losing the network shows an offline alert; the app goes on in offline mode. */
export function OfflineAlert() {
  const online = useOnline();
  const { t } = useTranslation();
  const wasOnline = useRef(true);
  useEffect(() => {
    if (!online) {
      notify.warning(t('offline.message'), { id: 'offline', title: t('offline.title'), autoClose: 5000 });
    } else if (!wasOnline.current) {
      notify.hide('offline');
      notify.success(t('offline.back'), { id: 'online', autoClose: 3000 });
    }
    wasOnline.current = online;
  }, [online, t]);
  return null;
}
