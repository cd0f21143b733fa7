/**
 * Demo orders (issue 5): the factory account; the seller's cart across the three tabs (a team
 * order of 12 employees among them); placed orders in every status from 2 to 13 with techniques,
 * BOM and sizes, their status history, logistics, and a ledger that chains to the seller's
 * ¥50,000.00 balance. Category and technique names are plain data here, not catalogue references.
 */
import { sql } from 'kysely';
import { USER_TYPE, roleModules } from '@/domain/account/user-types';
import { LEDGER_TYPE } from '@/domain/orders/ledger';
import { CartOrderInputSchema, type CartOrderInput } from '@/domain/orders/order-input';
import type { Db } from '../db/database';
import { hashSecret } from '../http/crypto';
import { insertCartOrder } from '../modules/cart/service';
import { moveBalance, orderCategoryText } from '../modules/ledger/service';
import '../modules/orders/tables';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD } from './accounts';

export const FACTORY_PHONE = '13800000005';
const SELLER_PHONE = '13800000001';

export async function seedFactoryAccount(db: Db): Promise<void> {
  await db
    .insertInto('users')
    .values({
      mobilephone: FACTORY_PHONE,
      username: 'factory01',
      truename: '孙厂长',
      user_type: USER_TYPE.factory,
      role_id: USER_TYPE.factory,
      parent_id: null,
      company_name: '苏州工厂',
      address: '江苏省苏州市吴中区工业园 8 号',
      money_fen: 0,
      password_hash: await hashSecret(DEMO_PASSWORD),
      pay_password_hash: await hashSecret(DEMO_PAY_PASSWORD),
      pay_locked_until: null,
      module_codes: JSON.stringify(roleModules(USER_TYPE.factory)),
    })
    .onConflict((oc) => oc.column('mobilephone').doNothing())
    .execute();
}

const tech = (type_name: string, tech_name: string, price_fen: number, content = '') => ({
  type_name,
  tech_name,
  price_fen,
  allow_content: content ? 1 : 0,
  content,
  items: content ? [{ item_name: '绣字内容', item_type: 1 as const, content }] : [],
});

const bom = (type_name: string, code: string, content = '') => ({ type_name, code, content, allow_content: content ? 1 : 0 });

const size = (rows: [number, string, number, number][]) => [
  {
    size_info_type: 1 as const,
    size_shape_name: '净体',
    size_value: '',
    size_data: rows.map(([id, name, net, diff]) => ({
      body_item_id: id,
      body_item_name: name,
      body_item_net_value: net,
      body_item_diff_value: diff,
      body_base_value: null,
      body_correct_value: null,
      body_item_clothes_value: net + diff,
    })),
  },
  { size_info_type: 3 as const, size_shape_name: '标准号', size_value: '175/92A', size_data: [] },
];

const JACKET = {
  category_id: 1,
  category_name: '西服上衣',
  sub_category_id: 101,
  sub_category_name: '单排两粒扣西服',
  fabric_num: 'VBC-8802',
  edition_number: 'XF-2301',
  style_number: 'S-1001',
  wearing_style: '合体',
  unit_consumption: 1.8,
  sub_unit_consumption: 1.8,
  tech_info: [tech('驳头', '平驳头 8cm', 0), tech('里布', '全里 铜氨丝', 12000), tech('刺绣', '内袋绣字', 5000, 'W.X.M')],
  bom_info: [bom('面料', 'VBC-8802', '羊毛 100%'), bom('里布', 'L-220'), bom('纽扣', 'BT-18 牛角扣')],
  size_info: size([
    [1, '胸围', 96, 12],
    [2, '腰围', 84, 10],
    [3, '肩宽', 45, 1],
    [4, '袖长', 60, 0],
    [5, '衣长', 74, 0],
  ]),
  special_shape_info: [{ shape_name: '肩型', shape_item: '溜肩' }],
};

const TROUSERS = {
  category_id: 2,
  category_name: '西裤',
  sub_category_id: 201,
  sub_category_name: '平前片西裤',
  fabric_num: 'VBC-8802',
  edition_number: 'XK-1102',
  style_number: 'S-2001',
  wearing_style: '修身',
  unit_consumption: 1.2,
  sub_unit_consumption: 1.2,
  tech_info: [tech('裤脚', '平脚 4cm', 0), tech('腰头', '防滑腰头', 3000)],
  bom_info: [bom('面料', 'VBC-8802'), bom('拉链', 'YKK-5')],
  size_info: size([
    [6, '腰围', 84, 2],
    [7, '臀围', 98, 6],
    [8, '裤长', 102, 0],
  ]),
};

