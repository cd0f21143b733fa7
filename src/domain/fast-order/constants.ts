/** Codes of the fast order (spec 2 §3, §9). */

/** order_type of the fast order payload: 1 individual (个定), 2 team (团装). */
export const FAST_ORDER_TYPE = { individual: 1, team: 2 } as const;
export type FastOrderType = (typeof FAST_ORDER_TYPE)[keyof typeof FAST_ORDER_TYPE];

/** Demo-order mode: 0 quick order, 1 sample order. */
export const DEMO_ORDER = { quick: 0, sample: 1 } as const;
export type DemoOrder = (typeof DEMO_ORDER)[keyof typeof DEMO_ORDER];

/** Measure type of a size_info (and an employee's measuring way per category). */
export const MEASURE_TYPE = { net: 1, garment: 2, standard: 3 } as const;
export type MeasureType = (typeof MEASURE_TYPE)[keyof typeof MEASURE_TYPE];

/** Staff status: 1 all required measures filled, 2 waiting for measuring. */
export const STAFF_STATUS = { measured: 1, waiting: 2 } as const;
export type StaffStatus = (typeof STAFF_STATUS)[keyof typeof STAFF_STATUS];

/** The most configuration tabs a team order has (and so a template row may name). */
export const MAX_CONFIGS = 50;

/** uploadType of a team order imported from the Excel template. */
export const UPLOAD_TYPE_IMPORT = 1;

/** Fabric source codes: 1 domestic, 2 customer-supplied (free text), 3 imported. */
export const FAST_FABRIC_TYPE = { domestic: 1, customer: 2, imported: 3 } as const;
export type FastFabricType = (typeof FAST_FABRIC_TYPE)[keyof typeof FAST_FABRIC_TYPE];

/** Quantity of each category on an individual fast order is fixed at 1 (spec 2 §9). */
export const FAST_CATEGORY_QUANTITY = 1;

/** Group import accepts one file with one of these extensions (spec 2 §5, §9). */
export const TEAM_UPLOAD_EXTENSIONS = ['xls', 'xlsx', 'slsx'] as const;
export const TEAM_UPLOAD_MAX_FILES = 1;
