/**
 * The module catalogue (spec 1 §2 home navigation, spec 3 §2 home module catalogue).
 * The backend codes are the wire values saved by `common.index/edit_module_list`.
 */
export const MODULE_CODES = [
  'deep_custom',
  'fast_order',
  'group_buy',
  'order_mgmt',
  'warehouse_mgmt',
  'customer_mgmt',
  'staff_mgmt',
  'customer_fabric_mgmt',
  'shop_mgmt',
  'large_goods',
  'measuring',
  'sales_report',
  'haute_couture',
  'foreign_custom',
] as const;

export type ModuleCode = (typeof MODULE_CODES)[number];

export type ModuleDef = {
  id: string;
  backendCode: ModuleCode;
  /** The child path under /home. */
  path: string;
  name: string;
  nameEn: string;
  /** A short icon key the UI maps to a drawing. */
  icon: string;
};

export const MODULES: readonly ModuleDef[] = [
  { id: 'fn001', backendCode: 'deep_custom', path: 'deepCustomization', name: '深度定制', nameEn: 'Deep Customization', icon: 'scissors' },
  { id: 'fn002', backendCode: 'fast_order', path: 'fastPurchase', name: '快速下单', nameEn: 'Fast Order', icon: 'bolt' },
  { id: 'fn003', backendCode: 'group_buy', path: 'groupPurchase', name: '团购', nameEn: 'Group Purchase', icon: 'users' },
  { id: 'fn004', backendCode: 'order_mgmt', path: 'orderManagement', name: '订单管理', nameEn: 'Orders', icon: 'list' },
  { id: 'fn005', backendCode: 'warehouse_mgmt', path: 'storeManagement', name: '仓库管理', nameEn: 'Warehouse', icon: 'box' },
  { id: 'fn006', backendCode: 'customer_mgmt', path: 'customManagement', name: '客户管理', nameEn: 'Customers', icon: 'id' },
  { id: 'fn007', backendCode: 'staff_mgmt', path: 'employeeManagement', name: '员工管理', nameEn: 'Staff', icon: 'badge' },
  { id: 'fn008', backendCode: 'customer_fabric_mgmt', path: 'fabricManagement', name: '客供料管理', nameEn: 'Customer Fabric', icon: 'fabric' },
  { id: 'fn009', backendCode: 'shop_mgmt', path: 'shopManagement', name: '门店管理', nameEn: 'Shops', icon: 'shop' },
  { id: 'fn010', backendCode: 'large_goods', path: 'largeGoods', name: '大货订单', nameEn: 'Bulk Orders', icon: 'truck' },
  { id: 'fn011', backendCode: 'measuring', path: 'measuring-tasks', name: '团体量体', nameEn: 'Group Measuring', icon: 'ruler' },
  { id: 'fn012', backendCode: 'sales_report', path: 'sales-report', name: '销售报表', nameEn: 'Sales Report', icon: 'chart' },
  { id: 'fn013', backendCode: 'haute_couture', path: 'haute-couture', name: '高级定制', nameEn: 'Haute Couture', icon: 'star' },
  { id: 'fn014', backendCode: 'foreign_custom', path: 'foreign-custom', name: '外贸定制', nameEn: 'Foreign Customization', icon: 'globe' },
];

/** The flows that put orders in the cart (with order management): holding one gives a login the cart. */
export const ORDERING_MODULES: readonly ModuleCode[] = ['fast_order', 'deep_custom', 'group_buy', 'large_goods', 'foreign_custom', 'order_mgmt'];

export const MODULE_BY_CODE: ReadonlyMap<ModuleCode, ModuleDef> = new Map(MODULES.map((m) => [m.backendCode, m]));

export function isModuleCode(value: string): value is ModuleCode {
  return (MODULE_CODES as readonly string[]).includes(value);
}

/** A module's name in the reader's language, from its backend code (the code itself if unknown). */
export function moduleName(code: string, lang: string): string {
  const m = isModuleCode(code) ? MODULE_BY_CODE.get(code) : undefined;
  if (!m) return code;
  return lang === 'en' ? m.nameEn : m.name;
}
