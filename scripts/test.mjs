// `npm test`: the type check, the lint, and every vitest project (unit, api, sync, e2e), then one
// plain closing line "N passed, N failed". The type check and the lint count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

let passed = 0;
let failed = 0;

function step(name, cmd, args) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${name} failed (exit ${r.status})`);
  }
}

step('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

mkdirSync('.test-output', { recursive: true });
const report = '.test-output/vitest.json';
rmSync(report, { force: true });
const extra = process.argv.slice(2);
console.log('\n▶ vitest (unit, api, sync, e2e)');
const v = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra], {
  stdio: 'inherit',
  env: process.env,
});
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(r);
  if (v.status !== 0 && (r.numFailedTests ?? 0) === 0 && (r.numFailedTestSuites ?? 0) === 0) failed += 1; // crashed outside a test
} else {
  failed += 1;
  console.log('✗ vitest wrote no report');
}

// A suite with failing tests is counted by its tests; a suite that failed to load counts once.
function countSuitesWithFailedTests(r) {
  return (r.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).some((a) => a.status === 'failed')).length;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
