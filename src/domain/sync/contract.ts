/**
 * The sync batch: the outbox sends up to BATCH_LIMITS queued changes in one request,
 * and the server applies them in order, each as its own call of its own route (its checks, its
 * transaction, its Idempotency-Key), stopping at the first one that is not applied. Shared by the
 * sync engine (workers/sync.api.ts) and the server's sync module.
 */
import { z } from 'zod';

export const SYNC_PATHS = { batch: '/sync/batch' } as const;

/** What an Idempotency-Key may be; a queued change's id (a uuid) is one. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export const BATCH_LIMITS = {
  /** Changes per request: enough to amortise a round trip, few enough to answer well within a client's time limit. */
  changes: 100,
  /** JSON bytes of a batch's bodies; a larger change (photos, signatures) is sent alone on its own path. */
  bytes: 1024 * 1024,
} as const;

export const BatchChangeSchema = z.object({
  /** The change's Idempotency-Key: the outbox row's id. */
  id: z.string().regex(IDEMPOTENCY_KEY),
  /** The queued route's path under /order_admin, as the outbox stores it. */
  path: z.string().min(1).max(200),
  body: z.unknown(),
});

export const SyncBatchSchema = z.object({
  changes: z.array(BatchChangeSchema).min(1).max(BATCH_LIMITS.changes),
});
export type SyncBatch = z.output<typeof SyncBatchSchema>;

/** The route's own answer to one change: its HTTP status and envelope, as if sent alone. */
export const BatchAnswerSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  errcode: z.number().int(),
  message: z.string(),
  result: z.unknown(),
});
export type BatchAnswer = z.output<typeof BatchAnswerSchema>;

/** One answer per change applied, in order, then the first not applied (if any); the rest were not tried. */
export const SyncBatchResultSchema = z.object({ answers: z.array(BatchAnswerSchema) });
export type SyncBatchResult = z.output<typeof SyncBatchResultSchema>;
