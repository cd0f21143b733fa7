import { describe, expect, it } from 'vitest';
import { FIXTURE } from './fixture-catalogue';
import { gradeItems, gradeList, gradingRow } from './grading';

describe('grading', () => {
  it('gives the ease of each item for its wearing style', () => {
    const r = gradeItems(FIXTURE, [
      { cate_id: 1, item_id: 3, wearing_style: 1 },
      { cate_id: 1, item_id: 3, wearing_style: 2 },
      { cate_id: 2, item_id: 9, wearing_style: 4 },
    ]);
    expect(r).toEqual({
      ok: true,
      value: {
        skipped: false,
        list: [
          { cate_id: 1, item_id: 3, grade_value: 12.5 },
          { cate_id: 1, item_id: 3, grade_value: 8.5 },
          { cate_id: 2, item_id: 9, grade_value: 12 },
        ],
      },
    });
  });

  it('is skipped until every item has a wearing style', () => {
    const r = gradeItems(FIXTURE, [
      { cate_id: 1, item_id: 2, wearing_style: 1 },
      { cate_id: 2, item_id: 8, wearing_style: 0 },
      { cate_id: 2, item_id: 9 },
    ]);
    expect(r).toEqual({
      ok: true,
      value: { skipped: true, list: [], missing_style: [{ cate_id: 2, item_id: 8 }, { cate_id: 2, item_id: 9 }] },
    });
  });

  it('answers the API and the worker with the spec’s list, empty while skipped, refusals as they are', () => {
    expect(gradeList(FIXTURE, [{ cate_id: 2, item_id: 9, wearing_style: 4 }])).toEqual({ ok: true, value: [{ cate_id: 2, item_id: 9, grade_value: 12 }] });
    expect(gradeList(FIXTURE, [{ cate_id: 2, item_id: 9, wearing_style: 4 }, { cate_id: 2, item_id: 8 }])).toEqual({ ok: true, value: [] });
    expect(gradeList(FIXTURE, [{ cate_id: 99, item_id: 9, wearing_style: 1 }])).toMatchObject({ ok: false, message: { key: 'rules:unknown_category' } });
  });

  it('adds chest ease from the dependent items 2 and 3 (body type from chest minus waist)', () => {
    const chest = (item2: number, item3: number) => {
      const r = gradeItems(FIXTURE, [{ cate_id: 1, item_id: 2, wearing_style: 1, item2_value: item2, item3_value: item3 }]);
      return r.ok && !r.value.skipped ? r.value.list[0]!.grade_value : NaN;
    };
    expect(chest(96, 76)).toBe(14); // drop 20: Y
    expect(chest(96, 82)).toBe(14); // drop 14: A
    expect(chest(96, 87)).toBe(15); // drop 9: B, +1
    expect(chest(96, 93)).toBe(16); // drop 3: C, +2
    // Only item 2 depends on them.
    const waist = gradeItems(FIXTURE, [{ cate_id: 1, item_id: 3, wearing_style: 1, item2_value: 96, item3_value: 93 }]);
    expect(waist.ok && !waist.value.skipped && waist.value.list[0]!.grade_value).toBe(12.5);
  });

  it('scales the ease by the grading technique 80, 81 or 82 and rounds to 0.1', () => {
    const graded = (tech_id: number) => {
      const r = gradeItems(FIXTURE, [{ cate_id: 1, item_id: 3, wearing_style: 1, tech_id }]);
      return r.ok && !r.value.skipped ? r.value.list[0]!.grade_value : NaN;
    };
    // 12.5 x 0.8 = 10, x 1.0 = 12.5, x 1.2 = 15
    expect([graded(80), graded(81), graded(82)]).toEqual([10, 12.5, 15]);
    const slim = gradeItems(FIXTURE, [{ cate_id: 1, item_id: 3, wearing_style: 2, tech_id: 82 }]);
    // 8.5 x 1.2 = 10.2
    expect(slim.ok && !slim.value.skipped && slim.value.list[0]!.grade_value).toBe(10.2);
  });

  it('refuses unknown items, categories, styles and non-grading techniques, saying which', () => {
    expect(gradeItems(FIXTURE, [{ cate_id: 1, item_id: 9, wearing_style: 1 }])).toMatchObject({ ok: false, message: { key: 'rules:unknown_item', params: { index: 0, id: 9 } } });
    expect(gradeItems(FIXTURE, [{ cate_id: 77, item_id: 2, wearing_style: 1 }])).toMatchObject({ ok: false, message: { key: 'rules:unknown_category' } });
    expect(gradeItems(FIXTURE, [{ cate_id: 1, item_id: 2, wearing_style: 9 }])).toMatchObject({ ok: false, message: { key: 'rules:unknown_wearing_style' } });
    expect(gradeItems(FIXTURE, [{ cate_id: 1, item_id: 2, wearing_style: 1, tech_id: 101 }])).toMatchObject({ ok: false, message: { key: 'rules:not_grading_tech' } });
  });

  it('builds a grading row: base = net + ease (0.1), correction in 0.5 steps, final = base + correction', () => {
    expect(gradingRow(88.33, 14.04, 0.7)).toEqual({ measureValue: 88.33, addSubValue: 14, baseValue: 102.4, modifyValue: 0.5, finalValue: 102.9 });
    expect(gradingRow(76, 12.5, -1.3)).toEqual({ measureValue: 76, addSubValue: 12.5, baseValue: 88.5, modifyValue: -1.5, finalValue: 87 });
  });
});
