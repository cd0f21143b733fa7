/**
 * Group purchases on the server: the five stages as a state machine with a timeline,
 * each move checked here whatever the screen showed. Stage 3 makes a measuring task of the
 * order's garments for the chosen measurers (and the company's people); stage 4 sizes the task's
 * people with the shared rule; stage 5 puts the order in the cart as order type 3, priced by the
 * shared rule (process price plus techniques per piece).
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { orderTechInfo } from '@/domain/fast-order/cart-input';
import { GROUP_FABRIC_TYPE, STAGE, type GroupEntry, type GroupGoods, type GroupOrder, type GroupPerson, type SizeOverrideInput } from '@/domain/group-buy/contract';
import { assignSizes, checkGroupEntry, goodsTwice, needsNewStyle, reviewPassing, unsizedPeople } from '@/domain/group-buy/rules';
import { employeeMeasuringInfo, type MeasuredPerson } from '@/domain/group-buy/order-measurements';
import { MEASURING_STATUS, REPAIR_STATUS } from '@/domain/measuring/constants';
import { ORDER_TYPE } from '@/domain/orders/cart';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { garmentPrice, type PriceBreakdown } from '@/domain/rules/price';
import { chartFor, chartSize } from '@/domain/rules/standard-size';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { isStaffLogin, type SessionUser } from '../../http/session';
import { peopleToTask } from '../customers/task-people';
import { createTask } from '../measuring/task-service';
import { createCartOrder, pieceMaterials } from '../order-store/create';
import { parcelFabric } from '../fabric-stock/usage';
import { checkGarment, productDefinition, ruleRefusal, styleDefinition } from '../product-codes/service';
import './tables';

const missing = () => new ApiError(ERRCODE.notFound, 'group_buy:not_found');

type Row = { id: number; stage: number };

/** The caller's group order, locked for the move that follows (a second click waits and then finds the new stage). */
async function lockOwn(trx: Db, user: SessionUser, id: number) {
  const row = await trx.selectFrom('group_orders').selectAll().where('id', '=', id).where('owner_id', '=', user.id).forUpdate().executeTakeFirst();
  if (!row) throw missing();
  return row;
}

/** A move must start from the stage it belongs to: no stage is skipped or done twice. */
function atStage(row: Row, stage: number) {
  if (row.stage !== stage) throw new ApiError(ERRCODE.rejected, 'group_buy:wrong_stage', { stage: row.stage }, { field: 'id', stage: row.stage });
}

async function move(trx: Db, user: SessionUser, row: Row, to: number, action: string, note = '') {
  await trx.updateTable('group_orders').set({ stage: to, updated_at: new Date() }).where('id', '=', row.id).execute();
  await trx.insertInto('group_order_moves').values({ group_order_id: row.id, from_stage: row.stage, to_stage: to, action, note, actor_id: user.login_id }).execute();
}

/**
 * Each row's price per piece by the shared rule (`garmentPrice`): the product's process price plus
 * the row's techniques. Each product code is read once, however many rows name it.
 */
async function piecePrices(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, goods: readonly GroupGoods[]): Promise<PriceBreakdown[]> {
  const defs = new Map<string, Awaited<ReturnType<typeof productDefinition>>>();
  for (const code of new Set(goods.map((g) => g.product_code))) defs.set(code, await productDefinition(db, snapshot, user, code));
  const none: PriceBreakdown = { process_fen: 0, techniques_fen: 0, total_fen: 0 };
  return goods.map((g) => {
    const process_id = defs.get(g.product_code)?.goods.find((x) => x.category_id === g.category_id)?.process_id;
    const price = process_id ? garmentPrice(snapshot, { category_id: g.category_id, process_id, tech_ids: g.tech_info }) : null;
    return price?.ok ? price.value : none;
  });
}

/**
 * The goods as the entry stage may save them: each a real product of its category, its pattern,
 * fabric and techniques valid together, and what its style number says (a changed row must be
 * saved under a new style first, spec 2 §5).
 */
