/**
 * Sales reports: the saved views of a seller (only its own), and their figures read from the orders
 * and the ledger of the seller and its sub-accounts (shops and staff, users.parent_id), computed
 * by the shared rule in src/domain/sales-report/aggregate.ts.
 */
import { sql } from 'kysely';
import { USER_TYPE } from '@/domain/account/user-types';
import { aggregateReport, type Payment, type SliceFen } from '@/domain/sales-report/aggregate';
import type { Report, ReportData, ReportOptions, ReportValues } from '@/domain/sales-report/contract';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { orderTypeLabel } from '@/domain/orders/cart';
import { ORDER_STATUS } from '@/domain/orders/status';
import { fenToYuan } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locale';
import { endOfZonedDay, startOfZonedDay, zonedDateTime } from '@/domain/shared/zoned-time';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import { translator } from '../../http/i18n';
import { catalogueNames } from '../catalogue/names';
import '../order-store/tables';
import './tables';

const missing = () => new ApiError(ERRCODE.notFound, 'sales_report:not_found');

function reportColumns() {
  return [
    'id',
    'name',
    sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
    sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    'group_by',
    'order_types',
    'category_ids',
    'shop_ids',
    'staff_ids',
    'created_at',
  ] as const;
}

type ReportRow = { id: number; name: string; start_date: string; end_date: string; group_by: string; order_types: number[]; category_ids: number[]; shop_ids: number[]; staff_ids: number[]; created_at: Date };

const reportOut = (r: ReportRow): Report => ({ ...r, group_by: r.group_by === 'week' ? 'week' : 'day', create_time: r.created_at.toISOString() });

export async function listReports(db: Db, ownerId: number, q: { page: number; size: number }) {
  const base = db.selectFrom('sales_reports').where('owner_id', '=', ownerId);
  const { count } = await base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const rows = await base.select(reportColumns()).orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  return { count: Number(count), list: rows.map(reportOut) };
}

async function getReport(db: Db, ownerId: number, id: number): Promise<Report> {
  const row = await db.selectFrom('sales_reports').select(reportColumns()).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw missing();
  return reportOut(row);
}

/** The accounts whose orders a seller's report reads: the seller, and its shops and staff. */
async function accountsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_type', sql<string>`coalesce(nullif(shop_name, ''), nullif(username, ''), mobilephone)`.as('name')])
    .where((eb) => eb.or([eb('id', '=', ownerId), eb('parent_id', '=', ownerId)]))
    .orderBy('id')
    .execute();
}

/**
 * The accounts with the names a report shows: the seller's own orders as such, not under its shop
 * name, which read as one of its staff.
 */
async function namedAccountsOf(db: Db, ownerId: number, lang: Locale) {
  const own = translator(lang)('sales_report:own_orders');
  return (await accountsOf(db, ownerId)).map((a) => (a.id === ownerId ? { ...a, name: own } : a));
}

export async function reportOptions(db: Db, ownerId: number, lang: Locale): Promise<ReportOptions> {
  const accounts = await namedAccountsOf(db, ownerId, lang);
  const categories = await db.selectFrom('cat_categories').select(['id', 'name', 'name_en']).orderBy('sort').orderBy('id').execute();
  return {
    categories: categories.map((c) => ({ id: c.id, name: lang === 'en' && c.name_en ? c.name_en : c.name })),
    shops: accounts.filter((a) => a.user_type === USER_TYPE.shop).map((a) => ({ id: a.id, name: a.name })),
    staff: accounts.filter((a) => a.user_type !== USER_TYPE.shop).map((a) => ({ id: a.id, name: a.name })),
  };
}

