/**
 * A draft's change, or its drop, kept in localStorage until its IndexedDB write has committed.
 *
 * An IndexedDB write can wait: a transaction starts only when every earlier one on the same table
 * has ended (a screen's live read of the table, another mirror's write), and Chromium drops a
 * transaction that has not started when its page goes away, commit() asked for or not. A reload
 * or a closed tab in that moment lost the last change (measured: 7 of 10 reloads right after
 * typing, with a read of the table running; 10 of 10 in a bare page). localStorage is written at
 * once, in the keystroke's own task, and a page going away does not undo it; the copy is dropped
 * again as soon as the IndexedDB write has committed, so it lives for a moment only.
 *
 * A drop (the order placed, the form cleared) is a change like any other: its delete waits the same
 * way, and a page gone before it had committed found the placed order's draft again.
 */
import { readLocal, removeLocal, writeLocal } from '@/db/local-copy';

/** A draft as it is stored: `at` orders two copies of the same draft (absent on drafts stored before it). */
export type StoredDraft<S> = { version: number; state: S; at?: number };

/** The copy of a drop: no draft from before `at` is restored. */
export type DroppedDraft = { version: number; dropped: true; at: number };

/** What a copy holds: a draft written, or a draft dropped. */
export type DraftChange<S> = StoredDraft<S> | DroppedDraft;

export const isDropped = <S>(change: DraftChange<S>): change is DroppedDraft => 'dropped' in change;

const aheadKey = (key: string) => `mtm.draftAhead.${key}`;

let last = 0;

/** Strictly later than the last stamp this page gave, even within one millisecond. */
export function draftStamp(): number {
  last = Math.max(Date.now(), last + 1);
  return last;
}

/**
 * Keeps the copy; answers its text, by which `dropAhead` drops exactly it. Null where storage is
 * full or refused: the IndexedDB write then goes on alone, as before.
 */
export const keepAhead = <S>(key: string, change: DraftChange<S>): string | null => writeLocal(aheadKey(key), change);

export const readAhead = <S>(key: string): DraftChange<S> | undefined => readLocal<DraftChange<S>>(aheadKey(key));

/** Drops the copy; with `kept`, only if it is still that one (a later change keeps its own). */
export const dropAhead = (key: string, kept?: string | null): void => removeLocal(aheadKey(key), kept);

/**
 * The newer of the stored draft and the copy, of this form version; undefined when neither is one.
 * A drop newer than the stored draft answers the drop: the draft is gone.
 */
export function newerDraft<S>(stored: StoredDraft<S> | undefined, ahead: DraftChange<S> | undefined, version: number): DraftChange<S> | undefined {
  const a = stored?.version === version ? stored : undefined;
  const b = ahead?.version === version ? ahead : undefined;
  if (!a || !b) return a ?? b;
  return (b.at ?? 0) > (a.at ?? 0) ? b : a;
}
