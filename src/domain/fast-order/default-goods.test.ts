import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { defaultGoods, defaultGoodsOrProblem } from './default-goods';

const jacket = { category_id: 1, edition: FIXTURE.editions[0]! };
const coat = { category_id: 8, edition: FIXTURE.editions[3]! };
const fabric = { type_id: 1 as const, fabric_num: 'NS1101', composition: '' };
const noGoods = { field: 'items', key: 'foreign_custom:category_required' };

describe('the default goods of a form naming only categories and patterns', () => {
  it('are the goods when they may be ordered', () => {
    const goods = defaultGoodsOrProblem(FIXTURE, fabric, [jacket], noGoods);
    expect(goods).toEqual(defaultGoods(FIXTURE, fabric, [jacket]));
    expect(goods.ok && goods.items).toHaveLength(1);
  });

  it('are the form’s own refusal when the catalogue has no processing grade to make them in', () => {
    expect(defaultGoodsOrProblem({ ...FIXTURE, processes: [] }, fabric, [jacket], noGoods)).toEqual({ ok: false, problem: noGoods });
  });

  it('carry the goods’ problem as the form shows it: its field, key and words', () => {
    const refused = defaultGoods(FIXTURE, fabric, [coat]);
    expect(refused?.ok).toBe(false);
    if (refused?.ok !== false) return;
    expect(defaultGoodsOrProblem(FIXTURE, fabric, [coat], noGoods)).toEqual({ ok: false, problem: { field: refused.problem.field, key: refused.problem.key, params: refused.problem.params } });
  });
});
