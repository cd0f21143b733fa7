/**
 * Technique choice (spec 2 §4, §5): the state of one category's technique panel and the rules that
 * move it. Pure: every function returns a new state or a refusal carrying the spec's message.
 *
 * The clash table is read as ownership: a row `tech_id -> clash_tech_ids` means that once tech_id
 * is chosen those cannot be chosen (refused: "所选工艺X和已选工艺Y存在冲突"), and that choosing
 * tech_id removes them. Choosing it also brings in its `relation_tech_ids`, replacing whatever was
 * chosen in their groups. Editions refuse the techniques in their `clash_tech_ids`.
 */
import { TECH_RANGE, type TechRange } from '../catalogue/constants';
import { indexCatalogue, type CatalogueIndex } from '../catalogue/lookup';
import type { CatalogueSnapshot, Edition, Fabric, Technique, TechTypeId } from '../catalogue/types';
import { ok, refuse, type RuleMessage, type RuleResult } from './messages';

/** One group's entry; tech_id <= 0 is an empty (cancelled) entry, -group_id by convention. */
export type TechChoice = { group_id: number; type_id: TechTypeId; tech_id: number; default_tech_id: number | null; has_changed: boolean };

export type TechState = {
  category_id: number;
  edition_id: number | null;
  /** Set when a product code chose the edition (editionDisabled): the edition can't be changed. */
  edition_locked: boolean;
  choices: TechChoice[];
  /** Checked special techniques, at most one per type. */
  specials: number[];
};

const techName = (t: Technique) => ({ name: t.tech_name, name_en: t.tech_name_en });

function normalGroups(idx: CatalogueIndex, categoryId: number) {
  return (idx.groupsOfCategory.get(categoryId) ?? []).filter((g) => g.is_special === 0);
}

/** An empty panel for a category: one empty entry per (non-special) group. */
export function emptyTechState(snapshot: CatalogueSnapshot, categoryId: number): TechState {
  const idx = indexCatalogue(snapshot);
  return {
    category_id: categoryId,
    edition_id: null,
    edition_locked: false,
    choices: normalGroups(idx, categoryId).map((g) => ({ group_id: g.id, type_id: g.type_id, tech_id: -g.id, default_tech_id: null, has_changed: false })),
    specials: [],
  };
}

function withDefaults(idx: CatalogueIndex, state: TechState, edition: Edition): TechState {
  const defaults = new Map<number, number>();
  for (const id of edition.default_tech_result) {
    const t = idx.technique.get(id);
    if (t) defaults.set(t.group_id, t.id);
  }
  const choices = normalGroups(idx, state.category_id).map((g) => {
    const d = defaults.get(g.id) ?? null;
    return { group_id: g.id, type_id: g.type_id, tech_id: d ?? -g.id, default_tech_id: d, has_changed: false };
  });
  return dropConflictingSpecials(idx, { ...state, edition_id: edition.id, choices });
}

/** Marks each entry changed against its edition default; restoring the default unmarks it. */
function markChanged(choices: TechChoice[]): TechChoice[] {
  return choices.map((c) => ({ ...c, has_changed: c.default_tech_id !== null && c.tech_id !== c.default_tech_id }));
}

/** Choosing an edition loads its defaults; clearing it empties the techniques; a locked edition stays. */
export function chooseEdition(snapshot: CatalogueSnapshot, state: TechState, editionId: number | null): RuleResult<TechState> {
  const idx = indexCatalogue(snapshot);
  if (state.edition_locked) return refuse('rules:edition_locked');
  if (editionId === null) return ok({ ...emptyTechState(snapshot, state.category_id) });
  const edition = idx.edition.get(editionId);
  if (!edition || edition.category_id !== state.category_id) return refuse('rules:edition_missing');
  return ok(withDefaults(idx, state, edition));
}

export function chosenTechIds(state: TechState): number[] {
  return state.choices.filter((c) => c.tech_id > 0).map((c) => c.tech_id);
}

