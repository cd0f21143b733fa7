/**
 * Customer-supplied fabric: a seller's (or shop's) parcels with their photos and QR
 * code, and the warehouse that receives them. Parcels are their owner's; the warehouse (the
 * seller's warehouse_mgmt) receives its own and its shops' parcels (users.parent_id). Photos are
 * the caller's own uploads (common.index/upload_base64_file, checked by decoding), served signed.
 */
import { calls } from '@/domain/customer-fabric/calls';
import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  type Material,
  STOCK_STATUS,
  SUB_TYPE,
  type Parcel,
} from '@/domain/customer-fabric/contract';
import { ORDERING_MODULES } from '@/domain/modules';
import { inTransaction } from '../../db/tx';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError, ERRCODE, forbidden, invalidField } from '../../http/errors';
import { containsPattern, paginate } from '../../http/paging';
import { Answer, defineRoute } from '../../http/route';
import { moduleRoute } from '../../http/module-route';
import type { SessionUser } from '../../http/session';
import { signedUploadUrl, storedUploadUrl } from '../../http/uploads';
import { isOwnUpload } from '../measuring/base64-image';
import { loadCatalogue } from '../catalogue/snapshot';
import '../order-store/tables';
import '../fabric-stock/tables';
import { balanceMetres, balanceSql } from '../fabric-stock/usage';

const missing = () => new ApiError(ERRCODE.notFound, 'customer_fabric:not_found');
const ok = <R>(result: R, key: string) => new Answer(result, ERRCODE.ok, key);

const parcelRoute = moduleRoute('customer_fabric_mgmt');
const warehouseRoute = moduleRoute('warehouse_mgmt');

type Eb = ExpressionBuilder<Database & { f: Database['customer_fabrics'] }, 'f'>;
/** Parcels the account owns. */
const ownedBy = (user: SessionUser) => (eb: Eb) => eb('f.owner_id', '=', user.id);
/** Parcels the account's warehouse takes in: its own and its shops'. */
const receivedBy = (user: SessionUser) => (eb: Eb) => eb.or([eb('f.owner_id', '=', user.id), eb('f.owner_id', 'in', eb.selectFrom('users').select('id').where('parent_id', '=', user.id))]);

/** Parcels with the order they came with; filter it, then read the columns with withColumns. */
function parcelBase(db: Db) {
  return db.selectFrom('customer_fabrics as f').leftJoin('orders as o', 'o.id', 'f.assoc_order_id');
}

function withColumns(qb: ReturnType<typeof parcelBase>) {
  return qb.select([
    'f.id',
    'f.code',
    'f.fabric_num',
    'f.specs',
    'f.flower',
    'f.color',
    'f.stock',
    'f.grammage',
    'f.composition',
    'f.width',
    'f.unit',
    'f.remark',
    'f.sub_type_id',
    'f.stock_status_id',
    'o.order_num as assoc_order_num',
    'f.logistics_num',
    'f.logistics_company',
    'f.images',
    'f.brand_images',
    'f.created_at',
    'f.updated_at',
    balanceSql(sql.ref('f.id')).as('balance'),
  ]);
}

const parcels = (db: Db) => withColumns(parcelBase(db));

type Row = Awaited<ReturnType<ReturnType<typeof parcels>['execute']>>[number];
const toParcel = (r: Row): Parcel => ({
  id: r.id,
  fabric_num: r.fabric_num,
  specs: r.specs,
  flower: r.flower,
  color: r.color,
  stock: String(r.stock),
  grammage: r.grammage,
  composition: r.composition,
  width: r.width,
  unit: r.unit,
  remark: r.remark,
  sub_type_id: r.sub_type_id,
  stock_status_id: r.stock_status_id,
  assoc_order_num: r.assoc_order_num ?? null,
  logistics_num: r.logistics_num,
  logistics_company: r.logistics_company,
  images: r.images.map((u) => signedUploadUrl(u)),
  brand_images: r.brand_images.map((u) => signedUploadUrl(u)),
  qrcode: r.code,
  balance: r.balance,
  create_time: r.created_at.toISOString(),
  update_time: r.updated_at.toISOString(),
});

async function detail(db: Db, where: (eb: Eb) => ReturnType<Eb>, id: number) {
  const row = await parcels(db).where(where).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw missing();
  const movements = await db
    .selectFrom('fabric_movements as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.kind', 'm.metres', 'm.photo', 'm.note', 'o.order_num', 'm.created_at', sql<string>`coalesce(nullif(u.truename, ''), u.username)`.as('by')])
    .where('m.fabric_id', '=', id)
    .orderBy('m.id')
    .execute();
  return {
    ...toParcel(row),
    movements: movements.map((m) => ({ id: m.id, kind: m.kind, metres: String(m.metres), photo: m.photo ? signedUploadUrl(m.photo) : null, note: m.note, order_num: m.order_num ?? null, by: m.by, create_time: m.created_at.toISOString() })),
  };
}

