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
import { localKeys, readLocal, removeLocal, writeLocal } from '@/db/local-copy';
import { getUserId } from '@/db/session';

export type Unsaved<D> = {
  draft: D;
  /** The person's values the draft was typed over: restored over a newer copy, only the changes carry over. */
  base?: D;
  /** The revision of the person the values were typed over: their save names it. */
  baseRev: number | undefined;
  /** When the last of them was typed (ms since the epoch). */
  at: number;
  /** The person's name, to say whose values went if the person leaves the task before they are saved. */
  name?: string;
};

const PREFIX = 'mtm.unsavedMeasurement.';
// A stored entry of another shape (a later version's) is not restored.
const VERSION = 1;

/** The storage key of a person's unsaved values (`personKey`: task and person, as the mirror keys them). */
export const unsavedKey = (personKey: string): string => `${PREFIX}${getUserId() ?? 0}.${personKey}`;

export function readUnsaved<D>(key: string): Unsaved<D> | null {
  const kept = readLocal<Unsaved<D> & { v?: number }>(key);
  return kept?.v === VERSION && kept.draft ? kept : null;
}

/** False when the device refused the write (storage full, or refused in a private window): the values are then only on screen. */
export function keepUnsaved<D>(key: string, value: Unsaved<D>): boolean {
  const kept = writeLocal(key, { v: VERSION, ...value }) !== null;
  if (kept) mark(key, true);
  return kept;
}

export function dropUnsaved(key: string): void {
  removeLocal(key);
  mark(key, false);
}

/** The keys of the values kept for a task's people (for the account signed in), from the keys held in memory: no scan of the storage. */
export function unsavedKeysOfTask(taskId: number): string[] {
  const prefix = unsavedKey(`${taskId}:`);
  return [...heldKeys()].filter((key) => key.startsWith(prefix));
}

/** A task deleted: nothing of it is left to save. */
export const dropUnsavedOfTask = (taskId: number): void => unsavedKeysOfTask(taskId).forEach(dropUnsaved);

/**
 * Moves kept values to another key (a person added offline, once the server has named them). Values
 * already kept under `to` are newer and stay; `from` goes only once its values are safe under `to`.
 */
export function moveUnsaved(from: string, to: string): void {
  const values = readUnsaved(from);
  if (values && !readUnsaved(to) && !keepUnsaved(to, values)) return;
  dropUnsaved(from);
}

// Which entries exist, for the people list's marks: read once, then kept as entries come and go
// (in this tab, or another: the storage event), so a keystroke does not make every row look.
let held: Set<string> | null = null;
const listeners = new Set<() => void>();

function heldKeys(): Set<string> {
  held ??= new Set(localKeys(PREFIX));
  return held;
}

function mark(key: string, present: boolean): void {
  const keys = heldKeys();
  if (keys.has(key) === present) return;
  if (present) keys.add(key);
  else keys.delete(key);
  listeners.forEach((listener) => listener());
}

function fromOtherTab(e: StorageEvent): void {
  if (e.key !== null && !e.key.startsWith(PREFIX)) return;
  if (e.key !== null) return mark(e.key, e.newValue !== null);
  // Storage cleared there: read it again.
  held = null;
  listeners.forEach((listener) => listener());
}

/** One listener for another tab's writes, however many rows are on screen. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', fromOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether the device keeps unsaved values for this person (`personKey` as the mirror keys them). */
export function useHasUnsaved(personKey: string): boolean {
  const key = unsavedKey(personKey);
  return useSyncExternalStore(subscribe, () => heldKeys().has(key), () => false);
}
