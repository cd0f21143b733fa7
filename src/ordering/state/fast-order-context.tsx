/**
 * The ordering form's state, shared by the panels of a screen (one reducer, see
 * fast-order-state.ts). The fast purchase owns one; the deep customization keeps the same form
 * inside its own draft and hands it to the shared widgets through `FastOrderFormProvider`.
 */
import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { fastOrderReducer, initialFastOrderForm, type FastOrderAction, type FastOrderForm } from './fast-order-state';

type FastOrderContextValue = { state: FastOrderForm; dispatch: Dispatch<FastOrderAction> };

const FastOrderContext = createContext<FastOrderContextValue | null>(null);

export function FastOrderProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(fastOrderReducer, undefined, initialFastOrderForm);
  return <FastOrderContext value={{ state, dispatch }}>{children}</FastOrderContext>;
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
