import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { orderKeys, payOrders } from '@/api/orders';
import { dropFromCart } from '@/db/cart-mirror';
import { db } from '@/db/db';
import { mirrorKeys } from '@/data/profile';
import type { PayResult } from '@/domain/orders/wire';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import type { CartRow } from './api/use-cart-orders';
import { countWaitingCartChanges } from './api/use-cart-replay';

type CartSettleArgs = {
  userId: number | null;
  online: boolean;
  orders: CartRow[];
  /** The orders selected that are still in the cart. */
  live: Set<number>;
  setSelected: (selected: Set<number>) => void;
  confirmDelete: (targets: CartRow[]) => void;
};

/**
 * Settling the selected orders: the warning, the payment (with the pay password) and its
 * outcome, and deleting the selection. Paying needs the server, and waits for the cart's queued
 * changes, as the server charges its own quantities.
 */
export function useCartSettle({ userId, online, orders, live, setSelected, confirmDelete }: CartSettleArgs) {
  const { t } = useTranslation('cart');
  const qc = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<PayResult | null>(null);

  const settle = async () => {
    if (!live.size) return notify.warning(t('selectToSettle'), { autoClose: 3000 });
    if (!online) return notify.warning(t('payNeedsNetwork'), { autoClose: 3000 });
    // The server charges its own quantities: a change still on its way would make the total shown wrong.
    if (userId !== null && (await countWaitingCartChanges(userId)) > 0) return notify.warning(t('settleWaitsForSync'), { autoClose: 3000 });
    confirmAction({
      title: t('settleWarningTitle'),
      message: t('settleWarning'),
      confirmLabel: t('continue'),
      cancelled: t('orders:cancelled'),
      onConfirm: () => setPaying(true),
    });
  };

  const pay = async (payPassword: string) => {
    const ids = [...live];
    const result = await payOrders(ids, payPassword);
    // Paid: what follows tidies this device. A failure there is not the payment's, and must not read
    // as one ("paying needs the network" after the money was taken); the cart's refresh below
    // replaces the device's copy from the server anyway.
    await dropFromCart(db, ids).catch((err: unknown) => console.error(err));
    setSelected(new Set());
    await Promise.all([
      qc.invalidateQueries({ queryKey: orderKeys.cart }),
      qc.invalidateQueries({ queryKey: mirrorKeys.profile }),
      qc.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
    return result;
  };

  const deleteSelected = () => {
    const targets = orders.filter((o) => live.has(o.id));
    if (!targets.length) return notify.warning(t('selectToSettle'), { autoClose: 3000 });
    confirmDelete(targets);
  };

  return { settle, pay, deleteSelected, paying, setPaying, paid, setPaid };
}
