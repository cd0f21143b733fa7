/**
 * The rules of a group order, shared by the screen, the rules worker and the server: what the
 * entry stage needs before review, when a changed row needs a new style number, and the size each
 * measured person gets per garment (stage 4) with the counts per size that make the order.
 */
import type { BulkProblem } from '../bulk-goods/rules';
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { DELIVERY_DATE_PAST, deliveryDateProblem } from '../shared/delivery-date';
import { recommendSize } from '../rules/recommend-size';
import { chartFor, chartSize, matchStandardSize } from '../rules/standard-size';
import { checkPhone } from '../rules/validation';
import { sameDefinition } from '../bulk-goods/rules';
import { REQUIRED_GROUP_BASICS, type GroupEntry, type GroupPerson, type SizeOverrideInput } from './contract';

export type GroupProblem = BulkProblem;

/** What the entry stage must hold before it goes to review, checked in the form's order. */
export function checkGroupEntry(entry: GroupEntry): GroupProblem | null {
  for (const field of REQUIRED_GROUP_BASICS) {
    if (!entry[field].trim()) return { field, key: 'group_buy:required', label: `group_buy:fields.${field}` };
  }
  const phone = checkPhone(entry.user_mobilephone);
  if (phone) return { field: 'user_mobilephone', key: phone.key };
  const date = deliveryDateProblem(entry.delivery_date);
  if (date === 'past') return { field: 'delivery_date', key: DELIVERY_DATE_PAST };
  if (date) return { field: 'delivery_date', key: 'group_buy:delivery_invalid' };
  if (entry.goods_info.length === 0) return { field: 'goods_info', key: 'group_buy:no_goods' };
  return goodsTwice(entry.goods_info);
}

/** spec 2 §5: picking an already chosen product (the same product for the same category) says 已选择该商品. */
export function goodsTwice(goods: readonly { product_code: string; category_id: number }[]): GroupProblem | null {
  const seen = new Set<string>();
  for (const [i, g] of goods.entries()) {
    const key = `${g.product_code.toUpperCase()}:${g.category_id}`;
    if (seen.has(key)) return { field: `goods_info.${i}.product_code`, key: 'group_buy:product_twice' };
    seen.add(key);
  }
  return null;
}

/**
 * A row needs a new style number (spec 2 §5) when its garment is not what its style says: its
 * pattern or techniques differ from the style's (or, with no style number, from the product's
 * defaults). Fabric-dependent (type 3) techniques follow the order's fabric, so they don't count.
 */
export function needsNewStyle(snapshot: CatalogueSnapshot, row: { edition_number: string; tech_info: readonly number[] }, style: { edition_number: string; tech_ids: readonly number[] }): boolean {
  const idx = indexCatalogue(snapshot);
  const own = (ids: readonly number[]) => ids.filter((id) => idx.technique.get(id)?.type_id !== 3);
  return !sameDefinition({ edition_number: row.edition_number, fabric_num: '', tech_ids: own(row.tech_info) }, { edition_number: style.edition_number, fabric_num: '', tech_ids: own(style.tech_ids) });
}

export type SizeSource = 'manual' | 'measured' | 'matched';
export type PersonSize = { person_id: number; category_id: number; size: string | null; source: SizeSource | null };

const sizeKey = (personId: number, categoryId: number) => `${personId}:${categoryId}`;

/**
 * Each person's size per garment (stage 4): a size set by hand wins; then the size the measurer
 * chose when it is on the garment's chart; then the standard size matched from the person's
 * measurements (the measuring module's matching), or recommended from height and weight. A person
 * not measured yet has no size until measured or set by hand.
 */
export function assignSizes(
  snapshot: CatalogueSnapshot,
  goods: readonly { category_id: number; edition_number: string }[],
  people: readonly GroupPerson[],
  overrides: readonly SizeOverrideInput[],
): PersonSize[] {
  const idx = indexCatalogue(snapshot);
  const manual = new Map(overrides.map((o) => [sizeKey(o.person_id, o.category_id), o.size]));
  const out: PersonSize[] = [];
  for (const p of people) {
    const bodyValues = p.measurements.flatMap((m) => m.items.map((i) => ({ item_id: i.id, item_net_value: i.value })));
    for (const g of goods) {
      const base = { person_id: p.id, category_id: g.category_id };
      const set = manual.get(sizeKey(p.id, g.category_id));
      if (set) {
        out.push({ ...base, size: set, source: 'manual' });
        continue;
      }
      const category = idx.category.get(g.category_id);
      const edition = idx.editionByNumber.get(g.edition_number);
      const chart = category && chartFor(snapshot, g.category_id, category.gender_id || p.gender_id || 1);
      if (!p.measured || !chart) {
        out.push({ ...base, size: null, source: null });
        continue;
      }
      const own = p.measurements.find((m) => m.category_id === g.category_id);
      if (own?.size && chartSize(chart, edition, own.size)) {
        out.push({ ...base, size: chartSize(chart, edition, own.size)!.size_value, source: 'measured' });
        continue;
      }
      out.push({ ...base, size: matchedSize(snapshot, p, g.category_id, edition?.id ?? null, own?.items ?? [], bodyValues), source: 'matched' });
    }
  }
  return out.map((s) => (s.source === 'matched' && s.size === null ? { ...s, source: null } : s));
}