async function checkGoods(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, goods: readonly GroupGoods[], t: TFunction) {
  const twice = goodsTwice(goods);
  if (twice) throw ruleRefusal(twice, t);
  const idx = indexCatalogue(snapshot);
  for (const [i, g] of goods.entries()) {
    const field = `goods_info.${i}`;
    const def = await productDefinition(db, snapshot, user, g.product_code);
    const own = def?.goods.find((x) => x.category_id === g.category_id);
    if (!def || !own) throw invalidField(`${field}.product_code`, 'large_goods:product_unknown', { code: g.product_code });
    checkGarment(idx, snapshot, g, field, t);
    const style = g.style_number
      ? await styleDefinition(db, snapshot, user, g.category_id, g.style_number)
      : { edition_number: idx.edition.get(own.edition_id)?.edition_number ?? '', tech_ids: own.tech_ids };
    if (!style) throw invalidField(`${field}.style_number`, 'group_buy:style_unknown', { style: g.style_number });
    if (needsNewStyle(snapshot, g, style)) throw invalidField(`${field}.style_number`, 'group_buy:style_required');
  }
}

/** Saves the entry stage (a new group order, or one still at entry); nothing of it is final until submitted. */
export async function saveEntry(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, entry: GroupEntry, t: TFunction): Promise<{ id: number }> {
  await checkGoods(db, snapshot, user, entry.goods_info, t);
  if (entry.company_customer_id !== null) {
    const company = await db.selectFrom('customer_companies').select('id').where('id', '=', entry.company_customer_id).where('owner_id', '=', user.id).executeTakeFirst();
    if (!company) throw invalidField('company_customer_id', 'field.unknown_id', { id: entry.company_customer_id });
  }
  // Another business's parcel answers as a missing one does, so the answer tells nothing of it.
  const parcelId = entry.fabric_type_id === GROUP_FABRIC_TYPE.customer ? entry.fabric_parcel_id : null;
  if (parcelId !== null && !(await parcelFabric(db, user.id, parcelId))) throw invalidField('fabric_parcel_id', 'customer_fabric:parcel_not_yours');
  const values = {
    company_customer_id: entry.company_customer_id,
    company_name: entry.company_name,
    contacts: entry.contacts,
    user_mobilephone: entry.user_mobilephone,
    user_address: entry.user_address,
    delivery_date: entry.delivery_date,
    other_requirement: entry.other_requirement,
    prepay_fen: yuanToFen(entry.prepay) ?? 0,
    fabric_type_id: entry.fabric_type_id,
    fabric_parcel_id: parcelId,
    goods: JSON.stringify(entry.goods_info),
  };
  return inTransaction(db, async (trx) => {
    if (entry.id !== null) {
      const row = await lockOwn(trx, user, entry.id);
      atStage(row, STAGE.entry);
      await trx.updateTable('group_orders').set({ ...values, updated_at: new Date() }).where('id', '=', row.id).execute();
      return { id: row.id };
    }
    const { id } = await trx.insertInto('group_orders').values({ owner_id: user.id, ...values }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('group_order_moves').values({ group_order_id: id, from_stage: null, to_stage: STAGE.entry, action: 'create', actor_id: user.login_id }).execute();
    return { id };
  });
}

const asEntry = (row: { company_customer_id: number | null; company_name: string; contacts: string; user_mobilephone: string; user_address: string; delivery_date: string; other_requirement: string; prepay_fen: number; fabric_type_id: number; fabric_parcel_id: number | null; goods: GroupGoods[]; id: number }): GroupEntry => ({
  id: row.id,
  company_customer_id: row.company_customer_id,
  company_name: row.company_name,
  contacts: row.contacts,
  user_mobilephone: row.user_mobilephone,
  user_address: row.user_address,
  delivery_date: row.delivery_date,
  other_requirement: row.other_requirement,
  prepay: row.prepay_fen / 100,
  fabric_type_id: row.fabric_type_id,
  fabric_parcel_id: row.fabric_parcel_id,
  goods_info: row.goods,
});

/** 1 → 2: the entry is complete (the shared rule) and goes to finance review. */
export async function submitEntry(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, id: number, t: TFunction) {
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, id);
    atStage(row, STAGE.entry);
    const problem = checkGroupEntry(asEntry(row));
    if (problem) throw ruleRefusal(problem, t);
    await checkGoods(trx, snapshot, user, row.goods, t);
    await move(trx, user, row, STAGE.review, 'submit');
    return { id, stage: STAGE.review };
  });
}

