/**
 * An unfinished order form kept on the device (Dexie settings, per user and form), so leaving the
 * screen, a reload or an offline restart loses nothing; placing the order or clearing the form
 * drops it. Every ordering form keeps its draft this way.
 *
 * Each change is written as it happens, one small transaction: a save that waited for a pause in
 * typing lost what was typed just before a reload or a closed tab, and a step completed meanwhile
 * was stored without the draft that completed it. IndexedDB runs write transactions on one store
 * in the order they were made, so the last change is the one that stays. Until its write has
 * committed, the change is also kept in localStorage (./draft-write-ahead.ts): a write still
 * waiting when the page goes is dropped by the browser, and restoring takes the newer copy.
 */
import { useEffect, useRef, useState } from 'react';
import { db } from '@/db/db';
import { writeSettingsNow } from '@/db/write-now';
import { draftStamp, dropAhead, isDropped, keepAhead, newerDraft, readAhead, type DraftChange, type StoredDraft } from './draft-write-ahead';

export type DraftSlot = {
  /** e.g. 'fastOrder': the form's name in the key. */
  form: string;
  /** Bumped when the stored shape changes, so an old draft is dropped rather than misread. */
  version: number;
};

const draftKey = (slot: DraftSlot, userId: number) => `${slot.form}.draft.${userId}`;

/**
 * After placing the order the draft is gone at once: its drop is kept as a copy, in this task,
 * until the delete has committed, so a page gone before then (the cart's address shown and the
 * page reloaded or closed) never restores the placed order's draft.
 */
export function clearStoredDraft(slot: DraftSlot, userId: number): Promise<void> {
  return writeNow(draftKey(slot, userId), { version: slot.version, dropped: true, at: draftStamp() });
}

/**
 * Writes a draft; inside a caller's transaction it is written with whatever else that transaction
 * writes. Stamped later than any copy kept before, so a restore prefers it to them.
 */
export async function storeDraft<S>(slot: DraftSlot, userId: number, state: S): Promise<void> {
  await db.settings.put({ key: draftKey(slot, userId), value: { version: slot.version, state, at: draftStamp() } satisfies StoredDraft<S> });
}

/**
 * Writes a change (a draft, or its drop) in a transaction of its own, committed at once; a write
 * that still waits for its turn is dropped all the same when the page goes, so the change's copy
 * is kept until it has committed.
 */
async function writeNow<S>(key: string, change: DraftChange<S>): Promise<void> {
  const kept = keepAhead(key, change);
  await writeSettingsNow(() => (isDropped(change) ? db.settings.delete(key) : db.settings.put({ key, value: change })));
  dropAhead(key, kept);
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
    const key = draftKey({ form, version }, userId);
    void db.settings.get(key).then((row) => {
      if (!live) return;
      const stored = row?.value as StoredDraft<S> | undefined;
      const ahead = readAhead<S>(key);
      const newest = newerDraft(stored, ahead, version);
      if (newest && !isDropped(newest)) restore(newest.state);
      setRestored(true);
      // A copy newer than the stored draft is a change (or a drop) whose write the last page did
      // not finish: written now, it drops its copy; an older, another version's or unreadable one
      // goes at once.
      if (ahead && newest === ahead) void writeNow(key, ahead);
      else dropAhead(key);
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
    void writeNow(draftKey({ form, version }, userId), { version, state, at: draftStamp() });
  }, [userId, restored, state, form, version]);

  return restored;
}
