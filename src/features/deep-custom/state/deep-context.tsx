/**
 * The deep customization draft, shared by the five steps (it lives above the step routes, so
 * moving between steps keeps it) and kept on the device as the user goes (the shared ordering
 * draft: a reload, a closed tab or a lost signal never loses a step). The garments part is handed
 * to the shared ordering widgets as their form.
 */
import { createContext, useCallback, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { db } from '@/db/db';
import { clearDeepProgress, readDeepProgress, writeDeepProgress } from '@/db/deep-progress';
import { getUserId } from '@/db/session';
import { FastOrderFormProvider } from '@/ordering/state/fast-order-context';
import type { FastOrderAction } from '@/ordering/state/fast-order-state';
import { usePendingWork, type PendingWork } from '@/ui/use-pending-work';
import { clearStoredDraft, storeDraft, useStoredDraft, type DraftSlot } from '@/ordering/state/use-stored-draft';
import { deepReducer, initialDeepDraft, type DeepAction, type DeepDraft } from './deep-state';

// Version 2: the gender and the fabric type are read from the form, no longer kept beside it.
const SLOT: DraftSlot = { form: 'deepCustom', version: 2 };

/** `work`: the choices the rules worker is still applying to the draft; a step's Next waits for them. */
type DeepContextValue = { draft: DeepDraft; dispatch: Dispatch<DeepAction>; restored: boolean; work: PendingWork };

const DeepContext = createContext<DeepContextValue | null>(null);

export function DeepDraftProvider({ children }: { children: ReactNode }) {
  const [draft, dispatch] = useReducer(deepReducer, undefined, initialDeepDraft);
  const restore = useCallback((saved: DeepDraft) => dispatch({ type: 'restore', draft: saved }), []);
  const restored = useStoredDraft(SLOT, getUserId(), draft, restore);
  const formDispatch = useCallback((action: FastOrderAction) => dispatch({ type: 'form', action }), []);
  const work = usePendingWork();
  const form = useMemo(() => ({ state: draft.form, dispatch: formDispatch, work }), [draft.form, formDispatch, work]);
  return (
    <DeepContext value={{ draft, dispatch, restored, work }}>
      <FastOrderFormProvider value={form}>{children}</FastOrderFormProvider>
    </DeepContext>
  );
}

export function useDeepDraft(): DeepContextValue {
  const value = useContext(DeepContext);
  if (!value) throw new Error('useDeepDraft outside DeepDraftProvider');
  return value;
}

/** After the order is placed or the user starts over: the draft and the completed steps are gone at once. */
export async function clearDeepDraft(userId: number): Promise<void> {
  await Promise.all([clearStoredDraft(SLOT, userId), clearDeepProgress(userId)]);
}

/**
 * Next: the step is marked complete in the one transaction that also writes the draft completing
 * it, so a reload never finds the step complete beside a draft from before its last change.
 */
export async function completeDeepStep(userId: number, draft: DeepDraft, step: number): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const done = [...(await readDeepProgress(userId))];
    done[step] = true;
    await storeDraft(SLOT, userId, draft);
    await writeDeepProgress(userId, done);
  });
}
