/**
 * Team staff imported from the filled Excel template (spec 2 §2.1 "download the template, upload a
 * filled one"). The server checks the file by content, reads each row into an `ImportedStaff`
 * (or reports the row's errors) and keeps the file as `size_template`; the screen puts each
 * imported person into the configuration the row names, with `staffFromImport`.
 *
 * One row is one employee: basic data, the configuration's number (1 = the first tab), one
 * measuring way for all of that person's categories, a wearing style, a standard size, and one
 * column per body item (a value applies to every category that measures the item).
 */
import { z } from 'zod';
import { indexCatalogue } from '../catalogue/lookup';
import type { CatalogueSnapshot } from '../catalogue/types';
import { fileBytes, int } from '../shared/fields';
import { MAX_CONFIGS, MEASURE_TYPE } from './constants';
import { buildSizeInfo } from './build-payload';
import { emptySizeRow, type CategorySizeState, type FastConfigState, type FastStaffState } from './state';
import { staffStatus } from './validate';

export const ImportedStaffSchema = z.object({
  /** The sheet row (1-based, as Excel shows it). */
  row: z.number().int(),
  /** 0-based index of the configuration tab the row names. */
  config_index: z.number().int(),
  truename: z.string(),
  gender_id: z.union([z.literal(1), z.literal(2)]),
  department_name: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  age: z.number().nullable(),
  /** 0 when the row leaves it empty: the user chooses it later. */
  measuring_way: z.union([z.literal(0), z.literal(MEASURE_TYPE.net), z.literal(MEASURE_TYPE.garment), z.literal(MEASURE_TYPE.standard)]),
  wearing_style: z.number().int().nullable(),
  /** Standard size for measuring way 3, e.g. "170/88A". */
  size_value: z.string(),
  /** Body item id -> value in cm. */
  values: z.record(z.coerce.number(), z.number()),
});
export type ImportedStaff = z.output<typeof ImportedStaffSchema>;

/** A refused cell: the row, the column header as in the file, and the message in the caller's language. */
/** A refused cell: its row (0 for the whole file), column, the full message, and the cell's part of it (shown under its row). */
export type TeamUploadRowError = { row: number; column: string; message: string; cell: string };

/** The answer of the template upload. */
/** The team template's upload (multipart): the filled file and what the form has. */
export const TeamUploadBody = z.object({
  templateFile: fileBytes('fast_order:upload_not_excel_field'),
  /** How many configuration tabs the form has: row configuration numbers must not exceed it. */
  config_count: int(1, MAX_CONFIGS).default(MAX_CONFIGS),
  /** "1": import the correct rows of a sheet whose other rows are wrong (after the user saw them listed). */
  skip_invalid: z.enum(['0', '1']).default('0'),
});

export const TeamUploadResultSchema = z.object({
  size_template: z.string(),
  count: z.number().int(),
  staffs: z.array(ImportedStaffSchema),
  /** Rows left out with skip_invalid=1 (their errors were listed on the refusal before). */
  skipped_rows: z.number().int().optional(),
});
export type TeamUploadResult = z.output<typeof TeamUploadResultSchema>;

function sizeFor(snapshot: CatalogueSnapshot, categoryId: number, person: ImportedStaff): CategorySizeState {
  const idx = indexCatalogue(snapshot);
  const way = person.measuring_way;
  const rows = (idx.itemsOfCategory.get(categoryId) ?? [])
    .filter((i) => person.values[i.item_id] !== undefined)
    .map((i) => {
      const v = person.values[i.item_id]!;
      const row = emptySizeRow(i.item_id, idx.bodyItemName.get(i.item_id)?.zh ?? '');
      return way === MEASURE_TYPE.garment ? { ...row, body_item_clothes_value: v } : { ...row, body_item_net_value: v };
    });
  return way === MEASURE_TYPE.standard
    ? { size_shape_name: '', size_value: person.size_value, size_name: '', rows: [] }
    : { size_shape_name: '', size_value: '', size_name: '', rows: way ? rows : [] };
}

/** An imported person as a staff member of the configuration, with the status their measures give. */
export function staffFromImport(snapshot: CatalogueSnapshot, person: ImportedStaff, config: FastConfigState, id: string | number): FastStaffState {
  const category_array = config.category_array
    .filter((c) => c.quantity > 0)
    .map((c) => ({
      category_id: c.category_id,
      cate_name: c.cate_name,
      measuring_way: person.measuring_way,
      wearing_style: person.measuring_way === MEASURE_TYPE.net ? person.wearing_style : null,
      size: sizeFor(snapshot, c.category_id, person),
    }));
  const status_id = staffStatus(snapshot, {
    category_array: category_array.map((c) => ({ category_id: c.category_id, wearing_style: c.wearing_style, size_info: c.measuring_way ? buildSizeInfo(c.measuring_way, c.size, c.category_id) : null })),
  });
  return {
    id,
    config_id: config.id,
    truename: person.truename,
    gender_id: person.gender_id,
    department_name: person.department_name,
    height: person.height,
    weight: person.weight,
    age: person.age,
    special_shape: [],
    category_array,
    other_requirement: '',
    status_id,
  };
}
