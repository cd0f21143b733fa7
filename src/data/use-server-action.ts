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

type ServerCallTexts = {
  unanswered: string;
  refresh: readonly unknown[];
  /** Wraps the reason of a refusal in the screen's own sentence ("Deletion failed: …"); by default the reason alone. */
  failed?: (reason: string) => string;
};

/**
 * What a change that went through says: a sentence, or one made from the server's answer (how many
 * orders a closing made).
 */
export type DoneText<T> = string | ((answer: T) => string);

/** `onDone` follows a change that went through, before the data is read again (close what showed the record first). */
export type ServerCall = <T>(run: () => Promise<T>, done: DoneText<T>, then?: { onDone?: () => void; onFailure?: (err: unknown) => void }) => Promise<boolean>;

/**
 * What every change on the server shares, whatever comes before it: run it, say it was done or
 * why not, read `refresh` again either way. useServerAction puts the offline refusal in front; a
 * confirmed delete its question.
 */
export function useServerCall({ unanswered, refresh, failed }: ServerCallTexts): ServerCall {
  const qc = useQueryClient();
  return useCallback(
    async (run, done, then) => {
      try {
        const answer = await run();
        notify.success(typeof done === 'function' ? done(answer) : done);
        then?.onDone?.();
        return true;
      } catch (err) {
        const reason = failureText(err, unanswered);
        notify.error(failed ? failed(reason) : reason);
        then?.onFailure?.(err);
        return false;
      } finally {
        await qc.invalidateQueries({ queryKey: refresh });
      }
    },
    [qc, unanswered, refresh, failed],
  );
}

export type ServerAction = <T>(run: () => Promise<T>, done: DoneText<T>, onFailure?: (err: unknown) => void) => Promise<boolean>;

export function useServerAction({ unanswered, refresh }: { unanswered: string; refresh: readonly unknown[] }): ServerAction {
  const call = useServerCall({ unanswered, refresh });
  return useCallback(
    async (run, done, onFailure) => {
      if (!isOnline()) {
        notify.warning(unanswered);
        return false;
      }
      return call(run, done, { onFailure });
    },
    [call, unanswered],
  );
}