/** What is sent on submit: chosen entries (positive ids) and the checked specials (spec 2 §5). */
export function submitTechIds(state: TechState): number[] {
  return [...chosenTechIds(state), ...state.specials];
}

function owns(idx: CatalogueIndex, owner: number, other: number): boolean {
  return idx.clash.get(owner)?.clash_tech_ids.includes(other) ?? false;
}

export function clashesEither(idx: CatalogueIndex, a: number, b: number): boolean {
  return owns(idx, a, b) || owns(idx, b, a);
}

function editionClashes(idx: CatalogueIndex, state: TechState, techId: number): boolean {
  const edition = state.edition_id ? idx.edition.get(state.edition_id) : undefined;
  return edition?.clash_tech_ids.includes(techId) ?? false;
}

function dropConflictingSpecials(idx: CatalogueIndex, state: TechState): TechState {
  const chosen = chosenTechIds(state);
  const specials = state.specials.filter((s) => !editionClashes(idx, state, s) && !chosen.some((c) => clashesEither(idx, s, c)));
  return specials.length === state.specials.length ? state : { ...state, specials };
}

function techOfCategory(idx: CatalogueIndex, state: TechState, techId: number): Technique | undefined {
  const t = idx.technique.get(techId);
  return t && t.category_id === state.category_id ? t : undefined;
}

/**
 * Puts a technique in its group and empties the entries it owns a clash with: what choosing it
 * does to the panel once the choice is allowed.
 */
function place(idx: CatalogueIndex, choices: TechChoice[], tech: Technique): TechChoice[] {
  const removed = new Set(idx.clash.get(tech.id)?.clash_tech_ids ?? []);
  return choices.map((c) => {
    if (c.group_id === tech.group_id) return { ...c, tech_id: tech.id };
    if (removed.has(c.tech_id)) return { ...c, tech_id: -c.group_id };
    return c;
  });
}

/**
 * Chooses a technique: refused on a clash with the edition or with a chosen technique that owns a
 * clash with it; otherwise it replaces its group's entry, removes the techniques it owns clashes
 * with, brings in its related techniques, and unchecks specials that now conflict.
 *
 * A related technique is brought in as if it were chosen by itself, its own clash row included,
 * and only when that choice would be allowed: when the edition, a technique that stays or a
 * checked special refuses it, or it would remove what this choice just placed, it is left out and
 * its group keeps its entry. Spec 2 §4 refuses a choice only for a conflict of the technique the
 * user picked; the related ones are a convenience that may not bring a clash into the panel.
 */
export function chooseTechnique(snapshot: CatalogueSnapshot, state: TechState, techId: number): RuleResult<TechState> {
  const idx = indexCatalogue(snapshot);
  const tech = techOfCategory(idx, state, techId);
  if (!tech || tech.is_special) return refuse('rules:unknown_tech', { id: techId });
  if (editionClashes(idx, state, tech.id)) return refuse('rules:tech_clash_edition', techName(tech));
  const current = state.choices.find((c) => c.group_id === tech.group_id);
  if (current?.tech_id === tech.id) return ok(state);
  for (const other of [...chosenTechIds(state), ...state.specials]) {
    if (other === current?.tech_id) continue;
    if (owns(idx, other, tech.id)) {
      const o = idx.technique.get(other)!;
      return refuse('rules:tech_clash_chosen', { ...techName(tech), chosen: o.tech_name, chosen_en: o.tech_name_en });
    }
  }
  let next = dropConflictingSpecials(idx, { ...state, choices: place(idx, state.choices, tech) });
  const placed = [tech.id];
  for (const rel of idx.clash.get(tech.id)?.relation_tech_ids ?? []) {
    const r = techOfCategory(idx, state, rel);
    if (!r || r.is_special || editionClashes(idx, state, r.id)) continue;
    // As for a choice of its own, the entry it replaces in its group does not refuse it.
    const replaced = next.choices.find((c) => c.group_id === r.group_id)?.tech_id;
    if ([...chosenTechIds(next), ...next.specials].some((o) => o !== r.id && o !== replaced && owns(idx, o, r.id))) continue;
    const choices = place(idx, next.choices, r);
    const kept = chosenTechIds({ ...next, choices });
    if (!placed.every((p) => kept.includes(p))) continue;
    next = dropConflictingSpecials(idx, { ...next, choices });
    placed.push(r.id);
  }
  return ok({ ...next, choices: markChanged(next.choices) });
}

