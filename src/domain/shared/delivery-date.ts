/**
 * The delivery date of every order form (fast order, deep customization, group purchase, bulk
 * goods, foreign customization, reorder): a day of the business's calendar, today or later. One
 * rule, checked by the form before it is sent and by the server on arrival, so a date one form
 * refuses no other form accepts. "Today" is the business's (China's) day, whatever zone the
 * device or the server runs in.
 */
import { isCalendarDate } from './fields';
import { DEFAULT_TIME_ZONE, zonedDateTime } from './zoned-time';

/**
 * The refusal of a day before today, in the `errors` namespace: it names the field by its label
 * (交货日期 / Delivery date). A missing or malformed date keeps each form's own words (spec 2).
 */
export const DELIVERY_DATE_PAST = 'errors:delivery_date_past';
export type DeliveryDateProblem = 'required' | 'format' | 'past';

/** "YYYY-MM-DD hh:mm:ss" as the spec sends it; a bare date is accepted too. */
const DELIVERY_DATE = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Today in the business's calendar, "YYYY-MM-DD": the earliest delivery date a form offers. */
export function earliestDeliveryDay(now: Date = new Date()): string {
  return zonedDateTime(now, DEFAULT_TIME_ZONE).slice(0, 10);
}

/** A real day (and time, if given) in the spec's format. */
export function isDeliveryDate(value: string): boolean {
  const m = DELIVERY_DATE.exec(value.trim());
  if (!m) return false;
  const timeOk = m[2] === undefined || (Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60);
  return isCalendarDate(m[1]!) && timeOk;
}

/** What is wrong with a delivery date, or null: missing, not a date, or before today. */
export function deliveryDateProblem(value: string, now: Date = new Date()): DeliveryDateProblem | null {
  if (!value.trim()) return 'required';
  if (!isDeliveryDate(value)) return 'format';
  return value.trim().slice(0, 10) < earliestDeliveryDay(now) ? 'past' : null;
}
