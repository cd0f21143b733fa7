/**
 * The person picked in the people list, kept outside React's state of the page. A click marks its
 * row at once: only the row that was picked and the row that was are asked to render, not the page,
 * the list's filters or the person panel. The page follows in a transition (see `usePersonSelection`),
 * so the panel's render never holds the click's frame.
 */
import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { TaskPersonMirror, TaskPersonRow } from '@/db/db';

export type Selection = {
  get: () => string | null;
  subscribe: (listener: () => void) => () => void;
};

type WritableSelection = Selection & { set: (key: string | null) => void };

function createSelection(): WritableSelection {
  let key: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => key,
    set: (next) => {
      if (next === key) return;
      key = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether `key` is the picked person; the row re-renders only when that answer changes. */
export function useIsSelected(selection: Selection, key: string): boolean {
  return useSyncExternalStore(selection.subscribe, () => selection.get() === key);
}

/**
 * The page's side: `selectedKey` follows a pick in a transition (the person panel renders in
 * slices that yield to input), while `selection` has marked the row already.
 */
export function usePersonSelection(): { selection: Selection; selectedKey: string | null; select: (key: string | null) => void } {
  const [selection] = useState(createSelection);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const select = useCallback(
    (key: string | null) => {
      selection.set(key);
      startTransition(() => setSelectedKey(key));
    },
    [selection],
  );
  return { selection, selectedKey, select };
}

/**
 * The person picked, among `people`. One added offline stays picked once the server names them
 * (`was`: their key before), and the pick moves to their new key.
 */
export function usePickedPerson<P extends Pick<TaskPersonRow, 'key' | 'was'>>(people: readonly P[], selectedKey: string | null, select: (key: string | null) => void): P | null {
  const picked = useMemo(() => (selectedKey === null ? null : (people.find((p) => p.key === selectedKey) ?? people.find((p) => p.was === selectedKey) ?? null)), [people, selectedKey]);
  useEffect(() => {
    if (picked && picked.key !== selectedKey) select(picked.key);
  }, [picked, selectedKey, select]);
  return picked;
}

/**
 * The person picked, whole, for their panel and its actions: null while the people shown are only
 * their rows (`whole` null: the list copy, or a first open before the measurements). Once the people
 * shown are whole it is the same object as `picked`.
 */
export function usePickedWhole(picked: Pick<TaskPersonRow, 'key'> | null, whole: readonly TaskPersonMirror[] | null): TaskPersonMirror | null {
  return useMemo(() => (picked && whole ? (whole.find((p) => p.key === picked.key) ?? null) : null), [picked, whole]);
}