/** The logins that entered the order: the one that created it and each that sent it to review. */
async function enteredBy(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('group_order_moves').select('actor_id').where('group_order_id', '=', id).where('action', 'in', ['create', 'submit']).execute();
  return [...new Set(rows.map((r) => r.actor_id))];
}

/**
 * 2 → 3 when passed, 2 → 1 with the reason when sent back. Finance review is the owner's own: a
 * staff login granted group purchase enters and follows orders but does not approve them. And no
 * login passes what it entered itself, unless the owner overrides that on record (the shared rule).
 */
export async function review(db: Db, user: SessionUser, body: { id: number; pass: boolean; reason: string; override: boolean }) {
  if (isStaffLogin(user)) throw new ApiError(ERRCODE.forbidden, 'group_buy:review_owner_only');
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, body.id);
    atStage(row, STAGE.review);
    if (!body.pass) {
      await move(trx, user, row, STAGE.entry, 'return', body.reason);
      return { id: row.id, stage: STAGE.entry };
    }
    const verdict = reviewPassing(await enteredBy(trx, row.id), { login_id: user.login_id, owner: !isStaffLogin(user) }, body.override);
    if ('refused' in verdict) throw new ApiError(ERRCODE.rejected, verdict.refused, {}, { field: 'id' });
    await move(trx, user, row, STAGE.assign, verdict.action, body.reason);
    return { id: row.id, stage: STAGE.assign, overridden: verdict.action === 'pass_override' };
  });
}

/**
 * 3 → 4: a measuring task of the order's garments (category, pattern, planned count) for the
 * chosen measurers, with the company customer's people when asked; the measurers then work it on
 * their tablets as any task.
 */
export async function assignMeasurers(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, body: { id: number; measurer_ids: number[]; with_people: boolean }) {
  const idx = indexCatalogue(snapshot);
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, body.id);
    atStage(row, STAGE.assign);
    const categories = [...new Set(row.goods.map((g) => g.category_id))];
    const bodyItems = [...new Set(snapshot.category_items.filter((ci) => categories.includes(ci.category_id)).map((ci) => ci.item_id))];
    const shapes = snapshot.special_shapes.filter((s) => s.category_ids.some((c) => categories.includes(c))).map((s) => s.id);
    const task = await createTask(trx, user, {
      name: `${row.company_name} · #${row.id}`.slice(0, 64),
      order_config: row.goods.map((g) => ({ category_id: g.category_id, edition_type_id: idx.editionByNumber.get(g.edition_number)!.id, num: g.quantity })),
      bodybuilders: body.measurer_ids,
      body_item_ids: bodyItems,
      special_shape_ids: shapes.length ? shapes : snapshot.special_shapes.slice(0, 1).map((s) => s.id),
      special_position_remark: row.other_requirement.slice(0, 500),
      client_id: row.company_customer_id,
    }, 'measurer_ids');
    const pulled = body.with_people && row.company_customer_id !== null ? (await peopleToTask(trx, user.id, row.company_customer_id, task.id)).count : 0;
    const names = await trx.selectFrom('users').select(sql<string>`coalesce(nullif(truename, ''), mobilephone)`.as('n')).where('id', 'in', body.measurer_ids).execute();
    await trx.updateTable('group_orders').set({ measuring_task_id: task.id }).where('id', '=', row.id).execute();
    await move(trx, user, row, STAGE.sizing, 'assign', names.map((n) => n.n).join('、'));
    return { id: row.id, stage: STAGE.sizing, measuring_task_id: task.id, people: pulled };
  });
}

