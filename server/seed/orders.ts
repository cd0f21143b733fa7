/**
 * Demo orders: the factory account; the seller's cart across the three tabs (a team
 * order of 12 employees among them); placed orders in every status from 2 to 13 with techniques,
 * BOM and sizes, their status history, logistics, and a ledger that chains to the seller's
 * ¥50,000.00 balance. The orders themselves are built from the seeded catalogue with the ordering
 * rules (order-forms.ts, order-list.ts) and put in the cart as add_order puts them.
 */
import { sql } from 'kysely';
import { USER_TYPE, roleModules } from '@/domain/account/user-types';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import type { EmployeeData } from '@/domain/orders/order-input';
import { plausibilityGarment } from '@/domain/orders/production-sheet';
import { measurementWarnings } from '@/domain/rules/plausibility';
import type { Db } from '../db/database';
import { hashSecret } from '../http/crypto';
import { createCartOrder } from '../modules/order-store/create';
import { loadCatalogue } from '../modules/catalogue/snapshot';
import { moveBalance, orderCategories } from '../modules/ledger/service';
import '../modules/order-store/tables';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD } from './accounts';
import { OrderForms } from './order-forms';
import { demoOrders } from './order-list';

export const FACTORY_PHONE = '13800000005';
const SELLER_PHONE = '13800000001';

export async function seedFactoryAccount(db: Db): Promise<void> {
  await db
    .insertInto('users')
    .values({
      mobilephone: FACTORY_PHONE,
      username: 'factory01',
      truename: '孙厂长',
      user_type: USER_TYPE.factory,
      role_id: USER_TYPE.factory,
      parent_id: null,
      company_name: '苏州工厂',
      address: '江苏省苏州市吴中区工业园 8 号',
      money_fen: 0,
      password_hash: await hashSecret(DEMO_PASSWORD),
      pay_password_hash: await hashSecret(DEMO_PAY_PASSWORD),
      pay_locked_until: null,
      module_codes: JSON.stringify(roleModules(USER_TYPE.factory)),
    })
    .onConflict((oc) => oc.column('mobilephone').doNothing())
    .execute();
}

/** Each status a placed order ends in, with the path of statuses it went through to get there. */
const PRODUCTION = [13, 4, 5, 6, 7, 8];
const PATHS: Record<number, number[]> = {
  10: [1, 2, ...PRODUCTION, 9, 10],
  12: [1, 2, 12],
  9: [1, 2, ...PRODUCTION, 9],
  11: [1, 2, ...PRODUCTION, 11],
  8: [1, 2, ...PRODUCTION],
  7: [1, 2, 13, 4, 5, 6, 7],
  6: [1, 2, 13, 4, 5, 6],
  5: [1, 2, 13, 4, 5],
  4: [1, 2, 13, 4],
  3: [1, 2, 3],
  13: [1, 2, 13],
  2: [1, 2],
};

function actionOf(to: number): string {
  if (to === 2) return 'pay';
  if (to === 13) return 'review_pass';
  if (to === 3) return 'review_fail';
  if (to === 12) return 'cancel';
  if (to === 11) return 'applyHosting';
  if (to === 9) return 'applyShipping';
  return 'advance';
}

