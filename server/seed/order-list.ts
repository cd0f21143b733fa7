/**
 * What the seller 13800000001 has ordered: the placed orders (one in every status from 2 to 13,
 * with the status each ends in) and the cart (customizations, the 12-person team order, two group
 * purchases and two bulk orders across the three cart tabs). Every garment names the catalogue's
 * own categories, editions, techniques, processing grades, fabrics and products; OrderForms
 * builds them with the ordering rules.
 */
import { CATEGORY, WEARING_STYLE } from '@/domain/catalogue/constants';
import { MEASURE_TYPE } from '@/domain/fast-order/constants';
import type { CartOrderInput } from '@/domain/orders/order-input';
import { ORDER_STATUS } from '@/domain/orders/status';
import type { BulkSpec, GarmentSpec, GroupSpec, OrderForms, TeamSpec } from './order-forms';
import { CUSTOMERS, EMPLOYEES, type Employee } from './order-people';

const { net, garment, standard } = MEASURE_TYPE;
const { standard: regular, slim, loose } = WEARING_STYLE;

const MEASURER = '赵量体';

/** A monogram as the seller types it: the text, a font and a thread colour (photo choices by target). */
const monogram = (text: string, font = 'font-script', thread = 'thread-gold') => ({ content: text, items: { 绣字内容: text, 字体: font, 线色: thread } });

const employee = (name: string): Employee => {
  const e = EMPLOYEES.find((x) => x.truename === name);
  if (!e) throw new Error(`demo order: no employee ${name}`);
  return e;
};

/** The team order of 华东能源: men in suits (some with spare trousers), women in women's suits. */
function teamSpec(delivery: string): TeamSpec {
  const label = { 定制内标: monogram('HDNY', 'font-block', 'thread-self') };
  const std = (name: string, wearing: 1 | 2 | 3 = regular) => ({ employee: employee(name), measure: standard, wearing });
  return {
    company: '华东能源集团有限公司',
    contacts: '陈建国',
    phone: '13800000003',
    address: '江苏省南京市鼓楼区中山北路 100 号',
    process: '高级定制',
    fabric: 'RY1107',
    garments: [
      { category: CATEGORY.suitJacket, edition: 'XF0101', choose: ['四粒平扣'], specials: ['定制内标'], details: label },
      { category: CATEGORY.suitTrousers, edition: 'KX0201' },
      { category: CATEGORY.womenJacket, edition: 'XF2301', choose: ['四粒平扣'], specials: ['定制内标'], details: label },
      { category: CATEGORY.womenTrousers, edition: 'KX2701' },
    ],
    configs: [
      {
        name: '男士套装',
        pieces: [
          [CATEGORY.suitJacket, 1],
          [CATEGORY.suitTrousers, 1],
        ],
        staff: [std('李强'), std('赵磊'), std('孙浩', slim), { employee: employee('吴刚'), measure: net, wearing: loose, shapes: { 凸肚: '轻微' } }, std('冯杰')],
      },
      {
        name: '女士套装',
        pieces: [
          [CATEGORY.womenJacket, 1],
          [CATEGORY.womenTrousers, 1],
        ],
        staff: [std('王敏'), std('周婷', slim), std('钱芳'), std('郑丽')],
      },
      {
        name: '男士套装加裤',
        pieces: [
          [CATEGORY.suitJacket, 1],
          [CATEGORY.suitTrousers, 2],
        ],
        staff: [std('卫东'), std('陈晨', slim), { employee: employee('褚峰'), measure: net, wearing: loose }],
      },
    ],
    delivery,
  };
}

const SUIT: GarmentSpec[] = [
  { category: CATEGORY.suitJacket, edition: 'XF0101' },
  { category: CATEGORY.suitTrousers, edition: 'KX0201' },
];

function groupSpec(company: string, contacts: string, persons: number, delivery: string): GroupSpec {
  return {
    company,
    contacts,
    receiver: '王晓明',
    phone: '13922220001',
    address: '上海市徐汇区漕溪北路 88 号',
    prepay_fen: 2_000_000,
    contract_images: ['/demo/contracts/contract-1.svg', '/demo/contracts/contract-2.svg'],
    persons,
    process: '标准定制',
    fabric: 'NS1101',
    garments: SUIT,
    other_requirement: `${persons} 人工装，统一藏青色`,
    delivery,
  };
}

