/**
 * The ordering conference's queries. A conference is its owner's: every owner action
 * finds it by id and owner, so another account's id is "not found". A buyer reaches a conference
 * only through its invitation.
 */
import { sql } from 'kysely';
import { CONFERENCE_STATUS, type Conference, type ConferenceDetail, type Sample } from '@/domain/ordering-conference/contract';
import { buyerOrders } from '@/domain/ordering-conference/orders';
import { ORDER_TYPE } from '@/domain/orders/cart';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { insertCartOrder } from '../order-store/create';
import { CartOrderInputSchema } from '@/domain/orders/order-input';
import './tables';
import { sampleTagKey } from './tag-key';

export const missing = () => new ApiError(ERRCODE.notFound, 'ordering_conference:not_found');
export const closedAlready = () => new ApiError(ERRCODE.conflict, 'ordering_conference:closed');

const accountName = sql<string>`coalesce(nullif(u.shop_name, ''), nullif(u.truename, ''), u.username)`;

/** The conference `id` if `user` owns it (locked for update inside a transaction when asked). */
export async function ownConference(db: Db, user: SessionUser, id: number, lock = false) {
  let q = db.selectFrom('conferences').select(['id', 'status']).where('id', '=', id).where('owner_id', '=', user.id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw missing();
  return row;
}

/** The conferences `user` runs or is invited to, newest first (`onlyId`: just that one). */
export async function listConferences(db: Db, user: SessionUser, page: { page: number; size: number }, onlyId?: number): Promise<{ count: number; list: Conference[] }> {
  let visible = db
    .selectFrom('conferences as c')
    .where((eb) => eb.or([eb('c.owner_id', '=', user.id), eb.exists(eb.selectFrom('conference_buyers as b').select('b.buyer_id').whereRef('b.conference_id', '=', 'c.id').where('b.buyer_id', '=', user.id))]));
  if (onlyId !== undefined) visible = visible.where('c.id', '=', onlyId);
  const { count } = await visible.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const rows = await visible
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select([
      'c.id',
      'c.name',
      'c.status',
      'c.owner_id',
      'c.closed_at',
      sql<string>`to_char(c.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(c.end_date, 'YYYY-MM-DD')`.as('end_date'),
      accountName.as('owner_name'),
      sql<number>`(SELECT count(*)::int FROM conference_samples s WHERE s.conference_id = c.id)`.as('sample_count'),
      sql<number>`(SELECT count(*)::int FROM conference_buyers b WHERE b.conference_id = c.id)`.as('buyer_count'),
      // A buyer's own pieces; the owner's, every buyer's.
      sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM conference_lines l JOIN conference_samples s ON s.id = l.sample_id WHERE s.conference_id = c.id AND (c.owner_id = ${user.id} OR l.buyer_id = ${user.id}))`.as('pieces'),
    ])
    .orderBy('c.id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    count: Number(count),
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
      role: r.owner_id === user.id ? 'owner' : 'buyer',
      owner_name: r.owner_name,
      sample_count: r.sample_count,
      buyer_count: r.buyer_count,
      pieces: r.pieces,
      closed_at: r.closed_at ? r.closed_at.toISOString() : null,
    })),
  };
}

export async function samplesOf(db: Db, conferenceId: number): Promise<Sample[]> {
  const rows = await db.selectFrom('conference_samples').selectAll().where('conference_id', '=', conferenceId).orderBy('id').execute();
  return rows.map((s) => ({ id: s.id, product_no: s.product_no, category_id: s.category_id, edition_id: s.edition_id, fabric_num: s.fabric_num, price: fenToYuan(Number(s.price_fen)), sizes: s.sizes, tag: sampleTagKey(conferenceId, s.product_no) }));
}

export async function conferenceDetail(db: Db, user: SessionUser, id: number): Promise<ConferenceDetail> {
  const conference = (await listConferences(db, user, { page: 1, size: 1 }, id)).list[0];
  if (!conference) throw missing();
  const owner = conference.role === 'owner';
  let buyers = db.selectFrom('conference_buyers as b').innerJoin('users as u', 'u.id', 'b.buyer_id').select(['u.id', accountName.as('name'), 'u.mobilephone']).where('b.conference_id', '=', id);
  if (!owner) buyers = buyers.where('b.buyer_id', '=', user.id);
  let lines = db.selectFrom('conference_lines as l').innerJoin('conference_samples as s', 's.id', 'l.sample_id').select(['l.sample_id', 'l.buyer_id', 'l.size', 'l.quantity']).where('s.conference_id', '=', id);
  if (!owner) lines = lines.where('l.buyer_id', '=', user.id);
  let orders = db.selectFrom('conference_orders as co').innerJoin('orders as o', 'o.id', 'co.order_id').select(['co.buyer_id', 'co.order_id', 'o.order_num']).where('co.conference_id', '=', id);
  if (!owner) orders = orders.where('co.buyer_id', '=', user.id);
  return {
    conference,
    samples: await samplesOf(db, id),
    buyers: await buyers.orderBy('u.id').execute(),
    lines: await lines.orderBy('l.sample_id').orderBy('l.buyer_id').execute(),
    orders: await orders.orderBy('co.order_id').execute(),
  };
}

/**
 * Closes an open conference (the caller holds its row locked): each buyer's counts become bulk
 * orders in that buyer's cart, priced at the samples' prices.
 */
export async function closeConference(trx: Db, snapshot: CatalogueSnapshot, conferenceId: number) {
  const samples = await samplesOf(trx, conferenceId);
  const lines = await trx
    .selectFrom('conference_lines as l')
    .innerJoin('conference_samples as s', 's.id', 'l.sample_id')
    .select(['l.sample_id', 'l.buyer_id', 'l.size', 'l.quantity'])
    .where('s.conference_id', '=', conferenceId)
    .execute();
  const conference = await trx.selectFrom('conferences').select(['name', sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date')]).where('id', '=', conferenceId).executeTakeFirstOrThrow();
  const made: { buyer_id: number; order_id: number; order_num: string }[] = [];
  for (const buyerId of [...new Set(lines.map((l) => l.buyer_id))].sort((a, b) => a - b)) {
    for (const goods of buyerOrders(samples, lines.filter((l) => l.buyer_id === buyerId))) {
      const data = CartOrderInputSchema.parse({
        order_type_id: ORDER_TYPE.bulk,
        large_goods_company_name: conference.name.slice(0, 128),
        remark: conference.name,
        items: goods.map(({ sample, sizes, quantity }) => {
          const category = snapshot.categories.find((c) => c.id === sample.category_id);
          const edition = snapshot.editions.find((e) => e.id === sample.edition_id);
          return {
            category_id: sample.category_id,
            category_name: category?.name ?? '',
            sub_category_id: sample.category_id,
            sub_category_name: category?.name ?? '',
            quantity,
            unit_consumption: category?.unit_consumption ?? 0,
            fabric_num: sample.fabric_num,
            edition_number: edition?.edition_number ?? '',
            product_code: sample.product_no,
            retail_fen: yuanToFen(sample.price) ?? 0,
            category_size_data: sizes,
          };
        }),
      });
      const order = await insertCartOrder(trx, { id: buyerId, login_id: buyerId }, data, null);
      await trx.insertInto('conference_orders').values({ conference_id: conferenceId, buyer_id: buyerId, order_id: order.id }).execute();
      made.push({ buyer_id: buyerId, order_id: order.id, order_num: order.order_num });
    }
  }
  await trx.updateTable('conferences').set({ status: CONFERENCE_STATUS.closed, closed_at: new Date() }).where('id', '=', conferenceId).execute();
  return made;
}