const SHIRT = {
  category_id: 3,
  category_name: '衬衫',
  sub_category_id: 301,
  sub_category_name: '商务长袖衬衫',
  fabric_num: 'SH-3306',
  edition_number: 'CS-0901',
  style_number: 'S-3001',
  wearing_style: '标准',
  unit_consumption: 1.6,
  sub_unit_consumption: 1.6,
  tech_info: [tech('领型', '温莎领', 0), tech('袖口', '法式双叠袖', 4000)],
  bom_info: [bom('面料', 'SH-3306', '棉 100%'), bom('纽扣', 'BT-10 贝壳扣')],
  size_info: size([
    [9, '领围', 40, 1],
    [1, '胸围', 96, 10],
    [4, '袖长', 61, 0],
  ]),
};

const VEST = {
  category_id: 4,
  category_name: '马甲',
  sub_category_id: 401,
  sub_category_name: 'V 领马甲',
  fabric_num: 'VBC-8802',
  edition_number: 'MJ-0302',
  style_number: 'S-4001',
  tech_info: [tech('后片', '同面料后片', 2000)],
  bom_info: [bom('面料', 'VBC-8802')],
  size_info: size([[1, '胸围', 96, 8]]),
};

type Customer = { user_name: string; user_mobilephone: string; user_sex: number; user_height: number; user_weight: number; user_company_name: string; user_address: string };

const CUSTOMERS: Customer[] = [
  { user_name: '张伟', user_mobilephone: '13911110001', user_sex: 1, user_height: 178, user_weight: 72, user_company_name: '上海晨光贸易有限公司', user_address: '上海市静安区南京西路 1266 号' },
  { user_name: '刘芳', user_mobilephone: '13911110002', user_sex: 2, user_height: 165, user_weight: 52, user_company_name: '杭州云帆科技有限公司', user_address: '杭州市西湖区文三路 90 号' },
  { user_name: '陈磊', user_mobilephone: '13911110003', user_sex: 1, user_height: 182, user_weight: 80, user_company_name: '南京金桥律师事务所', user_address: '南京市建邺区江东中路 108 号' },
  { user_name: '杨静', user_mobilephone: '13911110004', user_sex: 2, user_height: 160, user_weight: 49, user_company_name: '', user_address: '苏州市姑苏区人民路 55 号' },
  { user_name: 'Michael Chen', user_mobilephone: '13911110005', user_sex: 1, user_height: 185, user_weight: 84, user_company_name: 'Pacific Trading Ltd.', user_address: '上海市浦东新区世纪大道 100 号' },
];

function custom(orderType: 1 | 2, c: Customer, items: object[], processName: string, processFen: number, extra: Partial<CartOrderInput> = {}): CartOrderInput {
  return {
    order_type_id: orderType,
    sub_fast_type_id: orderType === 2 ? 1 : null,
    ...c,
    user_ic: '赵量体',
    process_name: processName,
    process_price_fen: processFen,
    other_requirement: '袖口留 1cm 放量',
    user_remark: '客户偏好稍宽松',
    delivery_date: '2026-12-20',
    items: items as CartOrderInput['items'],
    ...extra,
  };
}

const DEPARTMENTS = ['行政部', '财务部', '市场部', '技术部'];
// In the order of the genders below (every third from the second is a woman).
const NAMES = ['李强', '王敏', '赵磊', '孙浩', '周婷', '吴刚', '冯杰', '钱芳', '卫东', '陈晨', '郑丽', '褚峰'];

function teamOrder(company: string): CartOrderInput {
  return {
    order_type_id: 2,
    sub_fast_type_id: 2,
    user_name: '陈建国',
    user_mobilephone: '13800000003',
    user_company_name: company,
    user_address: '江苏省南京市鼓楼区中山北路 100 号',
    process_name: '半毛衬',
    process_price_fen: 68000,
    delivery_date: '2027-01-15',
    items: [JACKET, TROUSERS] as CartOrderInput['items'],
    employees: NAMES.map((truename, i) => ({
      truename,
      gender_id: i % 3 === 1 ? 2 : 1,
      height: i % 3 === 1 ? 160 + i : 170 + i,
      weight: i % 3 === 1 ? 50 + i : 65 + i,
      department_name: DEPARTMENTS[i % DEPARTMENTS.length]!,
      measuring_info: [
        { category_name: '西服上衣', sub_category_id: 101, quantity: 1, sort_id: 1, wearing_style: '合体', size_info: JACKET.size_info },
        { category_name: '西裤', sub_category_id: 201, quantity: i % 4 === 0 ? 2 : 1, sort_id: 2, wearing_style: '修身', size_info: TROUSERS.size_info },
      ],
    })),
  };
}

