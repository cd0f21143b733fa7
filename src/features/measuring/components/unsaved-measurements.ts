/**
 * What a measurer typed for a person and has not saved yet, kept on the device until it is saved or
 * discarded: picking another person, a reload, or the tablet closing the tab does not lose it. One
 * entry a person, for the account signed in.
 *
 * In localStorage, not IndexedDB: the panel resets in place, in the same render, when another
 * person is picked, and only a synchronous read lets it show that person's unsaved values at once
 * (an answer a moment later would have to replace values the measurer may have started typing).
 * Each write is a few kilobytes, in the keystroke's own task, and leaves no transaction waiting
 * when the page goes (docs/decisions.md).
 */
import { useSyncExternalStore } from 'react';
import { getUserId } from '@/db/session';

export type Unsaved<D> = {
  draft: D;
  /** The revision of the person the values were typed over: their save names it. */
  baseRev: number | undefined;
  /** When the last of them was typed (ms since the epoch). */
  at: number;
};

const PREFIX = 'mtm.unsavedMeasurement.';
// A stored entry of another shape (a later version's) is not restored.
const VERSION = 1;

/** The storage key of a person's unsaved values (`personKey`: task and person, as the mirror keys them). */
export const unsavedKey = (personKey: string): string => `${PREFIX}${getUserId() ?? 0}.${personKey}`;

export function readUnsaved<D>(key: string): Unsaved<D> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Unsaved<D> & { v?: number };
    return parsed.v === VERSION && parsed.draft ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the device refused the write (storage full, or refused in a private window): the values are then only on screen. */
export function keepUnsaved<D>(key: string, value: Unsaved<D>): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ v: VERSION, ...value }));
    mark(key, true);
    return true;
  } catch {
    return false;
  }
}

export function dropUnsaved(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to drop where storage is refused.
  }
  mark(key, false);
}

// Which entries exist, for the people list's marks: read once, then kept as entries come and go
// (in this tab, or another: the storage event), so a keystroke does not make every row look.
let held: Set<string> | null = null;
const listeners = new Set<() => void>();

function heldKeys(): Set<string> {
  if (held) return held;
  held = new Set();
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) held.add(key);
    }
  } catch {
    // Storage refused: nothing is held.
  }
  return held;
}

function mark(key: string, present: boolean): void {
  const keys = heldKeys();
  if (keys.has(key) === present) return;
  if (present) keys.add(key);
  else keys.delete(key);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === null) held = null;
    else if (e.key.startsWith(PREFIX)) mark(e.key, e.newValue !== null);
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether the device keeps unsaved values for this person (`personKey` as the mirror keys them). */
export function useHasUnsaved(personKey: string): boolean {
  const key = unsavedKey(personKey);
  return useSyncExternalStore(subscribe, () => heldKeys().has(key), () => false);
}
