import { describe, expect, it } from 'vitest';
import { buildIndividualPayload } from '../fast-order/build-payload';
import { prepareFastOrder } from '../fast-order/cart-input';
import { individualState } from '../fast-order/fixture-orders';
import { FIXTURE } from '../rules/fixture-catalogue';
import { categoriesLabel, orderNames } from './order-names';
import type { DetailItemData } from './order-input';

const placed = () => {
  const prepared = prepareFastOrder(FIXTURE, buildIndividualPayload(individualState()));
  if (!prepared.ok) throw new Error(prepared.problem.key);
  return prepared.input;
};

describe('names of stored orders in the reader’s language', () => {
  it('reads the catalogue’s English for an English reader', () => {
    const en = orderNames(FIXTURE, 'en');
    const jacket = en.detail(placed().items[0] as DetailItemData);
    expect(jacket).toMatchObject({ category_name: 'Suit jacket', sub_category_name: 'Suit jacket', wearing_style: 'Standard', special_shape_info: [{ shape_name: 'Hunchback', shape_item: 'None' }] });
    expect(jacket.tech_info.map((t) => t.tech_name)).toEqual(['Single-breasted, 2 buttons', 'Notch lapel', 'Full lining', 'Resin buttons', 'Standard grading', 'Hand-sewn buttonholes']);
    expect(jacket.bom_info[0]!.type_name).toBe('Fabric');
    expect(jacket.size_info[0]!.size_data.map((r) => r.body_item_name)).toEqual(['Chest', 'Mid waist']);
    expect(en.process('精品手工')).toBe('Handmade');
    expect(en.remark('样衣订单')).toBe('Sample order');
  });

  it('keeps what the catalogue does not know as stored, and Chinese as stored', () => {
    const en = orderNames(FIXTURE, 'en');
    const stored = placed().items[0] as DetailItemData;
    // An id whose name is another catalogue's (seeded history, a renamed row) is not translated.
    const foreign = en.detail({ ...stored, category_name: '衬衫', sub_category_id: 301, sub_category_name: '商务长袖衬衫', wearing_style: '合体', tech_info: [{ ...stored.tech_info[0]!, tech_name: '平驳头 8cm' }] });
    expect(foreign).toMatchObject({ category_name: '衬衫', sub_category_name: '商务长袖衬衫', wearing_style: '合体', tech_info: [{ tech_name: '平驳头 8cm' }] });
    expect(en.process('手工定制')).toBe('手工定制');
    expect(orderNames(FIXTURE, 'zh').detail(stored)).toBe(stored);
    expect(orderNames(null, 'en').detail(stored)).toBe(stored);
  });
});

describe('an order’s categories in its list row', () => {
  it('names each category once, in order, joined by a slash', () => {
    expect(categoriesLabel(['西服上衣', '西裤', '西服上衣'])).toBe('西服上衣/西裤');
    expect(categoriesLabel(['Shirt'])).toBe('Shirt');
    expect(categoriesLabel([])).toBe('');
  });
});
