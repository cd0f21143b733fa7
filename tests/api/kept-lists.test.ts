/**
 * The cart's and order management's lists kept by the server while what they show is unchanged
 * (server/modules/order-store/kept-lists.ts): kept answers are the lists' own, and any change to
 * what a list shows, however it is written, is in the next answer. The changes below are written
 * straight to the database, as another process or a repair would: the server is not told.
 */
import { expect, it } from 'vitest';
import { forgetCatalogueVersion } from '../../server/modules/catalogue/snapshot';
import { createCartOrder } from '../../server/modules/order-store/create';
import { keptListAnswers } from '../../server/metrics';
import { DEMO_STAFF_PHONE } from '../../server/seed/accounts';
import { addAccount, eachDatabase, type TestServer } from '../support/api';
import { shirtOrder } from '../support/cart-orders';

type Row = { id: number; order_status_id: number; user_name: string; quantity: number; categories: string; detail_info: { quantity: number }[] };
type Page = { list: Row[]; total: number; page: number; size: number };

const ORDER_LIST = '/order_mgmt/order_list';
const CART_LIST = '/common.cart/cart_list';

/** How many list answers so far were kept ones, and how many read from the database. */
async function answered() {
  const values = (await keptListAnswers.get()).values;
  const of = (source: string) => values.find((v) => v.labels.source === source)?.value ?? 0;
  return { kept: of('kept'), database: of('database') };
}

async function idOf(s: TestServer, phone: string): Promise<number> {
  return (await s.db.selectFrom('users').select('id').where('mobilephone', '=', phone).executeTakeFirstOrThrow()).id;
}

/** A cart order of `owner`'s, placed (status 2) straight in the database. */
async function placedOrder(s: TestServer, owner: number, name: string): Promise<number> {
  const { id } = await createCartOrder(s.db, { id: owner, login_id: owner }, { ...shirtOrder(18000), user_name: name });
  await s.db.updateTable('orders').set({ order_status_id: 2 }).where('id', '=', id).execute();
  return id;
}

