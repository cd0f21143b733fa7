/**
 * 加入购物车 (spec 2 §4 fast flow, §5, §7): the form is mapped to the domain state, built into the
 * add_order payload and validated with the domain's rules, in the spec's order and with its
 * messages. Then it is sent, or queued with a queued cart row (`sendOrQueue`). Either way the
 * screen then resets, the cart count refreshes and the user lands in the cart (source=fast).
 */
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { db } from '@/db/db';
import { fastOrderEndpoint, queueFastOrder } from '@/db/fast-order-mirror';
import { getUserId } from '@/db/session';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { buildFastOrderPayload, validateFastOrder, type FastOrderPayload } from '@/domain/fast-order';
import { sendOrQueue } from '@/ordering/api/send-or-queue';
import { useOrderPlaced } from '@/ordering/api/use-order-placed';
import { gradeLatest } from '@/ordering/api/use-auto-grading';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { toDomainState } from '@/ordering/state/to-domain';
import { clearFastOrderDraft } from '../state/use-draft';
import { placeholderRow } from '@/ordering/api/placeholder-row';

export function useSubmitFastOrder(index: CatalogueIndex | null) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const warn = useWarn();
  const placed = useOrderPlaced();
  const [sending, setSending] = useState(false);

  /** Placed (success) or queued until the network returns (warning). */
  const done = (messageKey: string, tone: 'success' | 'warning') =>
    placed({ message: t(messageKey), tone, source: 'fast', reset: () => dispatch({ type: 'reset' }), clearDraft: clearFastOrderDraft });

  /** `key` is the Idempotency-Key of the online try, if any: the replay must reuse it. */
  const queue = async (payload: FastOrderPayload, key: string) => {
    const userId = getUserId();
    if (userId === null || !index) return;
    const row = placeholderRow(index, payload, i18n.language, t('queuedStatus'));
    await queueFastOrder(db, userId, payload, row, `${t('kindSummary')}: ${row.categories} · ${row.user_name || row.group_buy_company_name}`, key);
    await done('queuedAdded', 'warning');
  };

  const submit = async () => {
    if (!index || sending) return;
    setSending(true);
    try {
      // The allowances sent are the worker's answer to these very values (its stored answer may lag the last keystroke).
      const grades = await gradeLatest(state, index);
      const payload = buildFastOrderPayload(toDomainState(state, index, i18n.language, grades));
      const problem = validateFastOrder(index.snapshot, payload);
      if (problem) return warn(problem);
      const outcome = await sendOrQueue(fastOrderEndpoint(payload), payload, (key) => queue(payload, key));
      // A team's imported staff were announced at the upload; this call only adds the order to the cart.
      if ('placed' in outcome) await done('fast_order:added_to_cart', 'success');
      if ('refused' in outcome) warn({ key: 'serverMessage', params: { message: outcome.refused } });
    } finally {
      setSending(false);
    }
  };

  return { submit, sending };
}
