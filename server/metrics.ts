/**
 * The process's metrics, in Prometheus' text format through prom-client (GET /metrics,
 * server/http/health.ts). One registry per process, as Prometheus counts per process: a scrape of
 * N processes or machines adds them up by its own labels (instance). The modules that do the work
 * count on the metrics below; nothing else reads them.
 *
 * Requests are labelled by their route's pattern (`/uploads/:name`), never the raw URL: a label
 * per order number or upload name would grow the registry without bound.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

// Node's own figures, among them nodejs_eventloop_lag_seconds (and its percentiles): a long
// synchronous stretch on the event loop holds up every request of the process, not only its own.
collectDefaultMetrics({ register: metricsRegistry });

// Seconds, from a quick JSON answer to a slow import or a large sync batch.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time a database statement took, by outcome (ok or error)',
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [metricsRegistry],
});

export const syncBatchSize = new Histogram({
  name: 'sync_batch_changes',
  help: 'Changes carried by a sync batch',
  buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
  registers: [metricsRegistry],
});

export const syncBatchDuration = new Histogram({
  name: 'sync_batch_duration_seconds',
  help: 'Time a sync batch took to apply and answer',
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const syncChanges = new Counter({
  name: 'sync_changes_total',
  help: 'Changes of sync batches answered, by outcome: applied (errcode 0, a replay included) or refused',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const idempotentReplays = new Counter({
  name: 'idempotent_replays_total',
  help: 'Calls answered with the stored answer of their Idempotency-Key instead of being applied again',
  registers: [metricsRegistry],
});

export const loginThrottled = new Counter({
  name: 'login_throttled_total',
  help: 'Password checks refused because the phone or the account is locked (40029)',
  registers: [metricsRegistry],
});

export const loginCaptchas = new Counter({
  name: 'login_captchas_total',
  help: 'Sign-in captchas, by event: issued (a picture drawn), refused (due and missing or wrong)',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const uploadsStored = new Counter({
  name: 'uploads_stored_total',
  help: 'Images stored after they were checked and encoded again, by storage (disk or s3)',
  labelNames: ['storage'] as const,
  registers: [metricsRegistry],
});
