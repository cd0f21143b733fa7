/**
 * The people of the demo orders: the seller's customers, and the staff of the team order, with
 * the net body measurements a measurer would take of them. Measurements are derived from height,
 * weight and gender (chest and waist with the same estimate the size recommendation uses), so
 * every person's tables agree with one body; each value is rounded to the 0.5 cm a tape reads.
 */
import { BODY_ITEM, CATEGORY } from '@/domain/catalogue/constants';
import { estimateGirths } from '@/domain/rules/recommend-size';
import { snapToCorrectionStep } from '@/domain/rules/rounding';

/** `belly`: cm the waist measures over what height and weight suggest (a protruding belly, 凸肚). */
export type Person = { sex: 1 | 2; height: number; weight: number; belly?: number };

export type Customer = Person & {
  user_name: string;
  user_mobilephone: string;
  user_company_name: string;
  user_address: string;
};

export const CUSTOMERS = {
  zhangWei: { user_name: '张伟', user_mobilephone: '13911110001', sex: 1, height: 178, weight: 72, user_company_name: '上海晨光贸易有限公司', user_address: '上海市静安区南京西路 1266 号' },
  liuFang: { user_name: '刘芳', user_mobilephone: '13911110002', sex: 2, height: 165, weight: 52, user_company_name: '杭州云帆科技有限公司', user_address: '杭州市西湖区文三路 90 号' },
  chenLei: { user_name: '陈磊', user_mobilephone: '13911110003', sex: 1, height: 182, weight: 80, user_company_name: '南京金桥律师事务所', user_address: '南京市建邺区江东中路 108 号' },
  yangJing: { user_name: '杨静', user_mobilephone: '13911110004', sex: 2, height: 160, weight: 49, user_company_name: '', user_address: '苏州市姑苏区人民路 55 号' },
  michaelChen: { user_name: 'Michael Chen', user_mobilephone: '13911110005', sex: 1, height: 185, weight: 84, user_company_name: 'Pacific Trading Ltd.', user_address: '上海市浦东新区世纪大道 100 号' },
} as const satisfies Record<string, Customer>;

export type Employee = Person & { truename: string; department_name: string };

const DEPARTMENTS = ['行政部', '财务部', '市场部', '技术部'];

/** The team order's twelve employees: eight men and four women of varied builds. */
export const EMPLOYEES: Employee[] = (
  [
    ['李强', 1, 176, 74],
    ['王敏', 2, 163, 53],
    ['赵磊', 1, 181, 82],
    ['孙浩', 1, 172, 66],
    ['周婷', 2, 158, 48],
    // His waist is over his chest (凸肚): a plausibility warning the measurer confirmed.
    ['吴刚', 1, 178, 86, 22],
    ['冯杰', 1, 169, 63],
    ['钱芳', 2, 167, 58],
    ['卫东', 1, 183, 78],
    ['陈晨', 1, 175, 70],
    ['郑丽', 2, 161, 55],
    ['褚峰', 1, 186, 90],
  ] as const
).map(([truename, sex, height, weight, belly], i) => ({ truename, sex, height, weight, ...(belly ? { belly } : {}), department_name: DEPARTMENTS[i % DEPARTMENTS.length]! }));

/** Garment length (衣长) as a share of height: it depends on the garment, not only the body. */
const LENGTH_SHARE: Record<number, number> = {
  [CATEGORY.suitJacket]: 0.42,
  [CATEGORY.vest]: 0.33,
  [CATEGORY.shirt]: 0.43,
  [CATEGORY.overcoat]: 0.58,
  [CATEGORY.womenJacket]: 0.38,
  [CATEGORY.womenShirt]: 0.39,
};

/**
 * A person's net value of a body item for a category, in cm, or undefined for an item this
 * model does not measure (the optional knee, leg opening and wrist).
 */
export function netMeasure(p: Person, categoryId: number, itemId: number): number | undefined {
  const { chest, waist: estimated } = estimateGirths(p.height, p.weight, p.sex);
  const waist = estimated + (p.belly ?? 0);
  const male = p.sex === 1;
  const hips = chest + (male ? 4 : 8);
  const value: Partial<Record<number, number>> = {
    [BODY_ITEM.collar]: chest * 0.42,
    [BODY_ITEM.chest]: chest,
    [BODY_ITEM.midWaist]: waist,
    [BODY_ITEM.shoulder]: p.height * (male ? 0.26 : 0.245),
    [BODY_ITEM.sleeveLength]: p.height * (male ? 0.34 : 0.33),
    [BODY_ITEM.sleeveWidth]: chest * 0.33,
    [BODY_ITEM.length]: LENGTH_SHARE[categoryId] === undefined ? undefined : p.height * LENGTH_SHARE[categoryId],
    [BODY_ITEM.waist]: waist,
    [BODY_ITEM.hips]: hips,
    [BODY_ITEM.trouserLength]: p.height * (male ? 0.59 : 0.6),
    [BODY_ITEM.thigh]: hips * 0.6,
    [BODY_ITEM.rise]: p.height * 0.155,
    [BODY_ITEM.skirtLength]: p.height * 0.36,
  };
  const v = value[itemId];
  return v === undefined ? undefined : snapToCorrectionStep(v);
}