/** Every photo must be one the caller uploaded (a url from elsewhere, or another account's, is refused). */
async function ownImages(db: Db, user: SessionUser, field: string, urls: readonly string[]) {
  for (const [i, url] of urls.entries()) if (!(await isOwnUpload(db, user.id, url))) throw invalidField(`${field}.${i}`, 'customer_fabric:image_invalid');
  return urls.map(storedUploadUrl);
}

/** Text that matches `keyword` anywhere, ignoring case. */
const has = (keyword: string, ...texts: string[]) => texts.some((x) => x.toLowerCase().includes(keyword.toLowerCase()));

export const customerFabricRoutes = [
  defineRoute(calls.usable, {
    summary: "Parcels an order may take its fabric from: the account's, in stock, with metres left (keyword: part of the code, colour or composition), for the ordering flows",
    access: 'user',
    handler: async ({ db, user, query }) => {
      // Asked by the ordering screens, so an ordering flow is enough (a staff login may hold one without this module).
      if (!ORDERING_MODULES.some((m) => user.modules.includes(m)) && !user.modules.includes('customer_fabric_mgmt')) throw forbidden();
      // Metres left is a condition of the query, so parcels used up never crowd out the 200 shown.
      let base = parcelBase(db).where(ownedBy(user)).where('f.stock_status_id', '=', STOCK_STATUS.inStock).where(balanceMetres(sql.ref('f.id')), '>', sql<string>`0`);
      if (query.keyword) {
        const p = containsPattern(query.keyword);
        base = base.where((eb) => eb.or([eb('f.fabric_num', 'ilike', p), eb('f.color', 'ilike', p), eb('f.composition', 'ilike', p)]));
      }
      const rows = await withColumns(base).orderBy('f.id', 'desc').limit(200).execute();
      return { list: rows.map((r) => ({ id: r.id, fabric_num: r.fabric_num, flower: r.flower, color: r.color, composition: r.composition, unit: r.unit, balance: r.balance, images: r.images.map((u) => signedUploadUrl(u)) })) };
    },
  }),
  defineRoute(calls.materialSearch, {
    summary: "Material search: the catalogue's fabrics and the customers' parcels this account may see, by code, colour or composition, series and stock",
    access: 'user',
    handler: async ({ db, user, query }) => {
      const modules = user.modules;
      if (!modules.includes('customer_fabric_mgmt') && !modules.includes('warehouse_mgmt')) throw forbidden();
      const snapshot = await loadCatalogue(db);
      const found: Material[] = [];
      if (query.source !== 'customer') {
        for (const f of snapshot.fabrics) {
          if (query.series_id && f.series_id !== query.series_id) continue;
          if (query.keyword && !has(query.keyword, f.fabric_num, f.name, f.name_en, f.colour, f.colour_en, f.composition, f.composition_en)) continue;
          found.push({ source: 'catalogue', fabric_num: f.fabric_num, name: f.name, name_en: f.name_en, colour: f.colour, colour_en: f.colour_en, composition: f.composition, composition_en: f.composition_en, series_id: f.series_id, colour_hex: f.colour_hex, image: f.texture || null, balance: null, stock_status_id: null, parcel_id: null });
        }
      }
      // Parcels carry no series: a series filter is about the catalogue.
      if (query.source !== 'catalogue' && !query.series_id) {
        let q = parcels(db).where(receivedBy(user));
        if (query.keyword) {
          const p = containsPattern(query.keyword);
          q = q.where((eb) => eb.or([eb('f.fabric_num', 'ilike', p), eb('f.color', 'ilike', p), eb('f.composition', 'ilike', p), eb('f.flower', 'ilike', p)]));
        }
        if (query.in_stock) q = q.where('f.stock_status_id', '=', STOCK_STATUS.inStock);
        for (const r of await q.orderBy('f.id', 'desc').limit(2000).execute()) {
          if (query.in_stock && Number(r.balance) <= 0) continue;
          found.push({ source: 'customer', fabric_num: r.fabric_num, name: r.flower, name_en: r.flower, colour: r.color, colour_en: r.color, composition: r.composition, composition_en: r.composition, series_id: null, colour_hex: null, image: r.images[0] ? signedUploadUrl(r.images[0]) : null, balance: r.balance, stock_status_id: r.stock_status_id, parcel_id: r.id });
        }
      }
      const start = (query.page - 1) * query.size;
      return { count: found.length, list: found.slice(start, start + query.size), series: snapshot.series.map((x) => ({ id: x.id, name: x.name, name_en: x.name_en })) };
    },
  }),
  parcelRoute(calls.index, {
    summary: "The account's customer-supplied fabric parcels, newest first (keyword: part of the fabric code)",
    access: 'user',
    handler: async ({ db, user, query }) => {
      let base = parcelBase(db).where(ownedBy(user));
      if (query.keyword) base = base.where('f.fabric_num', 'ilike', containsPattern(query.keyword));
      const { total, rows } = await paginate(base, query, (qb) => withColumns(qb).orderBy('f.id', 'desc'));
      return { count: total, list: rows.map(toParcel) };
    },
  }),
  parcelRoute(calls.add, {
    summary: 'Register a parcel (spec 3 §5 fields; images are urls from common.index/upload_base64_file; a with-order parcel names one of the account’s orders)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      let orderId: number | null = null;
      if (body.sub_type_id === SUB_TYPE.withOrder) {
        const order = await db.selectFrom('orders').select('id').where('order_num', '=', body.assoc_order_num!).where('user_id', '=', user.id).executeTakeFirst();
        if (!order) throw invalidField('assoc_order_num', 'customer_fabric:order_unknown');
        orderId = order.id;
      }
      const images = await ownImages(db, user, 'images', body.images);
      const brandImages = await ownImages(db, user, 'brand_images', body.brand_images);
      const { assoc_order_num: _ignored, images: _i, brand_images: _b, ...fields } = body;
      const row = await db
        .insertInto('customer_fabrics')
        .values({ ...fields, owner_id: user.id, code: `CF${randomBytes(9).toString('hex').toUpperCase()}`, assoc_order_id: orderId, images: JSON.stringify(images), brand_images: JSON.stringify(brandImages) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(row, 'customer_fabric:added');
    },
  }),
  parcelRoute(calls.detail, {
    summary: 'A parcel with its metres ledger',
    access: 'user',
    handler: ({ db, user, query }) => detail(db, ownedBy(user), query.id),
  }),
  parcelRoute(calls.del, {
    summary: 'Delete a parcel that no order has used',
    access: 'user',
    handler: async ({ db, user, body }) => {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('customer_fabrics as f').select('f.id').where(ownedBy(user)).where('f.id', '=', body.id).forUpdate().executeTakeFirst();
        if (!row) throw missing();
        const used = await trx.selectFrom('fabric_movements').select('id').where('fabric_id', '=', body.id).where('kind', '=', 'use').executeTakeFirst();
        if (used) throw new ApiError(ERRCODE.conflict, 'customer_fabric:used');
        await trx.deleteFrom('customer_fabrics').where('id', '=', body.id).execute();
        return ok({ id: body.id }, 'customer_fabric:deleted');
      });
    },
  }),
  warehouseRoute(calls.byCode, {
    summary: "The parcel a scanned QR code (or a typed code) names, with its ledger: one of this warehouse's own or its shops'",
    access: 'user',
    handler: async ({ db, user, query }) => {
      const row = await db.selectFrom('customer_fabrics as f').select('f.id').where(receivedBy(user)).where('f.code', '=', query.code.trim().toUpperCase()).executeTakeFirst();
      if (!row) throw missing();
      return detail(db, receivedBy(user), row.id);
    },
  }),
  warehouseRoute(calls.receive, {
    summary: 'Receive a parcel in transit with the metres measured (and a photo): it is in stock from then on, once',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      const photo = body.photo ? (await ownImages(db, user, 'photo', [body.photo]))[0]! : null;
      await inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('customer_fabrics as f').select(['f.id', 'f.stock_status_id']).where(receivedBy(user)).where('f.id', '=', body.id).forUpdate().executeTakeFirst();
        if (!row) throw missing();
        if (row.stock_status_id !== STOCK_STATUS.inTransit) throw new ApiError(ERRCODE.conflict, 'customer_fabric:received_already');
        await trx.insertInto('fabric_movements').values({ fabric_id: body.id, kind: 'receive', metres: body.metres, photo, note: body.note, user_id: user.login_id }).execute();
        await trx.updateTable('customer_fabrics').set({ stock_status_id: STOCK_STATUS.inStock, updated_at: new Date() }).where('id', '=', body.id).execute();
      });
      return ok(await detail(db, receivedBy(user), body.id), 'customer_fabric:received');
    },
  }),
  warehouseRoute(calls.giveBack, {
    summary: 'Return metres of a parcel in stock to its customer (never more than its balance)',
    access: 'user',
    idempotent: true,
    handler: async ({ db, user, body }) => {
      await inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('customer_fabrics as f').select(['f.id', 'f.stock_status_id']).where(receivedBy(user)).where('f.id', '=', body.id).forUpdate().executeTakeFirst();
        if (!row) throw missing();
        if (row.stock_status_id !== STOCK_STATUS.inStock) throw new ApiError(ERRCODE.conflict, 'customer_fabric:not_in_stock');
        const { balance } = await parcels(trx).where('f.id', '=', body.id).executeTakeFirstOrThrow();
        if (body.metres > Number(balance)) throw invalidField('metres', 'customer_fabric:over_balance', { balance });
        await trx.insertInto('fabric_movements').values({ fabric_id: body.id, kind: 'return', metres: body.metres, note: body.note, user_id: user.login_id }).execute();
        await trx.updateTable('customer_fabrics').set({ updated_at: new Date() }).where('id', '=', body.id).execute();
      });
      return ok(await detail(db, receivedBy(user), body.id), 'customer_fabric:returned');
    },
  }),
];

