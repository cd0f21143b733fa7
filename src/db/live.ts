/**
 * A live read of the portal's database for the screens drawn before Dexie arrives: the signed-in
 * shell (header, footer) and home, the first screen after sign-in (Dexie would be 31 KB gzip
 * of its first download). A read that gives `peek` reads its row without Dexie (./peek.ts), and
 * while nothing is written that row is the answer: Dexie loads when a write of the device's
 * database is heard (./storage-mutated.ts), or when the peek finds nothing to show; its liveQuery
 * then keeps the value current, as dexie-react-hooks' useLiveQuery does for the other screens. A
 * reload of home, whose refreshes find the profile, the modules and the rate as the device holds
 * them, so loads no Dexie at all.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';
import type { PortalDb } from './db';
import { loadLiveDb } from './peek';
import { onStorageMutated } from './storage-mutated';

type LiveDb = Awaited<ReturnType<typeof loadLiveDb>>;
/** Dexie once loaded: later screens subscribe at once, and read no row a second time through peek. */
let loaded: LiveDb | null = null;
const live = () => loadLiveDb().then((l) => (loaded = l));

type Result<T> = { deps: DependencyList; value: T } | { deps: DependencyList; error: unknown };

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((d, i) => Object.is(d, b[i]));

/**
 * The next result for a value read: an answer equal to the one shown (Dexie's first read after the
 * peek, a mirror written again with what it held, as every refresh from the server does) keeps the
 * shown value and its result, so the screen is not drawn again; a changed answer keeps its
 * unchanged parts, so a part handed to a memoised child stays the same object.
 */
function nextResult<T>(prev: Result<T> | null, deps: DependencyList, value: T): Result<T> {
  if (!prev || 'error' in prev || !sameDeps(prev.deps, deps)) return { deps, value };
  const shared = replaceEqualDeep(prev.value, value);
  return shared === prev.value ? prev : { deps, value: shared };
}

export function useLiveDb<T>(read: (db: PortalDb) => Promise<T>, deps: DependencyList, peek?: () => Promise<T | undefined>): T | undefined {
  // State, not useSyncExternalStore: a store's change is drawn at once, apart from the screen's other
  // updates, where React draws state changes of the same moment together. Tried: on a /home reload
  // the layout drew 4 times instead of 3, the header and home 3 instead of 2.
  const [result, setResult] = useState<Result<T> | null>(null);
  // What was last handed to the screen: an equal answer is then not even scheduled.
  const shown = useRef<Result<T> | null>(null);
  useEffect(() => {
    const show = (next: Result<T>) => {
      if (next === shown.current) return;
      shown.current = next;
      // A transition: the rows arrive outside any event, and the screen they fill (home's tiles, the
      // header) is rendered in slices between which the page answers, not in one long task.
      startTransition(() => setResult(next));
    };
    let stopped = false;
    let answered = false;
    let unsubscribe: (() => void) | undefined;
    let stopHearing: (() => void) | undefined;
    const subscribe = ({ db, liveQuery }: LiveDb) => {
      if (stopped) return;
      const subscription = liveQuery(() => read(db)).subscribe({
        next: (value) => {
          answered = true;
          show(nextResult(shown.current, deps, value));
        },
        error: (error: unknown) => show({ deps, error }),
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    let goneLive = false;
    const goLive = () => {
      if (goneLive || stopped) return;
      goneLive = true;
      stopHearing?.();
      void live().then(subscribe);
    };
    if (loaded || !peek) {
      goLive();
    } else {
      // Heard before the peek is asked, so no write can fall between the row read and the listening.
      stopHearing = onStorageMutated(goLive);
      void peek().then(
        (value) => {
          if (stopped || answered) return;
          // Nothing to show (no row yet, or the database could not be read): Dexie answers, and
          // then tells of the row when it is written.
          if (value === undefined) goLive();
          else show(nextResult(shown.current, deps, value));
        },
        goLive,
      );
    }
    return () => {
      stopped = true;
      stopHearing?.();
      unsubscribe?.();
    };
    // The caller's deps say when `read` and `peek` change, as with useLiveQuery.
  }, deps);
  // A value read for other deps (another user) is never shown for these.
  if (!result || !sameDeps(result.deps, deps)) return undefined;
  // As useLiveQuery does: a failed read reaches the screen's error boundary.
  if ('error' in result) throw result.error;
  return result.value;
}
