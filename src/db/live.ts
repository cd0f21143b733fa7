/**
 * A live read of the portal's database for the screens drawn before Dexie arrives: the signed-in
 * shell (header, footer) and home, the first screen after sign-in (Dexie would be 31 KB gzip
 * of its first download). Dexie loads after them; its liveQuery then keeps the value current, as
 * dexie-react-hooks' useLiveQuery does for the other screens. A read the first paint needs (the
 * profile, the modules) gives `peek`, which reads its row without Dexie (./peek.ts).
 */
import { useEffect, useState, type DependencyList } from 'react';
import type { PortalDb } from './db';
import { loadLiveDb } from './peek';

type LiveDb = Awaited<ReturnType<typeof loadLiveDb>>;
/** Dexie once loaded: later screens subscribe at once, and read no row a second time through peek. */
let loaded: LiveDb | null = null;
const live = () => loadLiveDb().then((l) => (loaded = l));

type Result<T> = { deps: DependencyList; value: T } | { deps: DependencyList; error: unknown };

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((d, i) => Object.is(d, b[i]));

export function useLiveDb<T>(read: (db: PortalDb) => Promise<T>, deps: DependencyList, peek?: () => Promise<T | undefined>): T | undefined {
  const [result, setResult] = useState<Result<T> | null>(null);
  useEffect(() => {
    let stopped = false;
    let answered = false;
    let unsubscribe: (() => void) | undefined;
    const subscribe = ({ db, liveQuery }: LiveDb) => {
      if (stopped) return;
      const subscription = liveQuery(() => read(db)).subscribe({
        next: (value) => {
          answered = true;
          setResult({ deps, value });
        },
        error: (error: unknown) => setResult({ deps, error }),
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    if (loaded) {
      subscribe(loaded);
    } else {
      void peek?.().then((value) => {
        if (!stopped && !answered && value !== undefined) setResult({ deps, value });
      });
      void live().then(subscribe);
    }
    return () => {
      stopped = true;
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