/** Men's shirts and trousers for a hotel's front desk, in the chart sizes of each product. */
function hotelBulk(delivery: string): BulkSpec {
  return {
    company: '宁波海曙酒店管理有限公司',
    contacts: '林经理',
    phone: '13933330001',
    address: '浙江省宁波市鄞州区天童南路 588 号',
    prepay_fen: 500_000,
    products: [
      {
        code: 'P05001',
        retail_fen: 29_900,
        sizes: [
          ['165/84A', 5],
          ['170/88A', 12],
          ['175/92A', 15],
          ['180/96A', 8],
          ['185/100A', 3],
        ],
      },
      {
        code: 'P02001',
        retail_fen: 45_900,
        sizes: [
          ['165/70A', 3],
          ['170/74A', 10],
          ['175/78A', 12],
          ['180/82A', 6],
          ['185/86A', 2],
        ],
      },
    ],
    other_requirement: '前台制服，左胸绣酒店标志',
    delivery,
  };
}

/** Women teachers' shirts and trousers for a school. */
function schoolBulk(delivery: string): BulkSpec {
  return {
    company: '温州瓯海中学',
    contacts: '黄老师',
    phone: '13933330002',
    address: '浙江省温州市瓯海区娄桥街道 1 号',
    prepay_fen: 300_000,
    products: [
      {
        code: 'P28004',
        retail_fen: 15_900,
        sizes: [
          ['155/80A', 6],
          ['160/84A', 14],
          ['165/88A', 10],
          ['170/92A', 4],
        ],
      },
      {
        code: 'P27002',
        retail_fen: 26_900,
        sizes: [
          ['155/64A', 5],
          ['160/68A', 13],
          ['165/72A', 11],
          ['170/76A', 5],
        ],
      },
    ],
    other_requirement: '教师制服',
    delivery,
  };
}

export type DemoOrders = {
  /** Oldest first: the status each order ends in, and the order (its delivery date from when it was placed). */
  placed: [status: number, order: (delivery: string) => CartOrderInput][];
  cart: CartOrderInput[];
};

