/**
 * Over the seeded demo catalogue: whatever a seller does on a technique panel, every state the
 * rules accept submits a set that findConflict (what add_order checks) accepts, so the server
 * never refuses an order the panel produced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TechRange } from '@/domain/catalogue/constants';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { RuleResult } from '@/domain/rules/messages';
import {
  applyProduct,
  applyStyle,
  cancelTechnique,
  chooseEdition,
  chooseTechnique,
  emptyTechState,
  fabricTechniques,
  findConflict,
  replaceByRange,
  submitTechIds,
  toggleSpecial,
  type TechState,
} from '@/domain/rules/technique';
import { buildDemoCatalogue } from '../../server/seed/catalogue-data';

const SEED: CatalogueSnapshot = { version: 'seed', ...buildDemoCatalogue() };
const CATEGORY_IDS = SEED.categories.map((c) => c.id);
const byName = (categoryId: number, name: string) => SEED.techniques.find((t) => t.category_id === categoryId && t.tech_name === name)!.id;
const editionOf = (categoryId: number, name: string) => SEED.editions.find((e) => e.category_id === categoryId && e.name === name)!.id;
const value = <T>(r: RuleResult<T>): T => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.message)}`);
  return r.value;
};
const chosenNames = (s: TechState) => submitTechIds(s).map((id) => SEED.techniques.find((t) => t.id === id)!.tech_name);

/**
 * One step a seller can take; `pick` is a fraction used to choose among the category's rows, and
 * `focus` narrows the choice to techniques named in the clash table, where the rules interact.
 */
type Step = { kind: 'choose' | 'special' | 'cancel' | 'edition' | 'fabric' | 'product' | 'style' | 'ids'; pick: number; focus: boolean; range: TechRange; subset: number[] };

const IN_CLASH_TABLE = new Set(SEED.clashes.flatMap((c) => [c.tech_id, ...c.clash_tech_ids, ...c.relation_tech_ids]));

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('choose', 'choose', 'choose', 'special', 'special', 'cancel', 'edition', 'fabric', 'product', 'style', 'ids'),
  pick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  focus: fc.boolean(),
  range: fc.constantFrom<TechRange>(0, 1, 2, 3),
  subset: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 8 }),
});

const at = <T>(list: readonly T[], f: number): T | undefined => list[Math.floor(f * list.length)];

function apply(state: TechState, step: Step): RuleResult<TechState> | TechState | null {
  const cat = state.category_id;
  const techs = SEED.techniques.filter((t) => t.category_id === cat && (!step.focus || IN_CLASH_TABLE.has(t.id)));
  switch (step.kind) {
    case 'choose': {
      const t = at(techs.filter((x) => !x.is_special), step.pick);
      return t ? chooseTechnique(SEED, state, t.id) : null;
    }
    case 'special': {
      const t = at(techs.filter((x) => x.is_special), step.pick);
      return t ? toggleSpecial(SEED, state, t.id) : null;
    }
    case 'cancel': {
      const c = at(state.choices, step.pick);
      return c ? cancelTechnique(state, c.group_id) : null;
    }
    case 'edition': {
      const e = at(SEED.editions.filter((x) => x.category_id === cat), step.pick);
      return e ? chooseEdition(SEED, state, e.id) : null;
    }
    case 'fabric': {
      const f = at(SEED.fabrics, step.pick);
      return f ? fabricTechniques(SEED, state, f) : null;
    }
    case 'product': {
      const p = at(SEED.products.filter((x) => x.category_id === cat), step.pick);
      if (!p) return null;
      const r = applyProduct(SEED, state, p.product_code, step.range);
      return r.ok ? { ok: true, value: r.value.state } : r;
    }
    case 'style': {
      const s = at(SEED.styles.filter((x) => x.category_id === cat), step.pick);
      return s ? applyStyle(SEED, state, s.style_number, step.range) : null;
    }
    case 'ids':
      // A common style or a hand-made list: any techniques of the category, even clashing ones.
      return replaceByRange(SEED, state, step.subset.map((f) => at(techs, f)!.id), step.range);
  }
}

function expectConsistent(state: TechState, step: Step) {
  const conflict = findConflict(SEED, state.edition_id, submitTechIds(state));
  expect(conflict, `${step.kind} left ${JSON.stringify(conflict)} in ${chosenNames(state).join(',')}`).toBeNull();
  const specialTypes = state.specials.map((id) => SEED.techniques.find((t) => t.id === id)!.type_id);
  expect(new Set(specialTypes).size).toBe(specialTypes.length);
}

