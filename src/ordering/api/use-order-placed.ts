/**
 * What every ordering flow does once its order is in the cart or queued for it (spec 2 §4): say
 * so, refresh the cart count, open the cart with the flow's source, drop the form's draft, then
 * reset the form.
 * - The draft is dropped as the address leaves the flow, for the cart or for wherever a link
 *   pressed meanwhile goes: a flow's guards (the deep steps' gate) read the browser's address and
 *   leave a cleared draft alone once it has moved, and a page closed or reloaded as the cart
 *   appears must not find the placed order's draft again.
 * - The form is reset once the cart is on view, so the step never shows emptied meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshCart } from '@/api/cart-count';
import { getUserId } from '@/db/session';
import { useNavigateShown } from '@/ui/navigate-shown';
import { notify } from '@/ui/notify';

type Placed = {
  /** The message shown, already translated. */
  message: string;
  /** success: placed; warning: queued until the network returns. */
  tone: 'success' | 'warning';
  /** The cart's `source` query (fast, customization ...). */
  source: string;
  reset: () => void;
  clearDraft: (userId: number) => Promise<void>;
};

export function useOrderPlaced() {
  const qc = useQueryClient();
  // Resolved once the cart is on view: only then are the form and its draft cleared.
  const navigate = useNavigateShown();
  return useCallback(
    async ({ message, tone, source, reset, clearDraft }: Placed) => {
      notify[tone](message, { autoClose: 3000 });
      refreshCart(qc);
      let dropped: Promise<void> = Promise.resolve();
      await navigate(`/home/cart?source=${source}`, () => {
        const userId = getUserId();
        if (userId !== null) dropped = clearDraft(userId);
      });
      reset();
      await dropped;
    },
    [qc, navigate],
  );
}
