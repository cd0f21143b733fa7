/**
 * Bulk goods on the server: product codes (the catalogue's, and the seller's own made by
 * a style change), their list prices and sizes, and the order. Everything the screen checked is
 * checked again here with the same rules (src/domain/bulk-goods/rules.ts) on the server's own
 * catalogue; an order's products must be what their codes say, and a piece may not be sold below
 * the list price the shared rule gives it.
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { AddProductCodes, BulkOrder, BulkOrderResult, ProductInfo } from '@/domain/bulk-goods/contract';
import { BULK_FABRIC_TYPE } from '@/domain/bulk-goods/contract';
import { checkBulkOrder, defaultSizes, listPriceFen, pieces, prepayProblem, repeatedStyles, sameDefinition } from '@/domain/bulk-goods/rules';
import { indexCatalogue } from '@/domain/catalogue/lookup';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { orderTechInfo } from '@/domain/fast-order/cart-input';
import { ORDER_TYPE } from '@/domain/orders/cart';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { chartFor, chartSize } from '@/domain/rules/standard-size';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/tx';
import { invalidField } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { pick } from '../catalogue/service';
import { createCartOrder, pieceMaterials } from '../order-store/create';
import { parcelFabric } from '../fabric-stock/usage';
import { checkGarment, codeCheck, insertStyles, productDefinition, ruleRefusal, takenRace, upper, type Definition } from '../product-codes/service';
import type { CustomGoods } from '../product-codes/tables';

const SEARCH_LIMIT = 20;

/** The goods of a definition as the screen shows them: names in the reader's language, the edition number, the list price and the sizes a row starts with. */
export function productInfo(snapshot: CatalogueSnapshot, def: Definition, lang: Locale): ProductInfo {
  const idx = indexCatalogue(snapshot);
  return {
    productCode: def.product_code,
    own: def.own,
    fabricNum: def.goods[0]?.fabric_num ?? '',
    cates: def.goods.map((g) => {
      const category = idx.category.get(g.category_id)!;
      const chart = chartFor(snapshot, g.category_id, category.gender_id || 1);
      return {
        category_item_id: g.category_id,
        category_item_name: pick(lang, category.name, category.name_en),
        style_number: g.style_number,
        edition_number: idx.edition.get(g.edition_id)?.edition_number ?? '',
        fabric_num: g.fabric_num,
        process_id: g.process_id,
        tech_result: g.tech_ids,
        retail: fenToYuan(listPriceFen(snapshot, { category_id: g.category_id, process_id: g.process_id, tech_ids: g.tech_ids }) ?? 0),
        cateSizeList: chart ? defaultSizes(chart) : [],
      };
    }),
  };
}

