/**
 * Fast order payloads of spec 2 §3 built on the seeded demo catalogue, for the fast order API
 * tests: an individual order (suit jacket and trousers, net body measures) and a team order (two
 * configurations). Each test breaks a copy.
 */
import { indexCatalogue } from '../../src/domain/catalogue/lookup';
import type { CatalogueSnapshot } from '../../src/domain/catalogue/types';
import type { FastIndividualPayload, FastSizeInfo, FastStaff, FastTeamPayload } from '../../src/domain/fast-order/payload';
import { applicableShapes } from '../../src/domain/fast-order/validate';
import { gradeCategory, gradingRow } from '../../src/domain/rules/grading';
import { garmentPrice } from '../../src/domain/rules/price';
import type { Db } from '../../server/db/database';
import { loadCatalogue } from '../../server/modules/catalogue/snapshot';

export const JACKET = 1;
export const TROUSERS = 2;
export const PROCESS = 1;

export type DemoOrders = {
  snapshot: CatalogueSnapshot;
  individual: () => FastIndividualPayload;
  team: (staffPerConfig?: [number, number]) => FastTeamPayload;
  /** The server's price of one piece of a category with its edition's default techniques. */
  piecePrice: (categoryId: number) => number;
};

export async function demoOrders(db: Db): Promise<DemoOrders> {
  const snapshot = await loadCatalogue(db);
  const idx = indexCatalogue(snapshot);
  const edition = (c: number) => snapshot.editions.find((e) => e.category_id === c)!;
  const techIds = (c: number) => edition(c).default_tech_result;
  const fabric = snapshot.fabrics.find((f) => f.type_id === 1 && f.category_ids.includes(JACKET) && f.category_ids.includes(TROUSERS))!;
  const name = (c: number) => idx.category.get(c)!.name;

  const netOf = (i: { min_value: number; max_value: number }) => Math.round((i.min_value + i.max_value) / 2);
  /** The allowance auto grading gives an item, as the screen and add_order compute it (gradingRequest). */
  const grade = (c: number, itemId: number, wearingStyle: number) => {
    const nets = idx.itemsOfCategory.get(c)!.map((i) => ({ item_id: i.item_id, net: netOf(i) }));
    const value = gradeCategory(snapshot, { cate_id: c, wearing_style: wearingStyle, tech_ids: techIds(c) }, nets).get(itemId);
    if (value === undefined) throw new Error(`no grade for ${c}/${itemId}`);
    return value;
  };

  const netSizes = (c: number, wearingStyle: number): FastSizeInfo => ({
    size_info_type: 1,
    size_shape_name: '',
    size_value: '',
    size_name: '',
    size_data: (idx.itemsOfCategory.get(c) ?? []).map((i) => {
      const net = netOf(i);
      const diff = grade(c, i.item_id, wearingStyle);
      return {
        body_item_id: i.item_id,
        body_item_name: idx.bodyItemName.get(i.item_id)!.zh,
        body_item_net_value: net,
        body_item_diff_value: diff,
        body_base_value: gradingRow(net, diff).baseValue,
        body_correct_value: 0.5,
        body_item_correct_value: null,
        body_item_clothes_value: null,
        cate_id: c,
        size_value: '',
        size_name: '',
      };
    }),
  });
  const standard = (c: number): FastSizeInfo => ({ size_info_type: 3, size_shape_name: 'A', size_value: c === JACKET ? '170/88A' : '170/74A', size_name: '工厂码', size_data: [] });
  const techPart = (c: number) => ({
    category_id: c,
    quantity: 1 as const,
    edition_number: edition(c).edition_number,
    tech_info: techIds(c).map((id) => ({ id, content: '', items: [] })),
  });

  const individual = (): FastIndividualPayload => ({
    demo_order: 0,
    process_id: PROCESS,
    fabric_info: { type_id: 1, fabric_num: fabric.fabric_num, composition: fabric.composition },
    order_type: 1,
    user_info: {
      user_name: '张伟',
      user_sex: 1,
      user_height: 178,
      user_weight: 72,
      user_mobilephone: '13911110001',
      user_address: '上海市静安区南京西路 1266 号',
      user_ic: '赵量体',
      user_company_name: '上海晨光贸易有限公司',
      user_remark: '客户偏好稍宽松',
      delivery_date: '2026-12-20 10:00:00',
      company_name: '',
      contacts: '',
    },
    special_shape: applicableShapes(snapshot, [JACKET, TROUSERS]).map((s) => ({ id: s.id, shape_name: s.shape_name, shape_item: s.items[0]!.id })),
    category_array: [JACKET, TROUSERS].map((c) => ({ ...techPart(c), wearing_style: 1, size_info: netSizes(c, 1) })),
  });

  const staff = (n: number, cats: number[], way: 1 | 3): FastStaff => ({
    id: `s${n}`,
    truename: `员工${n}`,
    gender_id: n % 2 ? 1 : 2,
    department_name: '行政部',
    height: 170,
    weight: 65,
    age: 30,
    special_shape: [],
    category_array: cats.map((c) => ({ category_id: c, wearing_style: way === 1 ? 2 : null, size_info: way === 1 ? netSizes(c, 2) : standard(c) })),
    other_requirement: '',
    status_id: 1,
  });

  const team = ([suitStaff, jacketStaff]: [number, number] = [3, 2]): FastTeamPayload => ({
    product_code: '',
    demo_order: 0,
    process_id: PROCESS,
    fabric_info: { type_id: 1, fabric_num: fabric.fabric_num, composition: fabric.composition },
    order_type: 2,
    user_info: { company_name: '南京金桥律师事务所', contacts: '陈建国', user_mobilephone: '13800000003', user_address: '南京市建邺区江东中路 108 号', delivery_date: '2027-01-15 00:00:00' },
    category_array: [techPart(JACKET), techPart(TROUSERS)],
    configure: [
      {
        title: `${name(JACKET)}×1, ${name(TROUSERS)}×1`,
        name: '套装',
        category_array: [
          { category_id: JACKET, cate_name: name(JACKET), quantity: 1 },
          { category_id: TROUSERS, cate_name: name(TROUSERS), quantity: 1 },
        ],
        staffs: Array.from({ length: suitStaff }, (_, i) => staff(i + 1, [JACKET, TROUSERS], 3)),
      },
      {
        title: `${name(JACKET)}×1`,
        name: '上衣',
        category_array: [{ category_id: JACKET, cate_name: name(JACKET), quantity: 1 }],
        staffs: Array.from({ length: jacketStaff }, (_, i) => staff(100 + i, [JACKET], 1)),
      },
    ],
  });

  const piecePrice = (c: number) => {
    const p = garmentPrice(snapshot, { category_id: c, process_id: PROCESS, tech_ids: techIds(c) });
    if (!p.ok) throw new Error(p.message.key);
    return p.value.total_fen;
  };

  return { snapshot, individual, team, piecePrice };
}
