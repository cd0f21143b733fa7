/**
 * The demo orders as the ordering screens would send them, built on the seeded catalogue with the
 * rules the screens run: an edition's defaults, the fabric's techniques and the user's changes go
 * through the technique panel's rules (clashes refuse, related techniques come along); net body
 * measurements are graded (智能放码); a standard size is matched or recommended from the size
 * charts. A fast order payload is then checked and priced by `prepareFastOrder`, exactly as
 * /fast_order/add_order does, so a seeded order cannot differ from one a seller places, and a
 * rule or catalogue change the seed no longer satisfies fails the seed instead of seeding nonsense.
 *
 * Deep customization, group purchase and bulk goods place no orders through the API yet. A deep
 * order is a customization of the same shape and price rule as an individual fast order, so it is
 * built as one and typed 1. A group purchase orders the fast order's goods without its people
 * (`prepareGoods`). A bulk order is catalogue products at the seller's retail price with a size
 * allocation over the product's chart sizes: no process, no techniques (spec 1 §2).
 */
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { BODY_ITEM } from '@/domain/catalogue/constants';
import { indexCatalogue, type CatalogueIndex } from '@/domain/catalogue/lookup';
import type { CatalogueSnapshot, Fabric, WearingStyleId } from '@/domain/catalogue/types';
import { keepChosenPhoto } from '@/domain/fast-order/build-payload';
import { prepareFastOrder, prepareGoods } from '@/domain/fast-order/cart-input';
import { DEMO_ORDER, FAST_ORDER_TYPE, MEASURE_TYPE, type MeasureType } from '@/domain/fast-order/constants';
import type { FastCategory, FastConfigure, FastGoods, FastIndividualPayload, FastSizeInfo, FastSizeRow, FastStaff, FastTeamCategory, FastTeamPayload, FastTechInfo } from '@/domain/fast-order/payload';
import { configTitle, emptySizeRow } from '@/domain/fast-order/state';
import { applicableShapes, staffStatus, type FastOrderProblem } from '@/domain/fast-order/validate';
import { ORDER_TYPE } from '@/domain/orders/cart';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { ORDER_TEXT } from '@/domain/orders/order-names';
import { gradeItems, gradingRequest, gradingRow } from '@/domain/rules/grading';
import type { RuleMessage, RuleResult } from '@/domain/rules/messages';
import { recommendSize } from '@/domain/rules/recommend-size';
import { roundTo01 } from '@/domain/rules/rounding';
import { chartFor, chartSize, matchStandardSize, standardSizeOf } from '@/domain/rules/standard-size';
import { chooseEdition, chooseTechnique, emptyTechState, fabricTechniques, submitTechIds, toggleSpecial } from '@/domain/rules/technique';
import { netMeasure, type Customer, type Employee, type Person } from './order-people';

/** What a technique with content or items (a monogram, a custom label) says; items by item name. */
export type TechDetail = { content?: string; items?: Record<string, string> };

/** One category of an order as the seller configures it on the technique panel. */
export type GarmentSpec = {
  category: number;
  edition: string;
  /** Techniques picked over the edition's defaults, by name, in the order the seller picks them. */
  choose?: readonly string[];
  /** Special techniques checked, by name. */
  specials?: readonly string[];
  details?: Readonly<Record<string, TechDetail>>;
};

/** A garment of an individual order: its techniques, the wearing style, and how it was measured. */
export type MeasuredGarmentSpec = GarmentSpec & { wearing: WearingStyleId; measure: MeasureType };

export type IndividualSpec = {
  customer: Customer;
  /** The measurer (user_ic). */
  measurer: string;
  process: string;
  fabric: string;
  garments: readonly MeasuredGarmentSpec[];
  /** Body features other than none, by shape name: level name. */
  shapes?: Readonly<Record<string, string>>;
  remark?: string;
  sample?: boolean;
  delivery: string;
};

export type StaffSpec = { employee: Employee; measure: typeof MEASURE_TYPE.net | typeof MEASURE_TYPE.standard; wearing: WearingStyleId; shapes?: Readonly<Record<string, string>> };
export type ConfigSpec = { name: string; pieces: readonly [category: number, quantity: number][]; staff: readonly StaffSpec[] };