function groupOrder(company: string, contacts: string, persons: number): CartOrderInput {
  return {
    order_type_id: 3,
    group_buy_company_name: company,
    group_buy_contacts: contacts,
    group_buy_receive_order: '王晓明',
    group_buy_prepay_fen: 2_000_000,
    group_buy_contract_images: ['/demo/contracts/contract-1.svg', '/demo/contracts/contract-2.svg'],
    user_mobilephone: '13922220001',
    user_address: '上海市徐汇区漕溪北路 88 号',
    process_name: '粘合衬',
    process_price_fen: 38000,
    delivery_date: '2027-02-01',
    other_requirement: `${persons} 人工装，统一藏青色`,
    items: [
      { ...JACKET, quantity: persons },
      { ...TROUSERS, quantity: persons },
    ] as CartOrderInput['items'],
  };
}

function bulkOrder(company: string, contacts: string): CartOrderInput {
  const sizes = (counts: number[]) => ['S', 'M', 'L', 'XL', 'XXL'].map((size_name, i) => ({ size_name, count: counts[i] ?? 0 }));
  return {
    order_type_id: 4,
    large_goods_company_name: company,
    large_goods_contacts: contacts,
    large_goods_prepay_fen: 500_000,
    user_mobilephone: '13933330001',
    user_address: '浙江省宁波市鄞州区天童南路 588 号',
    delivery_date: '2027-01-10',
    items: [
      { ...SHIRT, product_code: 'P-SH-3306', retail_fen: 29900, category_size_data: sizes([5, 12, 15, 8, 3]), size_info: [], tech_info: [] },
      { ...TROUSERS, product_code: 'P-XK-1102', retail_fen: 45900, category_size_data: sizes([3, 10, 12, 6, 2]), size_info: [], tech_info: [] },
    ] as CartOrderInput['items'],
  };
}

/** The placed orders, oldest first, each with the path of statuses it went through. */
const PRODUCTION = [13, 4, 5, 6, 7, 8];
const PATHS: Record<number, number[]> = {
  10: [1, 2, ...PRODUCTION, 9, 10],
  12: [1, 2, 12],
  9: [1, 2, ...PRODUCTION, 9],
  11: [1, 2, ...PRODUCTION, 11],
  8: [1, 2, ...PRODUCTION],
  7: [1, 2, 13, 4, 5, 6, 7],
  6: [1, 2, 13, 4, 5, 6],
  5: [1, 2, 13, 4, 5],
  4: [1, 2, 13, 4],
  3: [1, 2, 3],
  13: [1, 2, 13],
  2: [1, 2],
};

function actionOf(to: number): string {
  if (to === 2) return 'pay';
  if (to === 13) return 'review_pass';
  if (to === 3) return 'review_fail';
  if (to === 12) return 'cancel';
  if (to === 11) return 'applyHosting';
  if (to === 9) return 'applyShipping';
  return 'advance';
}

