import { beforeAll, expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

eachDatabase('catalogue lookups', (s) => {
  let token = '';
  beforeAll(async () => {
    token = await s().login('13800000001');
  });
  const get = <T = any>(path: string, query?: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => s().call<T>('GET', path, { token, ...(query ? { query } : {}), lang });
  const post = <T = any>(path: string, body: unknown, lang: 'zh' | 'en' = 'zh') => s().call<T>('POST', path, { token, body, lang });

  it('needs a signed-in user', async () => {
    const res = await s().call('GET', '/measuring.index/get_category_list');
    expect(res.body.errcode).toBe(40007);
  });

  it('lists the categories in the caller language', async () => {
    const zh = await get('/measuring.index/get_category_list');
    expect(zh.body.result.map((c: any) => c.id)).toEqual([1, 2, 4, 5, 8, 23, 26, 27, 28]);
    expect(zh.body.result[0]).toMatchObject({ id: 1, category_name: '西服上衣', gender_id: 1 });
    const en = await get('/measuring.index/get_category_list', undefined, 'en');
    expect(en.body.result[0].category_name).toBe('Suit jacket');
  });

  it('lists editions by category and by category ids', async () => {
    const one = await get('/measuring.index/get_edition_types_by_category', { category_id: 2 });
    expect(one.body.result.length).toBeGreaterThanOrEqual(3);
    expect(one.body.result[0]).toEqual(expect.objectContaining({ id: expect.any(Number), edition_number: expect.any(String), default_tech_result: expect.any(Array), clash_tech_ids: expect.any(Array) }));
    const many = await get('/measuring.index/get_edition_types_by_category_ids', { category_ids: '1,2' });
    expect(new Set(many.body.result.map((e: any) => e.category_id))).toEqual(new Set([1, 2]));
    const fast = await get('/fast_order/edition_types', { category_id: 1 });
    expect(fast.body.result.map((e: any) => e.id)).toEqual(one.body.result.length ? [1, 2, 3, 4] : []);
  });

  it('lists body items and special shapes of categories without duplicates', async () => {
    const res = await get('/measuring.index/get_items_by_category_ids', { category_ids: '1,5' });
    const ids = res.body.result.body.map((b: any) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(res.body.result.body).toContainEqual({ id: 2, item_name: '胸围' });
    expect(res.body.result.special.map((x: any) => x.shape_name)).toEqual(expect.arrayContaining(['驼背', '挺胸', '耸肩', '溜肩']));
    expect(res.body.result.special[0].items.map((l: any) => l.name)).toEqual(['无', '轻微', '明显', '严重']);
  });

  it('gives the size chart of one edition with base values', async () => {
    const res = await get('/measuring.measuring_user/get_size_by_one', { category_id: 1, edition_type_id: 1 });
    expect(res.body.result.size_name).toBe('工厂码');
    const centre = res.body.result.list.find((x: any) => x.size_value === '170/88A');
    expect(centre.items).toContainEqual({ item_id: 2, value: 106 });
    const wrong = await get('/measuring.measuring_user/get_size_by_one', { category_id: 1, edition_type_id: 5 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.field).toBe('edition_type_id');
  });

  it('lists techniques by group with the edition defaults, leaving out what clashes with the edition', async () => {
    const res = await get('/fast_order/tech_list', { category_id: 1, edition_id: 4 });
    const groups = res.body.result.groups;
    const front = groups.find((g: any) => g.name === '门襟');
    expect(front.list.map((t: any) => t.tech_name)).toEqual(['双排六粒扣']);
    expect(front.default_tech_id).toBe(front.list[0].id);
    expect(groups.filter((g: any) => g.is_special === 1).map((g: any) => g.type_id)).toEqual([1, 2, 3]);
    const tech = front.list[0];
    expect(tech).toMatchObject({ type_id: 1, type_name: '外观工艺', price: '80.00', is_special: 0, cate_id: 1 });
  });

  it('searches products, styles and their techniques', async () => {
    const products = await get('/fast_order/product_list', { category_id: 1, keyword: 'p01' });
    expect(products.body.result.length).toBe(4);
    expect(products.body.result[0].items[0]).toEqual({ extra_value: '成分', item_value: expect.any(String) });
    const byProduct = await get('/fast_order/tech_by_product', { category_id: 1, product_code: products.body.result[0].product_code });
    expect(byProduct.body.result.tech_list.length).toBe(byProduct.body.result.tech_ids.length);
    const styles = await get('/fast_order/style_list', { category_id: 2, keyword: '' });
    expect(styles.body.result.length).toBe(4);
    const byStyle = await get('/fast_order/tech_by_style', { category_id: 2, style_number: styles.body.result[0].style_number });
    expect(byStyle.body.result.edition_number).toBe(styles.body.result[0].edition_number);
    const unknown = await get('/fast_order/tech_by_product', { category_id: 1, product_code: 'P99999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.field).toBe('product_code');
  });

  it('saves, lists, loads and deletes common styles per user', async () => {
    const empty = await post('/fast_order/add_common_style', { name: '', tech_ids: [100], category_id: 1 });
    expect(empty.body).toMatchObject({ errcode: 40001, message: '常用名不能为空', result: { field: 'name' } });
    const noTech = await post('/fast_order/add_common_style', { name: '商务款', tech_ids: [], category_id: 1 });
    expect(noTech.body.message).toBe('请选择工艺');
    const noCat = await post('/fast_order/add_common_style', { name: '商务款', tech_ids: [100] });
    expect(noCat.body.message).toBe('请选择品类');
    const clash = await post('/fast_order/add_common_style', { name: '冲突款', tech_ids: [103, 106], category_id: 1, edition_id: 1 });
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('所选工艺青果领和已选工艺双排六粒扣存在冲突, 请重新选择!');

    const added = await post('/fast_order/add_common_style', { name: '商务款', tech_ids: [101, 104], category_id: 1, edition_id: 1, is_common: 1 });
    expect(added.body.errcode).toBe(0);
    const list = await get('/fast_order/common_style_list', { category_id: 1 });
    expect(list.body.result).toContainEqual(expect.objectContaining({ id: added.body.result.id, name: '商务款', tech_ids: [101, 104], edition_type_id: 1, is_common: 1 }));
    const loaded = await get('/fast_order/tech_by_common_style', { category_id: 1, id: added.body.result.id });
    expect(loaded.body.result.tech_list.map((t: any) => t.id)).toEqual([101, 104]);

    // Another user sees none of them and cannot delete them.
    const other = await s().login('13800000002');
    const theirs = await s().call('GET', '/fast_order/common_style_list', { token: other, query: { category_id: 1 } });
    expect(theirs.body.result).toEqual([]);
    const steal = await s().call('POST', '/fast_order/delete_common_style', { token: other, body: { id: added.body.result.id } });
    expect(steal.status).toBe(404);
    // Said as a sentence (here English, asked without a language), not a name in code ("common style不存在").
    expect(steal.body.message).toBe('This common style no longer exists');

    const deleted = await post('/fast_order/delete_common_style', { id: added.body.result.id });
    expect(deleted.body).toMatchObject({ errcode: 0, message: '删除常用款式成功' });
    expect((await get('/fast_order/common_style_list', { category_id: 1 })).body.result).toEqual([]);
  });

  it('saves a common style sent with the spec’s edition_type_id, and names that field when it is wrong', async () => {
    const added = await post('/fast_order/add_common_style', { name: '规格款', category_id: 1, style_number: '', tech_ids: [101, 104], series_id: 1, edition_type_id: 1, is_common: 1 });
    expect(added.body.errcode).toBe(0);
    const list = await get('/fast_order/common_style_list', { category_id: 1 });
    expect(list.body.result).toContainEqual(expect.objectContaining({ id: added.body.result.id, edition_type_id: 1 }));
    // An edition of another category, an unknown one, and two names that disagree.
    const trousersEdition = (await get('/fast_order/edition_types', { category_id: 2 })).body.result[0].id;
    for (const body of [{ edition_type_id: trousersEdition }, { edition_type_id: 99999 }, { edition_type_id: 1, edition_id: 2 }]) {
      const res = await post('/fast_order/add_common_style', { name: '规格款', category_id: 1, tech_ids: [101], ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result.field).toBe('edition_type_id');
    }
    await post('/fast_order/delete_common_style', { id: added.body.result.id });
  });

  it('filters fabrics by number, text, type and series', async () => {
    const all = await get('/fast_order/fabric_list');
    expect(all.body.result.length).toBeGreaterThanOrEqual(60);
    expect(all.body.result[0]).toEqual(expect.objectContaining({ value: expect.any(String), label: expect.any(String), '3d_image': expect.stringMatching(/^\/textures\/fabric\/.+\.svg$/), items: [{ item_value: expect.any(String) }] }));
    const imported = await get('/fast_order/fabric_list', { type_id: 3 });
    expect(imported.body.result.every((f: any) => f.type_id === 3)).toBe(true);
    const byNum = await get('/fast_order/fabric_list', { fabric_num: all.body.result[5].fabric_num });
    expect(byNum.body.result).toHaveLength(1);
    const byText = await get('/fast_order/fabric_list', { keyword: 'cashmere' });
    expect(byText.body.result.length).toBeGreaterThan(0);
    const deep = await post('/deep_custom/fabric_list', { category_id: 5, type_id: 1, size: 1000 });
    expect(deep.body.result.length).toBeGreaterThan(0);
    expect(deep.body.result.every((f: any) => f.type_id === 1)).toBe(true);
  });

  it('serves the clash table with relation lists', async () => {
    const res = await get('/fast_order/clash_table');
    expect(res.body.result.length).toBeGreaterThanOrEqual(40);
    const withRelation = res.body.result.find((c: any) => c.relation_tech_ids.length > 0);
    expect(withRelation.relation_tech_data[0]).toEqual(expect.objectContaining({ id: withRelation.relation_tech_ids[0], tech_name: expect.any(String) }));
    expect(withRelation.targetTechId).toBe(withRelation.tech_id);
  });

  it('lists wearing styles, body items with ranges and special shapes per category', async () => {
    const styles = await get('/fast_order/wearing_styles', { category_ids: '1,2' });
    expect(styles.body.result.map((x: any) => x.cate_name)).toEqual(['西服上衣', '西裤']);
    expect(styles.body.result[0].items.map((i: any) => i.name)).toEqual(['标准', '修身', '宽松', '特宽松']);
    const items = await get('/fast_order/body_items', { category_ids: '2' });
    expect(items.body.result[0]).toEqual({ id: 8, item_name: '腰围', cate_id: 2, cate_name: '西裤', is_required: 1, min_value: 50, max_value: 160 });
    const shapes = await get('/fast_order/special_shapes', { category_ids: '26' });
    expect(shapes.body.result.map((x: any) => x.shape_name)).toEqual(['凸肚', '翘臀']);
  });

  it('lists processing grades with prices by categories, style or product', async () => {
    const byCats = await get('/fast_order/process_list', { category_ids: '1,2' });
    expect(byCats.body.result[0]).toMatchObject({ id: 1, process_name: '精品手工', price: '5000.00' });
    const byStyle = await get('/fast_order/process_list', { style_number: 'S02001' });
    expect(byStyle.body.result[0].price).toBe('1200.00');
    const none = await get('/fast_order/process_list', {});
    expect(none.status).toBe(400);
    expect(none.body.result.field).toBe('category_ids');
  });

  it('gives standard size data by edition number and the special techniques of styles', async () => {
    const sizes = await get('/fast_order/standard_size_data', { category_id: 2, edition_number: 'KX0201' });
    expect(sizes.body.result[0].size_name).toBe('工厂码');
    expect(sizes.body.result[0].list.some((x: any) => x.size_value === '170/74A')).toBe(true);
    const specials = await get('/fast_order/special_tech', { style_numbers: 'S01001,S05001' });
    expect(specials.body.result.map((x: any) => x.category_id)).toEqual([1, 5]);
    expect(specials.body.result[0].list.every((t: any) => t.is_special === 1)).toBe(true);
  });

  it('answers the deep customization lookups', async () => {
    expect((await get('/deep_custom/series_list')).body.result).toHaveLength(4);
    const women = await get('/deep_custom/category_list', { gender_id: 2 });
    expect(women.body.result.map((c: any) => c.id)).toEqual([8, 23, 26, 27, 28]);
    const editions = await get('/deep_custom/edition_list', { category_id: 1, series_id: 2 });
    expect(editions.body.result.map((e: any) => e.edition_name)).toEqual(['双排扣']);
    const processes = await get('/deep_custom/process_list', { category_id: 5 });
    expect(processes.body.result.map((p: any) => p.price)).toEqual(['900.00', '600.00', '380.00', '260.00']);
    const attrs = await get('/deep_custom/fabric_attrs');
    expect(attrs.body.result.types.map((t: any) => t.name)).toEqual(['国产面料', '客供面料', '进口面料']);
    const tree = await get('/deep_custom/tech_tree', { category_id: 5, edition_ids: '13' });
    expect(tree.body.result.map((t: any) => t.type_id)).toEqual([1, 2, 3]);
    expect(tree.body.result[0].groups.length).toBeGreaterThan(0);
    const styles = await get('/deep_custom/wearing_styles', { category_id: 26 });
    expect(styles.body.result.items).toHaveLength(4);
    const items = await get('/deep_custom/body_items', { category_id: '1,5' });
    const ids = items.body.result.map((i: any) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sizeData = await get('/deep_custom/standard_size_data', { category_id: 8, edition_type_id: 16, gender_id: 2 });
    expect(sizeData.body.result[0].list[0].size_value).toMatch(/^145\//);
    const sizeList = await get('/deep_custom/size_list', { category_id: 2, edition_type_id: 5 });
    expect(sizeList.body.result.list).toContain('170/74A');
    const comp = await get('/deep_custom/complementary_process', { edition_number: 'XF0101' });
    expect(comp.body.result).toHaveLength(4);
    const products = await get('/deep_custom/product_list', { category_id: 2, keyword: 'P02' });
    expect(products.body.result).toHaveLength(4);
    const tech = await get('/deep_custom/tech_by_product', { product_code: products.body.result[0].product_code });
    expect(tech.body.result.category_id).toBe(2);
  });

  it('gives the BOM and fabric techniques: edition defaults for domestic fabric, premium trim for imported', async () => {
    const fabrics = (await get('/fast_order/fabric_list', { category_id: 1 })).body.result;
    const domestic = fabrics.find((f: any) => f.type_id === 1).fabric_num;
    const imported = fabrics.find((f: any) => f.type_id === 3).fabric_num;
    const bomD = await post('/deep_custom/bom', { fabric_code: domestic, edition_number: 'XF0101', process_id: 1 });
    expect(bomD.body.result.unit_consumption).toBe(1.8);
    expect(bomD.body.result.bom.map((t: any) => t.tech_name)).toEqual(['树脂扣', '涤纶里布', '粘合衬']);
    const bomI = await post('/deep_custom/bom', { fabric_code: imported, edition_number: 'XF0101', process_id: 1 });
    expect(bomI.body.result.bom.map((t: any) => t.tech_name)).toEqual(['牛角扣', '真丝里布', '全毛衬']);
    const list = await get('/deep_custom/fabric_tech_list', { fabric_num: imported, edition_number: 'XF0101', process_id: 2 });
    expect(list.body.result.map((t: any) => t.tech_name)).toEqual(['牛角扣', '真丝里布', '全毛衬']);
    const bad = await post('/deep_custom/bom', { fabric_code: 'NOPE', edition_number: 'XF0101', process_id: 1 });
    expect(bad.body.result.field).toBe('fabric_code');
  });

  it('refuses unknown ids and malformed lookups naming the field', async () => {
    for (const [path, query, field, label] of [
      ['/measuring.index/get_edition_types_by_category', { category_id: 3 }, 'category_id', 'Category'],
      ['/measuring.index/get_edition_types_by_category', { category_id: 'abc' }, 'category_id', 'Category'],
      ['/measuring.index/get_items_by_category_ids', { category_ids: '1,99' }, 'category_ids.1', 'Category'],
      ['/fast_order/tech_list', { category_id: 1, edition_id: 5 }, 'edition_id', 'Pattern'],
      ['/fast_order/body_items', { category_ids: '' }, 'category_ids', 'Category'],
      ['/deep_custom/complementary_process', { edition_number: 'XX' }, 'edition_number', 'Pattern'],
    ] as const) {
      const res = await get(path, query, 'en');
      expect(res.status, path).toBe(400);
      expect(res.body.result.field, path).toBe(field);
      // Named by its label in the caller's language, never by its wire name.
      expect(res.body.message, path).toMatch(new RegExp(`^${label}: `));
      expect(res.body.message, path).not.toContain(field);
    }
  });
});
