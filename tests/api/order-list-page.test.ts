/**
 * The order lists' page (orderListPage, server/modules/order-store/view.ts): read from the
 * database as one JSON array of the rows numbered for the page, with their count. The cart's
 * paging edges are in paging.test.ts; these are the other lists' order, the dates' text, and that
 * the statement keeps one plan instead of being planned at every request.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { FACTORY_PATHS } from '../../src/domain/factory/paths';
import { ORDER_PATHS } from '../../src/domain/orders/order-paths';
import { orderListPage } from '../../server/modules/order-store/view';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';
const FACTORY = '13800000005';

eachDatabase('order list pages', (s) => {
  const pages = async (phone: string, path: string) => {
    const token = await s().login(phone);
    return async (query: Record<string, unknown>) => {
      const res = await s().call('GET', path, { token, query });
      expect(res.body.errcode, res.body.message).toBe(0);
      return res.body.result as { list: { id: number; create_time: string }[]; total: number };
    };
  };

  it('pages order management newest first and the factory board oldest first, every order once, with the same total', async () => {
    for (const [phone, path, order] of [
      [SELLER, ORDER_PATHS.list, 'desc'],
      [FACTORY, FACTORY_PATHS.orderList, 'asc'],
    ] as const) {
      const page = await pages(phone, path);
      const all = await page({ page: 1, size: 1000 });
      expect(all.total).toBeGreaterThan(4);
      expect(all.list).toHaveLength(all.total);
      const ids = all.list.map((o) => o.id);
      expect(ids).toEqual([...ids].sort((a, b) => (order === 'desc' ? b - a : a - b)));
      const seen: number[] = [];
      for (let p = 1; p <= Math.ceil(all.total / 4); p += 1) {
        const one = await page({ page: p, size: 4 });
        expect(one.total).toBe(all.total);
        expect(one.list.length).toBe(Math.min(4, all.total - (p - 1) * 4));
        seen.push(...one.list.map((o) => o.id));
        // The numbering and the count travel on the rows; neither reaches the answer.
        for (const row of one.list) for (const key of ['n', 'page_total']) expect(Object.keys(row)).not.toContain(key);
      }
      expect(seen).toEqual(ids);
      expect(await page({ page: 99, size: 4 })).toMatchObject({ list: [], total: all.total });
    }
  });

  it("gives an order's creation time as Date's toISOString does: UTC, whole milliseconds, cut", async () => {
    const [newest] = (await (await pages(SELLER, ORDER_PATHS.list))({ page: 1, size: 1 })).list;
    await s().db.updateTable('orders').set({ created_at: sql`'2026-03-04 05:06:07.891999+08'` }).where('id', '=', newest!.id).execute();
    const [row] = (await (await pages(SELLER, ORDER_PATHS.list))({ page: 1, size: 1 })).list;
    expect(row!.create_time).toBe('2026-03-03T21:06:07.891Z');
  });

  it("keeps the page statement's plan after its first runs instead of planning it at every request", async () => {
    await s().db.connection().execute(async (conn) => {
      // The cart list's filter (server/modules/cart/routes.ts), which this file's other tests do not run.
      const base = () =>
        conn.selectFrom('orders').where('orders.user_id', '=', 1).where('orders.deleted_at', 'is', null).where('orders.order_status_id', '=', 1).where('orders.order_type_id', 'in', [1, 2]);
      // The first page, as a list is asked for most.
      for (let run = 0; run < 12; run += 1) await orderListPage(conn, base(), { page: 1, size: 3 }, 'desc');
      const { rows } = await sql<{ statement: string; generic_plans: number | string; custom_plans: number | string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%count(*) over ()%' and statement like '%"order_type_id" in ($%'`.execute(conn);
      expect(rows).toHaveLength(1);
      // PostgreSQL plans a prepared statement's first five runs for their values, then keeps a
      // generic plan unless it costs more than those did.
      expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(7);
    });
  });
});
