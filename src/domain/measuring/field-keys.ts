/**
 * The grammar of a person's field keys (see ./person-fields.ts for what the fields are): which keys
 * exist and what each names. Apart from the field functions because the contract checks keys with
 * it (a conflict's answer may name known fields only), and those functions read the contract's types.
 */

/** The key of a version that deleted the person. */
export const DELETE_FIELD = '_delete';

/** What a field's key names, for labels and for writing it back. */
export type FieldName =
  | { kind: 'person'; name: string }
  | { kind: 'clean'; key: string }
  | { kind: 'delete' }
  | { kind: 'measure'; repair: number; category: number; part: 'edition' | 'size' | 'num' | 'remark' | 'wear' }
  | { kind: 'measure'; repair: number; category: number; part: 'item' | 'special'; id: number };

export function parseField(key: string): FieldName | null {
  if (key === DELETE_FIELD) return { kind: 'delete' };
  if (key.startsWith('clean:')) return { kind: 'clean', key: key.slice(6) };
  const m = /^m:(\d+):(\d+):(edition|size|num|remark|wear|item|special)(?::(\d+))?$/.exec(key);
  if (m) {
    const [, repair, category, part, id] = m;
    if (part === 'item' || part === 'special') return id === undefined ? null : { kind: 'measure', repair: Number(repair), category: Number(category), part, id: Number(id) };
    if (id !== undefined) return null;
    return { kind: 'measure', repair: Number(repair), category: Number(category), part: part as 'edition' };
  }
  return PERSON_FIELDS.has(key) ? { kind: 'person', name: key } : null;
}

const PERSON_FIELDS = new Set(['height', 'weight', 'wearing_style', 'no_sleeve', 'truename', 'gender_id', 'department_name', 'company_name', 'sign', 'order_config', 'reviewed_warnings']);
