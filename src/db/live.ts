/**
 * A live read of the portal's database for the screens drawn before Dexie arrives: the signed-in
 * shell (header, footer) and home, the first screen after sign-in (Dexie would be 31 KB gzip
 * of its first download). Dexie loads after them; its liveQuery then keeps the value current, as
 * dexie-react-hooks' useLiveQuery does for the other screens. A read the first paint needs (the
 * profile, the modules) gives `peek`, which reads its row without Dexie (./peek.ts).
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type DependencyList } from 'react';
import type { PortalDb } from './db';
import { loadLiveDb } from './peek';

type LiveDb = Awaited<ReturnType<typeof loadLiveDb>>;
/** Dexie once loaded: later screens subscribe at once, and read no row a second time through peek. */
let loaded: LiveDb | null = null;
const live = () => loadLiveDb().then((l) => (loaded = l));

/** What a live read has answered: nothing yet, a value, or a failure. */
type Answer<T> = { value: T } | { error: unknown } | undefined;

/**
 * One live read of the database, for one set of the caller's deps: its first subscriber starts it
 * (the peek, then Dexie's liveQuery), its last stops it. It holds the answer shown, and tells its
 * subscribers only of a changed one: an answer equal to the one shown (Dexie's first read after the
 * peek, a mirror written again with what it held, as every refresh from the server does) keeps the
 * shown object, so the screen is not drawn again; a changed answer keeps its unchanged parts, so a
 * part handed to a memoised child stays the same object.
 */
function liveRead<T>(read: (db: PortalDb) => Promise<T>, peek?: () => Promise<T | undefined>) {
  let answer: Answer<T>;
  const listeners = new Set<() => void>();
  const show = (next: Answer<T>) => {
    if (next === answer) return;
    answer = next;
    for (const listener of listeners) listener();
  };
  const showValue = (value: T) => {
    if (!answer || !('value' in answer)) return show({ value });
    const shared = replaceEqualDeep(answer.value, value);
    if (shared !== answer.value) show({ value: shared });
  };
  const start = () => {
    let stopped = false;
    let answered = false;
    let unsubscribe: (() => void) | undefined;
    const subscribe = ({ db, liveQuery }: LiveDb) => {
      if (stopped) return;
      const subscription = liveQuery(() => read(db)).subscribe({
        next: (value) => {
          answered = true;
          showValue(value);
        },
        error: (error: unknown) => show({ error }),
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    if (loaded) {
      subscribe(loaded);
    } else {
      void peek?.().then((value) => {
        if (!stopped && !answered && value !== undefined) showValue(value);
      });
      void live().then(subscribe);
    }
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  };
  let stop: (() => void) | null = null;
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
    answer: () => answer,
  };
}

export function useLiveDb<T>(read: (db: PortalDb) => Promise<T>, deps: DependencyList, peek?: () => Promise<T | undefined>): T | undefined {
  // The caller's deps say when `read` and `peek` change, as with useLiveQuery: a read for other deps
  // (another user) starts with nothing shown, never with the last one's answer.
  const store = useMemo(() => liveRead(read, peek), deps);
  const answer = useSyncExternalStore(store.subscribe, store.answer);
  // As useLiveQuery does: a failed read reaches the screen's error boundary.
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
