import { expect, it } from 'vitest';
import { CART_PATHS } from '../../src/domain/orders/cart-paths';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';

// A list reads a page and its total in one query (the cart's through orderListPage,
// server/modules/order-store/view.ts; others through paginate, server/http/paging.ts); these are its edges.
eachDatabase('paging', (s) => {
  const page = async (query: Record<string, unknown>) => {
    const token = await s().login(SELLER);
    const res = await s().call('GET', CART_PATHS.list, { token, query });
    expect(res.body.errcode, res.body.message).toBe(0);
    return res.body.result as { list: { id: number }[]; total: number };
  };

  it('gives every page the same total, the pages together every row once, and a page past the end its total', async () => {
    const all = await page({ page: 1, size: 100 });
    expect(all.total).toBeGreaterThan(3);
    expect(all.list).toHaveLength(Math.min(all.total, 100));
    const seen: number[] = [];
    for (let p = 1; p <= Math.ceil(all.total / 3); p += 1) {
      const one = await page({ page: p, size: 3 });
      expect(one.total).toBe(all.total);
      seen.push(...one.list.map((o) => o.id));
      // The count and the numbering travel on the rows; they never reach the answer.
      for (const row of one.list) for (const key of ['__page_total', 'page_total', 'n']) expect(Object.keys(row)).not.toContain(key);
    }
    expect(seen).toEqual(all.list.map((o) => o.id));
    expect(await page({ page: 999, size: 3 })).toMatchObject({ list: [], total: all.total });
  });

  it('counts zero for a filter that matches nothing, on the first page and past it', async () => {
    expect(await page({ page: 1, size: 3, skey: 'no order is called this' })).toMatchObject({ list: [], total: 0 });
    expect(await page({ page: 2, size: 3, skey: 'no order is called this' })).toMatchObject({ list: [], total: 0 });
  });
});
