/**
 * 加入购物车 (spec 2 §4 fast flow, §5, §7): the form is mapped to the domain state, built into the
 * add_order payload and validated with the domain's rules, in the spec's order and with its
 * messages. Then it is sent, or queued with a queued cart row (`usePlaceOrder`). Either way the
 * screen then resets, the cart count refreshes and the user lands in the cart (source=fast).
 */
import { useTranslation } from '@/ui/i18n';
import { db } from '@/db/db';
import { fastOrderEndpoint, queueFastOrder } from '@/db/fast-order-mirror';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { buildFastOrderPayload, validateFastOrder } from '@/domain/fast-order';
import { usePlaceOrder, type OrderFlow } from '@/ordering/api/use-place-order';
import { gradeLatest } from '@/ordering/api/use-auto-grading';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { toDomainState } from '@/ordering/state/to-domain';
import { clearFastOrderDraft } from '../state/use-draft';
import { placeholderRow } from '@/ordering/api/placeholder-row';

// A team's imported staff were announced at the upload; placing only adds the order to the cart.
const FAST_ORDER_FLOW: OrderFlow = { source: 'fast', placedKey: 'fast_order:added_to_cart', queuedKey: 'ordering:queuedAdded', clearDraft: clearFastOrderDraft };

export function useSubmitFastOrder(index: CatalogueIndex | null) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const warn = useWarn();
  const { sending, whileSending, place } = usePlaceOrder(FAST_ORDER_FLOW, () => dispatch({ type: 'reset' }));

  const submit = async () => {
    if (!index || sending) return;
    await whileSending(async () => {
      // The allowances sent are the worker's answer to these very values (its stored answer may lag the last keystroke).
      const grades = await gradeLatest(state, index);
      const payload = buildFastOrderPayload(toDomainState(state, index, i18n.language, grades));
      const problem = validateFastOrder(index.snapshot, payload);
      if (problem) return warn(problem);
      await place(fastOrderEndpoint(payload), payload, async (userId, key) => {
        const row = placeholderRow(index, payload, i18n.language, t('queuedStatus'));
        await queueFastOrder(db, userId, payload, row, `${t('kindSummary')}: ${row.categories} · ${row.user_name || row.group_buy_company_name}`, key);
      });
    });
  };

  return { submit, sending };
}