export async function seedOrders(db: Db): Promise<void> {
  const seller = await db.selectFrom('users').select(['id', 'money_fen']).where('mobilephone', '=', SELLER_PHONE).executeTakeFirst();
  const factory = await db.selectFrom('users').select('id').where('mobilephone', '=', FACTORY_PHONE).executeTakeFirst();
  if (!seller || !factory) return;

  const placed: [number, CartOrderInput][] = [
    [10, custom(1, CUSTOMERS[0]!, [JACKET, TROUSERS, VEST], '全毛衬', 128000)],
    [12, custom(2, CUSTOMERS[1]!, [SHIRT], '精做', 18000)],
    [9, custom(1, CUSTOMERS[2]!, [JACKET, TROUSERS], '半毛衬', 98000)],
    [11, custom(2, CUSTOMERS[3]!, [JACKET], '半毛衬', 88000)],
    [8, bulkOrder('宁波海曙酒店管理有限公司', '林经理')],
    [7, custom(1, CUSTOMERS[4]!, [JACKET, TROUSERS, SHIRT], '全毛衬', 128000)],
    [6, custom(2, CUSTOMERS[0]!, [SHIRT], '精做', 18000)],
    [5, teamOrder('华东能源集团有限公司')],
    [4, groupOrder('上海浦江银行股份有限公司', '顾行长', 20)],
    [3, custom(2, CUSTOMERS[2]!, [TROUSERS], '标准', 26000)],
    [13, custom(1, CUSTOMERS[3]!, [JACKET, VEST], '全毛衬', 118000)],
    [2, custom(2, CUSTOMERS[4]!, [SHIRT], '精做', 18000, { user_remark: '加急' })],
  ];
  const cart: CartOrderInput[] = [
    custom(1, CUSTOMERS[0]!, [JACKET, TROUSERS], '全毛衬', 128000),
    custom(2, CUSTOMERS[1]!, [SHIRT], '精做', 18000),
    teamOrder('华东能源集团有限公司'),
    groupOrder('苏州工业园区管委会', '许主任', 35),
    groupOrder('杭州西湖国宾馆', '沈经理', 18),
    bulkOrder('宁波海曙酒店管理有限公司', '林经理'),
    bulkOrder('温州瓯海中学', '黄老师'),
  ];

  // Net charge of the placed orders; a recharge of that much first keeps the seller at their
  // starting balance and the ledger a clean chain.
  const orders: { id: number; status: number; amount: number; at: Date }[] = [];
  const DAY = 24 * 3600_000;
  const start = Date.now() - 60 * DAY;
  for (const [i, [status, input]] of placed.entries()) {
    const created = await insertCartOrder(db, seller.id, CartOrderInputSchema.parse(input), null);
    const o = await db.selectFrom('orders').select('payamount_fen').where('id', '=', created.id).executeTakeFirstOrThrow();
    orders.push({ id: created.id, status, amount: o.payamount_fen, at: new Date(start + i * 4 * DAY) });
  }
  const net = orders.filter((o) => o.status !== 12).reduce((s, o) => s + o.amount, 0);
  await db.selectFrom('users').select('id').where('id', '=', seller.id).forUpdate().execute();
  await moveBalance(db, { userId: seller.id, type: LEDGER_TYPE.recharge, amountFen: net, order: null, category: '' });
  await db.updateTable('balance_log').set({ created_at: new Date(start - DAY) }).where('user_id', '=', seller.id).execute();

  for (const o of orders) {
    const path = PATHS[o.status]!;
    const full = await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ created_at: o.at }).where('id', '=', o.id).execute();
    await db.updateTable('order_status_history').set({ created_at: o.at }).where('order_id', '=', o.id).execute();
    let at = o.at.getTime();
    for (let k = 1; k < path.length; k++) {
      const from = path[k - 1]!;
      const to = path[k]!;
      at += (to === 2 ? 1 : 18) * 3600_000;
      const action = actionOf(to);
      const bySeller = ['pay', 'cancel', 'applyHosting', 'applyShipping'].includes(action);
      const note = to === 3 ? '腰围与臀围差值异常，请核对测量数据后重新提交' : '';
      if (to === 2 || to === 12) {
        const category = await orderCategoryText(db, o.id);
        await moveBalance(db, {
          userId: seller.id,
          type: to === 2 ? LEDGER_TYPE.payment : LEDGER_TYPE.refund,
          amountFen: to === 2 ? -o.amount : o.amount,
          order: full,
          category,
        });
        await sql`UPDATE balance_log SET created_at = ${new Date(at)} WHERE id = (SELECT max(id) FROM balance_log WHERE user_id = ${seller.id})`.execute(db);
      }
      if (to === 9) {
        await db
          .insertInto('order_logistics')
          .values({
            order_id: o.id,
            carrier: '顺丰速运 / SF Express',
            tracking_no: `SF1402${String(o.id).padStart(6, '0')}`,
            receiver: full.user_name,
            phone: full.user_mobilephone,
            address: full.user_address,
            events: JSON.stringify([
              { time: new Date(at).toISOString(), text_zh: '仓库已出库，快件已揽收', text_en: 'Left the warehouse, picked up by the carrier' },
              { time: new Date(at + 20 * 3600_000).toISOString(), text_zh: '快件已到达上海转运中心', text_en: 'Arrived at the Shanghai hub' },
              { time: new Date(at + 30 * 3600_000).toISOString(), text_zh: '派送中', text_en: 'Out for delivery' },
            ]),
            created_at: new Date(at),
          })
          .execute();
      }
      await db
        .insertInto('order_status_history')
        .values({ order_id: o.id, from_status: from, to_status: to, actor_user_id: bySeller ? seller.id : factory.id, action, note, created_at: new Date(at) })
        .execute();
    }
    await db
      .updateTable('orders')
      .set({
        order_status_id: o.status,
        paid_fen: o.status === 12 ? 0 : o.amount,
        paid_at: new Date(o.at.getTime() + 3600_000),
        review_feedback: o.status === 3 ? '腰围与臀围差值异常，请核对测量数据后重新提交' : '',
        updated_at: new Date(at),
      })
      .where('id', '=', o.id)
      .execute();
  }

  for (const input of cart) await insertCartOrder(db, seller.id, CartOrderInputSchema.parse(input), null);
}
