import { dequal } from 'dequal/lite';
import type { CategoryForm, Draft } from './draft-types';

/** Whether two drafts, or two values of one, hold the same values, whatever order their keys were written in. */
export const same = (a: unknown, b: unknown): boolean => dequal(a, b);

/** What the measurer set (`mine` differs from `base`), else the newer copy's value. */
const pick = <T>(base: T, mine: T, theirs: T): T => (same(mine, base) ? theirs : mine);

function rebaseValues<V extends { id: number; value: unknown }>(base: V[], mine: V[], theirs: V[]): V[] {
  return theirs.map((t) => {
    const b = base.find((v) => v.id === t.id);
    const m = mine.find((v) => v.id === t.id);
    return b && m ? { ...t, value: pick(b.value, m.value, t.value) } : t;
  });
}

function rebaseCategory(base: CategoryForm | undefined, mine: CategoryForm | undefined, theirs: CategoryForm): CategoryForm {
  if (!base || !mine) return theirs;
  const next: CategoryForm = {
    ...theirs,
    edition_type_id: pick(base.edition_type_id, mine.edition_type_id, theirs.edition_type_id),
    size: pick(base.size, mine.size, theirs.size),
    num: pick(base.num, mine.num, theirs.num),
    special_position_remark: pick(base.special_position_remark, mine.special_position_remark, theirs.special_position_remark),
    item: rebaseValues(base.item, mine.item, theirs.item),
    special: rebaseValues(base.special, mine.special, theirs.special),
  };
  // The same values keep their object: the category's card then skips its render.
  return same(next, mine) ? mine : next;
}

/**
 * A draft carried over to a newer copy of its person (a catch-up, the list's read after a save, a
 * resolved conflict): each value the measurer changed from `base` (the copy the draft was last
 * carried to) stays as they set it; every other value is the newer copy's (`theirs`). Answers
 * `mine` itself when nothing changes, so the panel does not render again.
 */
export function rebaseDraft(base: Draft, mine: Draft, theirs: Draft): Draft {
  const next: Draft = {
    repair: pick(base.repair, mine.repair, theirs.repair),
    height: pick(base.height, mine.height, theirs.height),
    weight: pick(base.weight, mine.weight, theirs.weight),
    style: pick(base.style, mine.style, theirs.style),
    noSleeve: pick(base.noSleeve, mine.noSleeve, theirs.noSleeve),
    reviewed: pick(base.reviewed, mine.reviewed, theirs.reviewed),
    form: theirs.form.map((t) =>
      rebaseCategory(
        base.form.find((c) => c.category_id === t.category_id),
        mine.form.find((c) => c.category_id === t.category_id),
        t,
      ),
    ),
  };
  return same(next, mine) ? mine : next;
}
