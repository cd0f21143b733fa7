/**
 * The sync batch (src/domain/sync/contract.ts): one request carries a device's queued
 * changes in order, and each is answered exactly as if it had been sent alone on its own path: the
 * same route, checks, staff rule and Idempotency-Key (answerCall). The batch stops at the first
 * change that is not applied, so nothing after a refused, failed or throttled change is tried:
 * order holds as it does one request at a time. The session is looked up once per batch.
 *
 * The changes are applied in one transaction, which commits (and waits for the disk) once, and
 * their idempotency keys are claimed in one statement and answered in one (BatchKeys). A change's
 * own BEGIN, key, answer and COMMIT were four of its six round trips to the database, and the
 * replay of a queue is mostly round trips. What the device sees is the same as with a
 * transaction per change: every change answered as applied is committed with its idempotency
 * key before the batch answers, and a change not applied leaves nothing. When a change is not
 * applied, the grouped transaction is rolled back whole and the batch is applied again one
 * transaction per change (applyAlone), which keeps the changes before it and answers its
 * refusal, as before. A refusal is rare in a replay (the device checked the change before
 * queuing it), so the work done twice then costs little.
 *
 * In that transaction, consecutive changes of a route that applies runs (handleRun: a measurer's
 * saves) are applied together, in one statement as far as the route can (answerRun); each is
 * still checked, keyed and answered as alone, and the change a run stops before is answered alone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Locale } from '@/domain/shared/locale';
import { SYNC_PATHS, SyncBatchResultSchema, SyncBatchSchema, type BatchAnswer, type SyncBatch } from '@/domain/sync/contract';
import { makeDurable } from '../../db/durability';
import { inTransaction } from '../../db/tx';
import { ERRCODE, HTTP_STATUS } from '../../http/errors';
import { BatchKeys, bodyHash } from '../../http/idempotency';
import type { EnvelopeReply } from '../../http/envelope-reply';
import { answerCall, answerRun, defineRoute, DocumentAnswer, FileAnswer, type AnyRoute, type RouteCall, type RouteDeps } from '../../http/route';
import type { Session } from '../../http/session';
import { syncBatchDuration, syncBatchSize, syncChanges } from '../../metrics';

type Change = SyncBatch['changes'][number];
/** A change with the route it calls, or the refusal of a change no route of a batch takes. */
type Routed = { change: Change; route: AnyRoute | EnvelopeReply };
type Batch = { changes: readonly Routed[]; session: Session; userId: number; lang: Locale; req: FastifyRequest; reply: FastifyReply };

/** How the changes run: all in one transaction, or each in its own whose commit does not wait for the disk. */
type Mode = { batch: BatchKeys } | { deferDurability: true };

