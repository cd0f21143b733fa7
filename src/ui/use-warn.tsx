/**
 * Shows a refused rule (spec 2 §8: every validation message is a warning toast) in the user's
 * language. Inside a `RefusalScope` the refusals go when the scope's key changes or it closes: a
 * refusal belongs to the step that refused, and on the next step it would read as that step's.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { notify } from '@/ui/notify';

export type ShownMessage = { key: string; params?: Record<string, string | number> };

const ScopeContext = createContext<Set<string> | null>(null);

export function RefusalScope({ resetKey, children }: { resetKey: string | number; children: ReactNode }) {
  const [shown] = useState(() => new Set<string>());
  useEffect(
    () => () => {
      for (const id of shown) notify.hide(id);
      shown.clear();
    },
    [resetKey, shown],
  );
  return <ScopeContext.Provider value={shown}>{children}</ScopeContext.Provider>;
}

export function useWarn() {
  const { t } = useTranslation('ordering');
  const scope = useContext(ScopeContext);
  return useCallback(
    (message: ShownMessage | string) => {
      const m = typeof message === 'string' ? { key: message } : message;
      const id = notify.warning(t(m.key, m.params ?? {}), { autoClose: 4000 });
      scope?.add(id);
    },
    [t, scope],
  );
}
