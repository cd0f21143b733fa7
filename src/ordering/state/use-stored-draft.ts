/**
 * An unfinished order form kept on the device (Dexie settings, per user and form), so leaving the
 * screen, a reload or an offline restart loses nothing; placing the order or clearing the form
 * drops it. Every ordering form keeps its draft this way.
 *
 * Each change is written as it happens, one small transaction: a save that waited for a pause in
 * typing lost what was typed just before a reload or a closed tab, and a step completed meanwhile
 * was stored without the draft that completed it. IndexedDB runs write transactions on one store
 * in the order they were made, so the last change is the one that stays.
 */
import { useEffect, useRef, useState } from 'react';
import { db } from '@/db/db';

export type DraftSlot = {
  /** e.g. 'fastOrder': the form's name in the key. */
  form: string;
  /** Bumped when the stored shape changes, so an old draft is dropped rather than misread. */
  version: number;
};

const draftKey = (slot: DraftSlot, userId: number) => `${slot.form}.draft.${userId}`;

type StoredDraft<S> = { version: number; state: S };

/** After placing the order the draft is gone at once. */
export function clearStoredDraft(slot: DraftSlot, userId: number): Promise<void> {
  return db.settings.delete(draftKey(slot, userId));
}

/** Writes a draft; inside a caller's transaction it is written with whatever else that transaction writes. */
export async function storeDraft<S>(slot: DraftSlot, userId: number, state: S): Promise<void> {
  await db.settings.put({ key: draftKey(slot, userId), value: { version: slot.version, state } satisfies StoredDraft<S> });
}

/**
 * Writes a draft in a transaction of its own, committed as soon as its one write is asked for
 * rather than when the page next hears back from IndexedDB: a reload right after a keystroke
 * ended the page in between and the browser dropped the uncommitted write (measured: 3 in 30
 * reloads at once lost the last change; none with the commit asked for at once).
 */
function storeDraftNow<S>(slot: DraftSlot, userId: number, state: S): Promise<void> {
  return db.transaction('rw', db.settings, async (tx) => {
    const written = storeDraft(slot, userId, state);
    // A browser without commit() (Safari before 15) commits as before, when the page hears back.
    if (typeof tx.idbtrans.commit === 'function') tx.idbtrans.commit();
    await written;
  });
}

/**
 * Restores the stored draft once (calling `restore` with it), then stores `state` on each of its
 * changes. Answers whether the restore is done: a form shows its fields only then, so what the
 * user types is never overwritten by the draft arriving late.
 */
export function useStoredDraft<S>(slot: DraftSlot, userId: number | null, state: S, restore: (state: S) => void): boolean {
  const [restored, setRestored] = useState(userId === null);
  const first = useRef(true);
  const { form, version } = slot;

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void db.settings.get(draftKey({ form, version }, userId)).then((row) => {
      const draft = row?.value as StoredDraft<S> | undefined;
      if (live && draft?.version === version) restore(draft.state);
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [userId, form, version, restore]);

  useEffect(() => {
    if (userId === null || !restored) return;
    // The state right after restoring is what is stored already.
    if (first.current) {
      first.current = false;
      return;
    }
    void storeDraftNow({ form, version }, userId, state);
  }, [userId, restored, state, form, version]);

  return restored;
}