export type TeamSpec = {
  company: string;
  contacts: string;
  phone: string;
  address: string;
  process: string;
  fabric: string;
  garments: readonly GarmentSpec[];
  configs: readonly ConfigSpec[];
  delivery: string;
};

export type GroupSpec = {
  company: string;
  contacts: string;
  receiver: string;
  phone: string;
  address: string;
  prepay_fen: number;
  contract_images: readonly string[];
  persons: number;
  process: string;
  fabric: string;
  garments: readonly GarmentSpec[];
  other_requirement: string;
  delivery: string;
};

export type BulkSpec = {
  company: string;
  contacts: string;
  phone: string;
  address: string;
  prepay_fen: number;
  /** Catalogue products with the seller's retail price and the count per chart size. */
  products: readonly { code: string; retail_fen: number; sizes: readonly [size: string, count: number][] }[];
  other_requirement: string;
  delivery: string;
};

/** A demo order the rules refuse is a bug in the seed: stop with what was refused. */
function mustOk<T>(result: RuleResult<T>, what: string): T {
  if (!result.ok) throw new Error(`demo order: ${what}: ${describe(result.message)}`);
  return result.value;
}
const describe = (m: RuleMessage | FastOrderProblem) => `${m.key} ${JSON.stringify(m.params ?? {})}${'field' in m ? ` at ${m.field}` : ''}`;

export class OrderForms {
  private readonly idx: CatalogueIndex;

  constructor(private readonly snapshot: CatalogueSnapshot) {
    this.idx = indexCatalogue(snapshot);
  }

  private fabric(fabricNum: string): Fabric {
    const f = this.idx.fabric.get(fabricNum);
    if (!f) throw new Error(`demo order: no fabric ${fabricNum}`);
    return f;
  }

  private processId(name: string): number {
    const p = this.snapshot.processes.find((x) => x.process_name === name);
    if (!p) throw new Error(`demo order: no processing grade ${name}`);
    return p.id;
  }

  private techId(categoryId: number, name: string): number {
    const t = this.snapshot.techniques.find((x) => x.category_id === categoryId && x.tech_name === name);
    if (!t) throw new Error(`demo order: no technique ${name} in category ${categoryId}`);
    return t.id;
  }

  private fabricInfo(fabric: Fabric): FastGoods['fabric_info'] {
    return { type_id: fabric.type_id, fabric_num: fabric.fabric_num, composition: fabric.composition };
  }

  /** The technique panel: the edition's defaults, the fabric's techniques, then the seller's picks. */
  techniques(spec: GarmentSpec, fabric: Fabric): FastTeamCategory {
    const edition = this.idx.editionByNumber.get(spec.edition);
    if (!edition || edition.category_id !== spec.category) throw new Error(`demo order: no edition ${spec.edition} in category ${spec.category}`);
    let state = mustOk(chooseEdition(this.snapshot, emptyTechState(this.snapshot, spec.category), edition.id), spec.edition);
    state = fabricTechniques(this.snapshot, state, fabric);
    for (const name of spec.choose ?? []) state = mustOk(chooseTechnique(this.snapshot, state, this.techId(spec.category, name)), name);
    for (const name of spec.specials ?? []) state = mustOk(toggleSpecial(this.snapshot, state, this.techId(spec.category, name)), name);
    const tech_info: FastTechInfo[] = submitTechIds(state).map((id) => {
      const tech = this.idx.technique.get(id)!;
      const detail = spec.details?.[tech.tech_name] ?? {};
      const items = tech.items.map((i) => keepChosenPhoto({ item_name: i.item_name, item_type: i.item_type, content: detail.items?.[i.item_name] ?? '', photos: i.photos }));
      return { id, content: detail.content ?? '', items };
    });
    return { category_id: spec.category, quantity: 1, edition_number: edition.edition_number, tech_info };
  }

  /** The items of a category this person is measured on, with their net values. */
  private netValues(p: Person, categoryId: number): { item_id: number; net: number }[] {
    return (this.idx.itemsOfCategory.get(categoryId) ?? []).flatMap((i) => {
      const net = netMeasure(p, categoryId, i.item_id);
      return net === undefined ? [] : [{ item_id: i.item_id, net }];
    });
  }

