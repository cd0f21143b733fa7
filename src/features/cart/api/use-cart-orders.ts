/**
 * The cart as the screen reads it: the Dexie mirror (works offline), refreshed from the API
 * when online. Quantity changes and deletes go through the outbox (src/db/cart-mirror.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { cartMirrorKey } from '@/api/cart-count';
import { getCartList } from '@/api/orders';
import { CART_KIND, refreshCartMirror, type ChangeQuantityPayload } from '@/db/cart-mirror';
import { db } from '@/db/db';
import { useMirrorStamp } from '@/db/mirror-stamps';
import { MIRROR_STAMP } from '@/db/stamp-keys';
import { getUserId } from '@/db/session';
import type { OrderSummary } from '@/domain/orders/wire';


const PAGE = 100;
const MAX_PAGES = 20;

async function fetchWholeCart(): Promise<OrderSummary[]> {
  const out: OrderSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await getCartList({ page, size: PAGE });
    out.push(...res.list);
    if (out.length >= res.total || res.list.length < PAGE) break;
  }
  return out;
}

export type CartRow = OrderSummary & { queued: boolean };

export function useCartOrders() {
  const userId = getUserId();
  const query = useQuery({
    queryKey: cartMirrorKey,
    queryFn: async () => (userId === null ? 0 : ((await refreshCartMirror(db, userId, fetchWholeCart))?.length ?? 0)),
    enabled: userId !== null,
    networkMode: 'online',
    retry: false,
    staleTime: 10_000,
  });
  const rows = useLiveQuery(async () => {
    if (userId === null) return [];
    const mirrored = await db.cartOrders.where('userId').equals(userId).toArray();
    // "Waiting to sync" follows the outbox itself, so it clears the moment the replay succeeds.
    const queued = await db.outbox.where('userId').equals(userId).filter((m) => m.kind === CART_KIND.changeQuantity).toArray();
    const waiting = new Set(queued.map((m) => (m.payload as ChangeQuantityPayload).order_id));
    // A negative id is an order placed offline, still waiting in the outbox (src/db/fast-order-mirror.ts).
    return mirrored.map((r) => ({ ...r.data, queued: waiting.has(r.id) || r.id < 0 }));
  }, [userId]);
  const stamp = useMirrorStamp(db, userId === null ? null : MIRROR_STAMP.cart(userId));
  return {
    userId,
    orders: rows ?? [],
    loading: rows === undefined || (query.isPending && query.fetchStatus === 'fetching'),
    /** The device's copy has been read (counts of it are counts of the cart as last saved here). */
    read: rows !== undefined,
    // Never saved here (offline, or a first fetch that failed): "not on this device yet", not "empty".
    onDevice: stamp !== null,
    refresh: query.refetch,
  };
}
