/**
 * The ordering form's state, shared by the panels of a screen (one reducer, see
 * fast-order-state.ts). The fast purchase owns one; the deep customization keeps the same form
 * inside its own draft and hands it to the shared widgets through `FastOrderFormProvider`.
 */
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { usePendingWork, type PendingWork } from '@/ui/use-pending-work';
import { fastOrderReducer, initialFastOrderForm, type FastOrderAction, type FastOrderForm } from './fast-order-state';

/**
 * `work`: the choices the rules worker is still applying to the form (a technique, an edition, a
 * fabric). What sends the form waits for them, or it would send the form without the last choice.
 */
export type FastOrderContextValue = { state: FastOrderForm; dispatch: Dispatch<FastOrderAction>; work: PendingWork };

const FastOrderContext = createContext<FastOrderContextValue | null>(null);

export function FastOrderProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(fastOrderReducer, undefined, initialFastOrderForm);
  const work = usePendingWork();
  const value = useMemo(() => ({ state, dispatch, work }), [state, work]);
  return <FastOrderContext value={value}>{children}</FastOrderContext>;
}

/** The form of a screen that holds it itself (the deep customization's draft). */
export function FastOrderFormProvider({ value, children }: { value: FastOrderContextValue; children: ReactNode }) {
  return <FastOrderContext value={value}>{children}</FastOrderContext>;
}

export function useFastOrder(): FastOrderContextValue {
  const value = useContext(FastOrderContext);
  if (!value) throw new Error('useFastOrder outside FastOrderProvider');
  return value;
}