  /** Auto grading of a category's net values: the allowance per item (needs a wearing style). */
  private grades(categoryId: number, wearing: WearingStyleId, techIds: readonly number[], values: { item_id: number; net: number }[]): Map<number, number> {
    const request = gradingRequest(this.snapshot, { cate_id: categoryId, wearing_style: wearing, tech_ids: techIds }, values);
    const graded = mustOk(gradeItems(this.snapshot, request), `grading of category ${categoryId}`);
    return new Map(graded.list.map((g) => [g.item_id, g.grade_value]));
  }

  private row(categoryId: number, itemId: number, values: Partial<FastSizeRow>): FastSizeRow {
    return {
      ...emptySizeRow(itemId, this.idx.bodyItemName.get(itemId)!.zh),
      cate_id: categoryId,
      size_value: '',
      size_name: '',
      ...values,
    };
  }

  /** A customer's measurement table of one category, as the measurement tab of its measure type sends it. */
  private customerSize(c: Customer, g: MeasuredGarmentSpec, part: FastTeamCategory): FastSizeInfo {
    const values = this.netValues(c, g.category);
    const grades = this.grades(
      g.category,
      g.wearing,
      part.tech_info.map((t) => t.id),
      values,
    );
    const finished = values.map((v) => ({ ...v, grade: grades.get(v.item_id)!, base: gradingRow(v.net, grades.get(v.item_id)!).baseValue }));
    const empty = { size_shape_name: '', size_value: '', size_name: '' };
    if (g.measure === MEASURE_TYPE.net) {
      const size_data = finished.map((v) => this.row(g.category, v.item_id, { body_item_net_value: v.net, body_item_diff_value: v.grade, body_base_value: v.base }));
      return { size_info_type: MEASURE_TYPE.net, ...empty, size_data };
    }
    if (g.measure === MEASURE_TYPE.garment) {
      // A garment that fits, measured flat: the net value plus its allowance.
      const size_data = finished.map((v) => this.row(g.category, v.item_id, { body_item_clothes_value: roundTo01(v.base) }));
      return { size_info_type: MEASURE_TYPE.garment, ...empty, size_data };
    }
    // 标准号加减: the nearest size of the chart for the person, with the corrections to their values.
    const edition = this.idx.editionByNumber.get(part.edition_number)!;
    const body = [BODY_ITEM.chest, BODY_ITEM.midWaist].map((item_id) => ({ item_id, item_net_value: netMeasure(c, g.category, item_id)! }));
    const [match] = mustOk(
      matchStandardSize(this.snapshot, [
        { cate_id: g.category, height: c.height, edition_id: edition.id, gender_id: c.sex, item_array: finished.map((v) => ({ item_id: v.item_id, item_value: v.base, item_net_value: v.net })), body_values: body },
      ]),
      `standard size of category ${g.category}`,
    );
    const standard = standardSizeOf(this.snapshot, g.category, c.sex, edition.id, match!.shape_name)!;
    const size_data = standard.items.flatMap((s) =>
      this.idx.itemsOfCategory.get(g.category)!.some((i) => i.item_id === s.item_id)
        ? [this.row(g.category, s.item_id, { body_base_value: s.value, body_correct_value: match!.item_array.find((m) => m.item_id === s.item_id)?.correct_value ?? 0 })]
        : [],
    );
    return { size_info_type: MEASURE_TYPE.standard, size_shape_name: match!.shape_name, size_value: match!.shape_name, size_name: match!.size_name, size_data };
  }

  private shapes(categoryIds: readonly number[], chosen: Readonly<Record<string, string>> = {}) {
    return applicableShapes(this.snapshot, categoryIds).map((s) => {
      const level = chosen[s.shape_name] ? s.items.find((l) => l.name === chosen[s.shape_name]) : s.items[0];
      if (!level) throw new Error(`demo order: no level ${chosen[s.shape_name]} of ${s.shape_name}`);
      return { id: s.id, shape_name: s.shape_name, shape_item: level.id };
    });
  }

