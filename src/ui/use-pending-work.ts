import { useCallback, useMemo, useState } from 'react';
import { notifyUnexpected } from './notify-unexpected';

/**
 * Work a screen started and has not seen end (a choice the rules worker is still applying), so an
 * action that must see its result waits for it: a row's Done, which reads the row as it stands and
 * would otherwise act on the row before the choice, while the choice lands after it; an order
 * form's submit and a step's Next, which would send the form without it.
 */
export type PendingWork = { pending: boolean; track: (work: Promise<unknown>) => void };

export function usePendingWork(): PendingWork {
  const [count, setCount] = useState(0);
  const track = useCallback((work: Promise<unknown>) => {
    setCount((c) => c + 1);
    // Work that fails unexpectedly (the worker gone) is said, so a choice never ends with nothing on screen.
    void work.catch((err: unknown) => notifyUnexpected(err)).finally(() => setCount((c) => c - 1));
  }, []);
  const pending = count > 0;
  // One value while nothing changes, so a context carrying it does not redraw its readers each render.
  return useMemo(() => ({ pending, track }), [pending, track]);
}
