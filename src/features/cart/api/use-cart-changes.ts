/**
 * The cart's own changes, queued on the device and replayed in order (offline too): delete orders
 * after a confirm, change a category's quantity. The cart list refreshes after each.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { orderKeys } from '@/api/orders';
import { queueChangeQuantity, queueDeleteCart } from '@/db/cart-mirror';
import { db } from '@/db/db';
import { keptOnDevice } from '@/data/kept-on-device';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import type { CartRow } from './use-cart-orders';

export function useCartChanges(userId: number | null, online: boolean, onDeleted: (targets: CartRow[]) => void) {
  const { t } = useTranslation('cart');
  const qc = useQueryClient();
  const refreshAfterChange = () => qc.invalidateQueries({ queryKey: orderKeys.cart });

  const deleteOrders = async (targets: CartRow[]) => {
    if (userId === null || !targets.length) return;
    const nums = targets.map((o) => o.order_num).join(', ');
    // Refused by the device: said, and the cart stays as it was.
    if ((await keptOnDevice(() => queueDeleteCart(db, userId, { order_ids: targets.map((o) => o.id) }, `${t('delete')} ${nums}`))) === null) return;
    onDeleted(targets);
    if (online) notify.success(t('deleted'), { autoClose: 3000 });
    else notify.warning(t('deletedQueued'), { autoClose: 3000 });
    void refreshAfterChange();
  };

  const confirmDelete = (targets: CartRow[]) =>
    confirmAction({
      title: t('delete'),
      message: targets.length === 1 ? t('deleteOneConfirm', { order_num: targets[0]!.order_num }) : t('deleteConfirm'),
      confirmLabel: t('delete'),
      danger: true,
      cancelled: t('orders:cancelled'),
      onConfirm: () => deleteOrders(targets),
    });

  /** Answers whether the new quantity is kept; when not, the cell shows the quantity held again. */
  const changeQuantity = async (order: CartRow, subCategoryId: number, quantity: number): Promise<boolean> => {
    if (userId === null) return false;
    const item = order.detail_info.find((d) => d.sub_category_id === subCategoryId);
    const change = { order_id: order.id, category_array: [{ sub_category_id: subCategoryId, quantity }] };
    if ((await keptOnDevice(() => queueChangeQuantity(db, userId, change, `${order.order_num} ${item?.category_name ?? ''} × ${quantity}`))) === null) return false;
    if (!online) notify.warning(t('quantityQueued'), { autoClose: 3000 });
    return true;
  };

  return { confirmDelete, changeQuantity };
}
