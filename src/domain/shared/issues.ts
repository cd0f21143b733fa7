/**
 * Schema issues as sentences that name the field, in the reader's language: the server's 400
 * answers and the form dialogs' field errors say the same thing for the same mistake. The
 * sentences are the `errors` namespace's `field.*` keys.
 */
import type { z } from 'zod';

/** i18next's t (or any function like it), bound to the `errors` namespace. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A screen's t as a Translate of schema issues: zod's generic keys ("field.too_many") are the
 * `errors` namespace's, a schema's own message keys carry their namespace ("group_buy:…").
 */
export const errorsTranslate =
  (t: (key: string, params: Record<string, unknown>) => string): Translate =>
  (key, params) =>
    t(key.includes(':') ? key : `errors:${key}`, params ?? {});

/** Names a refused field for people (a form's label); undefined leaves the field out of the sentence. */
export type FieldLabel = (field: string) => string | undefined;

/**
 * Turns a schema issue into one sentence that names the field by `label`, never by its wire name:
 * a field without a label is left out of the sentence.
 */
export function describeIssue(issue: z.core.$ZodIssue, t: Translate, root: string, input: unknown, label: FieldLabel = () => undefined): { field: string; message: string } {
  const field = issue.path.length ? issue.path.map(String).join('.') : root;
  // Zod does not report the input: absent means "required", present means the wrong type.
  if (issue.code === 'invalid_type' && !isPresent(input, issue.path)) return { field, message: fieldSentence(t, 'field.required', { field }, label) };
  const params = { field, ...issueParams(issue) };
  // Schemas may carry a message key of their own (e.g. "field.phone_invalid").
  if (issue.message && t(issue.message, { ...params, defaultValue: '' })) {
    return { field, message: fieldSentence(t, issue.message, params, label) };
  }
  return { field, message: fieldSentence(t, `field.${reasonKey(issue)}`, params, label) };
}

/**
 * The label the server gives a field it refuses, in the caller's language: the `errors` namespace's
 * `label.*` key of the field's last named part (`items.2.fabric_num` is a fabric number wherever
 * it sits). Wire names with no such key have no label. A query's own `label.query.*` comes first:
 * there `size` is how many rows a page holds, where in a body it is a garment's size.
 */
export function wireFieldLabel(t: Translate, root = 'body'): FieldLabel {
  return (field) => {
    const name = field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop();
    if (!name) return undefined;
    return (root === 'query' && t(`label.query.${name}`, { defaultValue: '' })) || t(`label.${name}`, { defaultValue: '' }) || undefined;
  };
}

/**
 * A message whose `field` parameter is a wire name, said with the field's label instead; without
 * a label, a sentence that opens with the field ("{{field}}：…") opens with what follows, and the
 * wire name is never shown. Other parameters named `field` (a column's heading) are kept.
 */
export function fieldSentence(t: Translate, key: string, params: Record<string, unknown>, label: FieldLabel): string {
  const field = params.field;
  if (typeof field !== 'string') return t(key, params);
  const named = label(field);
  if (named) return t(key, { ...params, field: named });
  const sentence = t(key, params);
  for (const sep of ['：', ': ']) {
    if (sentence.startsWith(field + sep)) {
      const rest = sentence.slice(field.length + sep.length);
      return rest.charAt(0).toUpperCase() + rest.slice(1);
    }
  }
  return sentence;
}

/**
 * Whether the caller sent a value at `path`. A scalar met on the way counts as sent: it is a
 * query string the schema split into a list ("1,abc" -> [1, "abc"]), whose elements the raw
 * input cannot show, so "order_type_id=abc" is a wrong type, not a missing value.
 */
function isPresent(input: unknown, path: readonly PropertyKey[]): boolean {
  let value = input;
  for (const key of path) {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'object') return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value !== undefined && value !== null;
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
