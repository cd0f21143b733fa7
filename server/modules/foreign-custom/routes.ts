/**
 * Foreign customization (spec 3's address table: foreign_custom addOrder): an overseas
 * customer's order checked and priced by the shared rule (src/domain/foreign-custom/order.ts) and
 * put in the cart as a customization order.
 */
import { calls } from '@/domain/foreign-custom/calls';
import { prepareForeignOrder } from '@/domain/foreign-custom/order';
import { fenToYuan } from '@/domain/shared/money';
import { ERRCODE, forbidden, invalidField } from '../../http/errors';
import { Answer, defineRoute } from '../../http/route';
import { loadCatalogue } from '../catalogue/snapshot';
import { createCartOrder } from '../order-store/create';
import '../order-store/tables';

const { addForeignOrder } = calls;

export const foreignCustomRoutes = [
  defineRoute(addForeignOrder, {
    summary: 'Add a foreign customization order to the cart (customer_name, address, delivery_date, fabric_num, items: category_id, modeling, button, lining, size, quantity); priced on the server',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body, t }) => {
      if (!user.modules.includes('foreign_custom')) throw forbidden();
      const prepared = prepareForeignOrder(await loadCatalogue(db), body);
      if (!prepared.ok) throw invalidField(prepared.problem.field, 'foreign_custom:refused', { reason: t(prepared.problem.key, prepared.problem.params ?? {}) });
      const order = await createCartOrder(db, user, prepared.input);
      const row = await db.selectFrom('orders').select('payamount_fen').where('id', '=', order.id).executeTakeFirstOrThrow();
      return new Answer({ id: order.id, order_num: order.order_num, payamount: fenToYuan(row.payamount_fen) }, ERRCODE.ok, 'foreign_custom:added');
    },
  }),
];
