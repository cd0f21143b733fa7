/**
 * Deep customization placement (spec 2 §7 "Deep add to cart"): add_order checks the
 * payload again with the shared deep rules on the server's own catalogue, prices it there, and
 * puts it in the cart as an order of type 1. The deep lookups stay with the catalogue
 * (server/modules/catalogue/routes-deep.ts).
 */
import { calls as EP } from '@/domain/deep/calls';
import { prepareDeepOrder } from '@/domain/deep/prepare';
import { fenToYuan } from '@/domain/shared/money';
import { ERRCODE, invalidField } from '../../http/errors';
import { moduleRoute } from '../../http/module-route';
import { Answer } from '../../http/route';
import { loadCatalogue } from '../catalogue/snapshot';
import { placeOrder } from '../customers/place-order';

const deepRoute = moduleRoute('deep_custom');

export const deepOrderRoutes = [
  deepRoute(EP.addDeepOrder, {
    summary: 'Add a deep customization order (order type 1) to the cart: validated and priced on the server',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => {
      const prepared = prepareDeepOrder(await loadCatalogue(db), body);
      if (!prepared.ok) throw invalidField(prepared.problem.field, 'deep:api_refusal', { reason: t(prepared.problem.key, prepared.problem.params ?? {}) });
      const order = await placeOrder(db, user, prepared.input, true);
      return new Answer({ ...order, unit_price: fenToYuan(prepared.unit_price_fen) }, ERRCODE.ok, 'deep:added_to_cart');
    },
  }),
];
