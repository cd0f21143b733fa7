/**
 * Complete fast order forms on the rules' fixture catalogue (src/domain/rules/fixture-catalogue),
 * for the unit tests: each test breaks one thing and expects the matching refusal.
 */
import { FAST_ORDER_TYPE, MEASURE_TYPE } from './constants';
import { configTitle, emptyFastOrderState, emptySizeRow, type FastCategoryState, type FastConfigState, type FastOrderState, type FastStaffState, type SizeRowState } from './state';

const row = (id: number, name: string, net: number | null, extra: Partial<SizeRowState> = {}): SizeRowState => ({ ...emptySizeRow(id, name), body_item_net_value: net, ...extra });

export function jacketCategory(): FastCategoryState {
  return {
    category_id: 1,
    cate_name: '西服上衣',
    edition_number: 'XF0101',
    edition_disabled: false,
    product_code: '',
    style_number: '',
    techniques: [
      { id: 101, is_special: 0, checked: false, content: '', items: [] },
      { id: 111, is_special: 0, checked: false, content: '', items: [] },
      { id: 121, is_special: 0, checked: false, content: '', items: [] },
      { id: -4, is_special: 0, checked: false, content: '', items: [] },
      { id: 141, is_special: 0, checked: false, content: '', items: [] },
      { id: 81, is_special: 0, checked: false, content: '', items: [] },
      {
        id: 161,
        is_special: 1,
        checked: true,
        content: '',
        items: [
          { item_name: '绣字内容', item_type: 1, content: 'ZW', photos: [] },
          {
            item_name: '字体',
            item_type: 2,
            content: 'font-kai',
            photos: [
              { name: '楷体', target: 'font-kai' },
              { name: '英文花体', target: 'font-script' },
            ],
          },
        ],
      },
      { id: 162, is_special: 1, checked: false, content: '', items: [] },
    ],
    wearing_style: 1,
  };
}

export function trousersCategory(): FastCategoryState {
  return { category_id: 2, cate_name: '西裤', edition_number: 'KX0201', edition_disabled: false, product_code: '', style_number: '', techniques: [], wearing_style: 2 };
}

/** An individual order for a suit jacket and trousers, net body measuring, ready to send. */
export function individualState(): FastOrderState {
  const state = emptyFastOrderState(FAST_ORDER_TYPE.individual);
  return {
    ...state,
    categories: [jacketCategory(), trousersCategory()],
    fabric: { type_id: 1, fabric_num: 'NS1101', composition: '100%羊毛' },
    process_id: 1,
    user_info: { ...state.user_info, user_name: '张伟', user_mobilephone: '13911110001', user_address: '上海市静安区南京西路 1266 号', delivery_date: '2026-12-20 00:00:00', user_height: 178, user_weight: 72 },
    special_shape: [{ id: 1, shape_name: '驼背', shape_item: 10 }],
    measure: {
      ...state.measure,
      measure_type: MEASURE_TYPE.net,
      net: {
        1: { size_shape_name: '', size_value: '', size_name: '', rows: [row(2, '胸围', 96, { body_item_diff_value: 14, body_base_value: 110, body_correct_value: 0.5 }), row(3, '中腰', 84), row(5, '袖长', null)] },
        2: { size_shape_name: '', size_value: '', size_name: '', rows: [row(8, '腰围', 80), row(9, '臀围', 98)] },
      },
    },
  };
}

export function staff(id: number, name: string, config: FastConfigState): FastStaffState {
  return {
    id,
    config_id: config.id,
    truename: name,
    gender_id: 1,
    department_name: '行政部',
    height: 175,
    weight: 70,
    age: 30,
    special_shape: [],
    category_array: config.category_array.map((c) => ({
      category_id: c.category_id,
      cate_name: c.cate_name,
      measuring_way: MEASURE_TYPE.standard,
      wearing_style: null,
      size: { size_shape_name: 'A', size_value: '170/88A', size_name: '工厂码', rows: [] },
    })),
    other_requirement: '',
    status_id: 1,
  };
}

/** A team order with two configurations (suit; jacket only), two employees each. */
export function teamState(): FastOrderState {
  const state = emptyFastOrderState(FAST_ORDER_TYPE.team);
  const suitCats = [
    { category_id: 1, cate_name: '西服上衣', quantity: 1 },
    { category_id: 2, cate_name: '西裤', quantity: 2 },
  ];
  const suit: FastConfigState = { id: 'c1', title: configTitle(suitCats), name: '套装', category_array: suitCats, staffs: [] };
  const jacketCats = [{ category_id: 1, cate_name: '西服上衣', quantity: 1 }];
  const jacket: FastConfigState = { id: 'c2', title: configTitle(jacketCats), name: '上衣', category_array: jacketCats, staffs: [] };
  suit.staffs = [staff(1, '李强', suit), staff(2, '王敏', suit)];
  jacket.staffs = [staff(3, '赵磊', jacket), staff(4, '周婷', jacket)];
  return {
    ...state,
    categories: [jacketCategory(), trousersCategory()],
    fabric: { type_id: 1, fabric_num: 'NS1101', composition: '100%羊毛' },
    process_id: 1,
    group_info: { company_name: '南京金桥律师事务所', contacts: '陈建国', user_mobilephone: '13800000003', user_address: '南京市建邺区江东中路 108 号', delivery_date: '2027-01-15 00:00:00' },
    configs: [suit, jacket],
  };
}
