/**
 * The one way a screen runs a change on the server that is not queued (it needs the network): say
 * so at once when offline; otherwise run it, say it was done or why not (the server's own words,
 * or `unanswered` when no answer came), and read the screen's data again either way, so a change
 * made elsewhere meanwhile shows too. Answers whether it was done.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { failureText } from '@/api/api-error';
import { isOnline } from '@/sync/network';
import { notify } from '@/ui/notify';

export type ServerAction = (run: () => Promise<unknown>, done: string, onFailure?: (err: unknown) => void) => Promise<boolean>;

export function useServerAction({ unanswered, refresh }: { unanswered: string; refresh: readonly unknown[] }): ServerAction {
  const qc = useQueryClient();
  return useCallback(
    async (run, done, onFailure) => {
      if (!isOnline()) {
        notify.warning(unanswered);
        return false;
      }
      try {
        await run();
        notify.success(done);
        return true;
      } catch (err) {
        notify.error(failureText(err, unanswered));
        onFailure?.(err);
        return false;
      } finally {
        await qc.invalidateQueries({ queryKey: refresh });
      }
    },
    [qc, unanswered, refresh],
  );
}
