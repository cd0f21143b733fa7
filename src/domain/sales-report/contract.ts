/**
 * The sales report's contract (spec 3's address table names sales_report reportList,
 * registerReport and deleteReport): a report is a saved view (name, day range, order types,
 * categories, shops and staff), read back as figures from the real orders and the ledger.
 */
import { z } from 'zod';
import { ORDER_TYPE_IDS } from '../orders/cart';
import { calendarDate, int, page, size, text } from '../shared/fields';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/zoned-time';


/** The longest range one report covers: a year and a day (a leap year's whole). */
export const MAX_REPORT_DAYS = 366;
export const GROUP_BY = ['day', 'week'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

const day = () => calendarDate('sales_report:day_format');
const ids = (max = 200) => z.array(int(1)).max(max).default([]);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export const ReportInput = z
  .object({
    id: int(1).optional(),
    name: text(64).refine((s) => s.length > 0, { message: 'sales_report:name_required' }),
    start_date: day(),
    end_date: day(),
    group_by: z.enum(GROUP_BY).default('day'),
    /** ORDER_TYPE ids (1 deep customization, 2 fast, 3 group purchase, 4 bulk, 5 foreign customization); none: all. */
    order_types: z.array(int(1, ORDER_TYPE_IDS.length)).max(ORDER_TYPE_IDS.length).default([]),
    category_ids: ids(),
    /** The seller's shop accounts and staff whose orders count; none: every account of the business. */
    shop_ids: ids(),
    staff_ids: ids(),
  })
  .refine((r) => r.end_date >= r.start_date, { message: 'sales_report:end_before_start', path: ['end_date'] })
  .refine((r) => daysBetween(r.start_date, r.end_date) < MAX_REPORT_DAYS, { message: 'sales_report:range_too_long', path: ['end_date'] });
export type ReportFields = z.input<typeof ReportInput>;
export type ReportValues = z.output<typeof ReportInput>;

export const ReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  group_by: z.enum(GROUP_BY),
  order_types: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  shop_ids: z.array(z.number().int()),
  staff_ids: z.array(z.number().int()),
  create_time: z.string(),
});
export type Report = z.output<typeof ReportSchema>;
export const ReportListQuery = z.object({ page: page(), size: size(100, 10) });
export const ReportPageSchema = z.object({ count: z.number().int(), list: z.array(ReportSchema) });

export const ReportDataQuery = z.object({
  id: int(1),
  tz: z.string().max(64).refine(isTimeZone, { message: 'sales_report:unknown_time_zone' }).default(DEFAULT_TIME_ZONE),
});

export const ReportOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ReportOptions = z.output<typeof ReportOptionsSchema>;

const yuan = z.string();
/** A breakdown's row: its share of the gross sales (see aggregate.ts for gross, refunds and net). */
const Slice = z.object({ key: z.string(), label: z.string(), gross: yuan, orders: z.number().int(), pieces: z.number().int() });
export type ReportSlice = z.output<typeof Slice>;

export const ReportDataSchema = z.object({
  report: ReportSchema,
  /** gross − refunds = net, to the fen (aggregate.ts defines the three). */
  totals: z.object({
    gross: yuan,
    orders: z.number().int(),
    pieces: z.number().int(),
    average_order: yuan,
    refunds: yuan,
    refund_count: z.number().int(),
    cancellations: z.number().int(),
    cancelled_amount: yuan,
    net: yuan,
  }),
  /** Every day (or week, from its Monday) of the range, with nothing sold shown as zero. */
  series: z.array(z.object({ period: z.string(), gross: yuan, orders: z.number().int() })),
  by_category: z.array(Slice),
  by_order_type: z.array(Slice),
  by_shop: z.array(Slice),
  /** The seller's staff, each by the orders they placed, and the seller's own orders under their own label. */
  by_staff: z.array(Slice),
  top_products: z.array(Slice),
});
export type ReportData = z.output<typeof ReportDataSchema>;

export const ReportIdBody = z.object({ id: int(1) });
