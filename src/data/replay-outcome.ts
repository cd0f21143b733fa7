import { i18n } from '@/ui/i18n';
import type { ReplayOutcome } from '@/sync/sync.client';
import { notify } from '@/ui/notify';
import { notifyUnexpected } from '@/ui/notify-unexpected';

/**
 * Tells the user what a "send" of queued changes came to: `sent` when everything went, else why
 * it stopped (signed out, a change refused, an earlier change of the same scope first, or no
 * server). One wording for the header's send-all and the cache viewer's buttons.
 */
export function notifyReplayOutcome(out: ReplayOutcome, sent: string): void {
  const t = i18n.t;
  // Changes another device had changed too: said until closed, naming the people.
  const conflicts = out.conflicts ?? [];
  if (conflicts.length) {
    const names = conflicts.join(t('common:sync.nameSeparator'));
    notify.warning(t('common:sync.sentWithConflicts', { count: out.sent, merged: out.sent - conflicts.length, k: conflicts.length, names }), { autoClose: false });
  }
  if (!out.stopped) {
    if (!conflicts.length) notify.success(sent);
  } else if (out.stopped === 'sign-in') notify.error(t('common:sync.signIn'));
  else if (out.stopped === 'failed') notify.error(t('common:sync.failed', { message: out.message }));
  else if (out.stopped === 'order') notify.warning(t('common:sync.earlierFirst', { count: out.earlier }));
  else notify.warning(t('common:sync.later'));
}

/**
 * Runs a send of queued changes; one that could not start (the engine's code missing after an
 * update, its worker not starting) is logged and said (sync.couldNotStart: nothing was sent, the
 * changes are still on the device), and answers null.
 */
export async function startReplay(run: () => Promise<ReplayOutcome>): Promise<ReplayOutcome | null> {
  try {
    return await run();
  } catch (err) {
    notifyUnexpected(err, 'common:sync.couldNotStart');
    return null;
  }
}
