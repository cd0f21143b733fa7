/**
 * Which steps of the deep customization a user has completed (spec 2 §4: each step's Next marks
 * it), kept apart from the debounced draft: the gate of the next step reads it at once, so it is
 * written before the Next button navigates.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { getUserId } from './session';

const progressKey = (userId: number) => `deep.progress.${userId}`;

export async function readDeepProgress(userId: number): Promise<boolean[]> {
  return ((await db.settings.get(progressKey(userId)))?.value as boolean[] | undefined) ?? [];
}

export function writeDeepProgress(userId: number, progress: readonly boolean[]): Promise<unknown> {
  return db.settings.put({ key: progressKey(userId), value: [...progress] });
}

export function clearDeepProgress(userId: number): Promise<void> {
  return db.settings.delete(progressKey(userId));
}

/** The signed-in user's completed steps, live; undefined while first read. */
export function useDeepProgress(): boolean[] | undefined {
  const userId = getUserId();
  return useLiveQuery(() => (userId === null ? Promise.resolve([]) : readDeepProgress(userId)), [userId]);
}