/** The people of the order's task with what was measured (stage 4 reads it again as measurements sync in). */
export async function taskPeople(db: Db, user: SessionUser, id: number): Promise<GroupPerson[]> {
  const row = await db.selectFrom('group_orders').select(['measuring_task_id']).where('id', '=', id).where('owner_id', '=', user.id).executeTakeFirst();
  if (!row) throw missing();
  if (row.measuring_task_id === null) return [];
  const people = await db
    .selectFrom('measuring_people')
    .select(['id', 'truename', 'gender_id', 'department_name', 'height', 'weight', 'measuring_status_id'])
    .where('task_id', '=', row.measuring_task_id)
    .orderBy('id')
    .execute();
  const measurements = people.length
    ? await db
        .selectFrom('measuring_measurements')
        .select(['person_id', 'category_id', 'edition_type_id', 'size', 'items'])
        .where('person_id', 'in', people.map((p) => p.id))
        .where('repair_status_id', '=', 0)
        .execute()
    : [];
  const byPerson = new Map<number, typeof measurements>();
  for (const m of measurements) byPerson.set(m.person_id, [...(byPerson.get(m.person_id) ?? []), m]);
  return people.map((p) => ({
    id: p.id,
    truename: p.truename,
    gender_id: p.gender_id,
    department_name: p.department_name,
    height: Number(p.height),
    weight: Number(p.weight),
    measured: p.measuring_status_id !== MEASURING_STATUS.notMeasured,
    measurements: (byPerson.get(p.id) ?? []).map((m) => ({ category_id: m.category_id, edition_type_id: m.edition_type_id, size: m.size, items: m.items.filter((i) => i.value > 0).map((i) => ({ id: i.id, value: Number(i.value) })) })),
  }));
}

/** Stage 4: sizes set by hand, each a size of its garment's chart for a person of the task. */
export async function saveOverrides(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, id: number, overrides: SizeOverrideInput[]) {
  const people = new Map((await taskPeople(db, user, id)).map((p) => [p.id, p]));
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, id);
    atStage(row, STAGE.sizing);
    const idx = indexCatalogue(snapshot);
    for (const [i, o] of overrides.entries()) {
      const person = people.get(o.person_id);
      const goods = row.goods.find((g) => g.category_id === o.category_id);
      if (!person) throw invalidField(`overrides.${i}.person_id`, 'field.unknown_id', { id: o.person_id });
      if (!goods) throw invalidField(`overrides.${i}.category_id`, 'field.unknown_id', { id: o.category_id });
      const category = idx.category.get(o.category_id)!;
      const chart = chartFor(snapshot, o.category_id, category.gender_id || person.gender_id || 1);
      if (o.size && (!chart || !chartSize(chart, idx.editionByNumber.get(goods.edition_number), o.size))) {
        throw invalidField(`overrides.${i}.size`, 'large_goods:size_unknown', { size: o.size });
      }
    }
    const kept = new Map(row.size_overrides.map((o) => [`${o.person_id}:${o.category_id}`, o]));
    // An empty size takes the hand-set one back, so the person's measured size counts again.
    for (const o of overrides) {
      if (o.size) kept.set(`${o.person_id}:${o.category_id}`, o);
      else kept.delete(`${o.person_id}:${o.category_id}`);
    }
    await trx.updateTable('group_orders').set({ size_overrides: JSON.stringify([...kept.values()]), updated_at: new Date() }).where('id', '=', row.id).execute();
    return { id: row.id, overrides: kept.size };
  });
}

/** Each person's size per garment, refused unless everyone has one for every garment; the refusal names them. */
function everyoneSized(snapshot: CatalogueSnapshot, row: { goods: GroupGoods[]; size_overrides: SizeOverrideInput[] }, people: GroupPerson[]) {
  if (people.length === 0) throw new ApiError(ERRCODE.rejected, 'group_buy:no_people');
  const sizes = assignSizes(snapshot, row.goods, people, row.size_overrides);
  const unsized = unsizedPeople(people, sizes);
  if (unsized.length) {
    const names = unsized.slice(0, UNSIZED_NAMED).map((p) => p.truename);
    throw new ApiError(ERRCODE.rejected, unsized.length > UNSIZED_NAMED ? 'group_buy:sizes_missing_more' : 'group_buy:sizes_missing', { count: unsized.length, names }, { field: 'id', person_ids: unsized.map((p) => p.id) });
  }
  return sizes;
}