export function syncRoutes(deps: RouteDeps) {
  /** The change's route, or why it has none a batch may call. */
  function routeOf(change: Change, t: TFunction): AnyRoute | EnvelopeReply {
    const def = deps.queued.get(change.path);
    if (!def) return { status: HTTP_STATUS[ERRCODE.notFound], body: { errcode: ERRCODE.notFound, message: t('route_not_found'), result: null } };
    if (def.bodyLimit !== undefined && Buffer.byteLength(JSON.stringify(change.body ?? null)) > def.bodyLimit) {
      return { status: HTTP_STATUS[ERRCODE.tooLarge], body: { errcode: ERRCODE.tooLarge, message: t('body_too_large'), result: null } };
    }
    return def;
  }

  /**
   * Answers the changes in order up to the first not applied. In one transaction, a run of
   * consecutive changes of a route that applies runs (handleRun: a replay's saves) is applied at
   * once, as far as it can be; the change it stopped before is answered alone.
   */
  async function answerChanges({ changes, session, lang, req, reply }: Batch, mode: Mode): Promise<BatchAnswer[]> {
    const answers: BatchAnswer[] = [];
    const callOf = (change: Change): RouteCall => ({ session: async () => session, lang, query: {}, body: change.body, idempotencyKey: change.id, req, reply, ...mode });
    for (let i = 0; i < changes.length; ) {
      const { change, route } = changes[i]!;
      if ('batch' in mode && !('status' in route) && route.handleRun) {
        const run = runOf(changes, i);
        const applied = await answerRun(route, run.map((r) => callOf(r.change)), mode.batch).catch((err: unknown) => {
          // Its statement may have failed the transaction: the batch is applied again a change at a time.
          req.log.error({ err }, `sync batch: a run of ${change.path} failed`);
          throw new NotApplied();
        });
        applied.forEach((out, j) => answers.push({ id: run[j]!.change.id, status: out.status, ...out.body }));
        i += applied.length;
        if (applied.length > 0) continue;
      }
      const out = 'status' in route ? route : await answerCall(deps, route, callOf(change));
      // Queued routes answer the envelope; a file or document is no answer a change can have.
      if (out instanceof FileAnswer || out instanceof DocumentAnswer) throw new Error(`queued route ${change.path} answered a file`);
      answers.push({ id: change.id, status: out.status, ...out.body });
      if (out.body.errcode !== ERRCODE.ok) break;
      i += 1;
    }
    return answers;
  }

  /** Every change in one transaction; null (and nothing applied) when one of them was not applied. */
  async function applyGrouped(batch: Batch): Promise<BatchAnswer[] | null> {
    try {
      return await inTransaction(deps.db, async (trx) => {
        const { userId } = batch;
        const calls = batch.changes.flatMap(({ change, route }) => ('status' in route ? [] : [{ userId, key: change.id, route: route.path, hash: bodyHash(change.body) }]));
        const keys = await BatchKeys.claim(trx, userId, calls);
        const answers = await answerChanges(batch, { batch: keys });
        if (answers.at(-1)?.errcode !== ERRCODE.ok) throw new NotApplied();
        await keys.store();
        return answers;
      });
    } catch (err) {
      if (err instanceof NotApplied) return null;
      throw err;
    }
  }

  /** Each change in its own transaction, as a device sending them one request each would have them applied. */
  async function applyAlone(batch: Batch): Promise<BatchAnswer[]> {
    const answers = await answerChanges(batch, { deferDurability: true });
    // Every applied change is on disk before the device is told it may forget it.
    if (answers.some((a) => a.errcode === ERRCODE.ok)) await makeDurable(deps.db);
    return answers;
  }

  return [
    defineRoute({
      method: 'POST',
      path: SYNC_PATHS.batch,
      summary: 'Apply queued changes in order, each as its own idempotent call; stops at the first not applied',
      access: 'user',
      body: SyncBatchSchema,
      response: SyncBatchResultSchema,
      carriesCalls: true,
      handler: async ({ body, session, user, lang, t, req, reply }) => {
        const started = performance.now();
        const changes = body.changes.map((change) => ({ change, route: routeOf(change, t) }));
        const batch = { changes, session, userId: user.id, lang, req, reply };
        const answers = (await applyGrouped(batch)) ?? (await applyAlone(batch));
        syncBatchSize.observe(changes.length);
        syncBatchDuration.observe((performance.now() - started) / 1000);
        const applied = answers.filter((a) => a.errcode === ERRCODE.ok).length;
        syncChanges.inc({ outcome: 'applied' }, applied);
        syncChanges.inc({ outcome: 'refused' }, answers.length - applied);
        return { answers };
      },
    }),
  ];
}

/** The changes from `start` on that call the same route as the change at `start`. */
function runOf(changes: readonly Routed[], start: number): readonly Routed[] {
  const route = changes[start]!.route;
  let end = start + 1;
  while (end < changes.length && changes[end]!.route === route) end += 1;
  return changes.slice(start, end);
}

/** Rolls the grouped transaction back: a change in it was not applied. */
class NotApplied extends Error {}
