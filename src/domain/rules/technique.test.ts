import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixture-catalogue';
import {
  applyProduct,
  applyStyle,
  cancelTechnique,
  chooseEdition,
  chooseTechnique,
  emptyTechState,
  fabricTechniques,
  findConflict,
  similarTechniques,
  stateFromTechIds,
  submitTechIds,
  toggleSpecial,
  replaceByRange,
  type TechState,
} from './technique';
import type { RuleResult } from './messages';

const value = <T>(r: RuleResult<T>): T => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.message)}`);
  return r.value;
};
const classic = () => value(chooseEdition(FIXTURE, emptyTechState(FIXTURE, 1), 1));
const doubleBreasted = () => value(chooseEdition(FIXTURE, emptyTechState(FIXTURE, 1), 2));
const techOf = (s: TechState, groupId: number) => s.choices.find((c) => c.group_id === groupId)!.tech_id;

describe('edition choice', () => {
  it('loads the edition defaults, one per group, none marked changed', () => {
    const s = classic();
    expect(s.choices.map((c) => c.tech_id)).toEqual([101, 111, 121, 131, 141, 151, 81]);
    expect(s.choices.every((c) => !c.has_changed)).toBe(true);
  });

  it('empties every group when the edition is cleared', () => {
    const s = value(chooseEdition(FIXTURE, classic(), null));
    expect(s.edition_id).toBeNull();
    expect(s.choices.every((c) => c.tech_id === -c.group_id)).toBe(true);
  });

  it('refuses an unknown edition with 版型不存在！', () => {
    expect(chooseEdition(FIXTURE, classic(), 3)).toEqual({ ok: false, message: { key: 'rules:edition_missing' } });
  });

  it('locks the edition when a product code chooses it and keeps it locked', () => {
    const picked = value(applyProduct(FIXTURE, emptyTechState(FIXTURE, 1), 'P01001', 0));
    expect(picked.state.edition_id).toBe(2);
    expect(picked.state.edition_locked).toBe(true);
    expect(chooseEdition(FIXTURE, picked.state, 1)).toEqual({ ok: false, message: { key: 'rules:edition_locked' } });
  });

  it('does not change an edition already chosen when a product code is picked', () => {
    const picked = value(applyProduct(FIXTURE, classic(), 'P01001', 2));
    expect(picked.state.edition_id).toBe(1);
    expect(picked.state.edition_locked).toBe(false);
  });
});

describe('technique choice', () => {
  it('refuses a technique that clashes with the edition with the spec message', () => {
    const r = chooseTechnique(FIXTURE, doubleBreasted(), 113);
    expect(r).toEqual({ ok: false, message: { key: 'rules:tech_clash_edition', params: { name: '青果领', name_en: 'Shawl collar' } } });
  });

  it('refuses a technique that a chosen technique clashes with, naming both', () => {
    const s = value(chooseTechnique(FIXTURE, classic(), 103));
    const r = chooseTechnique(FIXTURE, s, 113);
    expect(r).toEqual({
      ok: false,
      message: { key: 'rules:tech_clash_chosen', params: { name: '青果领', name_en: 'Shawl collar', chosen: '双排六粒扣', chosen_en: 'Double-breasted, 6 buttons' } },
    });
  });

  it('removes the techniques the choice clashes with and adds its related ones', () => {
    let s = classic();
    s = value(chooseTechnique(FIXTURE, s, 132));
    s = value(chooseTechnique(FIXTURE, s, 152));
    expect(techOf(s, 4)).toBe(132);
    s = value(chooseTechnique(FIXTURE, s, 123));
    expect(techOf(s, 3)).toBe(123);
    // 四个内袋 and 真丝里布 clash with 无里: removed; 两个内袋 is related: added back in its group.
    expect(techOf(s, 4)).toBe(131);
    expect(techOf(s, 6)).toBe(-6);
  });

  it('replaces the related type with the related technique (双排六粒扣 brings 戗驳头)', () => {
    const s = value(chooseTechnique(FIXTURE, classic(), 103));
    expect(techOf(s, 1)).toBe(103);
    expect(techOf(s, 2)).toBe(112);
  });

  it('brings a related technique in place of its group’s entry even when that entry clashes with it, as choosing it would', () => {
    // 平驳头 owns a clash with 戗驳头 (one lapel or the other): choosing 戗驳头 replaces it all the same.
    const catalogue = { ...FIXTURE, clashes: [...FIXTURE.clashes, { tech_id: 111, clash_tech_ids: [112], relation_tech_ids: [], context: '', context_en: '' }] };
    expect(techOf(value(chooseTechnique(catalogue, classic(), 112)), 2)).toBe(112);
    const s = value(chooseTechnique(catalogue, classic(), 103));
    expect([techOf(s, 1), techOf(s, 2)]).toEqual([103, 112]);
  });

  it('marks a technique changed against the edition default and unmarks it when restored', () => {
    let s = value(chooseTechnique(FIXTURE, classic(), 102));
    expect(s.choices.find((c) => c.group_id === 1)!.has_changed).toBe(true);
    s = value(chooseTechnique(FIXTURE, s, 101));
    expect(s.choices.find((c) => c.group_id === 1)!.has_changed).toBe(false);
  });

  it('cancels a technique to an empty entry with a negative id, dropped on submit', () => {
    const s = cancelTechnique(classic(), 4);
    expect(techOf(s, 4)).toBe(-4);
    expect(s.choices.find((c) => c.group_id === 4)!.has_changed).toBe(true);
    expect(submitTechIds(s)).not.toContain(-4);
    expect(submitTechIds(s).every((id) => id > 0)).toBe(true);
  });

  it('refuses technique ids of other categories and specials as ordinary choices', () => {
    expect(chooseTechnique(FIXTURE, classic(), 9999)).toMatchObject({ ok: false, message: { key: 'rules:unknown_tech' } });
    expect(chooseTechnique(FIXTURE, classic(), 161)).toMatchObject({ ok: false, message: { key: 'rules:unknown_tech' } });
  });
});

describe('special techniques', () => {
  it('checks one special per type: checking another of the same type unchecks the first', () => {
    let s = value(toggleSpecial(FIXTURE, classic(), 161));
    s = value(toggleSpecial(FIXTURE, s, 171));
    expect(s.specials).toEqual([161, 171]);
    s = value(toggleSpecial(FIXTURE, s, 162));
    expect(s.specials).toEqual([171, 162]);
  });

  it('unchecks a checked special when clicked again, and drops unchecked specials on submit', () => {
    let s = value(toggleSpecial(FIXTURE, classic(), 161));
    expect(submitTechIds(s)).toContain(161);
    s = value(toggleSpecial(FIXTURE, s, 161));
    expect(s.specials).toEqual([]);
    expect(submitTechIds(s)).not.toContain(161);
  });

  it('leaves a conflicting special unchecked and says why', () => {
    const s = value(chooseTechnique(FIXTURE, classic(), 152));
    const r = toggleSpecial(FIXTURE, s, 171);
    expect(r).toMatchObject({ ok: false, message: { key: 'rules:tech_clash_chosen', params: { name: '防水处理', chosen: '真丝里布' } } });
  });

  it('unchecks a special that a later choice conflicts with', () => {
    let s = value(toggleSpecial(FIXTURE, classic(), 162));
    // 明线 owns a clash with 无里: choosing 无里 is refused while 明线 is checked.
    expect(chooseTechnique(FIXTURE, s, 123)).toMatchObject({ ok: false, message: { key: 'rules:tech_clash_chosen' } });
    // 半里 owns a clash with 防水处理: choosing it unchecks the special.
    s = value(toggleSpecial(FIXTURE, classic(), 171));
    s = value(chooseTechnique(FIXTURE, s, 122));
    expect(techOf(s, 3)).toBe(122);
    expect(s.specials).toEqual([]);
  });
});

describe('similar techniques', () => {
  it('offers the group without the techniques that clash with the edition', () => {
    const ids = similarTechniques(FIXTURE, doubleBreasted(), 112).map((t) => t.id);
    expect(ids).toEqual([111, 112]);
  });

  it('for types other than outer, also leaves out those clashing with chosen techniques', () => {
    const s = value(chooseTechnique(FIXTURE, classic(), 123));
    expect(similarTechniques(FIXTURE, s, 131).map((t) => t.id)).toEqual([131]);
    // Outer techniques keep the options that clash with chosen ones (the choice then replaces them).
    const db = value(chooseTechnique(FIXTURE, classic(), 103));
    expect(similarTechniques(FIXTURE, db, 112).map((t) => t.id)).toEqual([111, 112, 113]);
  });
});

describe('range replacement', () => {
  it('replaces only the outer techniques for range 1 and keeps the inner ones', () => {
    const s = value(replaceByRange(FIXTURE, classic(), [102, 113, 122, 142], 1));
    expect([techOf(s, 1), techOf(s, 2), techOf(s, 3), techOf(s, 5)]).toEqual([102, 113, 121, 141]);
  });

  it('replaces everything for range 0 and only fabric techniques for range 3', () => {
    const all = value(replaceByRange(FIXTURE, classic(), [102, 113, 122, 142], 0));
    expect([techOf(all, 1), techOf(all, 2), techOf(all, 3), techOf(all, 5)]).toEqual([102, 113, 122, 142]);
    const fabric = value(replaceByRange(FIXTURE, classic(), [102, 122, 142], 3));
    expect([techOf(fabric, 1), techOf(fabric, 3), techOf(fabric, 5)]).toEqual([101, 121, 142]);
  });

  it('refuses an inner replacement that conflicts with the kept outer half (变更工艺和已选工艺存在冲突)', () => {
    const s = value(toggleSpecial(FIXTURE, classic(), 162));
    expect(replaceByRange(FIXTURE, s, [123], 2)).toEqual({ ok: false, message: { key: 'rules:replace_clash' } });
  });

  it('refuses a replacement that clashes with the edition', () => {
    expect(replaceByRange(FIXTURE, doubleBreasted(), [101], 1)).toMatchObject({ ok: false, message: { key: 'rules:tech_clash_edition' } });
  });

  it('sets fabric and composition from a product for ranges all and fabric only, as type 1', () => {
    const all = value(applyProduct(FIXTURE, emptyTechState(FIXTURE, 1), 'P01001', 0));
    expect(all.fabric).toEqual({ type_id: 1, fabric_num: 'VBC3101', composition: '90%羊毛 10%羊绒', composition_en: '90% wool 10% cashmere' });
    expect(value(applyProduct(FIXTURE, emptyTechState(FIXTURE, 1), 'P01001', 1)).fabric).toBeNull();
    expect(applyProduct(FIXTURE, classic(), 'NOPE', 0)).toMatchObject({ ok: false, message: { key: 'rules:unknown_product' } });
  });

  it('applies a style with its edition when none is chosen yet, unlocked', () => {
    const s = value(applyStyle(FIXTURE, emptyTechState(FIXTURE, 1), 'S01001', 0));
    expect(s.edition_id).toBe(1);
    expect(s.edition_locked).toBe(false);
    expect(techOf(s, 3)).toBe(123);
  });
});

describe('fabric techniques and saved sets', () => {
  it('keeps the defaults for domestic fabric and takes the dearest fitting trim for imported fabric', () => {
    const s = classic();
    const imported = fabricTechniques(FIXTURE, s, FIXTURE.fabrics[1]!);
    expect([techOf(imported, 5), techOf(imported, 6)]).toEqual([142, 152]);
    const domestic = fabricTechniques(FIXTURE, imported, FIXTURE.fabrics[0]!);
    expect([techOf(domestic, 5), techOf(domestic, 6)]).toEqual([141, 151]);
    const unlined = fabricTechniques(FIXTURE, value(chooseTechnique(FIXTURE, s, 123)), FIXTURE.fabrics[1]!);
    expect(techOf(unlined, 6)).toBe(151);
  });

  it('finds the first conflict in a saved set, or none', () => {
    expect(findConflict(FIXTURE, 1, [101, 111, 121])).toBeNull();
    expect(findConflict(FIXTURE, 2, [101])).toMatchObject({ key: 'rules:tech_clash_edition' });
    expect(findConflict(FIXTURE, 1, [103, 113])).toMatchObject({ key: 'rules:tech_clash_chosen', params: { name: '青果领', chosen: '双排六粒扣' } });
  });

  it('rebuilds a panel from saved ids with changes marked against the edition', () => {
    const s = stateFromTechIds(FIXTURE, 1, 1, [102, 111, 161]);
    expect(techOf(s, 1)).toBe(102);
    expect(s.choices.find((c) => c.group_id === 1)!.has_changed).toBe(true);
    expect(s.specials).toEqual([161]);
  });
});
