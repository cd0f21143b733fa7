/**
 * The one delete of a record kept on the server that asks first: a red "delete?" confirm, then the
 * call as every server call runs (useServerCall): it says it is deleted or why not (the server's
 * own words, or `unanswered` when no answer came), and reads `refresh` again either way, so a
 * record deleted elsewhere meanwhile goes too. Unlike useServerAction it does not refuse before
 * trying when the app thinks it is offline: the call is made, and a missing answer is said as a
 * failure (the customer screens refuse before asking, in useCustomerDelete).
 */
import { confirmAction } from '@/ui/confirm';
import { useServerCall } from './use-server-action';

type DeleteTexts = {
  /** The confirm's title: the action's name. */
  title: string;
  deleted: string;
  unanswered: string;
  /** Wraps the reason of a refusal in the screen's own sentence ("Deletion failed: …"); by default the reason alone. */
  failed?: (reason: string) => string;
};

/** Asks `message`, then runs `run`; `after` follows a deletion that went through (close the detail, leave its address). */
export type ConfirmedDelete = (message: string, run: () => Promise<unknown>, after?: () => void) => void;

export function useConfirmedDelete({ texts, refresh }: { texts: DeleteTexts; refresh: readonly unknown[] }): ConfirmedDelete {
  const call = useServerCall({ unanswered: texts.unanswered, refresh, failed: texts.failed });
  return (message, run, after) =>
    confirmAction({
      title: texts.title,
      message,
      danger: true,
      onConfirm: () => call(run, texts.deleted, { onDone: after }),
    });
}
