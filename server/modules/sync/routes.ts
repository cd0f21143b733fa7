/**
 * The sync batch (issue 17, src/domain/sync/contract.ts): one request carries a device's queued
 * changes in order, and each is answered exactly as if it had been sent alone on its own path: the
 * same route, checks, staff rule, transaction and Idempotency-Key (answerCall). The batch stops at
 * the first change that is not applied, so nothing after a refused, failed or throttled change is
 * tried: order holds as it does one request at a time. The session is looked up once per batch,
 * and the disk waited for once, before the answer (server/db/durability.ts).
 */
import { SYNC_PATHS, SyncBatchResultSchema, SyncBatchSchema, type BatchAnswer } from '@/domain/sync/contract';
import { makeDurable } from '../../db/durability';
import { ERRCODE, HTTP_STATUS } from '../../http/errors';
import { answerCall, defineRoute, DocumentAnswer, FileAnswer, type RouteDeps } from '../../http/route';

export function syncRoutes(deps: RouteDeps) {
  return [
    defineRoute({
      method: 'POST',
      path: SYNC_PATHS.batch,
      summary: 'Apply queued changes in order, each as its own idempotent call; stops at the first not applied',
      access: 'user',
      body: SyncBatchSchema,
      response: SyncBatchResultSchema,
      carriesCalls: true,
      handler: async ({ body, session, lang, t, req, reply }) => {
        const answers: BatchAnswer[] = [];
        for (const change of body.changes) {
          const def = deps.queued.get(change.path);
          const size = def?.bodyLimit === undefined ? 0 : Buffer.byteLength(JSON.stringify(change.body ?? null));
          const out = !def
            ? { status: HTTP_STATUS[ERRCODE.notFound], body: { errcode: ERRCODE.notFound, message: t('route_not_found'), result: null } }
            : def.bodyLimit !== undefined && size > def.bodyLimit
            ? { status: HTTP_STATUS[ERRCODE.tooLarge], body: { errcode: ERRCODE.tooLarge, message: t('body_too_large'), result: null } }
            : await answerCall(deps, def, { session: async () => session, lang, query: {}, body: change.body, idempotencyKey: change.id, deferDurability: true, req, reply });
          // Queued routes answer the envelope; a file or document is no answer a change can have.
          if (out instanceof FileAnswer || out instanceof DocumentAnswer) throw new Error(`queued route ${change.path} answered a file`);
          answers.push({ id: change.id, status: out.status, ...out.body });
          if (out.body.errcode !== ERRCODE.ok) break;
        }
        // Every applied change is on disk before the device is told it may forget it.
        if (answers.some((a) => a.errcode === ERRCODE.ok)) await makeDurable(deps.db);
        return { answers };
      },
    }),
  ];
}
