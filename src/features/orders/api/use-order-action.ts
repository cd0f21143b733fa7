/** The order management actions (spec 1 §4), each a POST; success refreshes orders, cart and balance. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyHosting, applyShipping, cancelOrders, deleteOrders, editOrder, orderKeys, reorder } from '@/api/orders';
import { mirrorKeys } from '@/data/profile';

export type MutatingAction = 'cancel' | 'delete' | 'edit' | 'applyHosting' | 'applyShipping' | 'reorder';

/** What the success message needs to say. */
export type ActionOutcome = { tracking?: string; order_num?: string };

/** deliveryDate: the reorder's new delivery date (the only action that takes one). */
async function run(action: MutatingAction, id: number, deliveryDate = ''): Promise<ActionOutcome> {
  switch (action) {
    case 'cancel':
      await cancelOrders([id]);
      return {};
    case 'delete':
      await deleteOrders([id]);
      return {};
    case 'edit':
      await editOrder(id);
      return {};
    case 'applyHosting':
      await applyHosting(id);
      return {};
    case 'applyShipping':
      return { tracking: (await applyShipping(id)).tracking_no };
    case 'reorder':
      return { order_num: (await reorder({ order_id: id, delivery_date: deliveryDate })).order_num };
  }
}

export function useOrderAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, deliveryDate }: { action: MutatingAction; id: number; deliveryDate?: string }) => run(action, id, deliveryDate),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: orderKeys.all }),
        qc.invalidateQueries({ queryKey: orderKeys.cart }),
        qc.invalidateQueries({ queryKey: mirrorKeys.profile }),
        qc.invalidateQueries({ queryKey: ['ledger'] }),
      ]),
  });
}
