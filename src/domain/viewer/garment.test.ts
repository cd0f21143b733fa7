import { describe, expect, it } from 'vitest';
import { BODY_ITEM } from '../catalogue/constants';
import { indexCatalogue } from '../catalogue/lookup';
import { FIXTURE } from '../rules/fixture-catalogue';
import { bodyOf, cutOf, DEFAULT_CUT, netOfCategories, TYPICAL_BODY, viewerScene } from './garment';

const idx = indexCatalogue(FIXTURE);

describe('what the 3D viewer draws', () => {
  it('follows the visible techniques: button count, double-breasted front, lapel', () => {
    expect(cutOf(idx, [101, 111])).toMatchObject({ buttons: 2, doubleBreasted: false, lapel: 'notch' });
    expect(cutOf(idx, [103, 112])).toMatchObject({ buttons: 6, doubleBreasted: true, lapel: 'peak' });
    expect(cutOf(idx, [102, 113])).toMatchObject({ buttons: 1, lapel: 'shawl' });
    // Techniques that do not show (lining, buttons' material) leave the defaults.
    expect(cutOf(idx, [121, 141])).toEqual(DEFAULT_CUT);
  });

  it('cuts for the measured body, and fills what is not measured (or mid-typing) from what is', () => {
    const net = new Map([
      [BODY_ITEM.chest, 112],
      [BODY_ITEM.waist, 104],
      [BODY_ITEM.sleeveLength, 6],
    ]);
    const body = bodyOf(1, 162, net);
    expect(body).toMatchObject({ height: 162, chest: 112, waist: 104 });
    // A broad chest has broad shoulders and hips; a short body short sleeves and trousers.
    expect(body.shoulder).toBe(TYPICAL_BODY[1].shoulder + (112 - 88) / 4);
    expect(body.hip).toBe(112 + 4);
    expect(body.sleeve).toBeCloseTo((TYPICAL_BODY[1].sleeve * 162) / 170, 6);
    expect(body.trouserLength).toBeCloseTo((TYPICAL_BODY[1].trouserLength * 162) / 170, 6);
    expect(bodyOf(2, null, new Map())).toEqual(TYPICAL_BODY[2]);
    // A height past the tallest drawn draws the tallest; one being typed ("17") the typical one.
    expect(bodyOf(1, 260, new Map()).height).toBe(220);
    expect(bodyOf(1, 17, new Map()).height).toBe(170);
  });

  it('has a model for every seeded category kind and says which chosen ones have none', () => {
    const scene = viewerScene(idx, {
      categories: [
        { category_id: 1, tech_ids: [103], net: new Map() },
        { category_id: 2, tech_ids: [], net: new Map() },
        { category_id: 99, tech_ids: [], net: new Map() },
      ],
      gender: 1,
      height: 180,
      fabric_num: '',
    });
    expect(scene.garments.map((g) => g.kind)).toEqual(['jacket', 'trousers']);
    expect(scene.garments[0]!.cut.doubleBreasted).toBe(true);
    expect(scene.missing).toEqual([99]);
    expect(scene.texture).toBe('');
  });

  it("reads each body item from a category whose table has it, not from another category's hidden copy", () => {
    // Typing 149 in the jacket's mid waist copied its first keystroke, "1", into the trousers'
    // form (which has no mid waist); the trousers' waist was copied into the jacket's the same way.
    const scene = viewerScene(idx, {
      categories: [
        {
          category_id: 1,
          tech_ids: [],
          net: new Map([
            [BODY_ITEM.chest, 150],
            [BODY_ITEM.midWaist, 149],
            [BODY_ITEM.waist, 1],
          ]),
        },
        {
          category_id: 2,
          tech_ids: [],
          net: new Map([
            [BODY_ITEM.waist, 148],
            [BODY_ITEM.hips, 160],
            [BODY_ITEM.midWaist, 1],
          ]),
        },
      ],
      gender: 1,
      height: 195,
      fabric_num: '',
    });
    expect(scene.body).toMatchObject({ height: 195, chest: 150, waist: 148, hip: 160 });
    expect(netOfCategories(idx, [{ category_id: 2, tech_ids: [], net: new Map([[BODY_ITEM.midWaist, 1]]) }]).has(BODY_ITEM.midWaist)).toBe(false);
  });
});
