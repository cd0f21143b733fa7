/**
 * The seller's order actions of spec 1 §4, for real. Each runs in one transaction over locked
 * rows and is allowed only from the statuses `ORDER_ACTIONS` lists; money that leaves an order
 * (cancel, or dropping a refused order) returns to the balance with a ledger row.
 */
import { ORDER_TYPE, SUB_FAST_TYPE } from '@/domain/orders/cart';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { CartOrderInputSchema, type DetailItemData, type EmployeeData } from '@/domain/orders/order-input';
import { teamQuantities } from '@/domain/orders/price';
import { ACTION_TARGET, ORDER_STATUS, actionAllowed, refundsOnLeave, type OrderAction } from '@/domain/orders/status';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { conflict, invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { insertCartOrder, repriceOrder } from '../order-store/create';
import { moveBalance, orderCategories } from '../ledger/service';
import { lockOwnOrders, orderNotFound } from '../order-store/access';
import { releaseParcels } from '../fabric-stock/usage';
import { moveStatus, recordMove } from '../order-store/history';
import '../order-store/tables';

type LockedOrder = Awaited<ReturnType<typeof lockOwnOrders>>[number];

function requireAction(action: OrderAction, o: LockedOrder) {
  if (!actionAllowed(action, o.order_status_id)) throw conflict('orders:action_not_allowed', { order_num: o.order_num, status: o.order_status_id });
}

/** Gives back what the owner paid for an order, and the fabric it used (once: paid_fen drops to 0). */
async function refund(trx: Db, o: LockedOrder, userId: number, loginId: number): Promise<void> {
  if (o.paid_fen <= 0) return;
  await releaseParcels(trx, loginId, o.id);
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  await moveBalance(trx, { userId, type: LEDGER_TYPE.refund, amountFen: o.paid_fen, order: o, categories: await orderCategories(trx, o.id) });
  await trx.updateTable('orders').set({ paid_fen: 0 }).where('id', '=', o.id).execute();
}

/**
 * Moves orders by one action (cancel, edit, hosting). All-or-nothing: if any order may not take
 * the action, none moves.
 */
export async function applyAction(db: Db, user: SessionUser, action: 'cancel' | 'edit' | 'applyHosting', ids: number[]) {
  const to = ACTION_TARGET[action]!;
  return inTransaction(db, async (trx) => {
    // The user row first, as payment does, so the two never wait on each other in reverse order.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const orders = await lockOwnOrders(trx, user, ids);
    for (const o of orders) requireAction(action, o);
    for (const o of orders) {
      if (refundsOnLeave(action, o.order_status_id)) await refund(trx, o, user.id, user.login_id);
      await moveStatus(trx, {
        orderId: o.id,
        from: o.order_status_id,
        to,
        actorId: user.login_id,
        action,
        ...(action === 'edit' ? { extra: { paid_at: null, review_feedback: '' } } : {}),
      });
    }
    return orders.map((o) => o.order_num);
  });
}

/** Deletes placed orders (3, 10, 12); a refused order's payment is refunded first. */
export async function deleteOrders(db: Db, user: SessionUser, ids: number[]) {
  return inTransaction(db, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const orders = await lockOwnOrders(trx, user, ids);
    for (const o of orders) requireAction('delete', o);
    for (const o of orders) {
      if (refundsOnLeave('delete', o.order_status_id)) await refund(trx, o, user.id, user.login_id);
      await trx.updateTable('orders').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', o.id).execute();
      await recordMove(trx, { orderId: o.id, from: o.order_status_id, to: o.order_status_id, actorId: user.login_id, action: 'delete' });
    }
    return orders.length;
  });
}

const CARRIERS = [
  { code: 'SF', zh: '顺丰速运', en: 'SF Express' },
  { code: 'YT', zh: '圆通速递', en: 'YTO Express' },
];

/** Ships an in-stock or hosted order (8, 11 -> 9) and opens its logistics record. */
export async function applyShipping(
  db: Db,
  user: SessionUser,
  orderId: number,
  to: { receiver?: string | undefined; phone?: string | undefined; address?: string | undefined },
) {
  return inTransaction(db, async (trx) => {
    const [o] = await lockOwnOrders(trx, user, [orderId]);
    requireAction('applyShipping', o!);
    const order = o!;
    const carrier = CARRIERS[order.id % CARRIERS.length]!;
    const tracking = `${carrier.code}${String(Date.now()).slice(-8)}${String(order.id).padStart(4, '0')}`;
    const now = new Date().toISOString();
    await trx
      .insertInto('order_logistics')
      .values({
        order_id: order.id,
        carrier: carrier.zh === carrier.en ? carrier.en : `${carrier.zh} / ${carrier.en}`,
        tracking_no: tracking,
        receiver: to.receiver || order.group_buy_contacts || order.large_goods_contacts || order.user_name,
        phone: to.phone || order.user_mobilephone,
        address: to.address || order.user_address,
        events: JSON.stringify([{ time: now, text_zh: '仓库已出库，快件已揽收', text_en: 'Left the warehouse, picked up by the carrier' }]),
      })
      .execute();
    await moveStatus(trx, { orderId: order.id, from: order.order_status_id, to: ORDER_STATUS.shipped, actorId: user.login_id, action: 'applyShipping', note: tracking });
    return { tracking_no: tracking };
  });
}

