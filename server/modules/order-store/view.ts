/**
 * Orders as the API shows them (spec 1 §3 "Cart order", "Order detail additions", "Detail item"):
 * the spec's field names, money in yuan with two decimals, dates as text. An order's items come
 * in its own row, so a list reads its page in one statement.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { detailLayoutOf, quantityEditable, splitImageList } from '@/domain/orders/cart';
import type { DetailItemData } from '@/domain/orders/order-input';
import { categoriesLabel, orderNames, type OrderNames } from '@/domain/orders/order-names';
import { actionsFor, orderStatusLabel } from '@/domain/orders/status';
import type { OrderDetail, OrderSummary } from '@/domain/orders/wire';
import type { Locale } from '@/domain/shared/locale';
import { fenToYuan } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { countMatching, type NothingSelected, type PageQuery } from '../../http/paging';
import { loadCatalogue } from '../catalogue/snapshot';
import './tables';

/**
 * The order columns a list shows. A list row reads only what it shows: every column is a field the
 * database driver parses per row, and parsing rows was the largest part of a list request's time.
 */
const LIST_COLUMNS = [
  'orders.id',
  'orders.order_num',
  'orders.user_id',
  'orders.order_type_id',
  'orders.sub_fast_type_id',
  'orders.order_status_id',
  'orders.payamount_fen',
  'orders.paid_fen',
  'orders.quantity',
  'orders.user_name',
  'orders.user_mobilephone',
  'orders.user_company_name',
  'orders.group_buy_company_name',
  'orders.group_buy_contacts',
  'orders.group_buy_prepay_fen',
  'orders.large_goods_company_name',
  'orders.large_goods_contacts',
  'orders.large_goods_prepay_fen',
  'orders.process_price_fen',
  'orders.image_3d',
  'orders.review_feedback',
] as const;

/** What one order's detail shows beyond a list's row. */
const DETAIL_COLUMNS = [
  'orders.user_sex',
  'orders.user_height',
  'orders.user_weight',
  'orders.user_ic',
  'orders.user_address',
  'orders.other_requirement',
  'orders.user_remark',
  'orders.group_buy_receive_order',
  'orders.group_buy_contract_images',
  'orders.process_name',
  'orders.remark',
  'orders.source_order_id',
  'orders.paid_at',
] as const;

/** The delivery date as plain text, never a Date. */
const deliveryDate = () => sql<string | null>`to_char(orders.delivery_date, 'YYYY-MM-DD')`.as('delivery_date');

/**
 * When the order was made, as the wire shows it: the text Date's toISOString gives (UTC, whole
 * milliseconds, cut rather than rounded as a driver's Date cuts them). As text, a page of rows
 * can come as one JSON value (orderListPage) and read the same as a single row does.
 */
