/**
 * The client calls an endpoint value with `call`: a GET sends its input as the query, a POST as
 * its JSON body, and the answer's type is the endpoint's. Under test every answer is checked
 * against the schema its contract pairs with the endpoint (tests/support/check-answers.ts), so
 * a server answer that drifts from the contract fails loudly instead of reaching a screen.
 */
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { call, configureHttp } from '@/api/http';
import { endpointQuery } from '@/api/query';
import { endpoint } from '@/domain/shared/endpoint';
import { addShop, listShops } from '@/domain/shops/endpoints';
import type { Shop } from '@/domain/shops/contract';

const shop: Shop = { id: 7, shop_name: '徐汇店', shop_number: 'XH-1', truename: '王店长', mobilephone: '13910000999', address: '上海', username: 'xuhui', money: '1000.00', status_id: 1, create_time: '2026-01-01T00:00:00.000Z', update_time: '2026-01-01T00:00:00.000Z' };
const q = { keyword: '徐汇', status: '1' as const, page: 1, size: 4 };

const requests: Request[] = [];
function answerWith(result: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      requests.push(req.clone());
      return new Response(JSON.stringify({ errcode: 0, message: 'ok', result }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('calling an endpoint value', () => {
  beforeAll(() => configureHttp({ baseUrl: 'http://portal.test' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    requests.length = 0;
  });

  it('sends a GET’s input as its query and answers with the endpoint’s type', async () => {
    answerWith({ count: 1, list: [shop] });
    const page = await call(listShops, q);
    expectTypeOf(page).toEqualTypeOf<{ count: number; list: Shop[] }>();
    expect(page.list[0]!.shop_name).toBe('徐汇店');
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/order_admin/shop_mgmt/index');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '徐汇', status: '1', page: '1', size: '4' });
  });

  it('sends a POST’s input as its JSON body', async () => {
    answerWith({ id: 9 });
    const body = { truename: '王店长', mobilephone: '13910000999', address: '上海', username: 'xuhui', money: '10' };
    const added = await call(addShop, body, { idempotencyKey: 'k' });
    expectTypeOf(added).toEqualTypeOf<{ id: number }>();
    expect(added).toEqual({ id: 9 });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/order_admin/shop_mgmt/add');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it('fails a test whose answer drifts from the contract, naming the call and the field', async () => {
    answerWith({ count: 1, list: [{ ...shop, money: 1000 }] });
    await expect(call(listShops, q)).rejects.toThrow('GET /shop_mgmt/index answered outside its contract at "list.0.money"');
  });

  it('fails a call of an endpoint that no contract pairs with its schemas', async () => {
    answerWith({});
    await expect(call(endpoint<{ answer: never }>('GET', '/nowhere/at_all'))).rejects.toThrow('GET /nowhere/at_all: no contract pairs this endpoint');
  });

  it('gives react-query a key and a query function typed by the endpoint', async () => {
    answerWith({ count: 0, list: [] });
    const options = endpointQuery(listShops, q);
    expect(options.queryKey).toEqual(['/shop_mgmt/index', q]);
    expect(endpointQuery(listShops, q, ['shops', 'list', q]).queryKey).toEqual(['shops', 'list', q]);
    const data = await (options.queryFn as () => Promise<unknown>)();
    expect(data).toEqual({ count: 0, list: [] });
  });
});
