/**
 * How a measurer's change meets the changes other devices made to the same person.
 *
 * A change names the revision of the person its device last saw (`base_rev`). What the device saw
 * is the version stored at that revision with the device's own later versions over it; the fields
 * the change sets to something else are what this device changed. Fields other devices changed
 * since then are theirs. A field only one side changed merges cleanly; a field both changed, to
 * different values, is a conflict: the change that arrives later is applied, the value it replaced
 * is kept, and the person stays flagged until a measurer resolves it. A change without a base (an
 * older device) applies every field it sets, as before revisions, and is versioned all the same.
 */
import { sameValue, type FieldValue, type PersonFields } from './person-fields';

/** A stored version after the base: the device that made it, the values it set and the values they replaced. */
export type LaterVersion = { device: string; changed: PersonFields; previous: PersonFields };

export type MergeInput = {
  /** The person as stored now. */
  current: PersonFields;
  /** The versions stored after the change's base revision, oldest first; null for a change without a base. */
  later: readonly LaterVersion[] | null;
  /** The device the change comes from. */
  device: string;
  /** The fields the change sets. */
  incoming: PersonFields;
};

export type FieldConflict = { field: string; replaced: FieldValue; applied: FieldValue };

export type MergeResult = {
  /** The person once the change is applied. */
  next: PersonFields;
  /** The fields whose stored value this change moved: their new values, and the ones they replaced. */
  changed: PersonFields;
  previous: PersonFields;
  /** The fields this change set against another device's change. */
  conflicts: FieldConflict[];
};

/**
 * What a device saw at its base, then its own later versions over it. A field no version changed
 * since the base is as stored now; one that changed is as the first change after the base found it.
 */
function deviceView(current: PersonFields, later: readonly LaterVersion[], device: string): PersonFields {
  const view = { ...current };
  const seen = new Set<string>();
  for (const v of later) {
    for (const [field, value] of Object.entries(v.previous)) {
      if (seen.has(field)) continue;
      seen.add(field);
      view[field] = value;
    }
  }
  for (const v of later) if (v.device === device) Object.assign(view, v.changed);
  return view;
}

/** The fields other devices changed after the base. */
function changedByOthers(later: readonly LaterVersion[], device: string): Set<string> {
  const out = new Set<string>();
  for (const v of later) if (v.device !== device) for (const key of Object.keys(v.changed)) out.add(key);
  return out;
}

export function mergeChange({ current, later, device, incoming }: MergeInput): MergeResult {
  const view = later ? deviceView(current, later, device) : current;
  const theirs = later ? changedByOthers(later, device) : new Set<string>();
  const next = { ...current };
  const changed: PersonFields = {};
  const previous: PersonFields = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, value] of Object.entries(incoming)) {
    // Set to what this device saw: not a change of this device's, whatever others did since.
    if (sameValue(value, view[field])) continue;
    if (sameValue(value, current[field])) continue;
    if (theirs.has(field)) conflicts.push({ field, replaced: current[field] ?? null, applied: value });
    next[field] = value;
    changed[field] = value;
    previous[field] = current[field] ?? null;
  }
  return { next, changed, previous, conflicts };
}

/** Whether another device changed the person after the base: a delete from that base would lose it. */
export function othersChangedSince(later: readonly LaterVersion[], device: string): boolean {
  return later.some((v) => v.device !== device && Object.keys(v.changed).length > 0);
}
