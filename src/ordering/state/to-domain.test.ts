import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import { FIXTURE } from '@/domain/rules/fixture-catalogue';
import { gradeList } from '@/domain/rules/grading';
import { matchStandardSize } from '@/domain/rules/standard-size';
import { chooseEdition, emptyTechState } from '@/domain/rules/technique';
import { emptyCategoryMeasure, fastOrderReducer, initialFastOrderForm, type FastOrderAction, type FastOrderForm, type Grades } from './fast-order-state';
import { gradingRequestOf } from './grading-request';
import { personBodyValues, toDomainState } from './to-domain';

const run = (...actions: FastOrderAction[]) => actions.reduce(fastOrderReducer, initialFastOrderForm());
const index = indexCatalogue(FIXTURE);

describe('the person’s body for standard sizes', () => {
  it('takes chest and mid waist from whichever category measured them', () => {
    const s = run(
      { type: 'addCategory', category_id: 2, tech: emptyTechState(FIXTURE, 2) },
      { type: 'addCategory', category_id: 1, tech: emptyTechState(FIXTURE, 1) },
      { type: 'setCategoryMeasure', category_id: 1, patch: { net: { 2: '100', 3: '91' } } },
    );
    expect(personBodyValues(s.measure.perCategory)).toEqual([
      { item_id: 2, item_net_value: 100 },
      { item_id: 3, item_net_value: 91 },
    ]);
    expect(personBodyValues({ 2: { ...emptyCategoryMeasure(), net: { 8: '84', 2: 'abc' } } })).toEqual([]);
  });

  it('gives trousers matched on their own tab the body type of the jacket’s chest and mid waist', () => {
    const s = run({ type: 'setCategoryMeasure', category_id: 1, patch: { net: { 2: '100', 3: '91' } } });
    const trousers = { cate_id: 2, height: 180, item_array: [{ item_id: 8, item_value: 92, item_net_value: 91 }], body_values: personBodyValues(s.measure.perCategory) };
    const r = matchStandardSize(FIXTURE, [trousers]);
    expect(r.ok && r.value[0]!.shape_name).toBe('180/92B');
  });
});

describe('the standard size tab in the payload', () => {
  it('carries the catalogue’s standard data for the current edition, not data kept from an earlier one', () => {
    const classic = chooseEdition(FIXTURE, emptyTechState(FIXTURE, 1), 1);
    const doubleBreasted = chooseEdition(FIXTURE, emptyTechState(FIXTURE, 1), 2);
    if (!classic.ok || !doubleBreasted.ok) throw new Error('fixture editions');
    let s = run(
      { type: 'addCategory', category_id: 1, tech: classic.value },
      { type: 'setMeasureType', measureType: 3 },
      { type: 'setCategoryMeasure', category_id: 1, patch: { size_value: '170/88A', size_name: '工厂码', standardCorrection: { 2: 1 } } },
    );
    const chestOf = () => toDomainState(s, index, 'zh').measure.standard[1]!.rows.find((r) => r.body_item_id === 2)!;
    expect(chestOf()).toMatchObject({ body_base_value: 106, body_correct_value: 1 });
    // 双排扣 adds 2 cm of chest to every size.
    s = fastOrderReducer(s, { type: 'setTech', category_id: 1, tech: doubleBreasted.value });
    expect(chestOf()).toMatchObject({ body_base_value: 108, body_correct_value: 1 });
  });

  it('sends no standard data for a size the person’s chart does not have', () => {
    const s = run(
      { type: 'addCategory', category_id: 1, tech: emptyTechState(FIXTURE, 1) },
      { type: 'setCategoryMeasure', category_id: 1, patch: { size_value: 'garbage' } },
    );
    expect(toDomainState(s, index, 'zh').measure.standard[1]).toMatchObject({ size_value: 'garbage', rows: [] });
  });
});

/** The rules worker's answer to the form's request (workers/rules.api.ts grades with gradeList). */
function workerGrades(s: FastOrderForm): Grades {
  const result = gradeList(FIXTURE, gradingRequestOf(s, index));
  const grades: Grades = {};
  if (result.ok) for (const g of result.value) (grades[g.cate_id] ??= {})[g.item_id] = g.grade_value;
  return grades;
}

describe('the net body tab in the payload', () => {
  it('sends allowances and base sizes only while auto grading is on', () => {
    let s = run(
      { type: 'addCategory', category_id: 1, tech: emptyTechState(FIXTURE, 1) },
      { type: 'setNetValue', category_id: 1, item_id: 2, value: '96' },
      { type: 'setCategoryMeasure', category_id: 1, patch: { netCorrection: { 2: 0.5 }, wearing_style: 1 } },
    );
    expect(gradingRequestOf(s, index)).toEqual([]);
    const chestOf = () => toDomainState(s, index, 'zh', workerGrades(s)).measure.net[1]!.rows.find((r) => r.body_item_id === 2)!;
    expect(chestOf()).toMatchObject({ body_item_net_value: 96, body_item_diff_value: null, body_base_value: null, body_correct_value: 0.5 });
    s = fastOrderReducer(s, { type: 'setAutoGrading', on: true });
    // The base size is net plus allowance; the correction stays apart.
    expect(chestOf()).toMatchObject({ body_item_net_value: 96, body_item_diff_value: 14, body_base_value: 110, body_correct_value: 0.5 });
  });

  it('sends the allowances it is given for its own values, not the stored answer to an earlier keystroke', () => {
    const s = run(
      { type: 'addCategory', category_id: 1, tech: emptyTechState(FIXTURE, 1) },
      { type: 'setAutoGrading', on: true },
      { type: 'setCategoryMeasure', category_id: 1, patch: { wearing_style: 2 } },
      // The worker answered for an earlier value; the net chest has changed since.
      { type: 'setGrades', grades: { 1: { 2: 14 } } },
      { type: 'setNetValue', category_id: 1, item_id: 2, value: '100' },
    );
    // The request asks about the value typed last.
    expect(gradingRequestOf(s, index).find((r) => r.item_id === 2)).toMatchObject({ cate_id: 1, item2_value: 100 });
    const chest = toDomainState(s, index, 'zh', workerGrades(s)).measure.net[1]!.rows.find((r) => r.body_item_id === 2)!;
    // Slim (2) chest ease of a jacket is 10 cm.
    expect(chest).toMatchObject({ body_item_net_value: 100, body_item_diff_value: 10, body_base_value: 110 });
  });
});