/** Cancels a group's technique: the entry becomes empty with a negative id (spec 2 §2.2). */
export function cancelTechnique(state: TechState, groupId: number): TechState {
  return { ...state, choices: markChanged(state.choices.map((c) => (c.group_id === groupId ? { ...c, tech_id: -groupId } : c))) };
}

/**
 * Checks or unchecks a special technique. Checking unchecks the other special of the same type;
 * a special that conflicts with the edition or a chosen technique stays unchecked and the
 * refusal says why.
 */
export function toggleSpecial(snapshot: CatalogueSnapshot, state: TechState, techId: number): RuleResult<TechState> {
  const idx = indexCatalogue(snapshot);
  const tech = techOfCategory(idx, state, techId);
  if (!tech || !tech.is_special) return refuse('rules:unknown_tech', { id: techId });
  if (state.specials.includes(techId)) return ok({ ...state, specials: state.specials.filter((s) => s !== techId) });
  if (editionClashes(idx, state, techId)) return refuse('rules:tech_clash_edition', techName(tech));
  // The checked special of the same type is replaced, so only the others must fit with it.
  const specials = state.specials.filter((s) => idx.technique.get(s)?.type_id !== tech.type_id);
  const clash = [...chosenTechIds(state), ...specials].find((c) => clashesEither(idx, c, techId));
  if (clash !== undefined) {
    const o = idx.technique.get(clash)!;
    return refuse('rules:tech_clash_chosen', { ...techName(tech), chosen: o.tech_name, chosen_en: o.tech_name_en });
  }
  return ok({ ...state, specials: [...specials, techId] });
}

/**
 * The options a chosen technique may be changed to: the others of its group, without those that
 * clash with the edition and, for types other than outer (1), without those that clash with the
 * techniques chosen in other groups (spec 2 §4).
 */
export function similarTechniques(snapshot: CatalogueSnapshot, state: TechState, techId: number): Technique[] {
  const idx = indexCatalogue(snapshot);
  const tech = techOfCategory(idx, state, techId);
  if (!tech) return [];
  const others = chosenTechIds(state).filter((id) => idx.technique.get(id)?.group_id !== tech.group_id);
  return (idx.techniquesOfGroup.get(tech.group_id) ?? []).filter(
    (t) => !editionClashes(idx, state, t.id) && (tech.type_id === 1 || !others.some((o) => clashesEither(idx, o, t.id))),
  );
}

const RANGE_TYPES: Record<TechRange, readonly TechTypeId[]> = {
  [TECH_RANGE.all]: [1, 2, 3],
  [TECH_RANGE.outer]: [1],
  [TECH_RANGE.inner]: [2],
  [TECH_RANGE.fabric]: [3],
};

/**
 * Replaces the techniques of the range (0 all, 1 outer, 2 inner, 3 fabric) with those of a picked
 * product, style or common style. Refused when a new technique clashes with the edition, with
 * another new one, or with a kept technique of another range (变更工艺和已选工艺存在冲突). Entries
 * of the range that the pick does not name stay, unless they clash with it: the pick decides its
 * range, so those are emptied, like the techniques a choice owns a clash with.
 */