/** The refusal names this many of the people without a size (and counts the rest). */
const UNSIZED_NAMED = 10;

/** 4 → 5: every person of the task has a size for every garment. */
export async function confirmSizes(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, id: number) {
  const people = await taskPeople(db, user, id);
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, id);
    atStage(row, STAGE.sizing);
    everyoneSized(snapshot, row, people);
    await move(trx, user, row, STAGE.check, 'sizes', String(people.length));
    return { id: row.id, stage: STAGE.check };
  });
}

/**
 * What the measurers saved of each person of a task, read from the measuring tables themselves:
 * the body values (a repair round's, where the person was re-measured), wearing style, special
 * shapes and the warnings confirmed.
 */
async function measuredPeople(db: Db, taskId: number): Promise<Map<number, MeasuredPerson>> {
  const people = await db.selectFrom('measuring_people').select(['id', 'gender_id', 'height', 'weight', 'wearing_style', 'reviewed_warnings']).where('task_id', '=', taskId).execute();
  const rows = people.length
    ? await db
        .selectFrom('measuring_measurements')
        .select(['person_id', 'repair_status_id', 'category_id', 'size', 'items', 'special', 'wear_styles'])
        .where('person_id', 'in', people.map((p) => p.id))
        .execute()
    : [];
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.person_id}:${r.category_id}`;
    if (!latest.has(key) || r.repair_status_id === REPAIR_STATUS.repair) latest.set(key, r);
  }
  const out = new Map<number, MeasuredPerson>();
  for (const p of people) {
    out.set(p.id, {
      gender_id: p.gender_id,
      height: Number(p.height),
      weight: Number(p.weight),
      wearing_style: p.wearing_style,
      reviewed_warnings: p.reviewed_warnings,
      garments: [],
    });
  }
  for (const r of latest.values()) {
    const person = out.get(r.person_id);
    if (person) person.garments = [...person.garments, { category_id: r.category_id, size: r.size, items: r.items.map((i) => ({ id: i.id, value: Number(i.value) })), special: r.special, wear_styles: r.wear_styles }];
  }
  return out;
}

/** 5 → 6: the order, its garments and its people with their sizes, into the cart as order type 3. */
export async function placeGroupOrder(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, id: number) {
  const people = await taskPeople(db, user, id);
  return inTransaction(db, async (trx) => {
    const row = await lockOwn(trx, user, id);
    atStage(row, STAGE.check);
    const idx = indexCatalogue(snapshot);
    const sizes = everyoneSized(snapshot, row, people);
    const prices = await piecePrices(trx, snapshot, user, row.goods);
    const customerFabric = row.fabric_type_id === GROUP_FABRIC_TYPE.customer;
    const parcel = customerFabric && row.fabric_parcel_id ? await parcelFabric(trx, user.id, row.fabric_parcel_id) : null;
    const items: CartOrderInput['items'] = row.goods.map((g, i) => {
      const category = idx.category.get(g.category_id)!;
      const techniques = orderTechInfo(idx, g.tech_info.map((tid) => ({ id: tid, content: '', items: [] }))) ?? [];
      const fabric = idx.fabric.get(g.fabric_num);
      const fabricNum = parcel?.fabric_num ?? g.fabric_num;
      return {
        ...pieceMaterials(category, g.edition_number, { fabric_num: fabricNum, composition: parcel?.composition ?? fabric?.composition, customer: customerFabric, parcel_id: row.fabric_parcel_id }),
        quantity: people.length,
        product_code: g.product_code,
        style_number: g.style_number,
        process_price_fen: prices[i]!.process_fen,
        tech_info: techniques,
      };
    });
    const sizeOf = new Map(sizes.map((s) => [`${s.person_id}:${s.category_id}`, s.size!]));
    const measured = await measuredPeople(trx, row.measuring_task_id!);
    const unmeasured = (p: GroupPerson): MeasuredPerson => ({ gender_id: p.gender_id, height: p.height, weight: p.weight, wearing_style: 0, reviewed_warnings: [], garments: [] });
    const placed = await createCartOrder(trx, user, {
      order_type_id: ORDER_TYPE.groupBuy,
      group_buy_company_name: row.company_name,
      group_buy_contacts: row.contacts,
      group_buy_prepay_fen: row.prepay_fen,
      user_mobilephone: row.user_mobilephone,
      user_address: row.user_address,
      delivery_date: row.delivery_date ? row.delivery_date.slice(0, 10) : null,
      other_requirement: row.other_requirement,
      items,
      employees: people.map((p) => ({
        truename: p.truename,
        gender_id: p.gender_id === 2 ? 2 : 1,
        height: p.height || null,
        weight: p.weight || null,
        department_name: p.department_name,
        measuring_info: employeeMeasuringInfo(snapshot, measured.get(p.id) ?? unmeasured(p), row.goods, (categoryId) => sizeOf.get(`${p.id}:${categoryId}`)!),
      })),
    });
    await trx.updateTable('group_orders').set({ order_id: placed.id }).where('id', '=', row.id).execute();
    await move(trx, user, row, STAGE.placed, 'place', placed.order_num);
    const amount = await trx.selectFrom('orders').select(['payamount_fen', 'quantity']).where('id', '=', placed.id).executeTakeFirstOrThrow();
    return { id: placed.id, order_num: placed.order_num, payamount: fenToYuan(amount.payamount_fen), quantity: amount.quantity };
  });
}

async function movesOf(db: Db, id: number) {
  const moves = await db
    .selectFrom('group_order_moves as m')
    .innerJoin('users as u', 'u.id', 'm.actor_id')
    .select(['m.from_stage', 'm.to_stage', 'm.action', 'm.note', 'm.created_at', sql<string>`coalesce(nullif(u.truename, ''), u.mobilephone)`.as('by')])
    .where('m.group_order_id', '=', id)
    .orderBy('m.id')
    .execute();
  return moves.map((m) => ({ from_stage: m.from_stage, to_stage: m.to_stage, action: m.action, note: m.note, by: m.by, create_time: m.created_at.toISOString() }));
}

/** The caller's group order a cart order was placed from, or null. */
export async function groupOfOrder(db: Db, user: SessionUser, orderId: number) {
  const row = await db.selectFrom('group_orders').select(['id', 'measuring_task_id']).where('order_id', '=', orderId).where('owner_id', '=', user.id).executeTakeFirst();
  return row ? { id: row.id, measuring_task_id: row.measuring_task_id, moves: await movesOf(db, row.id) } : null;
}

export async function groupOrder(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, id: number): Promise<GroupOrder> {
  const row = await db
    .selectFrom('group_orders as g')
    .leftJoin('orders as o', 'o.id', 'g.order_id')
    .selectAll('g')
    .select('o.order_num')
    .where('g.id', '=', id)
    .where('g.owner_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw missing();
  const prices = await piecePrices(db, snapshot, user, row.goods);
  return {
    ...asEntry(row),
    id: row.id,
    stage: row.stage,
    prepay: fenToYuan(row.prepay_fen),
    prices: prices.map((p) => fenToYuan(p.total_fen)),
    amount: fenToYuan(row.goods.reduce((s, g, i) => s + prices[i]!.total_fen * g.quantity, 0)),
    measuring_task_id: row.measuring_task_id,
    order_id: row.order_id,
    order_num: row.order_num ?? null,
    overrides: row.size_overrides,
    moves: await movesOf(db, row.id),
    entered_by_caller: (await enteredBy(db, row.id)).includes(user.login_id),
    update_time: row.updated_at.toISOString(),
  };
}
