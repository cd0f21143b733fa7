/**
 * The one delete of a record kept on the server that asks first: a red "delete?" confirm, then the
 * call; it says it is deleted or why not (the server's own words, or `unanswered` when no answer
 * came), and reads `refresh` again either way, so a record deleted elsewhere meanwhile goes too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { failureText } from '@/api/api-error';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';

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
  const queryClient = useQueryClient();
  return (message, run, after) =>
    confirmAction({
      title: texts.title,
      message,
      danger: true,
      onConfirm: async () => {
        try {
          await run();
          notify.success(texts.deleted);
          after?.();
        } catch (err) {
          const reason = failureText(err, texts.unanswered);
          notify.error(texts.failed ? texts.failed(reason) : reason);
        }
        await queryClient.invalidateQueries({ queryKey: refresh });
      },
    });
}
