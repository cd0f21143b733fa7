/**
 * Product codes and style numbers, the catalogue's and the ones sellers add (migration 0017): what a
 * code or style defines, whether a new one is taken, and the check of a garment's pattern, fabric
 * and techniques against the catalogue. The bulk order and the group purchase both order by them.
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { CodeCheck } from '@/domain/bulk-goods/contract';
import type { BulkProblem } from '@/domain/bulk-goods/rules';
import { indexCatalogue, type CatalogueIndex } from '@/domain/catalogue/lookup';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { findConflict, missingRequiredGroup } from '@/domain/rules/technique';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { CustomGoods } from './tables';
import './tables';

export const UNIQUE_VIOLATION = '23505';

/** A refusal of the shared rules as the API answers it: 400, the field, the message in the caller's language. */
export function ruleRefusal(p: BulkProblem, t: TFunction) {
  return invalidField(p.field, p.key, { ...p.params, ...(p.label ? { name: t(p.label) } : {}) });
}

export type Definition = { product_code: string; own: boolean; goods: CustomGoods[] };

export const upper = (s: string) => s.trim().toUpperCase();

/** A product code as the catalogue or the seller's own codes define it, or null. */
export async function productDefinition(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, code: string): Promise<Definition | null> {
  const wanted = upper(code);
  const product = snapshot.products.find((p) => upper(p.product_code) === wanted);
  if (product) {
    const goods = { category_id: product.category_id, style_number: '', edition_id: product.edition_id, fabric_num: product.fabric_num, process_id: product.process_id, tech_ids: product.tech_ids };
    return { product_code: product.product_code, own: false, goods: [goods] };
  }
  const own = await db.selectFrom('custom_products').select(['product_code', 'goods']).where(sql`upper(product_code)`, '=', wanted).where('owner_id', '=', user.id).executeTakeFirst();
  return own ? { product_code: own.product_code, own: true, goods: own.goods } : null;
}

/** Whether a product code or style numbers are taken, anywhere (they are the factory's numbers). */
export async function codeCheck(db: Db, snapshot: CatalogueSnapshot, productCode: string, styles: string[]): Promise<CodeCheck> {
  const code = upper(productCode);
  const product_code_taken =
    code !== '' &&
    (snapshot.products.some((p) => upper(p.product_code) === code) ||
      Boolean(await db.selectFrom('custom_products').select('product_code').where(sql`upper(product_code)`, '=', code).executeTakeFirst()));
  const wanted = [...new Set(styles.map(upper).filter(Boolean))];
  const taken = new Set(snapshot.styles.map((s) => upper(s.style_number)).filter((s) => wanted.includes(s)));
  if (wanted.length) {
    const rows = await db.selectFrom('custom_styles').select(sql<string>`upper(style_number)`.as('s')).where(sql`upper(style_number)`, 'in', wanted).execute();
    for (const r of rows) taken.add(r.s);
  }
  return { product_code_taken, styles_taken: styles.filter((s) => taken.has(upper(s))) };
}

/** A style number of a category as the catalogue or the seller's own styles define it, or null. */
export async function styleDefinition(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, categoryId: number, styleNumber: string) {
  const wanted = upper(styleNumber);
  const idx = indexCatalogue(snapshot);
  const style = snapshot.styles.find((s) => s.category_id === categoryId && upper(s.style_number) === wanted);
  if (style) return { style_number: style.style_number, category_id: categoryId, edition_number: idx.edition.get(style.edition_id)?.edition_number ?? '', tech_ids: style.tech_ids, own: false };
  const own = await db.selectFrom('custom_styles').selectAll().where(sql`upper(style_number)`, '=', wanted).where('category_id', '=', categoryId).where('owner_id', '=', user.id).executeTakeFirst();
  return own ? { style_number: own.style_number, category_id: categoryId, edition_number: idx.edition.get(own.edition_id)?.edition_number ?? '', tech_ids: own.tech_ids, own: true } : null;
}

export type SentGarment = { category_id: number; edition_number: string; fabric_num: string; tech_info: number[] };

/** A garment's category, pattern, fabric and techniques checked against the catalogue (`field` names it in a refusal). */
export function checkGarment(idx: CatalogueIndex, snapshot: CatalogueSnapshot, g: SentGarment, field: string, t: TFunction) {
  const category = idx.category.get(g.category_id);
  if (!category) throw invalidField(`${field}.category_id`, 'large_goods:category_unknown');
  const edition = idx.editionByNumber.get(g.edition_number);
  if (!edition || edition.category_id !== category.id) throw invalidField(`${field}.edition_number`, 'large_goods:edition_unknown', { edition: g.edition_number });
  const fabric = idx.fabric.get(g.fabric_num);
  if (!fabric || (fabric.category_ids.length > 0 && !fabric.category_ids.includes(category.id))) throw invalidField(`${field}.fabric_num`, 'large_goods:fabric_unknown', { fabric: g.fabric_num });
  for (const [i, id] of g.tech_info.entries()) {
    if (idx.technique.get(id)?.category_id !== category.id) throw invalidField(`${field}.tech_info.${i}`, 'rules:unknown_tech', { index: i, id });
  }
  const conflict = findConflict(snapshot, edition.id, g.tech_info) ?? missingRequiredGroup(snapshot, category.id, g.tech_info);
  if (conflict) throw invalidField(`${field}.tech_info`, 'large_goods:tech_refused', { reason: t(conflict.key, conflict.params ?? {}) });
  return { category, edition, fabric };
}

/** Saves new style numbers of the seller's (the caller checked they are free; a race ends in the unique index). */
export async function insertStyles(trx: Db, ownerId: number, styles: readonly { style_number: string; category_id: number; edition_id: number; tech_ids: number[] }[]) {
  await trx
    .insertInto('custom_styles')
    .values(styles.map((g) => ({ style_number: g.style_number, owner_id: ownerId, category_id: g.category_id, edition_id: g.edition_id, tech_ids: JSON.stringify(g.tech_ids) })))
    .execute();
}

/** Another seller took a code between the check and the insert: the unique index decides. */
export function takenRace(err: unknown, key: string, field: string): never {
  if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) throw new ApiError(ERRCODE.conflict, key, {}, { field });
  throw err;
}
