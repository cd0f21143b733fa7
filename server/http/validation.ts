import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** Turns the first schema issue into one sentence that names the field, in the caller's language. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  t: TFunction,
  root: string,
  input: unknown,
): { field: string; message: string } {
  const { present, depth } = lookUp(input, issue.path);
  // A scalar the schema turned into a structure ("1,abc" -> [1, "abc"]) is named as the caller
  // sent it: order_type_id, not order_type_id.1.
  const path = issue.path.slice(0, depth);
  const field = path.length ? path.map(String).join('.') : root;
  // Zod does not report the input: absent means "required", present means the wrong type.
  if (issue.code === 'invalid_type' && !present) return { field, message: t('field.required', { field }) };
  const params = { field, ...issueParams(issue) };
  // Schemas may carry a message key of their own (e.g. "field.phone_invalid").
  if (issue.message && t(issue.message, { ...params, defaultValue: '' })) {
    return { field, message: t(issue.message, params) };
  }
  return { field, message: t(`field.${reasonKey(issue)}`, params) };
}

/**
 * Follows `path` through the raw input. Stops early at a scalar (a query string the schema split
 * into a list): the value is there, just not in the shape the path describes.
 */
function lookUp(input: unknown, path: readonly PropertyKey[]): { present: boolean; depth: number } {
  let value = input;
  for (const [depth, key] of path.entries()) {
    if (value === undefined || value === null) return { present: false, depth: path.length };
    if (typeof value !== 'object') return { present: true, depth };
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { present: value !== undefined && value !== null, depth: path.length };
}

function reasonKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `type_${expectedKind(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many' : 'too_big';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' ? 'too_few' : 'too_small';
    case 'invalid_format':
      return 'format';
    case 'invalid_value':
      return 'one_of';
    case 'unrecognized_keys':
      return 'unknown_keys';
    default:
      return 'invalid';
  }
}

function expectedKind(expected: string): string {
  if (expected === 'number' || expected === 'int' || expected === 'bigint') return 'number';
  if (expected === 'string') return 'string';
  if (expected === 'array') return 'array';
  if (expected === 'object') return 'object';
  if (expected === 'boolean') return 'boolean';
  return 'other';
}

function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  switch (issue.code) {
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'invalid_value':
      return { values: issue.values.map(String).join(', ') };
    case 'unrecognized_keys':
      return { keys: issue.keys.join(', ') };
    default:
      return {};
  }
}
