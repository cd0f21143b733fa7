import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/sync/network';

/** Spec 1 §4/§8: losing the network shows an offline alert; the app goes on in offline mode. */
export function OfflineAlert() {
  const online = useOnline();
  const { t } = useTranslation();
  const wasOnline = useRef(true);
  useEffect(() => {
    if (!online) {
      notifications.show({ id: 'offline', color: 'orange', title: t('offline.title'), message: t('offline.message'), autoClose: 5000 });
    } else if (!wasOnline.current) {
      notifications.hide('offline');
      notifications.show({ id: 'online', color: 'teal', message: t('offline.back'), autoClose: 3000 });
    }
    wasOnline.current = online;
  }, [online, t]);
  return null;
}
