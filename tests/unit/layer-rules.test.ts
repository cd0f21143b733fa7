/**
 * The layering rules of eslint/ (import-boundaries.js, file-cycles.js) refuse what DESIGN.md §3
 * forbids, run through the repository's own ESLint config on a probe text at a path of each layer.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

// Each lint loads the project's config and reads every file for cycles: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('local/')).map((m) => `${m.ruleId}: ${m.message}`);
}

it('keeps src/ui presentation only: no api, db, sync, data layer or worker', async () => {
  for (const spec of ['@/api/api-error', '@/db/db', '@/sync/network', '@/data/form-dialog', '../../workers/rules.client']) {
    const found = await problems('src/ui/probe.ts', `import { x } from '${spec}';\nexport const y = x;\n`);
    expect(found, spec).toEqual([expect.stringContaining('local/import-boundaries: src/ui is presentation only')]);
  }
  expect(await problems('src/ui/probe.ts', "import { x } from '@/domain/shared/money';\nimport { y } from './notify';\nexport const z = [x, y];\n")).toEqual([]);
});

it('lets the data layer use api, db, sync and ui, below the ordering widgets', async () => {
  expect(await problems('src/data/probe.ts', "import { a } from '@/api/api-error';\nimport { b } from '@/db/db';\nimport { c } from '@/sync/network';\nimport { d } from '@/ui/notify';\nexport const e = [a, b, c, d];\n")).toEqual([]);
  expect(await problems('src/data/probe.ts', "import { a } from '@/ordering/api/send-or-queue';\nexport const b = a;\n")).toEqual(['local/import-boundaries: src/data is below the ordering layer (@/ordering/api/send-or-queue)']);
});

it('keeps src/db from importing src/api', async () => {
  const found = await problems('src/db/probe.ts', "import { apiGet } from '@/api/http';\nexport const a = apiGet;\n");
  expect(found).toEqual([expect.stringContaining('local/import-boundaries: src/db may not import src/api')]);
});

it('refuses an import that closes a circle of files, naming it', async () => {
  // db.ts imports portal-db-name.ts on disk: portal-db-name.ts importing db.ts back closes the circle.
  const found = await problems('src/db/portal-db-name.ts', "import { db } from './db';\nexport const PORTAL_DB_NAME = String(db);\n");
  expect(found).toEqual(['local/file-cycles: files import each other in a circle: src/db/portal-db-name.ts -> src/db/db.ts -> src/db/portal-db-name.ts']);
  // A type-only import counts too, and so does a longer way round (route.ts -> idempotency.ts).
  const typeOnly = await problems('server/http/idempotency.ts', "import type { RouteDeps } from './route';\nexport type A = RouteDeps;\n");
  expect(typeOnly).toEqual([expect.stringContaining('local/file-cycles: files import each other in a circle: server/http/idempotency.ts -> server/http/route.ts')]);
  expect(await problems('src/db/portal-db-name.ts', "export const PORTAL_DB_NAME = 'mtm-portal';\n")).toEqual([]);
});