export function replaceByRange(snapshot: CatalogueSnapshot, state: TechState, techIds: readonly number[], range: TechRange): RuleResult<TechState> {
  const idx = indexCatalogue(snapshot);
  const types = RANGE_TYPES[range];
  if (!types) return refuse('rules:unknown_range', { id: range });
  const incoming = techIds.map((id) => techOfCategory(idx, state, id)).filter((t): t is Technique => Boolean(t) && types.includes(t!.type_id));
  // One entry per group and one special per type: a later id of the same group or type wins.
  const byGroup = new Map(incoming.filter((t) => !t.is_special).map((t) => [t.group_id, t.id]));
  const newSpecials = [...new Map(incoming.filter((t) => t.is_special).map((t) => [t.type_id, t.id])).values()];
  const picked = [...byGroup.values(), ...newSpecials];
  const kept = state.choices.filter((c) => c.tech_id > 0 && !types.includes(c.type_id)).map((c) => c.tech_id);
  const keptSpecials = state.specials.filter((s) => !types.includes(idx.technique.get(s)!.type_id));
  for (const id of picked) {
    const t = idx.technique.get(id)!;
    if (editionClashes(idx, state, id)) return refuse('rules:tech_clash_edition', techName(t));
    if ([...kept, ...keptSpecials, ...picked].some((k) => k !== id && clashesEither(idx, k, id))) return refuse('rules:replace_clash');
  }
  const choices = state.choices.map((c) => {
    const next = byGroup.get(c.group_id);
    if (next !== undefined) return { ...c, tech_id: next };
    if (c.tech_id > 0 && types.includes(c.type_id) && picked.some((p) => clashesEither(idx, p, c.tech_id))) return { ...c, tech_id: -c.group_id };
    return c;
  });
  return ok({ ...state, choices: markChanged(choices), specials: [...keptSpecials, ...newSpecials] });
}

export type PickedSource = { state: TechState; fabric: { type_id: 1; fabric_num: string; composition: string; composition_en: string } | null };

/**
 * Applies a product code: with no edition yet, the product's edition is chosen and locked; the
 * range's techniques are replaced; for ranges all and fabric, the fabric (type 1) comes too.
 */
export function applyProduct(snapshot: CatalogueSnapshot, state: TechState, productCode: string, range: TechRange): RuleResult<PickedSource> {
  const idx = indexCatalogue(snapshot);
  const product = idx.product.get(productCode);
  if (!product || product.category_id !== state.category_id) return refuse('rules:unknown_product', { code: productCode });
  let base = state;
  if (state.edition_id === null) {
    base = { ...withDefaults(idx, state, idx.edition.get(product.edition_id)!), edition_locked: true };
  }
  const replaced = replaceByRange(snapshot, base, product.tech_ids, range);
  if (!replaced.ok) return replaced;
  const fabric = range === TECH_RANGE.all || range === TECH_RANGE.fabric ? idx.fabric.get(product.fabric_num) : undefined;
  return ok({
    state: replaced.value,
    fabric: fabric ? { type_id: 1, fabric_num: fabric.fabric_num, composition: fabric.composition, composition_en: fabric.composition_en } : null,
  });
}

/** Applies a style number: its edition when none is chosen yet (not locked), then the range. */
export function applyStyle(snapshot: CatalogueSnapshot, state: TechState, styleNumber: string, range: TechRange): RuleResult<TechState> {
  const idx = indexCatalogue(snapshot);
  const style = idx.style.get(styleNumber);
  if (!style || style.category_id !== state.category_id) return refuse('rules:unknown_style', { code: styleNumber });
  const base = state.edition_id === null ? withDefaults(idx, state, idx.edition.get(style.edition_id)!) : state;
  return replaceByRange(snapshot, base, style.tech_ids, range);
}

/**
 * Fabric-dependent (type 3) techniques for a fabric (spec 2 §4: changing fabric data replaces
 * them): the edition defaults for domestic fabric; for imported fabric, the dearest option of each
 * group that clashes with nothing kept. Groups are filled one after another and each pick joins
 * the kept set, so two fabric techniques never clash either; a group with nothing fitting is empty.
 */
