/**
 * Stopping cleanly on SIGTERM (and SIGINT): a process manager, an orchestrator or a deploy sends
 * it and waits, then kills. The process stops taking connections at once (Fastify closes the
 * listening socket, reaps idle keep-alive connections, and answers a request that still arrives on
 * a busy one 503 with `Connection: close`, /readyz included), finishes the requests it is
 * answering, a sync batch included, then closes the database and exits 0. A change a device was
 * told is applied is therefore committed, and one whose answer never left is applied once when
 * the device sends it again (its Idempotency-Key).
 *
 * A request that has not finished after `graceMs` (STOP_GRACE_S, 10 s unless set; a client that
 * stopped sending its body) does not hold the stop up: its connection is cut, so its transaction,
 * uncommitted, rolls back with the database's close.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

export function stopOnSignals(app: FastifyInstance, db: Db, graceMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal while stopping changes nothing: the deadline below still holds.
    if (stopping) return;
    stopping = true;
    console.log(`Stopping on ${signal}: finishing the requests in progress (up to ${graceMs / 1000} s)`);
    const deadline = setTimeout(() => {
      console.warn(`Requests still open after ${graceMs / 1000} s: their connections are closed`);
      app.server.closeAllConnections();
    }, graceMs);
    // A request answered after the signal leaves its keep-alive connection open and idle, which
    // would hold the close up until the client lets go: such connections are closed as they idle.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } catch (err) {
      console.error(`Stopping: ${err instanceof Error ? err.message : String(err)}`);
    }
    clearTimeout(deadline);
    clearInterval(reap);
    try {
      await db.destroy();
    } catch (err) {
      console.error(`Closing the database: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
