import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { cartAcks } from '@/db/ack-counts';
import { queueChangeQuantity, queueDeleteCart, saveCartSnapshot } from '@/db/cart-mirror';
import type { OrderPage, OrderSummary } from '@/domain/orders/wire';
import { useSyncRig } from '../support/sync';

describe('cart changes queued offline', () => {
  const rig = useSyncRig();

  const serverCart = async (token: string) =>
    (await rig.server.call<OrderPage>('GET', '/common.cart/cart_list', { token, query: { size: 100 } })).body.result.list;

  it('changes the mirror at once and reaches the server exactly once, even when a reply is lost', async () => {
    const { db, token, userId } = await rig.device('13800000001');
    await saveCartSnapshot(db, userId, await serverCart(token));
    const target = (await db.cartOrders.toArray()).map((r) => r.data as OrderSummary).find((o) => o.quantity_editable && o.order_type_id === 2)!;
    const gone = (await db.cartOrders.toArray()).map((r) => r.data as OrderSummary).find((o) => o.id !== target.id)!;
    const item = target.detail_info[0]!;

    const change = await queueChangeQuantity(db, userId, { order_id: target.id, category_array: [{ sub_category_id: item.sub_category_id, quantity: 4 }] }, 'qty');
    await queueDeleteCart(db, userId, { order_ids: [gone.id] }, 'del');
    const local = (await db.cartOrders.get(target.id))!.data as OrderSummary;
    expect(local.detail_info[0]!.quantity).toBe(4);
    expect(await db.cartOrders.get(gone.id)).toBeUndefined();

    // A refresh from the server before the replay keeps what is queued.
    await saveCartSnapshot(db, userId, await serverCart(token));
    expect(((await db.cartOrders.get(target.id))!.data as OrderSummary).detail_info[0]!.quantity).toBe(4);
    expect(await db.cartOrders.get(gone.id)).toBeUndefined();

    const ackSeen = await cartAcks.read(db, userId);
    const stale = await serverCart(token);
    rig.proxy.plan = (r) => (r.key === change.id && !rig.proxy.log.some((l) => l.key === change.id) ? 'drop-after' : 'pass');
    const engine = () => rig.engine(db);
    expect((await engine().replayAll()).stopped).toBe('offline');
    expect(await engine().replayAll()).toEqual({ sent: 2, answered: true });
    rig.proxy.plan = () => 'pass';
    // Each acknowledged change is counted; a cart fetched before them is not written over them.
    expect(await cartAcks.read(db, userId)).toBe(ackSeen + 2);
    expect(await saveCartSnapshot(db, userId, stale, ackSeen)).toBe(false);
    expect(((await db.cartOrders.get(target.id))!.data as OrderSummary).detail_info[0]!.quantity).toBe(4);

    const after = await serverCart(token);
    const paid = after.find((o) => o.id === target.id)!;
    expect(paid.detail_info[0]!.quantity).toBe(4);
    expect(paid.payamount).toBe(local.payamount);
    expect(after.some((o) => o.id === gone.id)).toBe(false);
    const history = await rig.server.db.selectFrom('order_status_history').select('action').where('order_id', '=', gone.id).where('action', '=', 'delete').execute();
    expect(history).toHaveLength(1);
  });
});
