/**
 * The screen's form state -> the domain's fast order state (src/domain/fast-order), which
 * `buildFastOrderPayload` turns into the add_order payload and `validateFastOrder` checks. The
 * screen keeps raw input text and rules-worker technique states; this maps them once, here.
 */
import { BODY_ITEM } from '@/domain/catalogue/constants';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import {
  applicableShapes,
  configTitle,
  emptyFastOrderState,
  emptySizeRow,
  type CategorySizeState,
  type FastCategoryState,
  type FastConfigState,
  type FastOrderState as DomainState,
  type FastTechEntryState,
  type SizeRowState,
} from '@/domain/fast-order';
import { gradingRow } from '@/domain/rules/grading';
import { standardSizeOf, type StandardSize } from '@/domain/rules/standard-size';
import type { TechState } from '@/domain/rules/technique';
import { emptyCategoryMeasure, type CategoryMeasure, type FastOrderForm, type Grades, type MeasureType, type TeamConfig, type TechDetail } from './fast-order-state';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** An input's number, or null when empty or not a number (the blur check already refused those). */
export function parseMeasure(raw: string | undefined): number | null {
  const text = (raw ?? '').trim();
  return NUMBER.test(text) ? Number(text) : null;
}

/**
 * The person's net chest and mid waist, from whichever category measured them: the body type of
 * every category's standard size comes from these, trousers and skirts included.
 */
export function personBodyValues(perCategory: Readonly<Record<number, CategoryMeasure>>): { item_id: number; item_net_value: number }[] {
  return [BODY_ITEM.chest, BODY_ITEM.midWaist].flatMap((itemId) => {
    const value = Object.values(perCategory)
      .map((m) => parseMeasure(m.net[itemId]))
      .find((v) => v !== null);
    return value === undefined || value === null ? [] : [{ item_id: itemId, item_net_value: value }];
  });
}

const pick = (lang: string, zh: string, en: string) => (lang === 'en' ? en || zh : zh);

function techEntries(index: CatalogueIndex, tech: TechState | null, details: Record<number, TechDetail>): FastTechEntryState[] {
  if (!tech) return [];
  const entry = (id: number, special: 0 | 1): FastTechEntryState => ({
    id,
    is_special: special,
    checked: true,
    content: details[id]?.content ?? '',
    items: (index.technique.get(id)?.items ?? []).map((i) => ({ item_name: i.item_name, item_type: i.item_type, content: details[id]?.items[i.item_name] ?? '', photos: i.photos })),
  });
  return [...tech.choices.map((c) => entry(c.tech_id, 0)), ...tech.specials.map((id) => entry(id, 1))];
}

function sizeRows(index: CatalogueIndex, categoryId: number, lang: string, row: (itemId: number) => Partial<SizeRowState>): SizeRowState[] {
  return (index.itemsOfCategory.get(categoryId) ?? []).map((item) => {
    const name = index.bodyItemName.get(item.item_id);
    return { ...emptySizeRow(item.item_id, name ? pick(lang, name.zh, name.en) : String(item.item_id)), ...row(item.item_id) };
  });
}

/**
 * One category's table for one measurement tab. `grades` are the auto grading allowances (only
 * while auto grading is on); `standard` is the chosen standard size with its catalogue data.
 */
export function categorySize(
  index: CatalogueIndex,
  lang: string,
  categoryId: number,
  type: MeasureType,
  m: CategoryMeasure,
  grades: Record<number, number> | undefined,
  standard: StandardSize | undefined,
): CategorySizeState {
  // The net body and the finished garment are measured by hand: no standard size names their rows.
  const measured = (row: (itemId: number) => Partial<SizeRowState>): CategorySizeState => ({ size_shape_name: '', size_value: '', size_name: '', rows: sizeRows(index, categoryId, lang, row) });
  if (type === 1) {
    return measured((itemId) => {
      const net = parseMeasure(m.net[itemId]);
      const grade = grades?.[itemId];
      const correction = m.netCorrection[itemId] ?? null;
      if (net === null) return {};
      return grade === undefined
        ? { body_item_net_value: net, body_correct_value: correction }
        : { body_item_net_value: net, body_item_diff_value: grade, body_base_value: gradingRow(net, grade).baseValue, body_correct_value: correction };
    });
  }
  if (type === 2) {
    return measured((itemId) => {
      const value = parseMeasure(m.garment[itemId]);
      return value === null ? {} : { body_item_clothes_value: value, body_item_correct_value: m.garmentCorrection[itemId] ?? null };
    });
  }
  return {
    size_shape_name: m.size_value,
    size_value: m.size_value,
    size_name: m.size_name,
    rows: standard
      ? sizeRows(index, categoryId, lang, (itemId) => {
          const base = standard.items.find((i) => i.item_id === itemId)?.value;
          return base === undefined ? {} : { body_base_value: base, body_correct_value: m.standardCorrection[itemId] ?? 0 };
        })
      : [],
  };
}