  individualPayload(spec: IndividualSpec): FastIndividualPayload {
    const fabric = this.fabric(spec.fabric);
    const c = spec.customer;
    const category_array: FastCategory[] = spec.garments.map((g) => {
      const part = this.techniques(g, fabric);
      return { ...part, wearing_style: g.wearing, size_info: this.customerSize(c, g, part) };
    });
    return {
      order_type: FAST_ORDER_TYPE.individual,
      demo_order: spec.sample ? DEMO_ORDER.sample : DEMO_ORDER.quick,
      process_id: this.processId(spec.process),
      fabric_info: this.fabricInfo(fabric),
      user_info: {
        user_name: c.user_name,
        user_sex: c.sex,
        user_height: c.height,
        user_weight: c.weight,
        user_mobilephone: c.user_mobilephone,
        user_address: c.user_address,
        user_ic: spec.measurer,
        user_company_name: c.user_company_name,
        user_remark: spec.remark ?? '',
        delivery_date: `${spec.delivery} 00:00:00`,
        company_name: '',
        contacts: '',
      },
      special_shape: this.shapes(
        spec.garments.map((g) => g.category),
        spec.shapes,
      ),
      category_array,
    };
  }

  /** An employee as the add-employee dialog sends them: net values (not graded there) or a standard size. */
  private staff(s: StaffSpec, config: ConfigSpec, parts: readonly FastTeamCategory[], title: string, n: number): FastStaff {
    const e = s.employee;
    const category_array = config.pieces
      .filter(([, quantity]) => quantity > 0)
      .map(([category_id]) => {
        if (s.measure === MEASURE_TYPE.net) {
          const size_data = this.netValues(e, category_id).map((v) => this.row(category_id, v.item_id, { body_item_net_value: v.net }));
          return { category_id, wearing_style: s.wearing, size_info: { size_info_type: MEASURE_TYPE.net, size_shape_name: '', size_value: '', size_name: '', size_data } };
        }
        const edition = this.idx.editionByNumber.get(parts.find((p) => p.category_id === category_id)!.edition_number)!;
        const sizes = mustOk(recommendSize(this.snapshot, { height: e.height, weight: e.weight, gender_id: e.sex, edition_ids: [edition.id], wearing_style: s.wearing }), `size of ${e.truename}`);
        const size_value = sizes[String(edition.id)]!;
        const size_name = chartFor(this.snapshot, category_id, e.sex)!.size_name;
        return { category_id, wearing_style: null, size_info: { size_info_type: MEASURE_TYPE.standard, size_shape_name: size_value, size_value, size_name, size_data: [] } };
      });
    const staff: FastStaff = {
      id: `seed-${n}`,
      truename: e.truename,
      gender_id: e.sex,
      department_name: e.department_name,
      height: e.height,
      weight: e.weight,
      age: null,
      special_shape: this.shapes(
        category_array.map((c) => c.category_id),
        s.shapes,
      ).filter((x) => s.shapes?.[x.shape_name]),
      category_array,
      other_requirement: '',
      status_id: 1,
      config: title,
    };
    return { ...staff, status_id: staffStatus(this.snapshot, staff) };
  }

  teamPayload(spec: TeamSpec): FastTeamPayload {
    const fabric = this.fabric(spec.fabric);
    const parts = spec.garments.map((g) => this.techniques(g, fabric));
    let n = 0;
    const configure: FastConfigure[] = spec.configs.map((config) => {
      const category_array = config.pieces.map(([category_id, quantity]) => ({ category_id, cate_name: this.idx.category.get(category_id)!.name, quantity }));
      const title = configTitle(category_array);
      return { title, name: config.name, category_array, staffs: config.staff.map((s) => this.staff(s, config, parts, title, ++n)) };
    });
    return {
      order_type: FAST_ORDER_TYPE.team,
      product_code: '',
      demo_order: DEMO_ORDER.quick,
      process_id: this.processId(spec.process),
      fabric_info: this.fabricInfo(fabric),
      user_info: { company_name: spec.company, contacts: spec.contacts, user_mobilephone: spec.phone, user_address: spec.address, delivery_date: `${spec.delivery} 00:00:00` },
      category_array: parts,
      configure,
    };
  }

