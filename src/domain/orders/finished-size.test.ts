import { describe, expect, it } from 'vitest';
import { finishedValue, type SizeValues } from './finished-size';

const row = (v: Partial<SizeValues>): SizeValues => ({
  body_item_net_value: null,
  body_item_diff_value: null,
  body_base_value: null,
  body_correct_value: null,
  body_item_clothes_value: null,
  ...v,
});

describe('finishedValue', () => {
  it('is the base plus the correction for a net body measurement', () => {
    expect(finishedValue(row({ body_item_net_value: 88, body_item_diff_value: 12, body_base_value: 100, body_correct_value: -1.5 }), 1)).toBe(98.5);
  });

  it('is net plus allowance plus correction when an older order kept no base', () => {
    expect(finishedValue(row({ body_item_net_value: 88.1, body_item_diff_value: 12.2 }), 1)).toBe(100.3);
  });

  it('is the garment value plus its correction for a finished garment measurement', () => {
    expect(finishedValue(row({ body_item_clothes_value: 104, body_item_correct_value: 1 }), 2)).toBe(105);
    expect(finishedValue(row({ body_item_clothes_value: 104 }), 2)).toBe(104);
  });

  it("is the size's base plus the correction for a standard size", () => {
    expect(finishedValue(row({ body_base_value: 96, body_correct_value: 2 }), 3)).toBe(98);
  });

  it('is null when the value its way is about is missing', () => {
    expect(finishedValue(row({ body_item_diff_value: 12 }), 1)).toBeNull();
    expect(finishedValue(row({ body_base_value: 100 }), 2)).toBeNull();
    expect(finishedValue(row({}), 3)).toBeNull();
  });
});