export function configToDomain(index: CatalogueIndex, lang: string, config: TeamConfig, state: FastOrderForm): FastConfigState {
  const category_array = config.category_array.map((c) => {
    const cat = index.category.get(c.category_id);
    return { category_id: c.category_id, cate_name: cat ? pick(lang, cat.name, cat.name_en) : String(c.category_id), quantity: c.quantity };
  });
  const title = configTitle(category_array);
  return { id: config.id, title, name: title, category_array, staffs: state.team.staffs.filter((s) => s.config_id === config.id) };
}

/**
 * `grades` are the rules worker's allowances for exactly these values (`gradeLatest`); the screen's
 * stored answer may lag the last keystroke by the worker's throttle.
 */
export function toDomainState(state: FastOrderForm, index: CatalogueIndex, lang: string, grades: Grades = state.measure.grades): DomainState {
  const base = emptyFastOrderState(state.order_type);
  const categories: FastCategoryState[] = state.categories.map((c) => {
    const cat = index.category.get(c.category_id);
    const edition = c.tech?.edition_id ? index.edition.get(c.tech.edition_id) : undefined;
    return {
      category_id: c.category_id,
      cate_name: cat ? pick(lang, cat.name, cat.name_en) : String(c.category_id),
      edition_number: edition?.edition_number ?? '',
      edition_disabled: c.tech?.edition_locked ?? false,
      product_code: c.product_code,
      style_number: c.style_number,
      techniques: techEntries(index, c.tech, c.details),
      wearing_style: state.measure.perCategory[c.category_id]?.wearing_style ?? null,
    };
  });
  const ids = state.categories.map((c) => c.category_id);
  const tables = (type: MeasureType) =>
    Object.fromEntries(
      state.categories.map((c) => {
        const m = state.measure.perCategory[c.category_id] ?? emptyCategoryMeasure();
        const standard = type === 3 ? standardSizeOf(index.snapshot, c.category_id, state.user.user_sex, c.tech?.edition_id, m.size_value) : undefined;
        const graded = type === 1 && state.measure.autoGrading ? (grades[c.category_id] ?? {}) : undefined;
        return [c.category_id, categorySize(index, lang, c.category_id, type, m, graded, standard)];
      }),
    );
  const u = state.user;
  return {
    ...base,
    demo_order: state.demo_order,
    categories,
    fabric: { type_id: state.fabric.type_id, fabric_num: state.fabric.fabric_num, composition: state.fabric.composition, parcel_id: state.fabric.parcel_id },
    process_id: state.process_id,
    user_info: {
      ...base.user_info,
      customer_id: u.customer_id ?? null,
      user_name: u.user_name,
      user_sex: u.user_sex,
      user_height: parseMeasure(u.user_height),
      user_weight: parseMeasure(u.user_weight),
      user_mobilephone: u.user_mobilephone,
      user_address: u.user_address,
      user_ic: u.user_ic,
      user_company_name: u.user_company_name,
      user_remark: u.user_remark,
      delivery_date: u.delivery_date,
    },
    special_shape: applicableShapes(index.snapshot, ids).map((s) => ({ id: s.id, shape_name: pick(lang, s.shape_name, s.name_en), shape_item: state.measure.shapes[s.id] ?? null })),
    measure: {
      measure_type: state.measure.type,
      auto_grading: state.measure.autoGrading,
      net: tables(1),
      garment: tables(2),
      standard: tables(3),
      remark: state.measure.remark,
    },
    group_info: { ...state.team.group },
    configs: state.team.configs.map((c) => configToDomain(index, lang, c, state)),
    upload: state.team.upload ? { uploadType: 1, size_template: state.team.upload.size_template } : { uploadType: 0, size_template: '' },
  };
}