/** A copy of a completed or canceled order, back in the cart (status 1). */
export async function reorder(db: Db, user: SessionUser, orderId: number, deliveryDate: string) {
  return inTransaction(db, async (trx) => {
    const [o] = await lockOwnOrders(trx, user, [orderId]);
    requireAction('reorder', o!);
    const order = o!;
    const items = await trx.selectFrom('order_items').select(['detail', 'quantity']).where('order_id', '=', orderId).orderBy('sort_id').execute();
    const employees = await trx.selectFrom('order_employees').selectAll().where('order_id', '=', orderId).orderBy('sort_id').execute();
    const data = CartOrderInputSchema.parse({
      order_type_id: order.order_type_id,
      sub_fast_type_id: order.sub_fast_type_id === null ? null : order.sub_fast_type_id,
      user_name: order.user_name,
      user_mobilephone: order.user_mobilephone,
      user_sex: order.user_sex,
      user_height: order.user_height,
      user_weight: order.user_weight,
      user_company_name: order.user_company_name,
      user_ic: order.user_ic,
      user_address: order.user_address,
      other_requirement: order.other_requirement,
      user_remark: order.user_remark,
      group_buy_company_name: order.group_buy_company_name,
      group_buy_contacts: order.group_buy_contacts,
      group_buy_receive_order: order.group_buy_receive_order,
      group_buy_prepay_fen: order.group_buy_prepay_fen,
      group_buy_contract_images: order.group_buy_contract_images ? order.group_buy_contract_images.split(',') : [],
      large_goods_company_name: order.large_goods_company_name,
      large_goods_contacts: order.large_goods_contacts,
      large_goods_prepay_fen: order.large_goods_prepay_fen,
      // The old delivery date has passed: the seller gave a new one in the reorder step.
      delivery_date: deliveryDate,
      process_name: order.process_name,
      process_price_fen: order.process_price_fen,
      image_3d: order.image_3d,
      remark: order.remark,
      items: items.map((i) => ({ ...(i.detail as DetailItemData), quantity: i.quantity })),
      employees: employees.map((e) => ({
        truename: e.truename,
        gender_id: e.gender_id,
        height: e.height,
        weight: e.weight,
        department_name: e.department_name,
        measuring_info: e.measuring_info as EmployeeData['measuring_info'],
      })),
    });
    const copy = await insertCartOrder(trx, user, data, order.id);
    return copy;
  });
}

/** A team order's staff may change only while it is in the cart (spec 1 §5: status 1). */
async function lockEditableTeamOrder(trx: Db, user: SessionUser, orderId: number) {
  const [o] = await lockOwnOrders(trx, user, [orderId]);
  const order = o!;
  if (order.order_type_id !== ORDER_TYPE.fast || order.sub_fast_type_id !== SUB_FAST_TYPE.team) throw conflict('orders:not_team_order');
  if (order.order_status_id !== ORDER_STATUS.notSubmitted) throw conflict('orders:employees_locked', { order_num: order.order_num });
  return order;
}

/** After the staff changed, each category's quantity follows what the employees get. */
async function syncTeamQuantities(trx: Db, orderId: number) {
  const staff = await trx.selectFrom('order_employees').select('measuring_info').where('order_id', '=', orderId).execute();
  const byCategory = teamQuantities(staff.map((s) => ({ measuring_info: s.measuring_info as EmployeeData['measuring_info'] })));
  const items = await trx.selectFrom('order_items').select(['id', 'sub_category_id']).where('order_id', '=', orderId).execute();
  for (const item of items) {
    await trx
      .updateTable('order_items')
      .set({ quantity: Math.max(1, byCategory.get(item.sub_category_id) ?? 0) })
      .where('id', '=', item.id)
      .execute();
  }
  await repriceOrder(trx, orderId);
}

export async function editEmployee(
  db: Db,
  user: SessionUser,
  orderId: number,
  employeeId: number,
  patch: { truename?: string | undefined; gender_id?: number | undefined; height?: number | null | undefined; weight?: number | null | undefined; department_name?: string | undefined },
) {
  return inTransaction(db, async (trx) => {
    await lockEditableTeamOrder(trx, user, orderId);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (!Object.keys(set).length) throw invalidField('truename', 'field.required');
    const updated = await trx.updateTable('order_employees').set(set).where('id', '=', employeeId).where('order_id', '=', orderId).executeTakeFirst();
    if (!updated.numUpdatedRows) throw invalidField('employee_id', 'field.unknown_id', { id: employeeId });
    return null;
  });
}

export async function deleteEmployee(db: Db, user: SessionUser, orderId: number, employeeId: number) {
  return inTransaction(db, async (trx) => {
    await lockEditableTeamOrder(trx, user, orderId);
    const staff = await trx.selectFrom('order_employees').select('id').where('order_id', '=', orderId).execute();
    if (!staff.some((s) => s.id === employeeId)) throw invalidField('employee_id', 'field.unknown_id', { id: employeeId });
    if (staff.length === 1) throw conflict('orders:last_employee');
    await trx.deleteFrom('order_employees').where('id', '=', employeeId).execute();
    await syncTeamQuantities(trx, orderId);
    return null;
  });
}

/** The factory's review and production steps; every move is recorded like the seller's. */
export async function factoryMove(db: Db, factoryUser: SessionUser, orderId: number, decide: (status: number) => { to: number; action: string; note?: string } | null) {
  return inTransaction(db, async (trx) => {
    const o = await trx.selectFrom('orders').select(['id', 'order_num', 'order_status_id']).where('id', '=', orderId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!o) throw orderNotFound();
    const move = decide(o.order_status_id);
    if (!move) throw conflict('orders:factory_move_not_allowed', { order_num: o.order_num });
    await moveStatus(trx, {
      orderId: o.id,
      from: o.order_status_id,
      to: move.to,
      actorId: factoryUser.id,
      action: move.action,
      note: move.note ?? '',
      ...(move.action === 'review_fail' ? { extra: { review_feedback: move.note ?? '' } } : {}),
    });
    return { order_status_id: move.to };
  });
}
