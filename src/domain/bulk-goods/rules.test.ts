import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../rules/fixture-catalogue';
import { BulkOrderSchema, MAX_ORDER_PIECES, MAX_SIZE_PIECES, type BulkOrderPayload } from './contract';
import { bulkTotals, changeKind, checkBulkOrder, defaultSizes, parseCount, prepayProblem, repeatedStyles } from './rules';

const goods = (sizes: [string, number][], retail = 299) => ({
  category_item_id: 1,
  style_number: 'S01001',
  edition_number: 'E1',
  fabric_num: 'F1',
  retail,
  tech_info: [1, 2],
  category_size_data: sizes.map(([size_name, count]) => ({ size_name, count })),
});
const order = (over: Partial<BulkOrderPayload> = {}) =>
  BulkOrderSchema.parse({
    company_name: '锦江酒店',
    contacts: '李经理',
    user_mobilephone: '13900001111',
    delivery_date: '2027-01-15 00:00:00',
    fabric_type_id: 1,
    product_array: [{ product_code: 'P01001', goods_array: [goods([['170/88A', 10]])] }],
    ...over,
  });

describe('bulk order rules', () => {
  it('asks for each required basic field by name, in the form’s order', () => {
    expect(checkBulkOrder(order())).toBeNull();
    expect(checkBulkOrder(order({ company_name: ' ', contacts: '' }))).toEqual({ field: 'company_name', key: 'large_goods:required', label: 'large_goods:fields.company_name' });
    expect(checkBulkOrder(order({ contacts: '' }))?.label).toBe('large_goods:fields.contacts');
    expect(checkBulkOrder(order({ user_mobilephone: '12345' }))).toMatchObject({ field: 'user_mobilephone', key: 'rules:phone_invalid' });
    expect(checkBulkOrder(order({ delivery_date: '2027-02-30' }))).toMatchObject({ field: 'delivery_date', key: 'large_goods:delivery_invalid' });
  });

  it('refuses no products, a product twice, a size twice and a product without pieces', () => {
    expect(checkBulkOrder(order({ product_array: [] }))?.key).toBe('large_goods:no_products');
    const p = { product_code: 'P01001', goods_array: [goods([['170/88A', 1]])] };
    expect(checkBulkOrder(order({ product_array: [p, p] }))).toMatchObject({ key: 'large_goods:product_twice', field: 'product_array.1.product_code' });
    expect(checkBulkOrder(order({ product_array: [{ product_code: 'P01001', goods_array: [goods([['170/88A', 1], ['170/88A', 2]])] }] }))?.key).toBe('large_goods:size_twice');
    expect(checkBulkOrder(order({ product_array: [{ product_code: 'P01001', goods_array: [goods([['170/88A', 0]])] }] }))).toMatchObject({ key: 'large_goods:no_counts', params: { code: 'P01001' } });
  });

  it('reads size counts as whole numbers, empty as 0', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('abc')).toBeNull();
    expect(parseCount('1000000000')).toBeNull();
  });

  it('bounds the pieces of a size and of the order, and the prepayment by the amount, naming the field by its label', () => {
    const sized = (count: number) => order({ product_array: [{ product_code: 'P01001', goods_array: [goods([['170/88A', 1], ['175/92A', count]])] }] });
    expect(checkBulkOrder(sized(MAX_SIZE_PIECES))).toBeNull();
    expect(checkBulkOrder(sized(MAX_SIZE_PIECES + 1))).toEqual({
      field: 'product_array.0.goods_array.0.category_size_data.1.count',
      key: 'large_goods:size_pieces_max',
      params: { size: '175/92A', max: MAX_SIZE_PIECES },
      label: 'large_goods:fields.count',
    });
    const sizes = Array.from({ length: 11 }, (_, i) => [`${160 + i}/88A`, MAX_SIZE_PIECES] as [string, number]);
    const many = [{ product_code: 'P01001', goods_array: [goods(sizes)] }];
    expect(checkBulkOrder(order({ product_array: many }))).toEqual({ field: 'product_array', key: 'large_goods:order_pieces_max', params: { max: MAX_ORDER_PIECES, count: 11 * MAX_SIZE_PIECES }, label: 'large_goods:fields.count' });
    expect(prepayProblem(406_000, 406_000)).toBeNull();
    expect(prepayProblem(406_001, 406_000)).toEqual({ field: 'prepay', key: 'large_goods:prepay_over_amount', label: 'large_goods:fields.prepay' });
  });

  it('prices at retail times pieces, in fen', () => {
    expect(bulkTotals([{ goods_array: [goods([['170/88A', 3], ['175/92A', 2]], 199.9)] }])).toEqual({ amount_fen: 99950, pieces: 5 });
  });

  it('tells a price-only change from a change that makes another product', () => {
    const saved = [{ edition_number: 'E1', fabric_num: 'F1', tech_ids: [1, 2], retail: '299.00' }];
    expect(changeKind(saved, [{ ...saved[0]!, tech_ids: [2, 1] }])).toBe('none');
    expect(changeKind(saved, [{ ...saved[0]!, retail: '320' }])).toBe('price');
    expect(changeKind(saved, [{ ...saved[0]!, retail: '320', fabric_num: 'F2' }])).toBe('style');
    expect(changeKind(saved, [{ ...saved[0]!, tech_ids: [1, 3] }])).toBe('style');
    expect(changeKind(saved, [{ ...saved[0]!, edition_number: 'E2' }])).toBe('style');
  });

  it('finds repeated new style numbers whatever their case', () => {
    expect(repeatedStyles(['S9', 'S10'])).toBeNull();
    expect(repeatedStyles(['s9', 'S9 '])).toBe('large_goods:new_styles_repeated');
  });

  it('starts a row with the chart’s A-type ladder', () => {
    const chart = FIXTURE.size_charts[0]!;
    const sizes = defaultSizes(chart);
    expect(sizes.length).toBeGreaterThan(3);
    for (const s of sizes) expect(s).toMatch(/^\d{3}\/\d{2,3}A$/);
    expect(sizes).toContain(`${chart.height.centre}/${chart.girth.centre}A`);
  });
});
