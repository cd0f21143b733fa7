/**
 * `npm run bench`: runs every `bench/*.bench.ts` (each exports `run(): Promise<Record<string, unknown>>`),
 * prints the figures and writes them all to bench/results.json. Figures only; no pass/fail here.
 */
// The benches share one module graph, and src/db/db.ts opens its Dexie database when first
// imported: whichever bench imports it first (a browser bench only for a constant) would otherwise
// leave it without IndexedDB for the Node benches that mirror tasks (measuring).
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

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
  machine: { node: process.version, platform: process.platform, cpus: (await import('node:os')).cpus().length },
};
/** Each bench's commit and time: a run of some benches keeps the others' figures, measured on other code. */
const measured = { ...((previous.measured as Record<string, unknown> | undefined) ?? {}) };
results.measured = measured;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  const name = file.replace(/\.bench\.ts$/, '');
  if (only.length && !only.includes(name)) continue;
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<Record<string, unknown>> };
  const started = Date.now();
  console.log(`\n== ${name}`);
  try {
    const figures = await mod.run();
    results[name] = figures;
    measured[name] = { commit, at: new Date().toISOString() };
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  } catch (err) {
    results[name] = { error: err instanceof Error ? err.message : String(err) };
    console.log(`  failed: ${err instanceof Error ? err.message : err}`);
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${path.join('bench', 'results.json')} (commit ${commit})`);
process.exit(0);