function matchedSize(
  snapshot: CatalogueSnapshot,
  p: GroupPerson,
  categoryId: number,
  editionId: number | null,
  items: readonly { id: number; value: number }[],
  bodyValues: { item_id: number; item_net_value: number }[],
): string | null {
  if (p.height > 0 && items.length > 0) {
    const matched = matchStandardSize(snapshot, [
      { cate_id: categoryId, height: p.height, edition_id: editionId, gender_id: p.gender_id, item_array: items.map((i) => ({ item_id: i.id, item_value: i.value })), body_values: bodyValues },
    ]);
    if (matched.ok) return matched.value[0]!.shape_name;
  }
  if (p.height > 0 && p.weight > 0 && editionId) {
    const recommended = recommendSize(snapshot, { height: p.height, weight: p.weight, gender_id: p.gender_id || 1, edition_ids: [editionId], wearing_style: 1 });
    if (recommended.ok) return recommended.value[String(editionId)] ?? null;
  }
  return null;
}

/** Pieces per size of each garment, and the people still without a size. */
export function sizeCounts(sizes: readonly PersonSize[]): Map<number, { bySize: Map<string, number>; missing: number }> {
  const out = new Map<number, { bySize: Map<string, number>; missing: number }>();
  for (const s of sizes) {
    const entry = out.get(s.category_id) ?? { bySize: new Map<string, number>(), missing: 0 };
    if (s.size) entry.bySize.set(s.size, (entry.bySize.get(s.size) ?? 0) + 1);
    else entry.missing++;
    out.set(s.category_id, entry);
  }
  return out;
}

/**
 * Who may pass finance review (财务审核): a login other than the ones that entered the order, so
 * no one approves their own entry; the owner may pass its own with an override the timeline
 * records. Sending an order back is no approval and needs no second login.
 */
export function reviewPassing(enteredBy: readonly number[], reviewer: { login_id: number; owner: boolean }, override: boolean): { action: 'pass' | 'pass_override' } | { refused: 'group_buy:review_same_login' } {
  if (!enteredBy.includes(reviewer.login_id)) return { action: 'pass' };
  return reviewer.owner && override ? { action: 'pass_override' } : { refused: 'group_buy:review_same_login' };
}

/** The people still without a size for some garment, in the task's order. */
export function unsizedPeople<P extends { id: number }>(people: readonly P[], sizes: readonly PersonSize[]): P[] {
  const unsized = new Set(sizes.filter((s) => !s.size).map((s) => s.person_id));
  return people.filter((p) => unsized.has(p.id));
}

/**
 * "Fill the rest": each person still without a size gets, per garment, the size recommended for
 * their own gender, height and weight, set as a size chosen on purpose; one size for everyone
 * would dress a 158 cm woman as a 170 cm man. A person without height and weight (or whose garment
 * has no chart) is left to be asked for.
 */
export function fillRestSizes(
  snapshot: CatalogueSnapshot,
  goods: readonly { category_id: number; edition_number: string }[],
  people: readonly GroupPerson[],
  sizes: readonly PersonSize[],
): { overrides: SizeOverrideInput[]; unresolved: GroupPerson[] } {
  const idx = indexCatalogue(snapshot);
  const byId = new Map(people.map((p) => [p.id, p]));
  const overrides: SizeOverrideInput[] = [];
  const unresolved = new Set<number>();
  for (const s of sizes) {
    const person = byId.get(s.person_id);
    const row = goods.find((g) => g.category_id === s.category_id);
    if (s.size || !person || !row) continue;
    const edition = idx.editionByNumber.get(row.edition_number);
    const recommended =
      person.height > 0 && person.weight > 0 && edition
        ? recommendSize(snapshot, { height: person.height, weight: person.weight, gender_id: person.gender_id || 1, edition_ids: [edition.id], wearing_style: 1 })
        : null;
    const size = recommended?.ok ? recommended.value[String(edition!.id)] : undefined;
    if (size) overrides.push({ person_id: person.id, category_id: s.category_id, size });
    else unresolved.add(person.id);
  }
  return { overrides, unresolved: people.filter((p) => unresolved.has(p.id)) };
}
