import { useEffect } from 'react';
import { useTranslation } from '@/ui/i18n';
import { db, type TaskPersonRow } from '@/db/db';
import { personKey, resolvePersonId } from '@/db/measuring-effects';
import { notify } from '@/ui/notify';
import { dropUnsaved, moveUnsaved, readUnsaved, unsavedKey, unsavedKeysOfTask } from './components/unsaved-measurements';

/** The id at the end of a person's key (`${taskId}:${id}`), negative for one added offline. */
const idOf = (key: string) => Number(key.slice(key.lastIndexOf(':') + 1));

/**
 * Values kept unsaved for people this task no longer has on the device (`people`: the whole task,
 * as stored). A person added offline keeps a temporary id until the server answers, then moves to
 * the id it gave: their values move with them. A person removed (by a catch-up, another device, a
 * resolved conflict, a refused add) takes their values: there is no one left to save them for.
 * Answers the names of the people whose values went (null for values kept before names were).
 */
export async function settleUnsaved(taskId: number, people: readonly TaskPersonRow[]): Promise<(string | null)[]> {
  const dropped: (string | null)[] = [];
  const kept = unsavedKeysOfTask(taskId);
  if (kept.length === 0) return dropped;
  const present = new Set(people.map((p) => p.key));
  const prefix = unsavedKey('').length;
  for (const storageKey of kept) {
    const key = storageKey.slice(prefix);
    if (present.has(key)) continue;
    const id = idOf(key);
    const named = id < 0 ? personKey(taskId, await resolvePersonId(db, id)) : key;
    // Read after the lookup: a read of the people that came after this one may have settled it.
    const values = readUnsaved(storageKey);
    if (!values) continue;
    if (named !== key && present.has(named)) {
      moveUnsaved(storageKey, unsavedKey(named));
    } else {
      dropped.push(values.name ?? null);
      dropUnsaved(storageKey);
    }
  }
  return dropped;
}

type SettledUnsavedArgs = {
  taskId: number;
  people: readonly TaskPersonRow[];
  /** Whether `people` is the whole task as the device stores it (not the first page, not a fetch still being written). */
  whole: boolean;
};

/** Keeps unsaved values with their people as the task's people change on the device (see settleUnsaved). */
export function useSettledUnsaved({ taskId, people, whole }: SettledUnsavedArgs): void {
  const { t } = useTranslation('measuring');
  useEffect(() => {
    if (!whole) return;
    void settleUnsaved(taskId, people).then((dropped) => {
      for (const name of dropped) notify.warning(name === null ? t('ui.unsaved.someoneGone') : t('ui.unsaved.personGone', { name }), { autoClose: false });
    });
  }, [taskId, people, whole, t]);
}