eachDatabase('kept order lists', (s) => {
  it('answers an unchanged list from what it kept, with the same answer byte for byte', async () => {
    const token = await s().login('13800000001');
    const ask = () => s().app.inject({ method: 'GET', url: `/order_admin${ORDER_LIST}`, headers: { 'x-token': token, 'accept-language': 'zh' } });
    const first = await ask();
    const before = await answered();
    const second = await ask();
    const third = await ask();
    expect(await answered()).toEqual({ kept: before.kept + 2, database: before.database });
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    // What fastify's own writing of the envelope would have sent.
    expect(first.body).toBe(JSON.stringify(first.json()));
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((first.json() as { result: Page }).result.list.length).toBeGreaterThan(0);
  });

  it("answers afresh once an order or its items are changed in the database, the server not told", async () => {
    const token = await s().login('13800000001');
    const first = (await s().call<Page>('GET', ORDER_LIST, { token })).body.result.list[0]!;
    await s().call<Page>('GET', ORDER_LIST, { token });
    await s().db.updateTable('orders').set({ user_name: '改过的名字' }).where('id', '=', first.id).execute();
    const renamed = (await s().call<Page>('GET', ORDER_LIST, { token })).body.result.list.find((o) => o.id === first.id);
    expect(renamed?.user_name).toBe('改过的名字');
    await s().db.updateTable('order_items').set({ quantity: 7 }).where('order_id', '=', first.id).execute();
    const items = (await s().call<Page>('GET', ORDER_LIST, { token })).body.result.list.find((o) => o.id === first.id);
    expect(items?.detail_info.every((d) => d.quantity === 7)).toBe(true);
    await s().db.updateTable('orders').set({ deleted_at: new Date() }).where('id', '=', first.id).execute();
    const left = (await s().call<Page>('GET', ORDER_LIST, { token })).body.result.list;
    expect(left.map((o) => o.id)).not.toContain(first.id);
  });

  it('shows a staff account’s orders to the shop it is moved under, and no more to the one it left', async () => {
    const seller = await idOf(s(), '13800000001');
    const staff = await idOf(s(), DEMO_STAFF_PHONE);
    const other = await addAccount(s().db, '13900000031', 2);
    const order = await placedOrder(s(), staff, '调走的员工的客户');
    const sellerToken = await s().login('13800000001');
    const otherToken = await s().login('13900000031');
    const ids = async (token: string) => (await s().call<Page>('GET', ORDER_LIST, { token, query: { size: 100 } })).body.result.list.map((o) => o.id);
    // Each list read twice, so that each is kept before the move.
    for (let i = 0; i < 2; i++) {
      expect(await ids(sellerToken)).toContain(order);
      expect(await ids(otherToken)).not.toContain(order);
    }
    await s().db.updateTable('users').set({ parent_id: other }).where('id', '=', staff).execute();
    expect(await ids(sellerToken)).not.toContain(order);
    expect(await ids(otherToken)).toContain(order);
    await s().db.updateTable('users').set({ parent_id: seller }).where('id', '=', staff).execute();
    expect(await ids(sellerToken)).toContain(order);
    expect(await ids(otherToken)).not.toContain(order);
  });

  it('keeps each language, filter and page apart', async () => {
    const token = await s().login('13800000001');
    const ask = async (lang: 'zh' | 'en', query: Record<string, unknown>) => (await s().call<Page>('GET', CART_LIST, { token, lang, query })).body.result;
    for (let round = 0; round < 2; round++) {
      const zh = await ask('zh', { page: 1, size: 3 });
      const en = await ask('en', { page: 1, size: 3 });
      const second = await ask('zh', { page: 2, size: 3 });
      const bulk = await ask('zh', { page: 1, size: 3, order_type_id: '4' });
      expect(en.list.map((o) => o.id)).toEqual(zh.list.map((o) => o.id));
      expect(zh.list[0]!.categories).toMatch(/\p{Script=Han}/u);
      expect(en.list[0]!.categories).not.toMatch(/\p{Script=Han}/u);
      expect(second.page).toBe(2);
      expect(second.list.map((o) => o.id)).not.toContain(zh.list[0]!.id);
      expect(bulk.list.length).toBeGreaterThan(0);
      expect(bulk.list.every((o) => (o as Row & { order_type_id: number }).order_type_id === 4)).toBe(true);
    }
  });

  it('names the garments from the catalogue as it is once a new catalogue is seen', async () => {
    const token = await s().login('13800000001');
    const shirts = async () => (await s().call<Page>('GET', CART_LIST, { token, lang: 'en', query: { size: 100 } })).body.result.list.filter((o) => o.categories.includes('Shirt (new name)'));
    expect(await shirts()).toEqual([]);
    expect(await shirts()).toEqual([]);
    await s().db.updateTable('cat_categories').set({ name_en: 'Shirt (new name)' }).where('id', '=', 5).execute();
    await s().db.updateTable('cat_meta').set({ value: 'renamed-shirt' }).where('key', '=', 'version').execute();
    // Another process's catalogue is seen within the time a process trusts the version it read.
    forgetCatalogueVersion(s().db);
    expect((await shirts()).length).toBeGreaterThan(0);
  });

  it('answers a cart change made through the API in the next cart list', async () => {
    const owner = await idOf(s(), '13800000001');
    const token = await s().login('13800000001');
    const { id } = await createCartOrder(s().db, { id: owner, login_id: owner }, shirtOrder(18000, 1));
    const quantity = async () => (await s().call<Page>('GET', CART_LIST, { token, query: { size: 100 } })).body.result.list.find((o) => o.id === id)?.quantity;
    expect(await quantity()).toBe(1);
    expect(await quantity()).toBe(1);
    const changed = await s().call('POST', '/common.cart/change_quantity', { token, body: { order_id: id, category_array: [{ sub_category_id: 5, quantity: 4 }] } });
    expect(changed.body.errcode).toBe(0);
    expect(await quantity()).toBe(4);
    expect((await s().call('POST', '/common.cart/del_cart', { token, body: { order_ids: [id] } })).body.errcode).toBe(0);
    expect(await quantity()).toBeUndefined();
  });

  it('gives the owner and its parent new versions as a change commits, and none for a change rolled back', async () => {
    const seller = await idOf(s(), '13800000001');
    const staff = await idOf(s(), DEMO_STAFF_PHONE);
    const versions = async () =>
      Object.fromEntries((await s().db.selectFrom('order_list_versions').select(['reader_id', 'version']).where('reader_id', 'in', [seller, staff]).execute()).map((r) => [r.reader_id, r.version]));
    const order = await placedOrder(s(), staff, '员工的客户');
    const before = await versions();
    const rolledBack = s().db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ user_remark: '不会留下' }).where('id', '=', order).execute();
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await versions()).toEqual(before);
    await s().db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ user_remark: '留下' }).where('id', '=', order).execute();
      await trx.updateTable('order_items').set({ quantity: 2 }).where('order_id', '=', order).execute();
      // Written as the transaction commits, not before.
      const inside = await trx.selectFrom('order_list_versions').select('version').where('reader_id', '=', staff).executeTakeFirstOrThrow();
      expect(inside.version).toBe(before[staff]);
    });
    const after = await versions();
    expect(after[staff]).not.toBe(before[staff]);
    expect(after[seller]).not.toBe(before[seller]);
  });

  it('reads every time the lists of an account without a version', async () => {
    const owner = await idOf(s(), '13800000001');
    const token = await s().login('13800000001');
    await s().db.deleteFrom('order_list_versions').where('reader_id', '=', owner).execute();
    const before = await answered();
    const first = await s().call<Page>('GET', CART_LIST, { token });
    const second = await s().call<Page>('GET', CART_LIST, { token });
    expect(second.body).toEqual(first.body);
    expect(await answered()).toEqual({ kept: before.kept, database: before.database + 2 });
    // The account's next order written gives it a version again, and its lists are kept from then.
    await createCartOrder(s().db, { id: owner, login_id: owner }, shirtOrder(18000));
    await s().call<Page>('GET', CART_LIST, { token });
    await s().call<Page>('GET', CART_LIST, { token });
    expect((await answered()).kept).toBe(before.kept + 1);
  });
});
