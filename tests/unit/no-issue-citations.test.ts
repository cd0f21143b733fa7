/**
 * The lint refuses a comment that cites an issue number instead of saying what and why: checked
 * through the project's own eslint.config.js, so the rule and its wiring are both under test.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'local/no-issue-citations';
const eslint = new ESLint({ cwd: ROOT });

/** The rule's messages for `code` linted as if it were the file at `file` (relative to the root). */
async function citations(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// Each lint loads the project's config and its rules: seconds on a busy two-core machine.
describe('comments citing an issue number', { timeout: 30_000 }, () => {
  it('refuses line and block comments that cite one, in every checked folder', async () => {
    expect(await citations('// Sent in batches (issue 17).\nexport const a = 1;\n', 'server/http/example.ts')).toHaveLength(1);
    expect(await citations('/** The journey of Issue #12 in the browser. */\nexport const a = 1;\n', 'tests/e2e/example.test.ts')).toHaveLength(1);
    expect(await citations('export const a = 1; /* issue12 */\n', 'src/features/example/example-page.tsx')).toHaveLength(1);
    expect(await citations('// see issue 5\nexport const a = 1;\n', 'src/api/example.ts')).toHaveLength(1);
    expect(await citations('// see issue 5\nexport const a = 1;\n', 'bench/example.bench.ts')).toHaveLength(1);
    expect(await citations('// see issue 5\nexport const a = 1;\n', 'scripts/example.mjs')).toHaveLength(1);
    expect(await citations('// see issue 5\nexport const a = 1;\n', 'workers/example.ts')).toHaveLength(1);
  });

  it('lets words about issues through, and an issue number outside a comment', async () => {
    const code = "// Issues an anonymous token; a schema issue is described in words.\nexport const title = 'issue 5';\n";
    expect(await citations(code, 'server/http/example.ts')).toEqual([]);
  });
});
