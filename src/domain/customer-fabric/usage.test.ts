import { describe, expect, it } from 'vitest';
import { itemMetres, parcelNeeds } from './usage';

describe('customer fabric usage', () => {
  it('takes the BOM metres per piece times the pieces, rounded up to the centimetre', () => {
    expect(itemMetres({ unit_consumption: 1.3, quantity: 3 })).toBe(3.9);
    expect(itemMetres({ unit_consumption: 1.55, quantity: 1 })).toBe(1.55);
    expect(itemMetres({ unit_consumption: 0.333, quantity: 2 })).toBe(0.67);
    expect(itemMetres({ unit_consumption: 0, quantity: 5 })).toBe(0);
  });

  it('adds up the items of each parcel and leaves out items without one', () => {
    const needs = parcelNeeds([
      { fabric_parcel_id: 7, unit_consumption: 1.6, quantity: 1 },
      { fabric_parcel_id: null, unit_consumption: 2, quantity: 9 },
      { fabric_parcel_id: 7, unit_consumption: 1.1, quantity: 1 },
      { fabric_parcel_id: 9, unit_consumption: 1.2, quantity: 10 },
    ]);
    expect([...needs]).toEqual([
      [7, 2.7],
      [9, 12],
    ]);
  });
});