  /**
   * A fast order payload as add_order makes it a cart order: checked and priced by the shared rules.
   * The demo history was placed on days long gone, when its delivery dates lay ahead: the rules
   * check it as placed today, and the order keeps its own delivery date.
   */
  fastOrder(payload: FastIndividualPayload | FastTeamPayload): CartOrderInput {
    const asToday = { ...payload, user_info: { ...payload.user_info, delivery_date: `${earliestDeliveryDay()} 00:00:00` } } as typeof payload;
    const prepared = prepareFastOrder(this.snapshot, asToday);
    if (!prepared.ok) throw new Error(`demo order refused: ${describe(prepared.problem)}`);
    return { ...prepared.input, delivery_date: payload.user_info.delivery_date.slice(0, 10) };
  }

  /** A deep customization: the individual customization, typed 1 (no fast sub type). */
  deepOrder(spec: IndividualSpec): CartOrderInput {
    return { ...this.fastOrder(this.individualPayload(spec)), order_type_id: ORDER_TYPE.deepCustom, sub_fast_type_id: null };
  }

  groupOrder(spec: GroupSpec): CartOrderInput {
    const fabric = this.fabric(spec.fabric);
    const goods = prepareGoods(this.snapshot, {
      // A company's order: a missing grade would be worded as for a team.
      order_type: FAST_ORDER_TYPE.team,
      process_id: this.processId(spec.process),
      fabric_info: this.fabricInfo(fabric),
      category_array: spec.garments.map((g) => this.techniques(g, fabric)),
    });
    if (!goods.ok) throw new Error(`demo order refused: ${describe(goods.problem)}`);
    return {
      order_type_id: ORDER_TYPE.groupBuy,
      group_buy_company_name: spec.company,
      group_buy_contacts: spec.contacts,
      group_buy_receive_order: spec.receiver,
      group_buy_prepay_fen: spec.prepay_fen,
      group_buy_contract_images: [...spec.contract_images],
      user_mobilephone: spec.phone,
      user_address: spec.address,
      process_name: goods.process.process_name,
      process_price_fen: goods.prices.reduce((s, p) => s + p.process_fen, 0),
      delivery_date: spec.delivery,
      other_requirement: spec.other_requirement,
      items: goods.items.map((i) => ({ ...i, quantity: spec.persons })),
    };
  }

  bulkOrder(spec: BulkSpec): CartOrderInput {
    const items = spec.products.map(({ code, retail_fen, sizes }) => {
      const product = this.idx.product.get(code);
      if (!product) throw new Error(`demo order: no product ${code}`);
      const category = this.idx.category.get(product.category_id)!;
      const edition = this.idx.edition.get(product.edition_id)!;
      const fabric = this.fabric(product.fabric_num);
      const chart = chartFor(this.snapshot, category.id, category.gender_id || 1)!;
      for (const [size] of sizes) if (!chartSize(chart, edition, size)) throw new Error(`demo order: no size ${size} for ${code}`);
      return {
        category_id: category.id,
        category_name: category.name,
        sub_category_id: category.id,
        sub_category_name: category.name,
        product_code: code,
        edition_number: edition.edition_number,
        sub_edition_number: edition.edition_number,
        fabric_num: fabric.fabric_num,
        fabric_type_id: 1,
        unit_consumption: category.unit_consumption,
        sub_unit_consumption: category.unit_consumption,
        retail_fen,
        category_size_data: sizes.map(([size_name, count]) => ({ size_name, count })),
        bom_info: [{ type_name: ORDER_TEXT.bomFabric.zh, allow_content: 0, content: fabric.composition, code: fabric.fabric_num }],
      };
    });
    return {
      order_type_id: ORDER_TYPE.bulk,
      large_goods_company_name: spec.company,
      large_goods_contacts: spec.contacts,
      large_goods_prepay_fen: spec.prepay_fen,
      user_mobilephone: spec.phone,
      user_address: spec.address,
      delivery_date: spec.delivery,
      other_requirement: spec.other_requirement,
      items,
    };
  }
}
