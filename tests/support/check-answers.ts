/**
 * A setup file of the unit and api projects: every answer the client receives through `call` is
 * checked against the answer schema its contract pairs with the endpoint, so an answer that drifts
 * from what the screens were typed against fails the test that received it. The app carries no
 * schema for its answers (screens would download zod), so this check lives only here.
 */
import { checkAnswersWith } from '@/api/http';
import type { Endpoint } from '@/domain/shared/endpoint';
import { contractOf } from '@/domain/shared/endpoint-schemas';

// Each module's calls.ts pairs its endpoints with their schemas when loaded: loaded at the first
// call a test makes, since most test files make none.
const domain = import.meta.glob('/src/domain/*/calls.ts');
let loaded: Promise<unknown> | undefined;

export async function checkAnswer(e: Endpoint, result: unknown): Promise<void> {
  loaded ??= Promise.all(Object.values(domain).map((load) => load()));
  await loaded;
  const schemas = contractOf(e);
  if (!schemas) throw new Error(`${e.method} ${e.path}: no contract pairs this endpoint with its schemas (src/domain/<module>/calls.ts)`);
  if (!schemas.answer) return;
  const parsed = schemas.answer.safeParse(result);
  if (parsed.success) return;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${e.method} ${e.path} answered outside its contract at "${issue.path.join('.')}": ${issue.message}`);
}

checkAnswersWith(checkAnswer);
