/** The order management actions (spec 1 §4), each a POST; success refreshes orders, cart and balance. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyHosting, applyShipping, cancelOrders, deleteOrders, editOrder, orderKeys, reorder } from '@/api/orders';
import { mirrorKeys } from '@/db/mirrors/profile';

export type MutatingAction = 'cancel' | 'delete' | 'edit' | 'applyHosting' | 'applyShipping' | 'reorder';

/** What the success message needs to say. */
export type ActionOutcome = { tracking?: string; order_num?: string };

async function run(action: MutatingAction, id: number): Promise<ActionOutcome> {
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
      return { order_num: (await reorder(id)).order_num };
  }
}

export function useOrderAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: MutatingAction; id: number }) => run(action, id),
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