export function fabricTechniques(snapshot: CatalogueSnapshot, state: TechState, fabric: Fabric): TechState {
  const idx = indexCatalogue(snapshot);
  const kept = state.choices.filter((c) => c.type_id !== 3 && c.tech_id > 0).map((c) => c.tech_id);
  const fits = (id: number) => !editionClashes(idx, state, id) && !kept.some((k) => clashesEither(idx, k, id));
  const choices = state.choices.map((c) => {
    if (c.type_id !== 3) return c;
    const options =
      fabric.type_id === 1
        ? [c.default_tech_id ?? -c.group_id]
        : [...(idx.techniquesOfGroup.get(c.group_id) ?? [])].sort((a, b) => b.price_fen - a.price_fen || a.sort - b.sort).map((t) => t.id);
    const pick = options.find((id) => id > 0 && fits(id));
    if (pick === undefined) return { ...c, tech_id: -c.group_id };
    kept.push(pick);
    return { ...c, tech_id: pick };
  });
  return dropConflictingSpecials(idx, { ...state, choices: markChanged(choices) });
}

/**
 * The first required technique position (a non-special group marked required) a garment leaves
 * empty, as a message naming it, or null: a garment is not made without, say, its front closure.
 */
export function missingRequiredGroup(snapshot: CatalogueSnapshot, categoryId: number, techIds: readonly number[]): RuleMessage | null {
  const idx = indexCatalogue(snapshot);
  const chosen = new Set(techIds.map((id) => idx.technique.get(id)?.group_id));
  const group = (idx.groupsOfCategory.get(categoryId) ?? []).find((g) => g.is_required && !g.is_special && (idx.techniquesOfGroup.get(g.id)?.length ?? 0) > 0 && !chosen.has(g.id));
  return group ? { key: 'rules:tech_group_required', params: { name: group.name, name_en: group.name_en } } : null;
}

/** The first conflict in a set of technique ids (e.g. a saved style), or null when they fit together. */
export function findConflict(snapshot: CatalogueSnapshot, editionId: number | null, techIds: readonly number[]): RuleMessage | null {
  const idx = indexCatalogue(snapshot);
  const edition = editionId ? idx.edition.get(editionId) : undefined;
  for (const id of techIds) {
    const t = idx.technique.get(id);
    if (!t) return { key: 'rules:unknown_tech', params: { id } };
    if (edition?.clash_tech_ids.includes(id)) return { key: 'rules:tech_clash_edition', params: techName(t) };
    for (const other of techIds) {
      if (other !== id && owns(idx, other, id)) {
        const o = idx.technique.get(other)!;
        return { key: 'rules:tech_clash_chosen', params: { ...techName(t), chosen: o.tech_name, chosen_en: o.tech_name_en } };
      }
    }
  }
  return null;
}

/** Loads a saved set of techniques (cart edit, common style) onto an edition's panel. */
export function stateFromTechIds(snapshot: CatalogueSnapshot, categoryId: number, editionId: number | null, techIds: readonly number[]): TechState {
  const idx = indexCatalogue(snapshot);
  let state = emptyTechState(snapshot, categoryId);
  const edition = editionId ? idx.edition.get(editionId) : undefined;
  if (edition) state = withDefaults(idx, state, edition);
  const byGroup = new Map<number, number>();
  const specials: number[] = [];
  for (const id of techIds) {
    const t = idx.technique.get(id);
    if (!t || t.category_id !== categoryId) continue;
    if (t.is_special) specials.push(id);
    else byGroup.set(t.group_id, id);
  }
  const choices = state.choices.map((c) => ({ ...c, tech_id: byGroup.get(c.group_id) ?? c.tech_id }));
  return { ...state, choices: markChanged(choices), specials };
}
