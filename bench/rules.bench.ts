/**
 * Rules figures (issue 3):
 * - median and p95 latency of grading and of standard size matching through a real worker
 *   (worker_threads running the rules API with comlink, the round trip included);
 * - the server's answers per second for the same calls (loopback HTTP, PGlite, bounded loop).
 * The worker holds the catalogue snapshot fetched from the server, as the browser's mirror does.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { wrap, type Remote } from 'comlink';
// @ts-expect-error -- comlink ships this adapter without a type entry for the .mjs path
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import type { RulesApi } from '../workers/rules.api';

const WORKER_CALLS = 1_000;
const SERVER_CALLS = 600;
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

async function answersPerSecond(url: string, token: string, body: unknown): Promise<number> {
  const once = async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(body) });
    const json = (await res.json()) as { errcode: number };
    if (json.errcode !== 0) throw new Error(`server answered ${json.errcode}`);
  };
  for (let i = 0; i < 20; i++) await once();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < SERVER_CALLS) await once();
    }),
  );
  return Math.round((SERVER_CALLS / (performance.now() - t0)) * 1000);
}

export async function run(): Promise<Record<string, unknown>> {
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/order_admin`;
  // Node 20 workers ignore `--import tsx` for their entry, so a tiny script loads the TypeScript entry through tsx.
  const entry = new URL('./rules.node-worker.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}));`, { eval: true });
  try {
    const anon = (await (await fetch(`${base}/token/get`)).json()) as { result: { token: string } };
    // Sign-in answers a new token (the anonymous one is revoked).
    const login = await fetch(`${base}/index/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': anon.result.token }, body: JSON.stringify({ mobilephone: '13800000004', password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const snap = (await (await fetch(`${base}/catalogue/snapshot`, { headers: { 'x-token': token } })).json()) as { result: { snapshot: CatalogueSnapshot } };

    const rules = wrap<RulesApi>(nodeEndpoint(worker)) as Remote<RulesApi>;
    // Wait until the worker has loaded, so the next figure is the snapshot transfer alone.
    await rules.version();
    const t0 = performance.now();
    await rules.useSnapshot(snap.result.snapshot);
    const snapshotTransferMs = +(performance.now() - t0).toFixed(1);

    const grading = await timeWorker(() => rules.grade(GRADING));
    const sizeMatch = await timeWorker(() => rules.matchStandardSize(SIZE_MATCH));
    const gradingPerSecond = await answersPerSecond(`${base}/fast_order/grading`, token, { list: GRADING });
    const sizeMatchPerSecond = await answersPerSecond(`${base}/fast_order/standard_size_match`, token, { list: SIZE_MATCH });
    return {
      snapshot_bytes: JSON.stringify(snap.result.snapshot).length,
      snapshot_to_worker_ms: snapshotTransferMs,
      worker_grading_8_items: grading,
      worker_size_match_2_categories: sizeMatch,
      server_grading_answers_per_s: gradingPerSecond,
      server_size_match_answers_per_s: sizeMatchPerSecond,
      server_loop: { calls: SERVER_CALLS, concurrency: CONCURRENCY, transport: 'loopback HTTP, PGlite in memory' },
    };
  } finally {
    await worker.terminate();
    await app.close();
    await db.destroy();
  }
}
