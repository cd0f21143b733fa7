/**
 * `npm run fuzz`: a schema fuzz of the whole API, read from its own OpenAPI document. For every
 * operation and three callers (the seller, the measurer, an anonymous token) it sends bodies (or
 * queries) shaped by the operation's schema with random values, and broken ones (random JSON, a
 * field of the wrong type), on a fresh seeded PGlite in a temporary folder. It prints the answers
 * by status, every status an operation answered that its document does not list, and every 5xx;
 * it exits 1 on any 5xx. Not part of `npm test`: a run sends ~60,000
 * requests. FUZZ_VALID and FUZZ_BROKEN set the counts per operation and caller (60 and 30),
 * FUZZ_SEED the random seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { API_PREFIX } from '../server/http/route';
import { seedDemoData } from '../server/seed';
import { DEMO_PASSWORD } from '../server/seed/accounts';
import { fuzzApi } from './schema-fuzz';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtm-fuzz-'));
  process.env.DATA_DIR = dir;
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ db });
  const anonymous = async () => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}/token/get` });
    return (res.json() as { result: { token: string } }).result.token;
  };
  const signIn = async (mobilephone: string) => {
    const token = await anonymous();
    const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/index/login`, headers: { 'x-token': token }, payload: { mobilephone, password: DEMO_PASSWORD, captcha_code: '' } });
    return (res.json() as { result: { token: string } }).result.token;
  };
  const callers = { seller: await signIn('13800000001'), measurer: await signIn('13800000004'), anonymous: await anonymous() };

  const started = performance.now();
  const { operations, sent, byStatus, undocumented, errors } = await fuzzApi(app, callers, {
    valid: Number(process.env.FUZZ_VALID ?? 60),
    broken: Number(process.env.FUZZ_BROKEN ?? 30),
    seed: Number(process.env.FUZZ_SEED ?? 20261129),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${operations} operations x ${Object.keys(callers).length} callers x (${process.env.FUZZ_VALID ?? 60} shaped + ${process.env.FUZZ_BROKEN ?? 30} broken): ${sent} requests in ${seconds} s`);
  console.log(`answers by status: ${[...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`undocumented statuses: ${undocumented.size}${undocumented.size ? ` (${[...undocumented].slice(0, 20).join('; ')})` : ''}`);
  console.log(`5xx: ${errors.length}`);
  for (const e of errors.slice(0, 40)) console.log(`  ${e}`);
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  process.exit(errors.length ? 1 : 0);
}

void main();