describe('technique panel over the seeded catalogue', () => {
  it('leaves no clash after any accepted choice, special, cancel, replacement or fabric change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_IDS), fc.boolean(), fc.array(stepArb, { minLength: 1, maxLength: 30 }), (categoryId, withEdition, steps) => {
        let state = emptyTechState(SEED, categoryId);
        if (withEdition) state = value(chooseEdition(SEED, state, SEED.editions.find((e) => e.category_id === categoryId)!.id));
        for (const step of steps) {
          const result = apply(state, step);
          if (result === null) continue;
          if ('ok' in result) {
            if (!result.ok) continue;
            state = result.value;
          } else state = result;
          expectConsistent(state, step);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves a related technique out only when choosing it on its own would be refused or would undo the choice', () => {
    const holders = SEED.clashes.filter((c) => c.relation_tech_ids.length).map((c) => c.tech_id);
    fc.assert(
      fc.property(fc.constantFrom(...holders), fc.array(stepArb, { maxLength: 20 }), (holder, steps) => {
        const categoryId = SEED.techniques.find((t) => t.id === holder)!.category_id;
        let state = value(chooseEdition(SEED, emptyTechState(SEED, categoryId), SEED.editions.find((e) => e.category_id === categoryId)!.id));
        for (const step of steps) {
          const result = apply(state, step);
          if (result === null) continue;
          if ('ok' in result) {
            if (result.ok) state = result.value;
          } else state = result;
        }
        // Choosing the technique already chosen changes nothing.
        if (submitTechIds(state).includes(holder)) return;
        const chosen = chooseTechnique(SEED, state, holder);
        if (!chosen.ok) return;
        for (const rel of SEED.clashes.find((c) => c.tech_id === holder)!.relation_tech_ids) {
          if (submitTechIds(chosen.value).includes(rel)) continue;
          const alone = chooseTechnique(SEED, chosen.value, rel);
          const undoes = alone.ok && !submitTechIds(alone.value).includes(holder);
          expect(!alone.ok || undoes, `${chosenNames(chosen.value).join(',')} left out ${rel}`).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('brings a related technique only when it fits: 斜插有盖袋 on a double-breasted jacket comes without 有盖票袋', () => {
    const jacket = value(chooseEdition(SEED, emptyTechState(SEED, 1), editionOf(1, '经典两粒扣')));
    const db = value(chooseTechnique(SEED, jacket, byName(1, '双排六粒扣')));
    const next = value(chooseTechnique(SEED, db, byName(1, '斜插有盖袋')));
    expect(chosenNames(next)).toEqual(expect.arrayContaining(['双排六粒扣', '斜插有盖袋', '无票袋']));
    expect(chosenNames(next)).not.toContain('有盖票袋');
    expect(findConflict(SEED, next.edition_id, submitTechIds(next))).toBeNull();
    // Without the double-breasted front the ticket pocket still comes along.
    expect(chosenNames(value(chooseTechnique(SEED, jacket, byName(1, '斜插有盖袋'))))).toContain('有盖票袋');
  });

  it('applies a related technique’s own clash row: 翼领 brings 法式袖口, which removes 撞色线', () => {
    const shirt = value(chooseEdition(SEED, emptyTechState(SEED, 5), editionOf(5, '商务标准')));
    const contrast = value(chooseTechnique(SEED, shirt, byName(5, '撞色线')));
    const next = value(chooseTechnique(SEED, contrast, byName(5, '翼领')));
    expect(chosenNames(next)).toEqual(expect.arrayContaining(['翼领', '法式袖口', '暗门襟']));
    expect(chosenNames(next)).not.toContain('撞色线');
    const thread = next.choices.find((c) => c.group_id === SEED.techniques.find((t) => t.id === byName(5, '撞色线'))!.group_id)!;
    expect(thread.tech_id).toBeLessThan(0);
  });

  it('leaves out a related technique that a checked special refuses: 袖口绣字 keeps 法式袖口 out', () => {
    const shirt = value(chooseEdition(SEED, emptyTechState(SEED, 5), editionOf(5, '商务标准')));
    const monogram = value(toggleSpecial(SEED, shirt, byName(5, '袖口绣字')));
    const next = value(chooseTechnique(SEED, monogram, byName(5, '翼领')));
    expect(chosenNames(next)).toContain('袖口绣字');
    expect(chosenNames(next)).not.toContain('法式袖口');
  });

  it('empties the range entries a replacement does not name when they clash with it', () => {
    const jacket = value(chooseEdition(SEED, emptyTechState(SEED, 1), editionOf(1, '经典两粒扣')));
    const ticket = value(chooseTechnique(SEED, jacket, byName(1, '有盖票袋')));
    const next = value(replaceByRange(SEED, ticket, [byName(1, '贴袋')], 1));
    expect(chosenNames(next)).toContain('贴袋');
    expect(chosenNames(next)).not.toContain('有盖票袋');
    expect(findConflict(SEED, next.edition_id, submitTechIds(next))).toBeNull();
  });

  it('refuses a replacement whose own techniques clash (变更工艺和已选工艺存在冲突)', () => {
    const jacket = value(chooseEdition(SEED, emptyTechState(SEED, 1), editionOf(1, '经典两粒扣')));
    expect(replaceByRange(SEED, jacket, [byName(1, '贴袋'), byName(1, '有盖票袋')], 0)).toEqual({ ok: false, message: { key: 'rules:replace_clash' } });
  });
});
