/**
 * What a run records for each change it sent, whichever way it went: acknowledged changes leave the
 * outbox with their effects on the mirror, the others are marked failed or pending again in their
 * place. One recorder per run, as the conflicts it collects are the run's (ReplayOutcome.conflicts).
 */
import type { Mutation, PortalDb } from '@/db/db';
import { readQueued } from '@/db/queued-kinds';
import type { Acknowledged, NotApplied, ReplayOutcome, Stop } from './types';

export type RunOutcomes = ReturnType<typeof createRunOutcomes>;

export function createRunOutcomes(db: PortalDb) {
  /** Whom the run's acknowledged changes put in conflict. */
  const conflicted = new Set<string>();

  /** Acknowledged changes leave the outbox, in one transaction with what their answers change in the mirror. */
  async function acknowledge(done: Acknowledged[]): Promise<void> {
    if (done.length === 0) return;
    await db.transaction('rw', db.tables, async (tx) => {
      // The user may have discarded one meanwhile; the server has it anyway, so just drop it.
      await db.outbox.bulkDelete(done.map(({ m }) => m.seq!));
      for (const { m, result } of done) {
        const { kind, payload } = readQueued(m);
        if (payload === null) continue;
        await kind!.onAnswer?.(db, m, payload, result, tx);
        const who = kind!.conflictOf?.(payload, result, m);
        if (who) conflicted.add(who);
      }
    });
  }

  /** A change that was not applied: marked failed (refused or unreadable), or pending again in its place. */
  async function keepOrFail(m: Mutation, attempt: NotApplied): Promise<Stop> {
    if (attempt.kind === 'failed') {
      await db.outbox.update(m.seq!, { state: 'failed', error: attempt.message, ...(attempt.unreadable ? { unreadable: true } : {}) });
      // An unreadable change was never sent, so the run has no news of the server.
      return attempt.unreadable ? { stopped: 'failed', message: attempt.message } : { stopped: 'failed', message: attempt.message, answered: true };
    }
    await db.outbox.update(m.seq!, { state: 'pending' });
    if (attempt.kind === 'sign-in') return { stopped: 'sign-in', message: attempt.message, answered: true };
    return { stopped: attempt.reason, message: attempt.message, answered: attempt.reason !== 'offline' };
  }

  /** The run's outcome with the conflicts it met, when it met any. */
  const withConflicts = <O extends ReplayOutcome>(out: O): O => (conflicted.size ? { ...out, conflicts: [...conflicted] } : out);

  return { acknowledge, keepOrFail, withConflicts };
}
