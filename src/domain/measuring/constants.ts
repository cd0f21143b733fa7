/**
 * Measuring task and person codes (spec 3 §4, §9). Shared by the server, the sync worker and the screens.
 */
export const ORDER_TYPE = { toMeasure: 1, completed: 2, notCompleted: 3 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const ORDER_TYPES: readonly OrderType[] = [1, 2, 3];

/**
 * spec 3 §4: a task to measure (1) or not completed (3) may be marked finished (2); finished is
 * final. The two unfinished types may follow each other.
 */
export function canChangeOrderType(from: number, to: number): boolean {
  return from !== ORDER_TYPE.completed && (ORDER_TYPES as readonly number[]).includes(to);
}

/** Person status: 1 not measured, 2 measured, 4 repaired. */
export const MEASURING_STATUS = { notMeasured: 1, measured: 2, repaired: 4 } as const;

/** The people list's status filter (spec 3 §2's isVolume 0 to 4, and 5: in conflict). */
export const PEOPLE_FILTER = { all: 0, notMeasured: 1, measured: 2, noSleeve: 3, repaired: 4, inConflict: 5 } as const;
export type PeopleFilter = (typeof PEOPLE_FILTER)[keyof typeof PEOPLE_FILTER];

export const REPAIR_STATUS = { normal: 0, repair: 1 } as const;

export const GENDER = { unknown: 0, male: 1, female: 2 } as const;

/** Wearing styles: standard, slim, loose, very loose (spec 3 §2 detail panel). */
export const WEARING_STYLES = [1, 2, 3, 4] as const;

/** Special-shape levels: none, slight, obvious, severe (spec 3 §3). */
export const SPECIAL_SHAPE_LEVELS = [0, 1, 2, 3] as const;

export const TASK_LIST_PAGE_SIZE = 10;
/** spec 3 §9: "people list size 10000 when loading all". */
export const PEOPLE_LOAD_ALL_SIZE = 10_000;
/**
 * A first open of a task asks for this many people, in list order, beside the whole list: a screen
 * of rows arrives in tens of milliseconds where a 10,000-person task takes seconds.
 */
export const PEOPLE_HEAD_SIZE = 100;

/** A task this large takes long to store in any case: what arrives of it shows at once. */
export const SHOW_AT_ONCE_FROM = 1000;

export const DEFAULT_STEP_SIZE = 0.5;

/** The bounds of what a measurer enters; the person panel's inputs and the schemas share them. */
export const MEASURE_LIMITS = {
  /** cm */
  height: 300,
  /** kg */
  weight: 500,
  /** a body item, cm */
  bodyItem: 999,
  /** a special-shape degree */
  special: 10,
  /** pieces of one category */
  quantity: 9999,
} as const;
