/**
 * An order's production sheet (src/domain/orders/production-sheet.ts): the order detail as its
 * readers see it, one page per garment (one per person of an order with staff), the catalogue's
 * swatches and technique codes, and the plausibility warnings of each page's measurements, checked
 * here again from what the order stores.
 */
import type { TFunction } from 'i18next';
import type { DetailItemData, EmployeeData } from '@/domain/orders/order-input';
import { plausibilityGarment, type ProductionSheet, type SheetItem, type SheetPage } from '@/domain/orders/production-sheet';
import type { DetailItem } from '@/domain/orders/wire';
import { measurementWarnings, withConfirmations, type PlausibilityInput } from '@/domain/rules/plausibility';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/session';
import { loadCatalogue } from '../catalogue/snapshot';
import { assertCanRead, orderNotFound } from '../order-store/access';
import { namesFor, orderDetail } from '../order-store/view';
import '../order-store/tables';

type Reader = { snapshot: CatalogueSnapshot; t: TFunction };

/** A page's warnings over its garments, each marked reviewed when a measurer confirmed it for one of them. */
function pageWarnings(reader: Reader, input: PlausibilityInput, reviewed: readonly (readonly string[] | undefined)[]): SheetPage['warnings'] {
  const warnings = withConfirmations(measurementWarnings(reader.snapshot, input), reviewed.flatMap((r) => r ?? []));
  return warnings.map((w) => ({ item: w.item, code: w.code, key: w.key, message: reader.t(w.message.key, w.message.params ?? {}), confirmed: w.confirmed }));
}

type Shape = { shape_name: string; shape_item: string };

/**
 * The body shapes a garment is made for: orders store every shape of the category, most at the
 * level of value 0 (无, none), which the factory need not read. `shown` is `stored` in the
 * reader's language, in the same order.
 */
function madeForShapes(snapshot: CatalogueSnapshot, stored: readonly Shape[], shown: readonly Shape[]): Shape[] {
  return shown.filter((_, i) => {
    const s = stored[i];
    const level = snapshot.special_shapes.find((x) => x.shape_name === s?.shape_name)?.items.find((l) => l.name === s?.shape_item);
    return level?.value !== 0;
  });
}

function sheetItem(snapshot: CatalogueSnapshot, lang: Locale, itemId: number, d: DetailItemData): SheetItem {
  const fabric = d.fabric_type_id === 1 ? snapshot.fabrics.find((f) => f.fabric_num === d.fabric_num) : undefined;
  const techniques = snapshot.techniques.filter((t) => t.category_id === d.sub_category_id);
  return {
    item_id: itemId,
    fabric: fabric
      ? {
          fabric_num: fabric.fabric_num,
          name: lang === 'zh' ? fabric.name : fabric.name_en,
          composition: lang === 'zh' ? fabric.composition : fabric.composition_en,
          colour_hex: fabric.colour_hex,
          texture: fabric.texture,
        }
      : null,
    // Stored technique names are the catalogue's Chinese ones (order-names.ts), whatever the reader's language.
    tech_codes: d.tech_info.map((t) => techniques.find((x) => x.tech_name === t.tech_name)?.tech_code ?? ''),
  };
}

/**
 * The sheet of the order numbered `orderNum`, for whoever may read its detail (assertCanRead: the
 * owner and its staff, the owner's parent account, the factory once it is placed); anyone else is
 * told it does not exist, as for a missing number.
 */
export async function productionSheet(db: Db, user: SessionUser, orderNum: string, lang: Locale, t: TFunction): Promise<ProductionSheet> {
  const found = await db.selectFrom('orders').select('id').where('order_num', '=', orderNum).where('deleted_at', 'is', null).executeTakeFirst();
  if (!found) throw orderNotFound();
  await assertCanRead(db, user, found.id);
  const order = await orderDetail(db, found.id, lang, user.id);
  const reader: Reader = { snapshot: await loadCatalogue(db), t };
  const stored = await db.selectFrom('order_items').select(['id', 'detail']).where('order_id', '=', found.id).orderBy('sort_id').orderBy('id').execute();
  const raw = new Map(stored.map((i) => [i.id, i.detail as DetailItemData]));
  const items = order.detail_info.map((d) => sheetItem(reader.snapshot, lang, d.id, raw.get(d.id)!));

  const staff = await db.selectFrom('order_employees').selectAll().where('order_id', '=', found.id).orderBy('sort_id').orderBy('id').execute();
  const names = await namesFor(db, lang);
  const pages: SheetPage[] = staff.length
    ? staff.map((e) => {
        const info = e.measuring_info as EmployeeData['measuring_info'];
        const shown = info.map((m) => {
          const named = names.measuring(m);
          return { ...named, special_shape_info: madeForShapes(reader.snapshot, m.special_shape_info, named.special_shape_info) };
        });
        return staffPage(reader, order.detail_info, e, shown);
      })
    : order.detail_info.map((d) => {
        const r = raw.get(d.id)!;
        return {
          person: null,
          garments: [
            { item_id: d.id, quantity: d.quantity, wearing_style: d.wearing_style, special_shape_info: madeForShapes(reader.snapshot, r.special_shape_info, d.special_shape_info), size_info: d.size_info },
          ],
          warnings: pageWarnings(
            reader,
            { gender_id: order.user_sex, height: order.user_height ?? 0, weight: order.user_weight ?? 0, garments: [plausibilityGarment(d.sub_category_id, d.size_info)] },
            [r.reviewed_warnings],
          ),
        };
      });
  return { order, items, pages };
}

type StaffRow = { truename: string; gender_id: number; height: number | null; weight: number | null; department_name: string };

/** A team member's page: each garment they get, made as the order's item of its category. */
function staffPage(reader: Reader, items: readonly DetailItem[], e: StaffRow, info: EmployeeData['measuring_info']): SheetPage {
  const garments = info.flatMap((m) => {
    const item = items.find((d) => d.sub_category_id === m.sub_category_id);
    return item ? [{ item_id: item.id, quantity: m.quantity, wearing_style: m.wearing_style, special_shape_info: m.special_shape_info, size_info: m.size_info, category: m.sub_category_id }] : [];
  });
  return {
    person: { truename: e.truename, gender_id: e.gender_id, height: e.height, weight: e.weight, department_name: e.department_name },
    garments: garments.map(({ category: _, ...g }) => g),
    warnings: pageWarnings(
      reader,
      { gender_id: e.gender_id, height: e.height ?? 0, weight: e.weight ?? 0, garments: garments.map((g) => plausibilityGarment(g.category, g.size_info)) },
      info.map((m) => m.reviewed_warnings),
    ),
  };
}
