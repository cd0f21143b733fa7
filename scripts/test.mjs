// `npm test`: the type check, the lint, and every vitest project (unit, api, screens, e2e), then each
// stage's wall time and one plain closing line "N passed, N failed". The type check and the lint
// count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

let passed = 0;
let failed = 0;
const stageTimes = [];
const runStarted = performance.now();

/**
 * Runs a check at a lower priority, holding its output until vitest has ended (so it does not
 * break into vitest's), counts it as one test, and records its wall time.
 */
const checkOutputs = [];
function check(name, cmd, args) {
  const started = performance.now();
  const [file, argv] = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      stageTimes.push([name, performance.now() - started]);
      let said = `\n▶ ${name}: ${cmd} ${args.join(' ')}\n${out.trimEnd()}`;
      if (status === 0) passed += 1;
      else {
        failed += 1;
        said += `\n✗ ${name} failed (exit ${status})`;
      }
      checkOutputs.push(said);
      resolve();
    });
  });
}

/** Runs a command with the terminal as its output, resolved with its exit status. */
function run(cmd, args) {
  return new Promise((resolve) => spawn(cmd, args, { stdio: 'inherit', env: process.env }).on('close', (status) => resolve({ status })));
}

// The type check and the lint run beside vitest, niced: vitest leaves the two cores partly idle at
// times (its global setups, the last small files), and the checks take those moments instead of
// some 33 s of their own before it. Each is mostly one core's work.
const checks = Promise.all([check('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']), check('lint', 'npx', ['eslint', '.', '--max-warnings=0'])]);

mkdirSync('.test-output', { recursive: true });
const report = '.test-output/vitest.json';
rmSync(report, { force: true });
const extra = process.argv.slice(2);
console.log('\n▶ vitest (unit, api, screens, e2e)');
const vitestStarted = performance.now();
const v = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]);
stageTimes.push(['vitest', performance.now() - vitestStarted]);
await checks;
for (const said of checkOutputs) console.log(said);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + countFilesFailedOutsideTests(r);
  if (v.status !== 0 && (r.numFailedTests ?? 0) === 0 && (r.numFailedTestSuites ?? 0) === 0) failed += 1; // crashed outside a test
} else {
  failed += 1;
  console.log('✗ vitest wrote no report');
}

function projectOf(file) {
  if (/\/tests\/e2e\//.test(file)) return 'e2e';
  if (/\/tests\/screens\//.test(file)) return 'screens';
  if (/\/tests\/(api|sync)\/|\/server\//.test(file)) return 'api';
  return 'unit';
}

// A file with failing tests is counted by its tests; a file that failed outside them (it did not
// load, or a hook failed) counts once. vitest's numFailedTestSuites also counts each describe block
// around a failed test, so it is not used.
function countFilesFailedOutsideTests(r) {
  return (r.testResults ?? []).filter((s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed')).length;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nStage times:');
for (const [name, ms] of stageTimes) console.log(`  ${name.padEnd(12)} ${seconds(ms)}`);
if (existsSync(report)) {
  // Each project's files run side by side, so a project's time is the sum of its files' times.
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const byProject = new Map();
  for (const file of r.testResults ?? []) {
    const project = projectOf(file.name);
    byProject.set(project, (byProject.get(project) ?? 0) + Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)));
  }
  for (const [project, ms] of byProject) console.log(`    ${project.padEnd(10)} ${seconds(ms)} in its files`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(performance.now() - runStarted)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
