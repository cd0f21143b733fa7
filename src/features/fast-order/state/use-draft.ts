/** The fast order form's draft on the device (the shared ordering draft, src/ordering/state/use-stored-draft). */
import { useCallback, type Dispatch } from 'react';
import type { FastOrderAction, FastOrderForm } from '@/ordering/state/fast-order-state';
import { clearStoredDraft, useStoredDraft, type DraftSlot } from '@/ordering/state/use-stored-draft';

const SLOT: DraftSlot = { form: 'fastOrder', version: 1 };

export function clearFastOrderDraft(userId: number): Promise<void> {
  return clearStoredDraft(SLOT, userId);
}

export function useFastOrderDraft(userId: number | null, state: FastOrderForm, dispatch: Dispatch<FastOrderAction>): boolean {
  const restore = useCallback((saved: FastOrderForm) => dispatch({ type: 'restore', state: saved }), [dispatch]);
  return useStoredDraft(SLOT, userId, state, restore);
}
