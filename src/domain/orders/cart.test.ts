import { describe, expect, it } from 'vitest';
import { cartTypeOf, detailLayoutOf, paymentShortfall, quantityEditable, rowNumber, splitImageList } from './cart';

describe('cart rules', () => {
  it('maps order types to the cart tabs', () => {
    expect([1, 2, 3, 4].map(cartTypeOf)).toEqual(['custom', 'custom', 'group', 'bulk']);
  });

  it('lays out the detail by type and fast sub-type', () => {
    expect(detailLayoutOf(1, null)).toBe('customization');
    expect(detailLayoutOf(2, 1)).toBe('customization');
    expect(detailLayoutOf(2, 2)).toBe('group1');
    expect(detailLayoutOf(3, null)).toBe('group');
    expect(detailLayoutOf(4, null)).toBe('large');
  });

  it('numbers rows across pages with the default size of 3 as the original did', () => {
    expect(rowNumber(1, 3, 0)).toBe(1);
    expect(rowNumber(2, 3, 0)).toBe(4);
    expect(rowNumber(3, 3, 2)).toBe(9);
  });

  it('numbers rows correctly for other page sizes too', () => {
    expect(rowNumber(2, 5, 0)).toBe(6);
    expect(rowNumber(4, 10, 9)).toBe(40);
  });

  it('disables the quantity of team orders only', () => {
    expect(quantityEditable({ sub_fast_type_id: 2 })).toBe(false);
    expect(quantityEditable({ sub_fast_type_id: 1 })).toBe(true);
    expect(quantityEditable({ sub_fast_type_id: null })).toBe(true);
  });

  it('splits comma-separated contract images, ignoring blanks', () => {
    expect(splitImageList('a.jpg, b.jpg,,')).toEqual(['a.jpg', 'b.jpg']);
    expect(splitImageList(null)).toEqual([]);
  });

  it('says what a payment lacks on the balance, nothing when the balance covers it exactly', () => {
    expect(paymentShortfall(380_000, 100_000)).toBe(280_000);
    expect(paymentShortfall(100_000, 100_000)).toBe(0);
    expect(paymentShortfall(0, 0)).toBe(0);
  });
});
