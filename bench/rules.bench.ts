/**
 * Rules figures:
 * - median and p95 latency of grading and of standard size matching through a real worker
 *   (worker_threads running the rules API with comlink, the round trip included);
 * - the server's answers per second for the same calls (loopback HTTP under load, bench/http-load.ts;
 *   PGlite, and PostgreSQL when DATABASE_URL is set).
 * The worker holds the catalogue snapshot fetched from the server, as the browser's mirror does.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { wrap, type Remote } from 'comlink';
// @ts-expect-error -- comlink ships this adapter without a type entry for the .mjs path
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { startTestServer, type Backend } from '../tests/support/api';
import type { RulesApi } from '../workers/rules.api';
import { loadEndpoint } from './http-load';

const WORKER_CALLS = 1_000;
const SERVER_CALLS = 3_000;
/** As the list benches warm theirs (orders.bench.ts): grading warm-up runs answered 3,674, 6,205, 8,598/s. */
const SERVER_WARMUP = 3_000;
const CONCURRENCY = 8;

const GRADING = [1, 2, 3, 4, 5, 6, 7, 9].map((item_id) => ({
  cate_id: 1,
  item_id,
  wearing_style: 1,
  tech_id: 81,
  ...(item_id === 2 ? { item2_value: 96, item3_value: 84 } : {}),
}));
const SIZE_MATCH = [
  { cate_id: 1, height: 172, edition_id: 1, item_array: [{ item_id: 2, item_value: 108, item_net_value: 92 }, { item_id: 3, item_value: 96, item_net_value: 80 }, { item_id: 4, item_value: 46 }, { item_id: 5, item_value: 61 }, { item_id: 7, item_value: 76 }] },
  { cate_id: 2, height: 172, edition_id: 5, item_array: [{ item_id: 8, item_value: 82, item_net_value: 80 }, { item_id: 9, item_value: 104 }, { item_id: 10, item_value: 104 }] },
];

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median_ms: +at(0.5).toFixed(3), p95_ms: +at(0.95).toFixed(3), calls: s.length };
}

async function timeWorker(call: () => Promise<unknown>): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < 50; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < WORKER_CALLS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

/**
 * Grading and size matching answered by the server under load (bench/http-load.ts), and the
 * catalogue snapshot the worker then holds, fetched from the same server as the browser's mirror
 * fetches it.
 */
async function serverAnswers(backend: Backend) {
  const server = await startTestServer(backend);
  try {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/order_admin`;
    const token = await server.login('13800000004');
    const answer = async (path: string, list: unknown) => {
      const at = (requests: number) => loadEndpoint({ url: `${base}${path}`, token, requests, concurrency: CONCURRENCY, body: { list } });
      await at(SERVER_WARMUP);
      const figures = await at(SERVER_CALLS);
      if (figures.errors) throw new Error(`${path} answered ${figures.errors} errors`);
      return figures;
    };
    const grading = await answer('/fast_order/grading', GRADING);
    const sizeMatch = await answer('/fast_order/standard_size_match', SIZE_MATCH);
    const snapshot = (await server.call<{ snapshot: CatalogueSnapshot }>('GET', '/catalogue/snapshot', { token })).body.result.snapshot;
    return {
      figures: {
        grading_answers_per_s: grading.rps,
        grading_p99_ms: grading.p99_ms,
        size_match_answers_per_s: sizeMatch.rps,
        size_match_p99_ms: sizeMatch.p99_ms,
      },
      snapshot,
    };
  } finally {
    await server.close();
  }
}

/** The rules worker's latency, holding the server's catalogue snapshot. */
async function workerFigures(snapshot: CatalogueSnapshot) {
  // Node 20 workers ignore `--import tsx` for their entry, so a tiny script loads the TypeScript entry through tsx.
  const entry = new URL('./rules.node-worker.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}));`, { eval: true });
  try {
    const rules = wrap<RulesApi>(nodeEndpoint(worker)) as Remote<RulesApi>;
    // Wait until the worker has loaded, so the next figure is the snapshot transfer alone.
    await rules.version();
    const t0 = performance.now();
    await rules.useSnapshot(snapshot);
    const snapshotTransferMs = +(performance.now() - t0).toFixed(1);
    return {
      snapshot_bytes: JSON.stringify(snapshot).length,
      snapshot_to_worker_ms: snapshotTransferMs,
      worker_grading_8_items: await timeWorker(() => rules.grade(GRADING)),
      worker_size_match_2_categories: await timeWorker(() => rules.matchStandardSize(SIZE_MATCH)),
    };
  } finally {
    await worker.terminate();
  }
}

export async function run(): Promise<Record<string, unknown>> {
  const pglite = await serverAnswers('pglite');
  return {
    ...(await workerFigures(pglite.snapshot)),
    server_grading_answers_per_s: pglite.figures.grading_answers_per_s,
    server_size_match_answers_per_s: pglite.figures.size_match_answers_per_s,
    server_pglite: pglite.figures,
    server_postgres: process.env.DATABASE_URL ? (await serverAnswers('postgres')).figures : 'skipped: DATABASE_URL not set',
    server_loop: { calls: SERVER_CALLS, concurrency: CONCURRENCY, transport: 'loopback HTTP from autocannon; PGlite in memory, and PostgreSQL when DATABASE_URL is set' },
  };
}