const createdAt = () => sql<string>`to_char(orders.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at');

/** A list's row of each order, with the order's items as lists show them. */
export function selectOrderColumns<O>(qb: SelectQueryBuilder<Database, 'orders', O>) {
  return qb.select([...LIST_COLUMNS, deliveryDate(), createdAt(), itemsOfOrder('list').as('items')]);
}

/** One order whole for its detail: a list's row, the rest of the order, and its items whole (sizes, BOM, techniques). */
function selectOrderDetailColumns<O>(qb: SelectQueryBuilder<Database, 'orders', O>) {
  return qb.select([...LIST_COLUMNS, ...DETAIL_COLUMNS, deliveryDate(), createdAt(), itemsOfOrder('full').as('items')]);
}

/**
 * Page `page` of the orders `base` matches, by id (newest first for `desc`), as list rows, with
 * how many it matches: paginate's answer, shaped for the lists' time.
 *
 * - The page comes from the database as one JSON array (json_agg over its rows). A page of rows
 *   was a field for the driver to parse per column per row (dates through a parser, each order's
 *   items apart); one JSON value is parsed once. Its order is said in the aggregate.
 * - The page is the rows numbered `first + 1` to `first + size` (row_number, beside the count as
 *   a window), not LIMIT and OFFSET: with those as parameters PostgreSQL costed its generic plan
 *   at twice a planned one (it guesses an unknown OFFSET skips rows) and so planned the list's
 *   statement afresh at every request, which took longer than running it (0.3 ms of 0.5 on
 *   PostgreSQL, more on PGlite). Numbered, the generic plan costs what a planned one does and is
 *   kept after the fifth run, as it is for the other prepared statements.
 * - The columns and items are read for the page's orders only, joined back by id: the numbering
 *   reads the ids of every match, as the count must.
 */
export async function orderListPage(
  db: Db,
  base: SelectQueryBuilder<Database, 'orders', NothingSelected>,
  paging: PageQuery,
  direction: 'asc' | 'desc',
): Promise<{ total: number; rows: OrderRow[] }> {
  const order = direction === 'desc' ? sql`DESC` : sql`ASC`;
  const numbered = base.select([
    'orders.id as order_id',
    sql<number>`row_number() over (ORDER BY orders.id ${order})`.as('n'),
    sql<number>`count(*) over ()`.as('page_total'),
  ]);
  const first = (paging.page - 1) * paging.size;
  const joined = db
    .selectFrom('orders')
    .innerJoin(numbered.as('k'), 'k.order_id', 'orders.id')
    .where('k.n', '>', first)
    .where('k.n', '<=', first + paging.size);
  // selectOrderColumns reads `orders` only; the join adds the numbered ids it is filtered by.
  const page = selectOrderColumns(joined as unknown as SelectQueryBuilder<Database, 'orders', NothingSelected>).select([sql<number>`k.n`.as('n'), sql<number>`k.page_total`.as('page_total')]);
  const found = await db
    .selectFrom(page.as('p'))
    .select([sql<OrderRow[] | null>`json_agg(p ORDER BY p.n)`.as('rows'), sql<number | string | null>`max(p.page_total)`.as('total')])
    .executeTakeFirst();
  // A page past the end has no row to carry the count.
  if (!found?.rows) return { total: paging.page > 1 ? await countMatching(base) : 0, rows: [] };
  return { total: Number(found.total), rows: found.rows };
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrderColumns>['executeTakeFirstOrThrow']>>;
/** `detail` is the stored DetailItemData; a list's lacks the keys ListLeavesOut names. */
type ItemRow = { id: number; sort_id: number; quantity: number; unit_price_fen: number; detail: unknown };

/**
 * What a list shows of an item's detail (order_items.list_detail, which PostgreSQL keeps beside the
 * whole detail, migration 0029): its categories, fabric number and retail price. Sending and
 * parsing the whole detail for a list was ~1 ms of a 12-order page.
 */
type ListDetail = Pick<DetailItemData, 'category_id' | 'category_name' | 'sub_category_id' | 'sub_category_name' | 'fabric_num' | 'retail_fen'>;

/**
 * The order's items in their order, as one JSON array in the order's row. Reading them in the
 * page's own statement saves a list request one round trip of its three (session, page,
 * items). PostgreSQL evaluates the subquery only for the rows the page returns: it is computed
 * above the page's `count(*) over ()` and below its limit.
 */
function itemsOfOrder(items: 'list' | 'full') {
  const detail = items === 'full' ? sql`i.detail` : sql`i.list_detail`;
  return sql<ItemRow[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', i.id, 'sort_id', i.sort_id, 'quantity', i.quantity, 'unit_price_fen', i.unit_price_fen, 'detail', ${detail}
    ) ORDER BY i.sort_id, i.id), '[]'::json)
    FROM order_items i WHERE i.order_id = orders.id)`;
}

/** A stored detail item (its money in fen) as the wire shows it (money in yuan); `d` is its detail, named in the caller's language. */
function detailItemOut(item: ItemRow, d: ListDetail, full: boolean, orderProcessFen: number) {
  const base = {
    id: item.id,
    category_id: d.category_id,
    category_name: d.category_name,
    sub_category_id: d.sub_category_id,
    sub_category_name: d.sub_category_name,
    quantity: item.quantity,
    unit_price: fenToYuan(item.unit_price_fen),
    fabric_num: d.fabric_num,
    retail: fenToYuan(d.retail_fen),
  };
  if (!full) return base;
  const f = d as DetailItemData; // read with selectOrderColumns(qb, 'full'): every key is there
  return {
    ...base,
    sort_id: item.sort_id,
    sub_unit_consumption: f.sub_unit_consumption,
    unit_consumption: f.unit_consumption,
    sub_edition_number: f.sub_edition_number,
    edition_number: f.edition_number,
    style_number: f.style_number,
    product_code: f.product_code,
    wearing_style: f.wearing_style,
    fabric_info: { type_id: f.fabric_type_id, fabric_num: f.fabric_num },
    special_shape_info: f.special_shape_info,
    category_size_data: f.category_size_data,
    tech_info: f.tech_info.map(({ price_fen, ...t }) => ({ ...t, price: fenToYuan(price_fen) })),
    /** A piece's process price: the grade's price for this category when priced per category, else the order's. */
    process_price: fenToYuan(f.process_price_fen ?? orderProcessFen),
    tech_price: fenToYuan(f.tech_info.reduce((s, t) => s + t.price_fen, 0)),
    bom_info: f.bom_info,
    size_info: f.size_info,
    // Orders stored before a foreign garment kept its trims have none.
    trims: f.trims ?? null,
  };
}