export function demoOrders(forms: OrderForms, cartDelivery: string): DemoOrders {
  const c = CUSTOMERS;
  const S = ORDER_STATUS;
  const placed: DemoOrders['placed'] = [
    [
      S.completed,
      (delivery) =>
        forms.deepOrder({
          customer: c.zhangWei,
          measurer: MEASURER,
          process: '精品手工',
          fabric: 'HS3102',
          garments: [
            { category: CATEGORY.suitJacket, edition: 'XF0101', choose: ['戗驳头', '真扣眼', '内里绣字'], details: { 内里绣字: monogram('Z.W.') }, wearing: regular, measure: net },
            { category: CATEGORY.suitTrousers, edition: 'KX0201', choose: ['翻脚'], wearing: regular, measure: net },
            { category: CATEGORY.vest, edition: 'MJ0401', choose: ['面料后背'], wearing: slim, measure: net },
          ],
          shapes: { 溜肩: '轻微' },
          remark: '客户偏好稍宽松',
          delivery,
        }),
    ],
    [
      S.canceled,
      (delivery) =>
        forms.fastOrder(
          forms.individualPayload({
            customer: c.liuFang,
            measurer: MEASURER,
            process: '快速定制',
            fabric: 'LT1105',
            garments: [{ category: CATEGORY.womenShirt, edition: 'CS2801', choose: ['暗门襟'], wearing: slim, measure: garment }],
            sample: true,
            delivery,
          }),
        ),
    ],
    [
      S.shipped,
      (delivery) =>
        forms.deepOrder({
          customer: c.chenLei,
          measurer: MEASURER,
          process: '高级定制',
          fabric: 'NS1103',
          garments: [
            { category: CATEGORY.suitJacket, edition: 'XS0102', choose: ['有盖票袋'], specials: ['手工锁眼'], wearing: slim, measure: standard },
            { category: CATEGORY.suitTrousers, edition: 'KS0202', wearing: slim, measure: standard },
          ],
          delivery,
        }),
    ],
    [
      S.hosting,
      (delivery) =>
        forms.fastOrder(
          forms.individualPayload({
            customer: c.yangJing,
            measurer: MEASURER,
            process: '标准定制',
            fabric: 'RY1103',
            garments: [
              { category: CATEGORY.womenJacket, edition: 'XF2301', choose: ['单排一粒扣'], wearing: regular, measure: net },
              { category: CATEGORY.skirt, edition: 'QZ2601', wearing: regular, measure: net },
            ],
            shapes: { 挺胸: '轻微' },
            delivery,
          }),
        ),
    ],
    [S.inStock, (delivery) => forms.bulkOrder(hotelBulk(delivery))],
    [
      S.qualityCheck,
      (delivery) =>
        forms.deepOrder({
          customer: c.michaelChen,
          measurer: MEASURER,
          process: '精品手工',
          fabric: 'YG1106',
          garments: [{ category: CATEGORY.overcoat, edition: 'XF0801', choose: ['铜氨丝里布'], specials: ['防水处理'], wearing: loose, measure: net }],
          delivery,
        }),
    ],
    [
      S.pressing,
      (delivery) =>
        forms.fastOrder(
          forms.individualPayload({
            customer: c.zhangWei,
            measurer: MEASURER,
            process: '高级定制',
            fabric: 'TM3104',
            garments: [{ category: CATEGORY.shirt, edition: 'CX0502', specials: ['袖口绣字'], details: { 袖口绣字: monogram('ZW', 'font-block', 'thread-silver') }, wearing: slim, measure: net }],
            delivery,
          }),
        ),
    ],
    [S.sewing, (delivery) => forms.fastOrder(forms.teamPayload(teamSpec(delivery)))],
    [S.patternMaking, (delivery) => forms.groupOrder(groupSpec('上海浦江银行股份有限公司', '顾行长', 20, delivery))],
    [
      S.reviewFailed,
      (delivery) =>
        forms.fastOrder(
          forms.individualPayload({
            customer: c.chenLei,
            measurer: MEASURER,
            process: '标准定制',
            fabric: 'NS1107',
            garments: [{ category: CATEGORY.suitTrousers, edition: 'KS0202', wearing: slim, measure: net }],
            delivery,
          }),
        ),
    ],
    [
      S.reviewPassed,
      (delivery) =>
        forms.deepOrder({
          customer: c.yangJing,
          measurer: MEASURER,
          process: '精品手工',
          fabric: 'VBC3105',
          garments: [
            { category: CATEGORY.womenJacket, edition: 'XS2302', wearing: slim, measure: standard },
            { category: CATEGORY.womenTrousers, edition: 'KS2702', wearing: slim, measure: standard },
          ],
          delivery,
        }),
    ],
    [
      S.underReview,
      (delivery) =>
        forms.fastOrder(
          forms.individualPayload({
            customer: c.michaelChen,
            measurer: MEASURER,
            process: '高级定制',
            fabric: 'TM3101',
            garments: [{ category: CATEGORY.shirt, edition: 'CL0503', wearing: regular, measure: net }],
            remark: '加急',
            delivery,
          }),
        ),
    ],
  ];

  const cart: CartOrderInput[] = [
    forms.deepOrder({
      customer: c.zhangWei,
      measurer: MEASURER,
      process: '标准定制',
      fabric: 'NS1101',
      garments: SUIT.map((g) => ({ ...g, wearing: regular, measure: net })),
      delivery: cartDelivery,
    }),
    forms.fastOrder(
      forms.individualPayload({
        customer: c.liuFang,
        measurer: MEASURER,
        process: '快速定制',
        fabric: 'LT1102',
        garments: [{ category: CATEGORY.womenShirt, edition: 'CX2802', wearing: slim, measure: net }],
        delivery: cartDelivery,
      }),
    ),
    forms.fastOrder(forms.teamPayload(teamSpec(cartDelivery))),
    forms.groupOrder(groupSpec('苏州工业园区管委会', '许主任', 35, cartDelivery)),
    forms.groupOrder(groupSpec('杭州西湖国宾馆', '沈经理', 18, cartDelivery)),
    forms.bulkOrder(hotelBulk(cartDelivery)),
    forms.bulkOrder(schoolBulk(cartDelivery)),
  ];
  return { placed, cart };
}