export async function saveReport(db: Db, ownerId: number, input: ReportValues): Promise<{ id: number }> {
  const accounts = new Set((await accountsOf(db, ownerId)).map((a) => a.id));
  // Only the seller's own accounts can be named: another business's shop would read its orders.
  for (const [field, list] of [['shop_ids', input.shop_ids], ['staff_ids', input.staff_ids]] as const) {
    const stranger = list.find((id) => !accounts.has(id));
    if (stranger !== undefined) throw new ApiError(ERRCODE.validation, 'field.unknown_id', { field, id: stranger }, { field });
  }
  const values = {
    name: input.name,
    start_date: input.start_date,
    end_date: input.end_date,
    group_by: input.group_by,
    order_types: JSON.stringify(input.order_types),
    category_ids: JSON.stringify(input.category_ids),
    shop_ids: JSON.stringify(input.shop_ids),
    staff_ids: JSON.stringify(input.staff_ids),
  };
  if (input.id) {
    const row = await db.updateTable('sales_reports').set({ ...values, updated_at: new Date() }).where('id', '=', input.id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
    if (!row) throw missing();
    return row;
  }
  return db.insertInto('sales_reports').values({ ...values, owner_id: ownerId }).returning('id').executeTakeFirstOrThrow();
}

export async function deleteReport(db: Db, ownerId: number, id: number): Promise<{ id: number }> {
  const row = await db.deleteFrom('sales_reports').where('id', '=', id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
  if (!row) throw missing();
  return row;
}

type Detail = { product_code?: string; edition_number?: string };

/** A report's figures, from the orders and ledger as they are now; days are the viewer's (`tz`). */
export async function reportData(db: Db, ownerId: number, id: number, tz: string, lang: Locale): Promise<ReportData> {
  const report = await getReport(db, ownerId, id);
  const accounts = await namedAccountsOf(db, ownerId, lang);
  const everyone = accounts.map((a) => a.id);
  const chosen = [...report.shop_ids, ...report.staff_ids].filter((a) => everyone.includes(a));
  const from = startOfZonedDay(report.start_date, tz);
  const until = endOfZonedDay(report.end_date, tz);
  // Accounts named once but gone since leave nothing to read.
  const none = report.shop_ids.length + report.staff_ids.length > 0 && chosen.length === 0;

  // Who placed an order: the staff login that created it in the seller's name (its first status
  // row's actor), else the account it belongs to (the seller itself, or a shop).
  const placer = sql<number>`coalesce((SELECT h.actor_user_id FROM order_status_history h WHERE h.order_id = o.id AND h.from_status IS NULL AND h.actor_user_id IN (${sql.join(everyone)}) ORDER BY h.id LIMIT 1), o.user_id)`;
  // The orders the report's filters keep: its accounts (by who placed them), order types and (any piece of) categories.
  const ordersOf = () => {
    let q = db.selectFrom('orders as o').where('o.user_id', 'in', none ? [0] : everyone);
    if (chosen.length) q = q.where(placer, 'in', chosen);
    if (report.order_types.length) q = q.where('o.order_type_id', 'in', report.order_types);
    if (report.category_ids.length) {
      q = q.where((eb) => eb.exists(eb.selectFrom('order_items as f').select('f.id').whereRef('f.order_id', '=', 'o.id').where('f.category_id', 'in', report.category_ids)));
    }
    return q;
  };
  // Money as the ledger moved it, on the day it moved: payments (negative on the payer's
  // balance) for the gross, refunds (positive) for the refunds.
  const ledger = (type: number) =>
    ordersOf()
      .innerJoin('balance_log as b', 'b.order_id', 'o.id')
      .where('b.type', '=', type)
      .where('b.created_at', '>=', from)
      .where('b.created_at', '<', until);

  const paid = await ledger(LEDGER_TYPE.payment)
    .select(['o.id', 'o.order_type_id', placer.as('placer_id'), 'b.amount_fen', 'b.created_at'])
    .orderBy('b.id')
    .execute();
  const orderIds = [...new Set(paid.map((p) => p.id))];
  const items = orderIds.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'category_id', 'category_name', 'quantity', 'unit_price_fen', 'detail'])
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('sort_id')
        .execute()
    : [];
  const names = await catalogueNames.categoryNames(db, [...new Set(items.map((i) => i.category_id))], lang);
  const itemsOf = new Map<number, Payment['items']>();
  for (const i of items) {
    const d = i.detail as Detail;
    const category = names.get(i.category_id) ?? i.category_name;
    const list = itemsOf.get(i.order_id) ?? [];
    list.push({ category_id: i.category_id, category_name: category, product: d.product_code || [category, d.edition_number].filter(Boolean).join(' '), quantity: i.quantity, amount_fen: i.quantity * i.unit_price_fen });
    itemsOf.set(i.order_id, list);
  }
  const payments: Payment[] = paid.map((p) => ({
    order_id: p.id,
    order_type_id: p.order_type_id,
    amount_fen: -Number(p.amount_fen),
    day: zonedDateTime(p.created_at, tz).slice(0, 10),
    account_id: Number(p.placer_id),
    items: itemsOf.get(p.id) ?? [],
  }));
  const refunds = await ledger(LEDGER_TYPE.refund).select('b.amount_fen').execute();
  const cancellations = await ordersOf()
    .innerJoin('order_status_history as h', 'h.order_id', 'o.id')
    .select('o.payamount_fen as amount_fen')
    .where('h.to_status', '=', ORDER_STATUS.canceled)
    .where('h.created_at', '>=', from)
    .where('h.created_at', '<', until)
    .execute();

  const accountName = new Map(accounts.map((a) => [a.id, a.name]));
  const figures = aggregateReport({
    payments,
    refunds: refunds.map((r) => ({ amount_fen: Number(r.amount_fen) })),
    cancellations: cancellations.map((c) => ({ amount_fen: Number(c.amount_fen) })),
    start: report.start_date,
    end: report.end_date,
    groupBy: report.group_by,
    orderTypeLabel: (type) => orderTypeLabel({ order_type_id: type }, lang),
    accountLabel: (a) => accountName.get(a) ?? String(a),
  });
  const shopIds = new Set(accounts.filter((a) => a.user_type === USER_TYPE.shop).map((a) => String(a.id)));
  const slices = (list: SliceFen[]) => list.map((s) => ({ key: s.key, label: s.label, gross: fenToYuan(s.gross_fen), orders: s.orders, pieces: s.pieces }));
  const t = figures.totals;
  return {
    report,
    totals: {
      gross: fenToYuan(t.gross_fen),
      orders: t.orders,
      pieces: t.pieces,
      average_order: fenToYuan(t.average_fen),
      refunds: fenToYuan(t.refunds_fen),
      refund_count: t.refund_count,
      cancellations: t.cancellations,
      cancelled_amount: fenToYuan(t.cancelled_fen),
      net: fenToYuan(t.net_fen),
    },
    series: figures.series.map((s) => ({ period: s.period, gross: fenToYuan(s.gross_fen), orders: s.orders })),
    by_category: slices(figures.by_category),
    by_order_type: slices(figures.by_order_type),
    by_shop: slices(figures.by_account.filter((a) => shopIds.has(a.key))),
    by_staff: slices(figures.by_account.filter((a) => !shopIds.has(a.key))),
    top_products: slices(figures.top_products),
  };
}
