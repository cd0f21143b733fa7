/**
 * The unfinished form is kept on the device (Dexie settings, per user), so leaving the screen,
 * a reload or an offline restart does not lose it; a submit or 清空 resets it.
 */
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { db } from '@/db/db';
import type { FastOrderAction, FastOrderForm } from '@/ordering/state/fast-order-state';

/** Saving waits for a pause in typing. */
const SAVE_DELAY_MS = 400;
/** Bumped when the stored shape changes, so an old draft is dropped rather than misread. */
const DRAFT_VERSION = 1;

const draftKey = (userId: number) => `fastOrder.draft.${userId}`;

/** After a submit the draft is gone at once (the debounced save may never run: the screen is left). */
export function clearFastOrderDraft(userId: number): Promise<void> {
  return db.settings.delete(draftKey(userId));
}

type StoredDraft = { version: number; state: FastOrderForm };

export function useFastOrderDraft(userId: number | null, state: FastOrderForm, dispatch: Dispatch<FastOrderAction>): boolean {
  const [restored, setRestored] = useState(userId === null);
  const first = useRef(true);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void db.settings.get(draftKey(userId)).then((row) => {
      const draft = row?.value as StoredDraft | undefined;
      if (live && draft?.version === DRAFT_VERSION) dispatch({ type: 'restore', state: draft.state });
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [userId, dispatch]);

  useEffect(() => {
    if (userId === null || !restored) return;
    // The state right after restoring is what is stored already.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => void db.settings.put({ key: draftKey(userId), value: { version: DRAFT_VERSION, state } satisfies StoredDraft }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, restored, state]);

  return restored;
}
