/** The fast purchase form state, shared by the panels of the screen (one reducer, see fast-order-state.ts). */
import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { fastOrderReducer, initialFastOrderForm, type FastOrderAction, type FastOrderForm } from './fast-order-state';

type FastOrderContextValue = { state: FastOrderForm; dispatch: Dispatch<FastOrderAction> };

const FastOrderContext = createContext<FastOrderContextValue | null>(null);

export function FastOrderProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(fastOrderReducer, undefined, initialFastOrderForm);
  return <FastOrderContext value={{ state, dispatch }}>{children}</FastOrderContext>;
}

export function useFastOrder(): FastOrderContextValue {
  const value = useContext(FastOrderContext);
  if (!value) throw new Error('useFastOrder outside FastOrderProvider');
  return value;
}
