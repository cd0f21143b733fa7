import { expect, it } from 'vitest';
import { BODY_ITEM } from '@/domain/catalogue/constants';
import type { ProductionSheet } from '@/domain/orders/production-sheet';
import { eachDatabase, type TestServer } from '../support/api';

const SELLER = '13800000001';
const STAFF = '13800000006';
const FACTORY = '13800000005';
const OTHER = '13800000003';
const PATH = '/order_mgmt/production_sheet';

/** The seller's seeded order in `status`, a team one (with staff) or not. */
async function seededOrder(s: TestServer, status: number, team: boolean) {
  return s.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.order_num'])
    .where('users.mobilephone', '=', SELLER)
    .where('orders.order_status_id', '=', status)
    .where((eb) => (team ? eb('orders.sub_fast_type_id', '=', 2) : eb.or([eb('orders.sub_fast_type_id', 'is', null), eb('orders.sub_fast_type_id', '!=', 2)])))
    .where('orders.deleted_at', 'is', null)
    .orderBy('orders.id')
    .executeTakeFirstOrThrow();
}

eachDatabase('production sheet', (s) => {
  it('opens for the owner, its staff and the factory, and for another account as for a missing number', async () => {
    const team = await seededOrder(s(), 5, true);
    for (const phone of [SELLER, STAFF, FACTORY]) {
      const res = await s().call<ProductionSheet>('GET', PATH, { token: await s().login(phone), query: { order_num: team.order_num } });
      expect(res.status, phone).toBe(200);
      expect(res.body.result.order.order_num).toBe(team.order_num);
    }
    const other = await s().login(OTHER);
    const refused = await s().call('GET', PATH, { token: other, query: { order_num: team.order_num } });
    const missing = await s().call('GET', PATH, { token: other, query: { order_num: 'NO-SUCH-ORDER' } });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    expect(refused.body.result).toBeNull();
    // A draft in the cart is still the seller's alone.
    const cart = await seededOrder(s(), 1, true);
    expect((await s().call('GET', PATH, { token: await s().login(FACTORY), query: { order_num: cart.order_num } })).status).toBe(404);
    expect((await s().call('GET', PATH, { token: await s().login(SELLER), query: { order_num: cart.order_num } })).status).toBe(200);
    expect((await s().call('GET', PATH, { query: { order_num: team.order_num } })).status).toBe(401);
  });

  it("gives a team order a page per person, with the warning the measurer confirmed in the reader's language", async () => {
    const team = await seededOrder(s(), 5, true);
    const token = await s().login(FACTORY);
    const zh = (await s().call<ProductionSheet>('GET', PATH, { token, lang: 'zh', query: { order_num: team.order_num } })).body.result;
    expect(zh.pages).toHaveLength(12);
    const wu = zh.pages.find((p) => p.person?.truename === '吴刚')!;
    expect(wu.garments.length).toBeGreaterThan(0);
    expect(wu.warnings).toEqual([expect.objectContaining({ code: 'waist_over_chest', item: BODY_ITEM.midWaist, confirmed: true })]);
    expect(wu.warnings[0]!.message).toMatch(/腰.*比胸围大/);
    // Everyone else measures as a body does.
    expect(zh.pages.filter((p) => p !== wu).flatMap((p) => p.warnings)).toEqual([]);
    const en = (await s().call<ProductionSheet>('GET', PATH, { token, lang: 'en', query: { order_num: team.order_num } })).body.result;
    expect(en.pages.find((p) => p.person?.truename === '吴刚')!.warnings[0]!.message).toMatch(/waist/i);
  });

  it('gives an individual order a page per garment, with its fabric swatch and the codes of its techniques', async () => {
    const done = await seededOrder(s(), 10, false);
    const sheet = (await s().call<ProductionSheet>('GET', PATH, { token: await s().login(SELLER), query: { order_num: done.order_num } })).body.result;
    expect(sheet.pages).toHaveLength(sheet.order.detail_info.length);
    expect(sheet.pages.every((p) => p.person === null && p.garments.length === 1)).toBe(true);
    const jacket = sheet.items[0]!;
    expect(jacket.fabric).toMatchObject({ fabric_num: sheet.order.detail_info[0]!.fabric_num, texture: expect.stringMatching(/^\/textures\/fabric\//) });
    expect(jacket.tech_codes).toHaveLength(sheet.order.detail_info[0]!.tech_info.length);
    expect(jacket.tech_codes.length).toBeGreaterThan(0);
    expect(jacket.tech_codes.every((c) => c.length > 0)).toBe(true);
    expect(sheet.pages[0]!.garments[0]!.size_info[0]!.size_data.length).toBeGreaterThan(0);
  });
});
