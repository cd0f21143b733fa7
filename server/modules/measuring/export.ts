/** The measurements of a task as an .xlsx sheet (spec 3 §7 export), in the caller's language. */
import type { Locale } from '@/domain/shared/locale';
import type { Db } from '../../db/database';
import { buildWorkbook, XLSX_CONTENT_TYPE } from '../../files/sheet';
import { FileAnswer } from '../../http/route';
import { catalogueNames } from '../catalogue/names';
import { zonedDateTime } from '@/domain/shared/zoned-time';
import { toNumber } from './format';
import { exportRows, type ExportFilter } from './repository';

export async function exportTask(
  db: Db,
  q: ExportFilter,
  t: (key: string) => string,
  lang: Locale,
) {
  const { task, rows, measurements } = await exportRows(db, q);
  const cat = catalogueNames;
  const categoryIds = [...new Set(measurements.map((m) => m.category_id))].sort((a, b) => a - b);
  const [categories, items] = await Promise.all([cat.categoryNames(db, categoryIds, lang), cat.bodyItemNames(db, task.body_item_ids, lang)]);
  const header = [
    t('measuring:col_company'),
    t('measuring:col_department'),
    t('measuring:col_name'),
    t('measuring:col_gender'),
    t('measuring:col_height'),
    t('measuring:col_weight'),
    t('measuring:col_status'),
    t('measuring:col_save_date'),
    ...categoryIds.flatMap((c) => [
      `${categories.get(c) ?? c} ${t('measuring:col_size')}`,
      `${categories.get(c) ?? c} ${t('measuring:col_num')}`,
      ...task.body_item_ids.map((i) => `${categories.get(c) ?? c} ${items.get(i) ?? i}`),
    ]),
  ];
  const byPerson = new Map<string, (typeof measurements)[number]>();
  for (const m of measurements) {
    // The repaired copy wins over the normal one when both exist.
    const k = `${m.person_id}:${m.category_id}`;
    const prior = byPerson.get(k);
    if (!prior || m.repair_status_id > prior.repair_status_id) byPerson.set(k, m);
  }
  const statusName = (s: number) => t(s === 1 ? 'measuring:status_not_measured' : s === 4 ? 'measuring:status_repaired' : 'measuring:status_measured');
  const body = rows.map((p) => [
    p.company_name,
    p.department_name,
    p.truename,
    t(p.gender_id === 1 ? 'measuring:gender_male' : p.gender_id === 2 ? 'measuring:gender_female' : 'measuring:gender_unknown'),
    toNumber(p.height),
    toNumber(p.weight),
    statusName(p.measuring_status_id),
    p.save_date ? zonedDateTime(p.save_date, q.tz) : '',
    ...categoryIds.flatMap((c) => {
      const m = byPerson.get(`${p.id}:${c}`);
      const values = new Map((m?.items ?? []).map((i) => [i.id, i.value]));
      return [m?.size ?? '', m?.num ?? '', ...task.body_item_ids.map((i) => values.get(i) ?? '')];
    }),
  ]);
  const filename = `${task.name}${t('measuring:export_suffix')}.xlsx`;
  return new FileAnswer(buildWorkbook([{ name: t('measuring:export_sheet'), rows: [header, ...body] }]), filename, XLSX_CONTENT_TYPE);
}
