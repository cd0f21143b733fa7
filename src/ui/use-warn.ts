/** Shows a refused rule (spec 2 §8: every validation message is a warning toast) in the user's language. */
import { notify } from '@/ui/notify';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ShownMessage = { key: string; params?: Record<string, string | number> };

export function useWarn() {
  const { t } = useTranslation('fast_purchase');
  return useCallback(
    (message: ShownMessage | string) => {
      const m = typeof message === 'string' ? { key: message } : message;
      notify.warning(t(m.key, m.params ?? {}), { autoClose: 4000 });
    },
    [t],
  );
}