export async function seedOrders(db: Db): Promise<void> {
  const seller = await db.selectFrom('users').select(['id', 'money_fen']).where('mobilephone', '=', SELLER_PHONE).executeTakeFirst();
  const factory = await db.selectFrom('users').select('id').where('mobilephone', '=', FACTORY_PHONE).executeTakeFirst();
  if (!seller || !factory) return;

  const DAY = 24 * 3600_000;
  const start = Date.now() - 60 * DAY;
  const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
  // Placed every four days from 60 days ago, each for delivery 45 days later; the cart for 40 days from now.
  const snapshot = await loadCatalogue(db);
  const { placed, cart } = demoOrders(new OrderForms(snapshot), isoDay(Date.now() + 40 * DAY));

  // Net charge of the placed orders; a recharge of that much first keeps the seller at their
  // starting balance and the ledger a clean chain.
  const orders: { id: number; status: number; amount: number; at: Date }[] = [];
  for (const [i, [status, order]] of placed.entries()) {
    const at = start + i * 4 * DAY;
    const created = await createCartOrder(db, { id: seller.id, login_id: seller.id }, order(isoDay(at + 45 * DAY)));
    const o = await db.selectFrom('orders').select('payamount_fen').where('id', '=', created.id).executeTakeFirstOrThrow();
    orders.push({ id: created.id, status, amount: o.payamount_fen, at: new Date(at) });
  }
  const net = orders.filter((o) => o.status !== 12).reduce((s, o) => s + o.amount, 0);
  await db.selectFrom('users').select('id').where('id', '=', seller.id).forUpdate().execute();
  await moveBalance(db, { userId: seller.id, type: LEDGER_TYPE.recharge, amountFen: net, order: null, categories: null });
  await db.updateTable('balance_log').set({ created_at: new Date(start - DAY) }).where('user_id', '=', seller.id).execute();

  for (const o of orders) {
    const path = PATHS[o.status]!;
    const full = await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ created_at: o.at }).where('id', '=', o.id).execute();
    await db.updateTable('order_status_history').set({ created_at: o.at }).where('order_id', '=', o.id).execute();
    let at = o.at.getTime();
    for (let k = 1; k < path.length; k++) {
      const from = path[k - 1]!;
      const to = path[k]!;
      at += (to === 2 ? 1 : 18) * 3600_000;
      const action = actionOf(to);
      const bySeller = ['pay', 'cancel', 'applyHosting', 'applyShipping'].includes(action);
      const note = to === 3 ? '腰围与臀围差值异常，请核对测量数据后重新提交' : '';
      if (to === 2 || to === 12) {
        const categories = await orderCategories(db, o.id);
        await moveBalance(db, {
          userId: seller.id,
          type: to === 2 ? LEDGER_TYPE.payment : LEDGER_TYPE.refund,
          amountFen: to === 2 ? -o.amount : o.amount,
          order: full,
          categories,
        });
        await sql`UPDATE balance_log SET created_at = ${new Date(at)} WHERE id = (SELECT max(id) FROM balance_log WHERE user_id = ${seller.id})`.execute(db);
      }
      if (to === 9) {
        await db
          .insertInto('order_logistics')
          .values({
            order_id: o.id,
            carrier: '顺丰速运 / SF Express',
            tracking_no: `SF1402${String(o.id).padStart(6, '0')}`,
            receiver: full.user_name,
            phone: full.user_mobilephone,
            address: full.user_address,
            events: JSON.stringify([
              { time: new Date(at).toISOString(), text_zh: '仓库已出库，快件已揽收', text_en: 'Left the warehouse, picked up by the carrier' },
              { time: new Date(at + 20 * 3600_000).toISOString(), text_zh: '快件已到达上海转运中心', text_en: 'Arrived at the Shanghai hub' },
              { time: new Date(at + 30 * 3600_000).toISOString(), text_zh: '派送中', text_en: 'Out for delivery' },
            ]),
            created_at: new Date(at),
          })
          .execute();
      }
      await db
        .insertInto('order_status_history')
        .values({ order_id: o.id, from_status: from, to_status: to, actor_user_id: bySeller ? seller.id : factory.id, action, note, created_at: new Date(at) })
        .execute();
    }
    await db
      .updateTable('orders')
      .set({
        order_status_id: o.status,
        paid_fen: o.status === 12 ? 0 : o.amount,
        paid_at: new Date(o.at.getTime() + 3600_000),
        review_feedback: o.status === 3 ? '腰围与臀围差值异常，请核对测量数据后重新提交' : '',
        updated_at: new Date(at),
      })
      .where('id', '=', o.id)
      .execute();
  }

  for (const input of cart) await createCartOrder(db, { id: seller.id, login_id: seller.id }, input);
  await confirmReviewedStaff(db, snapshot);
}

/** The team members whose unusual measurements the measurer took again and confirmed as measured (已复核). */
const REVIEWED_STAFF = ['吴刚'];

/**
 * Records the confirmation with each garment of theirs in the team orders, as the measurements
 * carry it: the keys of every warning their measurements raise (src/domain/rules/plausibility.ts).
 */
async function confirmReviewedStaff(db: Db, snapshot: CatalogueSnapshot): Promise<void> {
  const rows = await db.selectFrom('order_employees').select(['id', 'gender_id', 'height', 'weight', 'measuring_info']).where('truename', 'in', REVIEWED_STAFF).execute();
  for (const e of rows) {
    const info = e.measuring_info as EmployeeData['measuring_info'];
    const warnings = measurementWarnings(snapshot, {
      gender_id: e.gender_id,
      height: e.height ?? 0,
      weight: e.weight ?? 0,
      garments: info.map((m) => plausibilityGarment(m.sub_category_id, m.size_info)),
    });
    const reviewed = warnings.map((w) => w.key);
    await db
      .updateTable('order_employees')
      .set({ measuring_info: JSON.stringify(info.map((m) => ({ ...m, reviewed_warnings: reviewed }))) })
      .where('id', '=', e.id)
      .execute();
  }
}
