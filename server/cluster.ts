/**
 * WORKERS=N: N API processes on one port (node:cluster), each a whole API over the same
 * PostgreSQL. The primary migrates and seeds once, then forks the workers and only watches them;
 * connections are handed out round-robin. Nothing a request needs lives in a process (sessions,
 * throttles and idempotency keys are rows; uploads are on a shared disk or in a bucket), so any
 * worker can answer any request.
 *
 * A scrape of /metrics reaches one worker, which answers every worker's metrics summed by the
 * primary (metrics.ts). A worker that dies is replaced. On SIGTERM (or SIGINT) the primary passes the signal on, each
 * worker stops as a single process does (stop.ts), and the primary exits 0 once all have.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { METRICS_ANSWER, METRICS_REQUEST } from './metrics';

/** Forks `count` workers and resolves with the port they listen on once all of them do. */
export function startWorkers(count: number): Promise<number> {
  let stopping = false;
  let failed = 0;
  const fork = () => cluster.fork();

  // A scrape reaches one worker, which asks here for every worker's metrics, summed.
  const metrics = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    metrics.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (err: unknown) => worker.send({ type: METRICS_ANSWER, id: message.id, error: err instanceof Error ? err.message : String(err) }),
    );
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed += 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.error(`API worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Stopping on ${signal}: each API worker finishes the requests in progress`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  return new Promise((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening += 1;
      if (listening === count) resolve(address.port);
    });
    for (let i = 0; i < count; i++) fork();
  });
}
