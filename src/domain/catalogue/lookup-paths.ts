/**
 * The fast order's and deep customization's lookup paths, apart from the catalogue's schemas
 * (./contract.ts), which the contract and the endpoint values (./endpoints.ts) both name.
 */
export const FAST_CATALOGUE_PATHS = {
  categoryList: '/fast_order/category_list',
  editionTypes: '/fast_order/edition_types',
  techList: '/fast_order/tech_list',
  productList: '/fast_order/product_list',
  styleList: '/fast_order/style_list',
  commonStyleList: '/fast_order/common_style_list',
  techByProduct: '/fast_order/tech_by_product',
  techByStyle: '/fast_order/tech_by_style',
  techByCommonStyle: '/fast_order/tech_by_common_style',
  fabricList: '/fast_order/fabric_list',
  clashTable: '/fast_order/clash_table',
  addCommonStyle: '/fast_order/add_common_style',
  deleteCommonStyle: '/fast_order/delete_common_style',
  wearingStyles: '/fast_order/wearing_styles',
  bodyItems: '/fast_order/body_items',
  specialShapes: '/fast_order/special_shapes',
  grading: '/fast_order/grading',
  standardSizeMatch: '/fast_order/standard_size_match',
  standardSizeData: '/fast_order/standard_size_data',
  processList: '/fast_order/process_list',
  specialTech: '/fast_order/special_tech',
  price: '/fast_order/price',
  chooseTech: '/fast_order/choose_tech',
} as const;

export const DEEP_PATHS = {
  seriesList: '/deep_custom/series_list',
  categoryList: '/deep_custom/category_list',
  editionList: '/deep_custom/edition_list',
  processList: '/deep_custom/process_list',
  complementaryProcess: '/deep_custom/complementary_process',
  fabricAttrs: '/deep_custom/fabric_attrs',
  fabricList: '/deep_custom/fabric_list',
  techTree: '/deep_custom/tech_tree',
  wearingStyles: '/deep_custom/wearing_styles',
  bodyItems: '/deep_custom/body_items',
  standardSizeData: '/deep_custom/standard_size_data',
  sizeList: '/deep_custom/size_list',
  bom: '/deep_custom/bom',
  fabricTechList: '/deep_custom/fabric_tech_list',
  productList: '/deep_custom/product_list',
  techByProduct: '/deep_custom/tech_by_product',
  /** The same grading as the fast order's. */
  grading: '/deep_custom/grading',
} as const;
