import { expect, it } from 'vitest';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';
import { sampleSizeOptions } from '../../src/domain/ordering-conference/sample-sizes';
import { eachDatabase } from '../support/api';

const P = {
  list: '/ordering_conference/list',
  save: '/ordering_conference/save',
  detail: '/ordering_conference/detail',
  addSample: '/ordering_conference/add_sample',
  invite: '/ordering_conference/invite',
  tag: '/ordering_conference/sample_tag',
  order: '/ordering_conference/order',
  close: '/ordering_conference/close',
};
const SELLER = '13800000001';
const SHOP = '13800000002';
const COMPANY = '13800000003';
const MEASURER = '13800000004';
/** Three sizes on the charts of both the jacket and the trousers the samples are taken from. */
const [S, M, L] = ['165/84A', '170/88A', '175/92A'];

eachDatabase('ordering conference', (s) => {
  /** Two catalogue products of different categories, and one sharing the first's category. */
  const products = async () => {
    const all = (await loadCatalogue(s().db)).products;
    const a = all[0]!;
    const b = all.find((p) => p.category_id !== a.category_id)!;
    const same = all.find((p) => p.category_id === a.category_id && p.product_code !== a.product_code);
    return { a, b, same };
  };

  const setUp = async (name: string) => {
    const seller = await s().login(SELLER);
    const { id } = (await s().call('POST', P.save, { token: seller, body: { name, start_date: '2026-12-01', end_date: '2026-12-03' } })).body.result;
    const { a, b } = await products();
    const sa = (await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: a.product_code, price: '399.50', sizes: [S, M, L] } })).body.result.id;
    const sb = (await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: b.product_code, price: '120', sizes: [M, L] } })).body.result.id;
    for (const phone of [SHOP, COMPANY]) expect((await s().call('POST', P.invite, { token: seller, body: { conference_id: id, mobilephone: phone } })).body.errcode).toBe(0);
    return { seller, id, sa, sb, a, b };
  };

  it('takes counts from invited buyers, shows live totals, and closes into each buyer’s cart once, to the fen', async () => {
    const { seller, id, sa, sb, a } = await setUp('春季订货会');
    const shop = await s().login(SHOP);
    const company = await s().login(COMPANY);
    expect((await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: M, quantity: 3 }, { size: L, quantity: 2 }] } })).body.result).toEqual({ sample_id: sa, pieces: 5 });
    // A second save replaces the first: counts are set, not added.
    await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: M, quantity: 4 }, { size: L, quantity: 2 }] } });
    await s().call('POST', P.order, { token: shop, body: { sample_id: sb, lines: [{ size: M, quantity: 1 }] } });
    await s().call('POST', P.order, { token: company, body: { sample_id: sa, lines: [{ size: S, quantity: 10 }] } });

    const detail = (await s().call('GET', P.detail, { token: seller, query: { id } })).body.result;
    expect(detail.lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0)).toBe(17);
    // A buyer sees its own counts only.
    const mine = (await s().call('GET', P.detail, { token: company, query: { id } })).body.result;
    expect(mine.lines).toEqual([expect.objectContaining({ size: S, quantity: 10 })]);
    expect(mine.buyers).toHaveLength(1);

    // The tag is public; an invited buyer also gets its counts there.
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    const tag = detail.samples.find((x: { id: number }) => x.id === sa).tag as string;
    const publicTag = (await s().call('GET', P.tag, { token: anon, query: { product_no: a.product_code, tag } })).body.result;
    expect(publicTag.offers[0]).toMatchObject({ conference_id: id, price: '399.50', sizes: [S, M, L], mine: null });
    const shopTag = (await s().call('GET', P.tag, { token: shop, query: { product_no: a.product_code, tag } })).body.result;
    const shopMine = shopTag.offers.find((o: { conference_id: number }) => o.conference_id === id).mine;
    expect(shopMine).toHaveLength(2);
    expect(shopMine).toEqual(expect.arrayContaining([{ size: M, quantity: 4 }, { size: L, quantity: 2 }]));

    const closed = await s().call('POST', P.close, { token: seller, body: { id }, lang: 'zh' });
    expect(closed.body.errcode).toBe(0);
    const orders = closed.body.result.orders as { buyer_id: number; order_id: number }[];
    expect(orders).toHaveLength(2);
    const shopCart = (await s().call('GET', '/common.cart/cart_list', { token: shop, query: { size: 100 } })).body.result.list;
    const shopOrder = shopCart.find((o: { id: number }) => orders.some((x) => x.order_id === o.id));
    // 6 x 399.50 + 1 x 120.00
    expect(shopOrder).toMatchObject({ order_type_id: 4, quantity: 7, payamount: '2517.00' });
    const companyCart = (await s().call('GET', '/common.cart/cart_list', { token: company, query: { size: 100 } })).body.result.list;
    expect(companyCart.find((o: { id: number }) => orders.some((x) => x.order_id === o.id))).toMatchObject({ quantity: 10, payamount: '3995.00' });

    // Closed is closed: no more counts, no second close.
    expect((await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: M, quantity: 1 }] } })).body.errcode).toBe(40009);
    expect((await s().call('POST', P.close, { token: seller, body: { id } })).body.errcode).toBe(40009);
    expect((await s().call('GET', P.tag, { token: anon, query: { product_no: a.product_code, tag } })).body.errcode).toBe(40004);
  });

  it("shows on a tag only the conference it was printed for, never every open conference's offer of that product", async () => {
    const first = await setUp('冬季订货会');
    const second = await setUp('夏季订货会');
    const anon = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    const tagOf = async (conference: number, sample: number) =>
      ((await s().call('GET', P.detail, { token: first.seller, query: { id: conference } })).body.result.samples as { id: number; tag: string }[]).find((x) => x.id === sample)!.tag;
    const tagA = await tagOf(first.id, first.sa);
    const read = (query: Record<string, string>) => s().call('GET', P.tag, { token: anon, query, lang: 'en' });
    const shown = (await read({ product_no: first.a.product_code, tag: tagA })).body.result;
    expect(shown.offers.map((o: { conference_id: number }) => o.conference_id)).toEqual([first.id]);
    expect(shown.offers[0]).toMatchObject({ conference_name: '冬季订货会', price: '399.50' });
    // The second conference's tag of the same product shows only the second.
    const tagB = await tagOf(second.id, second.sa);
    expect((await read({ product_no: first.a.product_code, tag: tagB })).body.result.offers.map((o: { conference_id: number }) => o.conference_id)).toEqual([second.id]);
    // A product number alone, a tag of another product, or one made up from a conference's number: no listing, the same answer.
    const refused = [
      await read({ product_no: first.a.product_code }),
      await read({ product_no: first.b.product_code, tag: tagA }),
      await read({ product_no: first.a.product_code, tag: `${second.id}${tagA.slice(String(first.id).length)}` }),
      await read({ product_no: first.a.product_code, tag: String(first.id) }),
    ];
    for (const res of refused) expect(res.body).toMatchObject({ errcode: 40004, result: null });
  });

  it('refuses what is not allowed: uninvited buyers, unknown sizes, bad prices and phones, and others’ conferences', async () => {
    const { seller, id, sa } = await setUp('秋季订货会');
    const measurer = await s().login(MEASURER);
    const shop = await s().login(SHOP);
    expect((await s().call('POST', P.order, { token: measurer, body: { sample_id: sa, lines: [{ size: M, quantity: 1 }] } })).body.errcode).toBe(40004);
    const badSize = await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: 'XXL', quantity: 1 }] }, lang: 'en' });
    expect(badSize.body).toMatchObject({ errcode: 40001, message: 'Size XXL is not one of the sample\'s', result: { field: 'lines.0.size' } });
    const tooMany = await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: M, quantity: 10000 }] }, lang: 'zh' });
    expect(tooMany.body).toMatchObject({ errcode: 40001, message: '数量应为 0 到 9999 的整数' });
    const { a } = await products();
    const twice = await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: a.product_code, price: '1', sizes: [M] }, lang: 'zh' });
    expect(twice.body).toMatchObject({ errcode: 40001, message: '该样衣已在订货会中', result: { field: 'product_no' } });
    const badPrice = await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: 'X', price: '-3', sizes: [M] }, lang: 'zh' });
    expect(badPrice.body).toMatchObject({ errcode: 40001, result: { field: 'price' } });
    const noProduct = await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: 'NO-SUCH', price: '10', sizes: [M] }, lang: 'en' });
    expect(noProduct.body).toMatchObject({ errcode: 40001, message: 'No such product number' });
    const measurerInvite = await s().call('POST', P.invite, { token: seller, body: { conference_id: id, mobilephone: MEASURER }, lang: 'zh' });
    expect(measurerInvite.body).toMatchObject({ errcode: 40001, message: '没有这个门店或公司账号' });
    const again = await s().call('POST', P.invite, { token: seller, body: { conference_id: id, mobilephone: SHOP }, lang: 'zh' });
    expect(again.body).toMatchObject({ errcode: 40001, message: '该买家已被邀请' });
    // Buyers do not run conferences; a conference not theirs is not found.
    expect((await s().call('POST', P.save, { token: shop, body: { name: 'x', start_date: '2026-12-01', end_date: '2026-12-01' } })).status).toBe(403);
    expect((await s().call('GET', P.detail, { token: measurer, query: { id } })).body.errcode).toBe(40004);
    const backwards = await s().call('POST', P.save, { token: seller, body: { name: 'x', start_date: '2026-12-05', end_date: '2026-12-01' }, lang: 'zh' });
    expect(backwards.body).toMatchObject({ errcode: 40001, message: '结束日期不能早于开始日期', result: { field: 'end_date' } });
    const list = (await s().call('GET', P.list, { token: shop })).body.result.list;
    expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({ role: 'buyer', sample_count: 2 });
  });

  it('takes a sample’s sizes only from its product’s size chart, and says which size is not, naming the field by its label', async () => {
    const seller = await s().login(SELLER);
    const { id } = (await s().call('POST', P.save, { token: seller, body: { name: '尺码订货会', start_date: '2026-12-01', end_date: '2026-12-03' } })).body.result;
    const { a, b } = await products();
    const snapshot = await loadCatalogue(s().db);
    // The jacket's chart is 155/76Y…190/116C; letter sizes and a trousers-only girth are not on it.
    expect(sampleSizeOptions(snapshot, a.category_id)).toContain('170/88A');
    expect(sampleSizeOptions(snapshot, a.category_id)).not.toContain('170/74A');
    expect(sampleSizeOptions(snapshot, b.category_id)).toContain('170/74A');
    const letters = await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: a.product_code, price: '100', sizes: ['M', 'L'] }, lang: 'en' });
    expect(letters.body).toMatchObject({ errcode: 40001, message: "Sizes: M is not on the product's size chart", result: { field: 'sizes.0' } });
    const offGirth = await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: a.product_code, price: '100', sizes: ['170/88A', '170/74A'] }, lang: 'zh' });
    expect(offGirth.body).toMatchObject({ errcode: 40001, message: '尺码：170/74A 不在该产品的尺码表中', result: { field: 'sizes.1' } });
    // Nothing was added by the refusals; chart sizes are taken, and the trousers take their own girths.
    expect((await s().call('GET', P.detail, { token: seller, query: { id } })).body.result.samples).toEqual([]);
    expect((await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: a.product_code, price: '100', sizes: ['170/88A', '190/116C'] } })).body.errcode).toBe(0);
    expect((await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: b.product_code, price: '100', sizes: ['170/74A'] } })).body.errcode).toBe(0);
  });

  it('splits two samples of one category into separate bulk orders', async () => {
    const { same, a } = await products();
    // The seeded catalogue has two products of one category.
    expect(same).toBeDefined();
    const { seller, id, sa } = await setUp('同品类订货会');
    const sc = (await s().call('POST', P.addSample, { token: seller, body: { conference_id: id, product_no: same!.product_code, price: '100', sizes: [M] } })).body.result.id;
    const shop = await s().login(SHOP);
    await s().call('POST', P.order, { token: shop, body: { sample_id: sa, lines: [{ size: M, quantity: 1 }] } });
    await s().call('POST', P.order, { token: shop, body: { sample_id: sc, lines: [{ size: M, quantity: 2 }] } });
    const closed = (await s().call('POST', P.close, { token: seller, body: { id } })).body.result;
    expect(closed.orders).toHaveLength(2);
    expect(a.category_id).toBe(same!.category_id);
  });
});
