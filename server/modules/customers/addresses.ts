/**
 * Delivery addresses of a customer of either kind (spec 3 §2 "Address component"): at most one
 * default per customer, kept by a partial unique index and by clearing the old default in the same
 * transaction that sets a new one.
 */
import { sql } from 'kysely';
import type { Address, AddressFields } from '@/domain/customers/contract';
import { CLIENT_TYPE } from '@/domain/customers/contract';
import type { Db } from '../../db/database';
import { invalidField } from '../../http/errors';
import { missing } from './service';
import { isRegionPath, regionName } from './regions';
import './tables';

/** The customer (individual or company) is the caller's, or 404. */
export async function ownClient(db: Db, ownerId: number, clientType: number, clientId: number): Promise<void> {
  const table = clientType === CLIENT_TYPE.company ? 'customer_companies' : 'customers';
  const row = await db.selectFrom(table).select('id').where('id', '=', clientId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw missing(clientType === CLIENT_TYPE.company ? 'company' : 'customer');
}

type AddressRow = {
  id: number;
  client_id: number;
  client_type: number;
  name: string;
  mobilephone: string;
  country: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  is_default: number;
  address_type: number;
};

function addressOut(r: AddressRow): Address {
  return {
    id: r.id,
    client_id: r.client_id,
    client_type: r.client_type,
    name: r.name,
    mobilephone: r.mobilephone,
    country: r.country,
    province: r.province_id,
    city: r.city_id,
    district: r.district_id,
    province_name: regionName(r.province_id),
    city_name: regionName(r.city_id),
    district_name: regionName(r.district_id),
    address: r.address,
    is_default: r.is_default,
    address_type: r.address_type,
  };
}

/** The default address first, then the newest. */
export async function listAddresses(db: Db, ownerId: number, clientType: number, clientId: number): Promise<Address[]> {
  await ownClient(db, ownerId, clientType, clientId);
  const rows = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('client_type', '=', clientType)
    .where('client_id', '=', clientId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(addressOut);
}

type AddressValues = Required<Omit<AddressFields, 'client_id' | 'client_type'>> & { client_id: number; client_type: number };

function columns(v: AddressValues) {
  if (!isRegionPath(Number(v.province), Number(v.city), Number(v.district))) throw invalidField('district', 'customers:region_invalid');
  return {
    name: v.name,
    mobilephone: v.mobilephone,
    country: v.country,
    province_id: Number(v.province),
    city_id: Number(v.city),
    district_id: Number(v.district),
    address: v.address,
    address_type: Number(v.address_type),
  };
}

async function clearDefault(db: Db, clientType: number, clientId: number) {
  await db.updateTable('customer_addresses').set({ is_default: 0 }).where('client_type', '=', clientType).where('client_id', '=', clientId).where('is_default', '=', 1).execute();
}

/** Call inside a transaction: the old default is cleared before the new one is written. */
export async function addAddress(db: Db, ownerId: number, v: AddressValues): Promise<{ id: number }> {
  await ownClient(db, ownerId, v.client_type, v.client_id);
  const values = columns(v);
  if (Number(v.is_default) === 1) await clearDefault(db, v.client_type, v.client_id);
  return db
    .insertInto('customer_addresses')
    .values({ ...values, owner_id: ownerId, client_type: v.client_type, client_id: v.client_id, is_default: Number(v.is_default) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function ownAddress(db: Db, ownerId: number, id: number) {
  const row = await db.selectFrom('customer_addresses').select(['id', 'client_type', 'client_id', 'is_default']).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw missing('address');
  return row;
}

export async function editAddress(db: Db, ownerId: number, id: number, v: AddressValues): Promise<{ id: number }> {
  const row = await ownAddress(db, ownerId, id);
  if (row.client_type !== v.client_type || row.client_id !== v.client_id) throw missing('address');
  const values = columns(v);
  if (Number(v.is_default) === 1 && row.is_default !== 1) await clearDefault(db, row.client_type, row.client_id);
  await db.updateTable('customer_addresses').set({ ...values, is_default: Number(v.is_default), updated_at: sql`now()` }).where('id', '=', id).execute();
  return { id };
}

export async function setDefault(db: Db, ownerId: number, id: number, isDefault: boolean): Promise<{ id: number }> {
  const row = await ownAddress(db, ownerId, id);
  if (isDefault && row.is_default !== 1) await clearDefault(db, row.client_type, row.client_id);
  await db.updateTable('customer_addresses').set({ is_default: isDefault ? 1 : 0, updated_at: sql`now()` }).where('id', '=', id).execute();
  return { id };
}

export async function deleteAddress(db: Db, ownerId: number, id: number): Promise<{ id: number }> {
  await ownAddress(db, ownerId, id);
  await db.deleteFrom('customer_addresses').where('id', '=', id).execute();
  return { id };
}
