/**
 * Customer spreadsheets: a company's people (and the empty template to fill), and the size export
 * of one pattern edition for the individual customers (from their paid orders) or the company
 * customers (from the measuring tasks run for them).
 */
import type { TFunction } from 'i18next';
import { CLIENT_TYPE, type CompanyPerson } from '@/domain/customers/contract';
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { buildWorkbook, XLSX_CONTENT_TYPE } from '../../files/sheet';
import { missing, paidOrderPieces, type Detail } from './service';
import { FileAnswer } from '../../http/route';
import '../catalogue/tables';
import '../measuring/tables';
import '../order-store/tables';
import './tables';

const genderName = (t: TFunction, g: number) => t(g === 1 ? 'customers:gender.1' : g === 2 ? 'customers:gender.2' : 'customers:gender.0');

/** The headers the import reads back (server/modules/measuring/excel.ts aliases), in the reader's language. */
function peopleHeader(t: TFunction) {
  return [t('customers:col.name'), t('customers:col.gender'), t('customers:col.department'), t('customers:col.height_cm'), t('customers:col.weight_kg'), t('customers:col.remark')];
}

export function exportPeople(companyName: string, people: CompanyPerson[], t: TFunction): FileAnswer {
  const rows = people.map((p) => [p.truename, genderName(t, p.gender_id), p.department_name, p.height, p.weight, p.remark]);
  const book = buildWorkbook([{ name: t('customers:people_sheet'), rows: [peopleHeader(t), ...rows] }]);
  return new FileAnswer(book, `${companyName}${t('customers:people_file_suffix')}.xlsx`, XLSX_CONTENT_TYPE);
}

export function peopleTemplate(t: TFunction): FileAnswer {
  // No remark column: the import does not read one back.
  const book = buildWorkbook([{ name: t('customers:people_sheet'), rows: [peopleHeader(t).slice(0, 5)] }]);
  return new FileAnswer(book, `${t('customers:template_file')}.xlsx`, XLSX_CONTENT_TYPE);
}

/** One row per customer (or person), the edition's measured parts as columns in the order first met. */
export async function exportSizes(db: Db, ownerId: number, editionId: number, clientType: number, t: TFunction, lang: Locale): Promise<FileAnswer> {
  const edition = await db
    .selectFrom('cat_editions as e')
    .innerJoin('cat_categories as c', 'c.id', 'e.category_id')
    .select(['e.id', 'e.edition_number', 'e.category_id', 'c.name', 'c.name_en'])
    .where('e.id', '=', editionId)
    .executeTakeFirst();
  if (!edition) throw missing('edition');
  const parts: string[] = [];
  const partIndex = (name: string) => {
    if (!parts.includes(name)) parts.push(name);
    return name;
  };
  const people: { fixed: (string | number)[]; values: Map<string, number> }[] = [];

  if (clientType === CLIENT_TYPE.individual) {
    // The newest paid piece of this category and edition per customer.
    const rows = await paidOrderPieces(db, ownerId)
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['c.id', 'c.truename', 'c.gender_id', 'c.mobilephone', 'c.height', 'c.weight', 'o.order_num', 'i.detail'])
      .where('c.owner_id', '=', ownerId)
      .where('i.category_id', '=', edition.category_id)
      .orderBy('c.id')
      .orderBy('o.paid_at', 'desc')
      .execute();
    const seen = new Set<number>();
    for (const r of rows) {
      const d = r.detail as Detail;
      if (seen.has(r.id) || (d.edition_number && d.edition_number !== edition.edition_number)) continue;
      seen.add(r.id);
      const sizes = d.size_info ?? [];
      const values = new Map(sizes.flatMap((s) => s.size_data).flatMap((p) => (p.body_item_net_value === null ? [] : [[partIndex(p.body_item_name), p.body_item_net_value] as const])));
      people.push({ fixed: [r.truename, genderName(t, r.gender_id), r.mobilephone, Number(r.height), Number(r.weight), r.order_num, sizes.map((s) => s.size_value).find(Boolean) ?? ''], values });
    }
  } else {
    // Each person measured for one of the seller's companies in this edition (the repaired copy wins).
    const rows = await db
      .selectFrom('measuring_measurements as m')
      .innerJoin('measuring_people as p', 'p.id', 'm.person_id')
      .innerJoin('measuring_tasks as k', 'k.id', 'p.task_id')
      .innerJoin('customer_companies as b', 'b.id', 'k.client_id')
      .select(['p.id', 'b.name as company', 'p.department_name', 'p.truename', 'p.gender_id', 'p.height', 'p.weight', 'm.size', 'm.items', 'm.repair_status_id'])
      .where('b.owner_id', '=', ownerId)
      // The seller's own tasks only: a company is named by the task, which another account could name too.
      .where('k.owner_id', '=', ownerId)
      .where('m.edition_type_id', '=', edition.id)
      .orderBy('b.id')
      .orderBy('p.id')
      .orderBy('m.repair_status_id', 'desc')
      .execute();
    const seen = new Set<number>();
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      const values = new Map(r.items.map((i) => [partIndex(i.name), i.value] as const));
      people.push({ fixed: [r.company, r.department_name, r.truename, genderName(t, r.gender_id), Number(r.height), Number(r.weight), r.size], values });
    }
  }

  const fixedHeader =
    clientType === CLIENT_TYPE.individual
      ? [t('customers:col.name'), t('customers:col.gender'), t('customers:col.tel'), t('customers:col.height_cm'), t('customers:col.weight_kg'), t('customers:col.order_num'), t('customers:col.size_num')]
      : [t('customers:col.company'), t('customers:col.department'), t('customers:col.name'), t('customers:col.gender'), t('customers:col.height_cm'), t('customers:col.weight_kg'), t('customers:col.size_num')];
  const body = people.map((p) => [...p.fixed, ...parts.map((name) => p.values.get(name) ?? '')]);
  const category = lang === 'en' && edition.name_en ? edition.name_en : edition.name;
  const kind = t(clientType === CLIENT_TYPE.individual ? 'customers:export_c' : 'customers:export_b');
  const book = buildWorkbook([{ name: `${category} ${edition.edition_number}`, rows: [[...fixedHeader, ...parts], ...body] }]);
  return new FileAnswer(book, `${kind}-${edition.edition_number}.xlsx`, XLSX_CONTENT_TYPE);
}
