/**
 * `npm run bench`: runs every `bench/*.bench.ts` (each exports `run(): Promise<Record<string, unknown>>`),
 * each in a process of its own, prints the figures and writes them all to bench/results.json.
 * Figures only; no pass/fail here.
 */
// src/db/db.ts opens its Dexie database when first imported, and benches import it in Node (the
// measuring bench mirrors tasks into it; browser benches import it for a constant).
import 'fake-indexeddb/auto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

/**
 * Each bench runs in a process of its own (this file again, with BENCH_ONE naming it): the servers
 * a bench measures share nothing with what ran before it. In one process, the heap the measuring
 * bench leaves (10,000 people mirrored into fake IndexedDB, its servers' databases) slowed the
 * next bench's server by ~10% (order_list after it: 1,317 requests/s, alone 1,442-1,460).
 */
if (process.env.BENCH_ONE) {
  const name = process.env.BENCH_ONE;
  const mod = (await import(pathToFileURL(path.join(dir, `${name}.bench.ts`)).href)) as { run: () => Promise<Record<string, unknown>> };
  let figures: Record<string, unknown>;
  try {
    figures = await mod.run();
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  } catch (err) {
    figures = { error: err instanceof Error ? err.message : String(err) };
    console.log(`  failed: ${err instanceof Error ? err.message : err}`);
  }
  writeFileSync(process.env.BENCH_OUT!, JSON.stringify(figures));
  process.exit(0);
}

/** This run, for what its benches share across their processes (one build: bench/browser-support.ts). */
const RUN = `${process.pid}-${Date.now()}`;

/** Runs one bench in a child process (its own output on this terminal) and answers its figures. */
function runApart(name: string): Record<string, unknown> {
  const out = path.join(tmpdir(), `bench-${name}-${process.pid}.json`);
  rmSync(out, { force: true });
  const env = { ...process.env, BENCH_ONE: name, BENCH_OUT: out, BENCH_RUN: RUN };
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit', env });
  if (!existsSync(out)) return { error: `the bench's process ended without figures (${child.error?.message ?? `exit ${child.status ?? child.signal}`})` };
  const figures = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  rmSync(out, { force: true });
  return figures;
}

// Running only some benches keeps the others' last figures.
const resultsPath = path.join(dir, 'results.json');
const previous = only.length && existsSync(resultsPath) ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown>) : {};
/** The commit measured ("+changes" when the work tree differs from it beyond the results), so figures travel with their code. */
function measuredCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', ':(top,exclude)bench/results.json').length > 0;
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? '+changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
const commit = measuredCommit();
const results: Record<string, unknown> = {
  ...previous,
  measured_at: new Date().toISOString(),
  commit,
  machine: { node: process.version, platform: process.platform, cpus: cpus().length },
};
/** Each bench's commit and time: a run of some benches keeps the others' figures, measured on other code. */
const measured = { ...((previous.measured as Record<string, unknown> | undefined) ?? {}) };
results.measured = measured;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  const name = file.replace(/\.bench\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n== ${name}`);
  results[name] = runApart(name);
  measured[name] = { commit, at: new Date().toISOString() };
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${path.join('bench', 'results.json')} (commit ${commit})`);
process.exit(0);
