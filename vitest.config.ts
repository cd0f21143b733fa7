import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Passwords hashed and checked in tests (the seed's, each sign-in's: some 1,600 in the api project
// alone) cost scrypt at N=2^10 instead of the server's default 2^14: the same code at a sixteenth of
// the work, as Django's docs advise for a test run. server/http/crypto.test.ts holds the default.
// Set here, so the global setups' seeds and every worker and server they start hash alike.
process.env.PASSWORD_HASH_COST ??= '10';

/**
 * The projects whose files each build the real server on a copy of the seeded database: the
 * global setup migrates and seeds once (tests/support/seeded-database.ts), and a file's setup
 * copies that database.
 */
const onSeededServer = {
  globalSetup: ['tests/support/seeded-databases-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker fewer than the cores, which on CI's two cores is one: every
    // file of every project would then run one after another. Much of a browser test's time is
    // spent waiting on the page, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Every answer the client receives is checked against its contract's schema.
          setupFiles: ['tests/support/check-answers.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          environment: 'node',
          // Every answer the client receives is checked against its contract's schema.
          setupFiles: ['tests/support/check-answers.ts'],
          ...onSeededServer,
          // Files share a worker's module graph instead of importing the server afresh each (about
          // 2 s a file, most of the project's CPU): every file builds its own app on its own
          // database copy, and no server module keeps state outside the database.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx'],
          environment: './tests/screens/environment.ts',
          // Every answer the client receives is checked against its contract's schema.
          setupFiles: ['tests/screens/setup.ts', 'tests/support/check-answers.ts'],
          ...onSeededServer,
          // A worker's files share the modules of node_modules (React, Mantine, happy-dom, PGlite):
          // loaded afresh for each file they were some 40% of the project's CPU (176 s to 103 s for
          // 20 tests). Each device starts the app's own modules afresh (tests/screens/app.tsx).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/seeded-databases-setup.ts', 'tests/e2e/global-setup.ts'],
          // Each file has its own server on its own copy of the seeded database (useServer), so the
          // files run beside each other and beside the api files. A worker's files share its module
          // graph and its Chromium (tests/e2e/support.ts): the server's code is loaded once per
          // worker, not once per file, and no server module keeps state outside the database.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A ceiling, not a speed goal: expect.poll's default 1 s is too short for a browser and
          // its server when the whole suite shares two cores (an Excel upload parsed in a worker
          // thread answered after it and failed a run). Polls still end as soon as they pass.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
