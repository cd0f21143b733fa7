import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { applicableShapes, emptySizeRow, MEASURE_TYPE, type MeasureType } from '@/domain/fast-order';
import { categoryName, pickName } from '@/ordering/api/use-fast-catalogue';
import type { Staff, TeamConfig } from '@/ordering/state/fast-order-state';
import { parseMeasure } from '@/ordering/state/to-domain';

export type CategoryDraft = { way: 0 | MeasureType; wearing_style: number | null; values: Record<number, string>; size_value: string; size_name: string };

/** The employee as the dialog edits them: measures as typed, parsed on save. */
export type EmployeeDraft = {
  truename: string;
  gender_id: 1 | 2;
  department_name: string;
  height: string;
  weight: string;
  age: string;
  other_requirement: string;
  shapes: Record<number, number | null>;
  cats: Record<number, CategoryDraft>;
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(staff: Staff | null, config: TeamConfig): EmployeeDraft {
  const cats: Record<number, CategoryDraft> = {};
  for (const c of config.category_array) {
    const s = staff?.category_array.find((x) => x.category_id === c.category_id);
    const values: Record<number, string> = {};
    for (const r of s?.size.rows ?? []) values[r.body_item_id] = text(s!.measuring_way === MEASURE_TYPE.garment ? r.body_item_clothes_value : r.body_item_net_value);
    cats[c.category_id] = { way: s?.measuring_way ?? 0, wearing_style: s?.wearing_style ?? null, values, size_value: s?.size.size_value ?? '', size_name: s?.size.size_name ?? '' };
  }
  return {
    truename: staff?.truename ?? '',
    gender_id: staff?.gender_id ?? 1,
    department_name: staff?.department_name ?? '',
    height: text(staff?.height ?? null),
    weight: text(staff?.weight ?? null),
    age: text(staff?.age ?? null),
    other_requirement: staff?.other_requirement ?? '',
    shapes: Object.fromEntries((staff?.special_shape ?? []).map((s) => [s.id, s.shape_item])),
    cats,
  };
}

/**
 * The employee a draft describes, as the team keeps them (status 2 until the rules say otherwise):
 * measures parsed, and per category only the rows its measuring way uses.
 */
export function staffOfDraft(draft: EmployeeDraft, { staff, config, index, lang }: { staff: Staff | null; config: TeamConfig; index: CatalogueIndex; lang: string }): Staff {
  const shapes = applicableShapes(index.snapshot, config.category_array.map((c) => c.category_id));
  return {
    id: staff?.id ?? crypto.randomUUID(),
    config_id: config.id,
    truename: draft.truename,
    gender_id: draft.gender_id,
    department_name: draft.department_name,
    height: parseMeasure(draft.height),
    weight: parseMeasure(draft.weight),
    age: parseMeasure(draft.age),
    special_shape: shapes.map((s) => ({ id: s.id, shape_name: pickName(lang, s.shape_name, s.name_en), shape_item: draft.shapes[s.id] ?? null })),
    category_array: config.category_array.map((c) => {
      const d = draft.cats[c.category_id]!;
      const rows = (index.itemsOfCategory.get(c.category_id) ?? []).flatMap((item) => {
        const v = parseMeasure(d.values[item.item_id]);
        if (v === null || d.way === 0 || d.way === MEASURE_TYPE.standard) return [];
        const row = emptySizeRow(item.item_id, index.bodyItemName.get(item.item_id)?.zh ?? '');
        return [d.way === MEASURE_TYPE.garment ? { ...row, body_item_clothes_value: v } : { ...row, body_item_net_value: v }];
      });
      return {
        category_id: c.category_id,
        cate_name: categoryName(index, lang, c.category_id),
        measuring_way: d.way,
        wearing_style: d.way === MEASURE_TYPE.net ? d.wearing_style : null,
        size: d.way === MEASURE_TYPE.standard ? { size_shape_name: d.size_value, size_value: d.size_value, size_name: d.size_name, rows: [] } : { size_shape_name: '', size_value: '', size_name: '', rows },
      };
    }),
    other_requirement: draft.other_requirement,
    status_id: 2,
  };
}
