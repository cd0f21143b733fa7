/**
 * The process's metrics, in Prometheus' text format through prom-client (GET /metrics,
 * server/http/health.ts). One registry per process; the modules that do the work count on the
 * metrics below. Machines are told apart by the instance Prometheus scrapes. The workers of
 * WORKERS=N share one port, so a scrape reaches one of them at random: a worker answers the sum of
 * every worker's metrics, which the primary gathers (cluster.ts), never its own share alone.
 *
 * Requests are labelled by their route's pattern (`/uploads/:name`), never the raw URL: a label
 * per order number or upload name would grow the registry without bound.
 */
import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

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
  help: 'Sign-in captchas, by event: issued (a challenge signed), refused (due and missing or wrong)',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const uploadsStored = new Counter({
  name: 'uploads_stored_total',
  help: 'Images stored after they were checked and encoded again, by storage (disk or s3)',
  labelNames: ['storage'] as const,
  registers: [metricsRegistry],
});

export const keptListAnswers = new Counter({
  name: 'order_list_answers_total',
  help: "Cart and order list answers, by source: kept (this process's answer, its version unchanged) or database (read afresh)",
  labelNames: ['source'] as const,
  registers: [metricsRegistry],
});

/** A worker's request to the primary for every worker's metrics, and the answer. */
export const METRICS_REQUEST = 'mtm:metrics-request';
export const METRICS_ANSWER = 'mtm:metrics-answer';
type MetricsAnswer = { type: typeof METRICS_ANSWER; id: string; text?: string; error?: string };

if (cluster.isWorker) {
  // What this worker hands the primary when it gathers the workers' metrics.
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // The constructor installs the worker's side of the gathering.
  new AggregatorRegistry();
}

/** The metrics text a scrape of this process gets: its own, or in a worker every worker's, summed. */
export function metricsText(): Promise<string> {
  if (!cluster.isWorker) return metricsRegistry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onAnswer);
      reject(new Error('the primary did not gather the workers\' metrics within 5 s'));
    }, 5000);
    function onAnswer(message: unknown) {
      const answer = message as MetricsAnswer;
      if (answer?.type !== METRICS_ANSWER || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onAnswer);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.error ?? 'no metrics'));
    }
    process.on('message', onAnswer);
    process.send!({ type: METRICS_REQUEST, id });
  });
}
