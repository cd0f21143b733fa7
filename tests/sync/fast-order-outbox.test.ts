import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { call, configureHttp } from '@/api/http';
import { isServerReachable } from '@/api/reachability';
import { cartAcks } from '@/db/ack-counts';
import { queueDeleteCart, saveCartSnapshot } from '@/db/cart-mirror';
import { FAST_ORDER_KIND, fastOrderEndpoint, queueFastOrder } from '@/db/fast-order-mirror';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import type { OrderPage, OrderSummary } from '@/domain/orders/wire';
import { placeholderRow } from '@/ordering/api/placeholder-row';
import { demoOrders } from '../api/fast-order-payloads';
import { useSyncRig } from '../support/sync';

describe('a fast order placed offline', () => {
  const rig = useSyncRig();

  const serverCart = async (token: string) =>
    (await rig.server.call<OrderPage>('GET', '/common.cart/cart_list', { token, query: { size: 100 } })).body.result.list;

  it('shows in the cart as a queued row at once, survives a cart refresh, and is placed exactly once when a reply is lost', async () => {
    const { db, token, userId } = await rig.device('13800000001');
    const demo = await demoOrders(rig.server.db);
    const payload = { ...demo.individual(), user_info: { ...demo.individual().user_info, user_name: '离线快单客户' } };
    const row = placeholderRow(indexCatalogue(demo.snapshot), payload, 'zh', '待同步');

    const queued = await queueFastOrder(db, userId, payload, row, 'fast order');
    const local = (await db.cartOrders.where('userId').equals(userId).toArray()).filter((r) => r.id < 0);
    expect(local).toHaveLength(1);
    expect((local[0]!.data as OrderSummary).user_name).toBe('离线快单客户');
    expect((await db.outbox.toArray()).map((m) => m.kind)).toEqual([FAST_ORDER_KIND]);

    // A refresh from the server before the replay keeps the queued row.
    await saveCartSnapshot(db, userId, await serverCart(token));
    expect(await db.cartOrders.get(local[0]!.id)).toBeDefined();

    rig.proxy.plan = (r) => (r.key === queued.id && !rig.proxy.log.some((l) => l.key === queued.id) ? 'drop-after' : 'pass');
    const engine = () => rig.engine(db);
    expect((await engine().replayAll()).stopped).toBe('offline');
    expect(await engine().replayAll()).toEqual({ sent: 1, answered: true });
    rig.proxy.plan = () => 'pass';

    const placed = (await serverCart(token)).filter((o) => o.user_name === '离线快单客户');
    expect(placed).toHaveLength(1);
    // The placeholder became the server's order, priced as the screen showed it.
    expect(await db.cartOrders.get(local[0]!.id)).toBeUndefined();
    const mirrored = (await db.cartOrders.get(placed[0]!.id))!.data as OrderSummary;
    expect(mirrored.order_num).toBe(placed[0]!.order_num);
    expect(placed[0]!.payamount).toBe(row.payamount);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stays in the cart once placed when a refresh fetched before its answer comes after it', async () => {
    const { db, token, userId } = await rig.device('13800000001');
    const demo = await demoOrders(rig.server.db);
    const payload = { ...demo.individual(), user_info: { ...demo.individual().user_info, user_name: '刷新较慢的快单' } };
    await queueFastOrder(db, userId, payload, placeholderRow(indexCatalogue(demo.snapshot), payload, 'zh', '待同步'), 'fast order');

    // A refresh asks for the cart, the queued order is placed and answered, then the refresh's answer comes.
    const ackSeen = await cartAcks.read(db, userId);
    const before = await serverCart(token);
    expect(await rig.engine(db).replayAll()).toEqual({ sent: 1, answered: true });
    const placed = (await serverCart(token)).find((o) => o.user_name === '刷新较慢的快单')!;
    expect(await db.cartOrders.get(placed.id)).toBeDefined();

    // That answer predates the order, which has left the outbox: it is not written, and the order stays.
    expect(await saveCartSnapshot(db, userId, before, ackSeen)).toBe(false);
    expect(((await db.cartOrders.get(placed.id))!.data as OrderSummary).order_num).toBe(placed.order_num);
    // Fetched again after the answer, the cart is written.
    const again = await cartAcks.read(db, userId);
    expect(again).toBe(ackSeen + 1);
    expect(await saveCartSnapshot(db, userId, await serverCart(token), again)).toBe(true);
    expect(((await db.cartOrders.get(placed.id))!.data as OrderSummary).order_num).toBe(placed.order_num);
  });

  it('is placed once when the online try got no answer and the screen queued it under the same key', async () => {
    const { db, token, userId } = await rig.device('13800000001');
    const demo = await demoOrders(rig.server.db);
    const payload = { ...demo.individual(), user_info: { ...demo.individual().user_info, user_name: '答复丢失的快单' } };
    const key = crypto.randomUUID();
    configureHttp({ baseUrl: rig.proxy.url, getToken: () => token });

    // The server places the order, but its answer never arrives: the app now knows it is cut off.
    rig.proxy.plan = (r) => (r.key === key ? 'drop-after' : 'pass');
    const online = await call(fastOrderEndpoint(payload), payload, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(online).toBeInstanceOf(ApiError);
    expect((online as ApiError).kind).toBe('network');
    expect(isServerReachable()).toBe(false);
    rig.proxy.plan = () => 'pass';

    // use-submit-fast-order queues it with the key of the try; the replay gets the stored answer.
    await queueFastOrder(db, userId, payload, placeholderRow(indexCatalogue(demo.snapshot), payload, 'zh', '待同步'), 'fast order', key);
    expect(await rig.engine(db).replayAll()).toEqual({ sent: 1, answered: true });
    expect((await serverCart(token)).filter((o) => o.user_name === '答复丢失的快单')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);

    // Any answer tells the app the server is back.
    await call(fastOrderEndpoint(payload), payload, { idempotencyKey: key });
    expect(isServerReachable()).toBe(true);
    expect((await serverCart(token)).filter((o) => o.user_name === '答复丢失的快单')).toHaveLength(1);
  });

  it('is discarded, not sent, when its queued row is deleted from the cart', async () => {
    const { db, token, userId } = await rig.device('13800000001');
    const demo = await demoOrders(rig.server.db);
    const payload = { ...demo.individual(), user_info: { ...demo.individual().user_info, user_name: '删除的离线快单' } };
    await queueFastOrder(db, userId, payload, placeholderRow(indexCatalogue(demo.snapshot), payload, 'zh', '待同步'), 'fast order');
    const rowId = (await db.cartOrders.where('userId').equals(userId).toArray()).find((r) => r.id < 0)!.id;

    expect(await queueDeleteCart(db, userId, { order_ids: [rowId] }, 'del')).toBeNull();
    expect(await db.cartOrders.get(rowId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await rig.engine(db).replayAll()).toEqual({ sent: 0 });
    expect((await serverCart(token)).filter((o) => o.user_name === '删除的离线快单')).toHaveLength(0);
  });
});
