import { expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { eachDatabase } from '../support/api';

const I = '/measuring.index';
const U = '/measuring.measuring_user';

// The demo task: suit jacket and trousers, body items 1-6, hunchback and chest out.
const NAMES = {
  en: {
    categories: ['Suit jacket', 'Suit trousers'],
    items: ['Collar', 'Chest', 'Mid waist', 'Shoulder width', 'Sleeve length', 'Sleeve width'],
    shapes: ['Hunchback', 'Chest out'],
  },
  zh: {
    categories: ['西服上衣', '西裤'],
    items: ['领围', '胸围', '中腰', '肩宽', '袖长', '袖肥'],
    shapes: ['驼背', '挺胸'],
  },
} as const;

eachDatabase('measuring names in the caller language', (s) => {
  const measurer = () => s().login('13800000004');

  for (const lang of ['en', 'zh'] as const) {
    const names = NAMES[lang];

    it(`names categories, body items and special shapes of the task list and task info in ${lang}`, async () => {
      const token = await measurer();
      const list = await s().call('GET', `${I}/measuring_list`, { token, lang });
      const task = list.body.result.list[0];
      expect(task.config).toEqual([`${names.categories[0]}*1`, `${names.categories[1]}*2`]);
      expect(task.order_config.map((o: { category: string }) => o.category)).toEqual(names.categories);
      expect(task.body_items.map((b: { item: string }) => b.item)).toEqual(names.items);
      expect(task.special_shape.map((b: { item: string }) => b.item)).toEqual(names.shapes);

      const info = (await s().call('GET', `${I}/task_info`, { token, query: { task_id: 1 }, lang })).body.result;
      expect(info.order_items.map((o: { category: string }) => o.category)).toEqual(names.categories);
      expect(info.body_items.map((b: { item: string }) => b.item)).toEqual(names.items);
      expect(info.special_items.map((b: { item: string }) => b.item)).toEqual(names.shapes);
    });

    it(`names a person's categories, items and special shapes, and the task's shape levels, in ${lang}`, async () => {
      const token = await measurer();
      const person = (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, size: 1 } })).body.result.list[0];
      const info = (await s().call('GET', `${U}/get_user_measuring_info`, { token, query: { task_id: 1, user_id: person.id }, lang })).body.result;
      expect(info.size_info.map((c: { cate_name: string }) => c.cate_name)).toEqual(names.categories);
      expect(info.size_info[0].item.map((i: { name: string }) => i.name)).toEqual(names.items);
      expect(info.size_info[0].special.map((i: { name: string }) => i.name)).toEqual(names.shapes);

      const shapes = (await s().call('GET', `${I}/get_special_shape_value_by_task`, { token, query: { task_id: 1 }, lang })).body.result;
      expect(shapes.map((x: { item: string }) => x.item)).toEqual(names.shapes);
    });

    it(`heads the export's category and item columns in ${lang}`, async () => {
      const token = await measurer();
      const res = await s().app.inject({ method: 'GET', url: `/order_admin${U}/export_measuring_user_info?task_id=1`, headers: { 'x-token': token, 'accept-language': lang } });
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0]!;
      const [size, quantity] = lang === 'en' ? ['size', 'quantity'] : ['尺码', '数量'];
      expect(header.slice(8)).toEqual(names.categories.flatMap((c) => [`${c} ${size}`, `${c} ${quantity}`, ...names.items.map((i) => `${c} ${i}`)]));
    });
  }
});
