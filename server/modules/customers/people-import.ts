/**
 * A company's people from an uploaded sheet: the same columns and checks as a measuring
 * task's import (server/modules/measuring/excel.ts reads them), worded per row and column for the
 * company people list, whose rows have no company column of their own.
 */
import type { TFunction } from 'i18next';
import { COLUMN_LABEL_KEYS, parsePeopleSheet } from '../measuring/excel';
import { MAX_PEOPLE_IMPORT_ROWS } from '@/domain/customers/contract';

export type PersonRowError = { row: number; field: string; message: string; cell: string };

export async function parseCompanyPeople(bytes: Uint8Array, t: TFunction) {
  const parsed = await parsePeopleSheet(bytes);
  const errors: PersonRowError[] = parsed.errors.map((e) => {
    const column = e.field === 'file' ? '' : t(COLUMN_LABEL_KEYS[e.field]);
    const cell = t(e.key, { ...e.params, row: e.row, field: column });
    return { row: e.row, field: e.field, message: cell, cell: cell.replace(/^第 \d+ 行：|^Row \d+: /, '') };
  });
  if (parsed.people.length > MAX_PEOPLE_IMPORT_ROWS) {
    errors.push({ row: 0, field: 'file', message: t('measuring:import_too_many', { max: MAX_PEOPLE_IMPORT_ROWS }), cell: '' });
  }
  const people = parsed.people.map((p) => ({ truename: p.truename, gender_id: p.gender_id, height: p.height, weight: p.weight, department_name: p.department_name }));
  return { people, errors };
}
