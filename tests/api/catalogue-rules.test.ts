import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { recommendSize } from '@/domain/rules/recommend-size';
import { parseSize } from '@/domain/rules/standard-size';
import { eachDatabase } from '../support/api';

eachDatabase('catalogue rule endpoints', (s) => {
  let token = '';
  let snapshot: CatalogueSnapshot;
  beforeAll(async () => {
    token = await s().login('13800000004');
    snapshot = (await s().call('GET', '/catalogue/snapshot', { token })).body.result.snapshot;
  });
  const post = <T = any>(path: string, body: unknown, lang: 'zh' | 'en' = 'en') => s().call<T>('POST', path, { token, body, lang });

  describe('grading', () => {
    it('answers grade values per item, rounded to 0.1, scaled by grading techniques', async () => {
      const res = await post('/fast_order/grading', {
        list: [
          { cate_id: 1, item_id: 2, wearing_style: 1, item2_value: 96, item3_value: 90 },
          { cate_id: 1, item_id: 3, wearing_style: 2, tech_id: 82 },
          { cate_id: 2, item_id: 12, wearing_style: 1, tech_id: 80 },
        ],
      });
      expect(res.body.errcode).toBe(0);
      // chest: 14 + 2 for body type C (96 - 90 = 6); mid waist: slim 10 x 1.2; rise: 1.5 x 0.8
      // Spec 2 §7: the answer is the list of cate_id, item_id, grade_value itself.
      expect(res.body.result).toEqual([
        { cate_id: 1, item_id: 2, grade_value: 16 },
        { cate_id: 1, item_id: 3, grade_value: 12 },
        { cate_id: 2, item_id: 12, grade_value: 1.2 },
      ]);
    });

    it('accepts the list itself as the body, and the deep path answers the same', async () => {
      const list = [{ cate_id: 5, item_id: 2, wearing_style: 3 }];
      const a = await post('/fast_order/grading', list);
      const b = await post('/deep_custom/grading', { list });
      expect(a.body.result).toEqual([{ cate_id: 5, item_id: 2, grade_value: 15 }]);
      expect(b.body.result).toEqual(a.body.result);
    });

    it('is skipped (an empty list) until every item has a wearing style', async () => {
      const res = await post('/fast_order/grading', [{ cate_id: 1, item_id: 2, wearing_style: 1 }, { cate_id: 2, item_id: 8 }]);
      expect(res.body.errcode).toBe(0);
      expect(res.body.result).toEqual([]);
    });

    it.each([
      [[{ cate_id: 3, item_id: 2, wearing_style: 1 }], 'list.0.cate_id'],
      [[{ cate_id: 1, item_id: 8, wearing_style: 1 }], 'list.0.item_id'],
      [[{ cate_id: 1, item_id: 2, wearing_style: 1, tech_id: 101 }], 'list.0.tech_id'],
      [[{ cate_id: 1, item_id: 2, wearing_style: 9 }], 'list.0.wearing_style'],
      [[{ cate_id: 1, item_id: 'chest', wearing_style: 1 }], 'list.0.item_id'],
      [[{ cate_id: 1, item_id: 2, wearing_style: 1, item2_value: -5, item3_value: 80 }], 'list.0.item2_value'],
      [[], 'list'],
    ])('refuses %j naming %s', async (list, field) => {
      const res = await post('/fast_order/grading', { list });
      expect(res.status).toBe(400);
      expect(res.body.result.field).toBe(field);
      expect(res.body.message).not.toContain(field);
    });
  });

  describe('standard size match', () => {
    it('gives shape name, base values and 0.5-step corrections per category', async () => {
      const res = await post('/fast_order/standard_size_match', {
        list: [
          { cate_id: 1, height: 171, edition_id: 1, item_array: [{ item_id: 2, item_value: 107.3, item_net_value: 89 }, { item_id: 3, item_value: 95, item_net_value: 75 }, { item_id: 7, item_value: 76 }] },
          { cate_id: 2, height: 171, item_array: [{ item_id: 8, item_value: 77, item_net_value: 75 }, { item_id: 10, item_value: 104.2 }] },
        ],
      });
      expect(res.body.result).toEqual([
        {
          cate_id: 1,
          shape_name: '170/88A',
          size_name: '工厂码',
          item_array: [
            { item_id: 2, base_value: 106, correct_value: 1.5 },
            { item_id: 3, base_value: 94, correct_value: 1 },
            { item_id: 7, base_value: 75, correct_value: 1 },
          ],
        },
        {
          cate_id: 2,
          shape_name: '170/76A',
          size_name: '工厂码',
          item_array: [
            { item_id: 8, base_value: 78, correct_value: -1 },
            { item_id: 10, base_value: 103, correct_value: 1 },
          ],
        },
      ]);
    });

    it.each([
      [{ cate_id: 1, height: -5, item_array: [{ item_id: 2, item_value: 100 }] }, 'list.0.height'],
      [{ cate_id: 1, height: 9999, item_array: [{ item_id: 2, item_value: 100 }] }, 'list.0.height'],
      [{ cate_id: 1, height: 'tall', item_array: [{ item_id: 2, item_value: 100 }] }, 'list.0.height'],
      [{ cate_id: 1, height: 170, item_array: [{ item_id: 2, item_value: 'abc' }] }, 'list.0.item_array.0.item_value'],
      [{ cate_id: 1, height: 170, edition_id: 5, item_array: [{ item_id: 2, item_value: 100 }] }, 'list.0.edition_id'],
      [{ cate_id: 1, height: 170, item_array: [{ item_id: 5, item_value: 60 }] }, 'list.0.item_array'],
      [{ cate_id: 1, height: 170, item_array: [{ item_id: 2, item_value: 100 }, { item_id: 15, item_value: 60 }] }, 'list.0.item_array'],
      [{ cate_id: 99, height: 170, item_array: [{ item_id: 2, item_value: 100 }] }, 'list.0.cate_id'],
    ])('refuses %j naming %s', async (entry, field) => {
      const res = await post('/fast_order/standard_size_match', { list: [entry] });
      expect(res.status).toBe(400);
      expect(res.body.result.field).toBe(field);
      expect(res.body.message).not.toContain(field);
    });
  });

  describe('recommend_size', () => {
    it('answers a size per edition type id, like 170/88A', async () => {
      const res = await post('/measuring.measuring_user/recommend_size', { height: 170, weight: 65, gender_id: 1, edition_ids: '1,5', wearing_style: 1 });
      expect(res.body.result).toEqual({ '1': '170/88A', '5': '170/74A' });
      const women = await post('/measuring.measuring_user/recommend_size', { height: 160, weight: 55, gender_id: 2, edition_ids: [18, 22, 16], wearing_style: 3 });
      expect(women.body.result).toEqual({ '18': '160/88A', '22': '160/70A', '16': '160/88A' });
    });

    it.each([
      [{ height: -5 }, 'height'],
      [{ height: 9999 }, 'height'],
      [{ height: 'abc' }, 'height'],
      [{ weight: 'heavy' }, 'weight'],
      [{ weight: 0 }, 'weight'],
      [{ gender_id: 3 }, 'gender_id'],
      [{ edition_ids: '1,999' }, 'edition_ids.1'],
      [{ edition_ids: 'x' }, 'edition_ids.0'],
      [{ wearing_style: 0 }, 'wearing_style'],
    ])('refuses %j naming %s', async (change, field) => {
      const res = await post('/measuring.measuring_user/recommend_size', { height: 170, weight: 65, gender_id: 1, edition_ids: '1', wearing_style: 1, ...change });
      expect(res.status).toBe(400);
      expect(res.body.result.field).toBe(field);
    });

    it('never recommends a smaller size to a taller or heavier person, over a grid of the seeded catalogue', () => {
      const editions = snapshot.editions.map((e) => e.id);
      for (const gender of [1, 2]) {
        for (const style of [1, 2, 3, 4]) {
          let previousRow: Record<string, string> | null = null;
          for (let h = 140; h <= 205; h += 5) {
            let previous: Record<string, string> | null = null;
            for (let w = 35; w <= 140; w += 5) {
              const r = recommendSize(snapshot, { height: h, weight: w, gender_id: gender, edition_ids: editions, wearing_style: style });
              if (!r.ok) throw new Error(r.message.key);
              for (const [id, size] of Object.entries(r.value)) {
                const now = parseSize(size)!;
                if (previous) {
                  const before = parseSize(previous[id]!)!;
                  expect(now.girth).toBeGreaterThanOrEqual(before.girth);
                  expect(now.height).toBe(before.height);
                }
              }
              previous = r.value;
              if (w === 70) {
                if (previousRow) {
                  for (const [id, size] of Object.entries(r.value)) {
                    const now = parseSize(size)!;
                    const lower = parseSize(previousRow[id]!)!;
                    expect(now.height).toBeGreaterThanOrEqual(lower.height);
                    expect(now.girth).toBeGreaterThanOrEqual(lower.girth);
                  }
                }
                previousRow = r.value;
              }
            }
          }
        }
      }
    });

    it('agrees with the endpoint along a line of heights and weights', async () => {
      let last = { height: 0, girth: 0 };
      for (const [h, w] of [[150, 45], [160, 55], [170, 65], [180, 80], [190, 100]] as const) {
        const res = await post('/measuring.measuring_user/recommend_size', { height: h, weight: w, gender_id: 1, edition_ids: '1', wearing_style: 1 });
        const size = parseSize(res.body.result['1'])!;
        expect(size.height).toBeGreaterThanOrEqual(last.height);
        expect(size.girth).toBeGreaterThanOrEqual(last.girth);
        last = size;
      }
    });
  });

  describe('technique choice and price', () => {
    it('refuses a technique clashing with the edition with the spec message, in Chinese and English', async () => {
      const body = { category_id: 1, edition_id: 4, tech_ids: snapshot.editions[3]!.default_tech_result, tech_id: 106 };
      const zh = await post('/fast_order/choose_tech', body, 'zh');
      expect(zh.status).toBe(422);
      expect(zh.body.message).toBe('所选工艺青果领和当前版型存在冲突, 请重新选择!');
      const en = await post('/fast_order/choose_tech', body, 'en');
      expect(en.body.message).toBe('The technique Shawl collar conflicts with the current pattern, please choose again!');
    });

    it('refuses a technique a chosen one clashes with, and applies clashes and relations otherwise', async () => {
      const defaults = snapshot.editions[0]!.default_tech_result;
      const db = await post('/fast_order/choose_tech', { category_id: 1, edition_id: 1, tech_ids: defaults, tech_id: 103 }, 'zh');
      expect(db.body.errcode).toBe(0);
      // 双排六粒扣 brings 戗驳头 (105) into the lapel group.
      expect(db.body.result.tech_ids).toContain(105);
      const shawl = await post('/fast_order/choose_tech', { category_id: 1, edition_id: 1, tech_ids: db.body.result.tech_ids, tech_id: 106 }, 'zh');
      expect(shawl.body.message).toBe('所选工艺青果领和已选工艺双排六粒扣存在冲突, 请重新选择!');
    });

    it('answers panels that add_order accepts: a related technique that would clash stays out', async () => {
      const id = (name: string) => snapshot.techniques.find((t) => t.category_id === 1 && t.tech_name === name)!.id;
      const db = await post('/fast_order/choose_tech', { category_id: 1, edition_id: 1, tech_ids: snapshot.editions[0]!.default_tech_result, tech_id: id('双排六粒扣') });
      const slanted = await post('/fast_order/choose_tech', { category_id: 1, edition_id: 1, tech_ids: db.body.result.tech_ids, tech_id: id('斜插有盖袋') });
      expect(slanted.body.errcode).toBe(0);
      expect(slanted.body.result.tech_ids).toEqual(expect.arrayContaining([id('双排六粒扣'), id('斜插有盖袋')]));
      // 有盖票袋 is related to 斜插有盖袋 but 双排六粒扣 owns a clash with it.
      expect(slanted.body.result.tech_ids).not.toContain(id('有盖票袋'));
    });

    it('prices a garment as process price plus technique prices', async () => {
      const res = await post('/fast_order/price', { category_id: 1, process_id: 1, tech_ids: [103, 105, -4] });
      expect(res.body.result).toMatchObject({ process_price: '3800.00', tech_price: '130.00', total_price: '3930.00', total_fen: 393000 });
      const bad = await post('/fast_order/price', { category_id: 1, process_id: 1, tech_ids: [103, 300] });
      expect(bad.body.result.field).toBe('tech_ids.1');
    });
  });
});
