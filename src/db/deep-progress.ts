/**
 * Which steps of the deep customization a user has completed (spec 2 §4: each step's Next marks
 * it), a settings row of its own, written at Next in one transaction with the draft that passed.
 *
 * Next writes the progress and then navigates, and the next step's gate must see that write in the
 * very render the navigation causes. Dexie's live query only re-reads after the write, a moment
 * later (longer on a busy tablet), and the gate would send the user back a step in between. So a
 * write of this tab is also kept in memory at once, and each stored progress carries when it was
 * written: the newer of the memory and the live query (another tab's write) wins.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { getUserId } from './session';
import { writeSettingsNow } from './write-now';

const progressKey = (userId: number) => `deep.progress.${userId}`;

/** The completed steps and when they were written (0: before progress carried a time). */
type Progress = { steps: boolean[]; at: number };

const NONE: Progress = { steps: [], at: 0 };

function readStored(value: unknown): Progress {
  if (Array.isArray(value)) return { steps: value as boolean[], at: 0 };
  const p = value as Partial<Progress> | undefined;
  return Array.isArray(p?.steps) && typeof p.at === 'number' ? { steps: p.steps, at: p.at } : NONE;
}

async function readProgress(userId: number): Promise<Progress> {
  return readStored((await db.settings.get(progressKey(userId)))?.value);
}

export async function readDeepProgress(userId: number): Promise<boolean[]> {
  return (await readProgress(userId)).steps;
}

// ----- what this tab knows, newest first -----

const known = new Map<number, Progress>();
const listeners = new Set<() => void>();

function adopt(userId: number, p: Progress): void {
  const current = known.get(userId);
  if (current && current.at >= p.at) return;
  known.set(userId, p);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function writeDeepProgress(userId: number, steps: readonly boolean[]): Promise<void> {
  // Strictly later than what this tab knows, even within one millisecond.
  const p: Progress = { steps: [...steps], at: Math.max(Date.now(), (known.get(userId)?.at ?? 0) + 1) };
  await db.settings.put({ key: progressKey(userId), value: p });
  adopt(userId, p);
}

/**
 * Forgets the progress with the draft (the order went to the cart). Not announced to the screen:
 * the flow is leaving for the cart, and its gate must not send it back to step 1 on the way.
 */
export async function clearDeepProgress(userId: number): Promise<void> {
  known.delete(userId);
  // Asked to commit at once, like the draft's drop. Should the page go before it has, the steps
  // still open from the first: the gate counts a step only while the draft holds its choice.
  await writeSettingsNow(() => db.settings.delete(progressKey(userId)));
}

/** The signed-in user's completed steps, live; undefined while first read. */
export function useDeepProgress(): boolean[] | undefined {
  const userId = getUserId();
  const stored = useLiveQuery(() => (userId === null ? Promise.resolve(NONE) : readProgress(userId)), [userId]);
  useEffect(() => {
    if (userId !== null && stored) adopt(userId, stored);
  }, [userId, stored]);
  const mine = useSyncExternalStore(subscribe, () => (userId === null ? undefined : known.get(userId)));
  if (userId === null) return [];
  const newest = mine && (!stored || mine.at >= stored.at) ? mine : stored;
  return newest?.steps;
}
