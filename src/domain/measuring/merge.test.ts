import { describe, expect, it } from 'vitest';
import { mergeChange } from './merge';
import { saveFields } from './person-fields';

describe('mergeChange', () => {
  const current = { height: 170, weight: 60, wearing_style: 1 };

  it('applies what this device changed and leaves what another device changed since', () => {
    // Another device moved weight 55 -> 60 after this device read the person (weight 55).
    const later = [{ device: 'b', changed: { weight: 60 }, previous: { weight: 55 } }];
    const r = mergeChange({ current, later, device: 'a', incoming: { height: 175, weight: 55, wearing_style: 1 } });
    expect(r.next).toEqual({ height: 175, weight: 60, wearing_style: 1 });
    expect(r.changed).toEqual({ height: 175 });
    expect(r.previous).toEqual({ height: 170 });
    expect(r.conflicts).toEqual([]);
  });

  it('makes a field both sides changed to different values a conflict, the later applied', () => {
    const later = [{ device: 'b', changed: { height: 170 }, previous: { height: 160 } }];
    const r = mergeChange({ current, later, device: 'a', incoming: { height: 185 } });
    expect(r.next.height).toBe(185);
    expect(r.conflicts).toEqual([{ field: 'height', replaced: 170, applied: 185 }]);
  });

  it('is no conflict when both sides set the same value, or when the device changes its own value again', () => {
    const later = [{ device: 'b', changed: { height: 170 }, previous: { height: 160 } }];
    expect(mergeChange({ current, later, device: 'a', incoming: { height: 170 } })).toMatchObject({ changed: {}, conflicts: [] });
    const own = [{ device: 'a', changed: { height: 170 }, previous: { height: 160 } }];
    expect(mergeChange({ current, later: own, device: 'a', incoming: { height: 171 } })).toMatchObject({ changed: { height: 171 }, conflicts: [] });
  });

  it('applies every differing field of a change without a base, with no conflict', () => {
    const r = mergeChange({ current, later: null, device: 'a', incoming: { height: 160, weight: 60 } });
    expect(r).toMatchObject({ changed: { height: 160 }, conflicts: [] });
  });

  it('reads a save as one field per value: items of each category and round', () => {
    const fields = saveFields({
      repair_status_id: 1,
      height: 170,
      weight: 60,
      wearing_style: 2,
      size_info: [{ category_id: 3, edition_type_id: 4, size: 'M', num: 1, item: [{ id: 5, value: 90 }, { id: 6, value: null }], special: [{ id: 7, value: 1 }], special_position_remark: '' }],
    });
    expect(fields).toMatchObject({ 'm:1:3:item:5': 90, 'm:1:3:item:6': null, 'm:1:3:special:7': 1, 'm:1:3:wear': 2, 'm:1:3:size': 'M' });
  });
});
