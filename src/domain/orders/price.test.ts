import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemUnitPrice, orderAmount, orderQuantity, teamQuantities } from './price';

const suit = [
  { retail_fen: 0, quantity: 2, tech_info: [{ price_fen: 5000 }, { price_fen: 1250 }] },
  { retail_fen: 0, quantity: 1, tech_info: [{ price_fen: 800 }] },
];

describe('prices', () => {
  it('prices a piece as process plus the sum of its techniques', () => {
    expect(itemUnitPrice(88000, suit[0]!)).toBe(88000 + 6250);
  });

  it('sums unit prices and amounts over categories', () => {
    expect(suit.map((i) => itemUnitPrice(1000, i))).toEqual([1000 + 6250, 1000 + 800]);
    expect(orderAmount(1000, suit)).toBe((1000 + 6250) * 2 + (1000 + 800));
    expect(orderQuantity(suit)).toBe(3);
  });

  it("prices a category by its own process price when it has one (grades priced per category)", () => {
    const jacket = { retail_fen: 0, quantity: 1, tech_info: [{ price_fen: 5000 }], process_price_fen: 380000 };
    const trousers = { retail_fen: 0, quantity: 2, tech_info: [], process_price_fen: 120000 };
    expect(itemUnitPrice(999, jacket)).toBe(385000);
    expect(orderAmount(999, [jacket, trousers])).toBe(385000 + 240000);
    expect(itemUnitPrice(999, { ...trousers, process_price_fen: null })).toBe(999);
  });

  it('adds the retail price of bulk goods', () => {
    expect(orderAmount(0, [{ retail_fen: 19900, quantity: 10, tech_info: [] }])).toBe(199000);
  });

  it('never loses a fen: the amount equals the sum of unit price times quantity', () => {
    const item = fc.record({
      retail_fen: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      tech_info: fc.array(fc.record({ price_fen: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.array(item, { minLength: 1, maxLength: 6 }), (process, items) => {
        const expected = items.reduce((s, i) => s + itemUnitPrice(process, i) * i.quantity, 0);
        expect(orderAmount(process, items)).toBe(expected);
        expect(Number.isInteger(orderAmount(process, items))).toBe(true);
      }),
    );
  });

  it('counts a team order category by what its employees get', () => {
    const q = teamQuantities([
      { measuring_info: [{ sub_category_id: 1, quantity: 1 }, { sub_category_id: 2, quantity: 2 }] },
      { measuring_info: [{ sub_category_id: 1, quantity: 1 }] },
    ]);
    expect(q.get(1)).toBe(2);
    expect(q.get(2)).toBe(2);
  });
});