/** Codes containing the keyword, each with its categories named in the reader's language. */
export async function searchProducts(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, keyword: string, lang: Locale) {
  const idx = indexCatalogue(snapshot);
  const k = upper(keyword);
  const names = (ids: number[]) =>
    ids.map((id) => {
      const c = idx.category.get(id);
      return c ? pick(lang, c.name, c.name_en) : '';
    });
  const own = await db
    .selectFrom('custom_products')
    .select(['product_code', 'goods'])
    .where('owner_id', '=', user.id)
    .where(sql`upper(product_code)`, 'like', `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .orderBy('created_at', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
  const catalogue = snapshot.products.filter((p) => upper(p.product_code).includes(k)).slice(0, SEARCH_LIMIT);
  return {
    list: [
      ...own.map((p) => ({ product_code: p.product_code, own: true, category_names: names(p.goods.map((g) => g.category_id)) })),
      ...catalogue.map((p) => ({ product_code: p.product_code, own: false, category_names: names([p.category_id]) })),
    ].slice(0, SEARCH_LIMIT),
  };
}

/** Saves a changed product as a new code of the seller's, with a new style number per category. */
export async function addProductCodes(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, body: AddProductCodes, t: TFunction, lang: Locale): Promise<ProductInfo> {
  const idx = indexCatalogue(snapshot);
  const source = await productDefinition(db, snapshot, user, body.source_code);
  if (!source) throw invalidField('source_code', 'large_goods:product_unknown', { code: body.source_code });
  if (source.goods.length !== body.goods_array.length || source.goods.some((g, i) => g.category_id !== body.goods_array[i]!.category_item_id)) {
    throw invalidField('goods_array', 'large_goods:categories_differ', { code: source.product_code });
  }
  const styles = body.goods_array.map((g) => g.style_number);
  const repeated = repeatedStyles(styles);
  if (repeated) throw invalidField('goods_array', repeated);
  const goods: CustomGoods[] = body.goods_array.map((g, i) => {
    const { edition } = checkGarment(idx, snapshot, { ...g, category_id: g.category_item_id }, `goods_array.${i}`, t);
    return { category_id: g.category_item_id, style_number: g.style_number.trim(), edition_id: edition.id, fabric_num: g.fabric_num, process_id: source.goods[i]!.process_id, tech_ids: g.tech_info };
  });
  const taken = await codeCheck(db, snapshot, body.product_code, styles);
  if (taken.product_code_taken) throw invalidField('product_code', 'large_goods:code_taken');
  const styleTaken = styles.findIndex((s) => taken.styles_taken.includes(s));
  if (styleTaken >= 0) throw invalidField(`goods_array.${styleTaken}.style_number`, 'large_goods:style_taken');
  const product_code = body.product_code.trim();
  try {
    await inTransaction(db, async (trx) => {
      await insertStyles(trx, user.id, goods);
      await trx.insertInto('custom_products').values({ product_code, owner_id: user.id, source_code: source.product_code, goods: JSON.stringify(goods) }).execute();
    });
  } catch (err) {
    takenRace(err, 'large_goods:code_taken', 'product_code');
  }
  return productInfo(snapshot, { product_code, own: true, goods }, lang);
}

type CartItem = CartOrderInput['items'][number];

/**
 * Places a bulk order (order type 4) in the seller's cart, each piece priced at its product code's
 * price from the catalogue: one code, one price, whatever retail the client sends.
 */
export async function addBulkOrder(db: Db, snapshot: CatalogueSnapshot, user: SessionUser, order: BulkOrder, t: TFunction): Promise<BulkOrderResult> {
  const problem = checkBulkOrder(order);
  if (problem) throw ruleRefusal(problem, t);
  const idx = indexCatalogue(snapshot);
  const customerFabric = order.fabric_type_id === BULK_FABRIC_TYPE.customer;
  // The customer's parcel, when one is named: its code and composition are the order's fabric.
  const parcel = customerFabric && order.fabric_parcel_id ? await parcelFabric(db, user.id, order.fabric_parcel_id) : null;
  const items: CartItem[] = [];
  // What the order costs at the catalogue's prices, as it is charged (not the body's retail).
  let amountFen = 0;
  for (const [i, p] of order.product_array.entries()) {
    const field = `product_array.${i}`;
    const def = await productDefinition(db, snapshot, user, p.product_code);
    if (!def) throw invalidField(`${field}.product_code`, 'large_goods:product_unknown', { code: p.product_code });
    if (def.goods.length !== p.goods_array.length) throw invalidField(`${field}.goods_array`, 'large_goods:product_changed', { code: def.product_code });
    for (const [j, g] of p.goods_array.entries()) {
      const gf = `${field}.goods_array.${j}`;
      const own = def.goods[j]!;
      const { category, edition } = checkGarment(idx, snapshot, { ...g, category_id: g.category_item_id }, gf, t);
      const ownEdition = idx.edition.get(own.edition_id)?.edition_number ?? '';
      if (own.category_id !== category.id || !sameDefinition({ edition_number: ownEdition, fabric_num: own.fabric_num, tech_ids: own.tech_ids }, { edition_number: g.edition_number, fabric_num: g.fabric_num, tech_ids: g.tech_info })) {
        throw invalidField(gf, 'large_goods:product_changed', { code: def.product_code });
      }
      const chart = chartFor(snapshot, category.id, category.gender_id || 1);
      for (const [k, s] of g.category_size_data.entries()) {
        if (!chart || !chartSize(chart, edition, s.size_name)) throw invalidField(`${gf}.category_size_data.${k}.size_name`, 'large_goods:size_unknown', { size: s.size_name });
      }
      const retail_fen = listPriceFen(snapshot, { category_id: category.id, process_id: own.process_id, tech_ids: own.tech_ids }) ?? 0;
      const sizes = g.category_size_data.filter((s) => s.count > 0);
      // A category without pieces is not made (the product has pieces in another one).
      if (sizes.length === 0) continue;
      amountFen += retail_fen * sizes.reduce((n, s) => n + s.count, 0);
      const fabric = idx.fabric.get(g.fabric_num);
      const fabricNum = parcel?.fabric_num ?? g.fabric_num;
      items.push({
        ...pieceMaterials(category, edition.edition_number, { fabric_num: fabricNum, composition: parcel?.composition ?? fabric?.composition, customer: customerFabric, parcel_id: order.fabric_parcel_id }),
        product_code: def.product_code,
        style_number: own.style_number,
        retail_fen,
        // A bulk piece is sold at its retail price, which includes its techniques: they are listed, not added.
        tech_info: (orderTechInfo(idx, g.tech_info.map((id) => ({ id, content: '', items: [] }))) ?? []).map((tech) => ({ ...tech, price_fen: 0 })),
        category_size_data: sizes,
      });
    }
    if (pieces(p) === 0) throw invalidField(`${field}.goods_array`, 'large_goods:no_counts', { code: p.product_code });
  }
  const prepayFen = yuanToFen(order.prepay) ?? 0;
  const prepay = prepayProblem(prepayFen, amountFen);
  if (prepay) throw ruleRefusal(prepay, t);
  const placed = await createCartOrder(db, user, {
    order_type_id: ORDER_TYPE.bulk,
    large_goods_company_name: order.company_name,
    large_goods_contacts: order.contacts,
    large_goods_prepay_fen: prepayFen,
    user_mobilephone: order.user_mobilephone,
    user_address: order.user_address,
    delivery_date: order.delivery_date.slice(0, 10),
    other_requirement: order.other_requirement,
    items,
  });
  const row = await db.selectFrom('orders').select(['payamount_fen', 'quantity']).where('id', '=', placed.id).executeTakeFirstOrThrow();
  return { id: placed.id, order_num: placed.order_num, payamount: fenToYuan(row.payamount_fen), quantity: row.quantity };
}