function orderOut(o: OrderRow, items: ItemRow[], lang: Locale, names: OrderNames, full: boolean, viewerId: number) {
  const details = items.map((i) => names.detail(i.detail as ListDetail));
  const fabric = details.find((d) => d.fabric_num)?.fabric_num ?? '';
  return {
    id: o.id,
    order_num: o.order_num,
    order_type_id: o.order_type_id,
    sub_fast_type_id: o.sub_fast_type_id,
    order_status_id: o.order_status_id,
    order_status_name: orderStatusLabel(o.order_status_id, lang),
    layout: detailLayoutOf(o.order_type_id, o.sub_fast_type_id),
    // Only the owner acts on an order; its shop account and the factory would be refused.
    actions: actionsFor(o.order_status_id, o.user_id === viewerId ? 'owner' : 'reader'),
    quantity_editable: quantityEditable(o),
    payamount: fenToYuan(o.payamount_fen),
    paid: fenToYuan(o.paid_fen),
    // Each item's unit price as priced when the order was placed (itemUnitPrice); neither the
    // order's process price nor an item's techniques change after.
    unit_price: fenToYuan(items.reduce((sum, i) => sum + i.unit_price_fen, 0)),
    quantity: o.quantity,
    categories: categoriesLabel(details.map((d) => d.category_name)),
    fabric_num: fabric,
    user_name: o.user_name,
    user_mobilephone: o.user_mobilephone,
    user_company_name: o.user_company_name,
    group_buy_company_name: o.group_buy_company_name,
    group_buy_contacts: o.group_buy_contacts,
    group_buy_prepay: fenToYuan(o.group_buy_prepay_fen),
    large_goods_company_name: o.large_goods_company_name,
    large_goods_contacts: o.large_goods_contacts,
    large_goods_prepay: fenToYuan(o.large_goods_prepay_fen),
    delivery_date: o.delivery_date,
    create_time: o.created_at,
    '3d_image': o.image_3d,
    review_feedback: o.review_feedback,
    detail_info: items.map((i, n) => detailItemOut(i, details[n]!, full, o.process_price_fen)),
  } satisfies OrderSummary;
}

/** Stored names are Chinese; other callers get them translated from the catalogue. */
export async function namesFor(db: Db, lang: Locale): Promise<OrderNames> {
  return orderNames(lang === 'zh' ? null : await loadCatalogue(db), lang);
}

/** Rows as lists show them, with the actions `viewerId` may take. */
export async function orderSummaries(db: Db, rows: OrderRow[], lang: Locale, viewerId: number) {
  const names = await namesFor(db, lang);
  return rows.map((r) => orderOut(r, r.items, lang, names, false, viewerId));
}

/** Everything the order detail screen shows, including the status timeline and logistics, as `viewerId` sees it. */
export async function orderDetail(db: Db, orderId: number, lang: Locale, viewerId: number): Promise<OrderDetail> {
  const o = await selectOrderDetailColumns(db.selectFrom('orders')).where('orders.id', '=', orderId).executeTakeFirstOrThrow();
  const items = o.items;
  const details = items.map((i) => i.detail as DetailItemData);
  const names = await namesFor(db, lang);
  const timeline = await db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .select(['h.from_status', 'h.to_status', 'h.action', 'h.note', 'h.created_at', 'u.truename', 'u.user_type'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id')
    .execute();
  const logistics = await db
    .selectFrom('order_logistics')
    .select(['carrier', 'tracking_no', 'receiver', 'phone', 'address', 'events', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const employees = await db
    .selectFrom('order_employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const techFen = details.reduce((s, d) => s + d.tech_info.reduce((t, x) => t + x.price_fen, 0), 0);
  // Read with the full columns: every item is a full one, which orderOut's type does not say.
  const full = {
    ...orderOut(o, items, lang, names, true, viewerId),
    user_sex: o.user_sex,
    user_height: o.user_height,
    user_weight: o.user_weight,
    user_ic: o.user_ic,
    user_address: o.user_address,
    other_requirement: o.other_requirement,
    user_remark: o.user_remark,
    remark: names.remark(o.remark),
    process_name: names.process(o.process_name),
    process_price: fenToYuan(o.process_price_fen),
    /** Spec 1 §5: process price plus the sum of the technique prices. */
    price: fenToYuan(o.process_price_fen + techFen),
    group_buy_receive_order: o.group_buy_receive_order,
    group_buy_contract_images: o.group_buy_contract_images,
    contract_images: splitImageList(o.group_buy_contract_images),
    employee_count: Number(employees.n),
    paid_at: o.paid_at?.toISOString() ?? null,
    source_order_id: o.source_order_id,
    timeline: timeline.map((h) => ({
      from_status: h.from_status,
      to_status: h.to_status,
      to_status_name: orderStatusLabel(h.to_status, lang),
      action: h.action,
      note: h.note,
      actor: h.truename ?? '',
      actor_user_type: h.user_type ?? null,
      time: h.created_at.toISOString(),
    })),
    logistics: logistics ? logisticsOut(logistics, lang) : null,
  };
  return full as OrderDetail;
}

export function logisticsOut(
  l: { carrier: string; tracking_no: string; receiver: string; phone: string; address: string; events: { time: string; text_zh: string; text_en: string }[]; created_at: Date },
  lang: Locale,
) {
  return {
    carrier: l.carrier,
    tracking_no: l.tracking_no,
    receiver: l.receiver,
    phone: l.phone,
    address: l.address,
    shipped_at: l.created_at.toISOString(),
    events: l.events.map((e) => ({ time: e.time, text: lang === 'zh' ? e.text_zh : e.text_en })),
  };
}
