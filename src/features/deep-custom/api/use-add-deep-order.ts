/**
 * 加入购物车 of the deep flow (spec 2 §2.4, §4, §7): the draft is built into the payload and checked
 * with the deep rules on the mirrored catalogue (the server checks again); customer-supplied
 * fabric first asks the seller to send the fabric with the order's details. Then it is sent, or
 * queued with a cart row while offline. Success resets the draft and opens the cart
 * (source=customization); cancelling says 已取消加入购物车.
 */
import { useTranslation } from '@/ui/i18n';
import { db } from '@/db/db';
import { queueDeepOrder } from '@/db/deep-order-mirror';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { DeepOrderPayload } from '@/domain/deep/contract';
import { addDeepOrder } from '@/domain/deep/endpoints';
import { fastOrderOf, prepareDeepOrder } from '@/domain/deep/prepare';
import { ORDER_TYPE } from '@/domain/orders/cart';
import { placeholderRow } from '@/ordering/api/placeholder-row';
import { usePlaceOrder, type OrderFlow } from '@/ordering/api/use-place-order';
import { confirmAction } from '@/ui/confirm';
import { useWarn } from '@/ui/use-warn';
import { clearDeepDraft, useDeepDraft } from '../state/deep-context';
import { deepPayloadOf } from '../state/to-payload';

const DEEP_ORDER_FLOW: OrderFlow = { source: 'customization', placedKey: 'deep:added_to_cart', queuedKey: 'deep:queued', clearDraft: clearDeepDraft };

export function useAddDeepOrder(index: CatalogueIndex) {
  const { t, i18n } = useTranslation('deep');
  const { draft, dispatch } = useDeepDraft();
  const warn = useWarn();
  const { sending, whileSending, place } = usePlaceOrder(DEEP_ORDER_FLOW, () => dispatch({ type: 'reset' }));

  const send = (payload: DeepOrderPayload) =>
    whileSending(() =>
      place(addDeepOrder, payload, async (userId, key) => {
        const row = placeholderRow(index, fastOrderOf(index.snapshot, payload), i18n.language, t('ordering:queuedStatus'), new Date(), ORDER_TYPE.deepCustom);
        await queueDeepOrder(db, userId, payload, row, `${t('queued_summary')}: ${row.categories} · ${row.user_name}`, key);
      }),
    );

  const add = async () => {
    if (sending) return;
    const payload = await deepPayloadOf(draft, index, i18n.language);
    const prepared = prepareDeepOrder(index.snapshot, payload);
    if (!prepared.ok) return warn(prepared.problem);
    if (payload.fabric_type_id !== 2) return send(payload);
    confirmAction({
      title: t('order.customer_fabric_title'),
      message: t('order.customer_fabric_confirm', { name: payload.user_name, code: payload.fabric_info?.fabric_num ?? '' }),
      cancelled: t('add_cancelled'),
      onConfirm: () => send(payload),
    });
  };

  return { add, sending };
}
