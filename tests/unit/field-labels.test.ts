/**
 * A refused request names the field by its label, in the reader's language ("门店名称：必填", not
 * "必填"): the server's sentence looks up `label.<field>` in the `errors` namespace
 * (wireFieldLabel). So every field of every endpoint's query and body schema has a label in both
 * languages, except the few no person types or picks, listed below with why.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const domain = path.join(root, 'src/domain');
const labelsOf = (lang: string) => (JSON.parse(readFileSync(path.join(root, 'locales', lang, 'errors.json'), 'utf8')) as { label: Record<string, string> }).label;

/** Fields no person fills in or chooses: the sentence about them names no field. */
const INTERNAL = new Set([
  // Which row a call is about: the row the person opened or clicked, never typed.
  'id',
  'uid', // a haute-couture task's id, made by the device
  'order_id',
  'task_id',
  'user_id',
  'person_id',
  'conference_id',
  'sample_id',
  'buyer_id',
  'parent_id', // the region whose children the address dialog lists
  // Offline sync: the revision, device and time a queued change carries.
  'base_rev',
  'changed_at',
  'device_id',
  'local_id',
  'since',
  // Paging, language and time zone the screen sends on its own.
  'page',
  'lang',
  'tz',
  'version', // the catalogue snapshot the device holds
  // Values the screen fills in itself.
  '3d_image', // the 3D preview's picture, drawn by the viewer
  'payamount', // always 0: the server prices an order
  'uploadType', // marks an order imported from a template
  'config_count', // how many configuration tabs the form has
  'is_common', // always 1 when saving a common style
  'item_type', // a technique detail's kind, copied from the catalogue
  'tech_code', // a lookup filter no screen sets
  'address_type', // no screen sets it: the server's default
  'region_code', // the order form link's region, from its address
  'tag', // the key the sample tag's QR code carries
  // The screen's own report of a call that failed.
  'label',
  'kind',
  'message',
  'at',
]);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'nonoptional', 'catch', 'prefault']);

/** Every field name of `schema` (zod 4), with where it was met, added to `fields`. */
function walk(schema: unknown, where: string, fields: Map<string, Set<string>>, depth = 0): void {
  const def = defOf(schema);
  if (!def || depth > 12) return;
  const next = (s: unknown) => walk(s, where, fields, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [name, field] of Object.entries((def.shape ?? {}) as Record<string, unknown>)) {
        if (!fields.has(name)) fields.set(name, new Set());
        fields.get(name)!.add(where);
        next(field);
      }
      return;
    case 'array':
      return next(def.element);
    case 'pipe':
      return next(def.in);
    case 'union':
      return (def.options as unknown[]).forEach(next);
    case 'intersection':
      next(def.left);
      return next(def.right);
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'record':
      return next(def.valueType);
    default:
      if (WRAPPERS.has(def.type)) next(def.innerType);
  }
}

/** The field names of every endpoint's query and body, each with the endpoints that use it. */
async function requestFields(): Promise<Map<string, Set<string>>> {
  const fields = new Map<string, Set<string>>();
  for (const dir of readdirSync(domain, { withFileTypes: true })) {
    const file = path.join(domain, dir.name, 'endpoint-schemas.ts');
    if (!dir.isDirectory() || !existsSync(file)) continue;
    const mod = (await import(file)) as { schemas?: Record<string, { query?: unknown; body?: unknown }> };
    for (const [name, s] of Object.entries(mod.schemas ?? {})) {
      walk(s.query, `${dir.name}.${name}`, fields);
      walk(s.body, `${dir.name}.${name}`, fields);
    }
  }
  return fields;
}

describe('field labels', () => {
  it('name every field a person fills in, in Chinese and in English', async () => {
    const fields = await requestFields();
    // A walk that found nothing would pass whatever the labels.
    expect(fields.size).toBeGreaterThan(200);
    for (const lang of ['zh', 'en']) {
      const labels = labelsOf(lang);
      const missing = [...fields]
        .filter(([name]) => !INTERNAL.has(name) && !labels[name]?.trim())
        .map(([name, where]) => `${name} (${[...where].slice(0, 3).join(', ')})`)
        .sort();
      expect(missing, `fields without label.* in locales/${lang}/errors.json`).toEqual([]);
    }
  });

  it('keep no internal field that no schema has any more', async () => {
    const fields = await requestFields();
    expect([...INTERNAL].filter((name) => !fields.has(name))).toEqual([]);
  });
});
