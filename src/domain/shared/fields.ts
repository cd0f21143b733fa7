/**
 * Schema building blocks for request fields: the one set that every module's contract (and so the
 * server, the client and the queued changes) builds its schemas from. Query strings arrive as
 * text, so the numeric helpers accept "12" as 12 but refuse "", "abc", 1e400 and objects with a
 * message naming the field.
 */
import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from './ids';
import { yuanToFen } from './money';
import { PAY_PASSWORD_PATTERN, PHONE_PATTERN } from './phone';

/** PostgreSQL text (and jsonb) cannot hold U+0000: refuse it as bad input rather than fail in the database. */
export const NUL_MESSAGE = 'field.nul_char';
export const hasNul = (s: string) => s.includes('\u0000');
const noNul = <S extends z.ZodString>(schema: S) => schema.refine((s) => !hasNul(s), { message: NUL_MESSAGE });

export const text = (max: number) => noNul(z.string().trim().max(max));
export const requiredText = (max: number) => noNul(z.string().trim().min(1).max(max));

export const phone = () => z.string().trim().regex(PHONE_PATTERN, { message: 'field.phone_invalid' });
export const payPassword = () => z.string().regex(PAY_PASSWORD_PATTERN, { message: 'field.pay_password_format' });
export const password = () => noNul(z.string().min(1).max(128));

const numericText = /^-?\d+(\.\d+)?$/;

/**
 * An integer from JSON or from a query string, between `min` and `max` (by default the database's
 * int4 range). The bounds sit inside the one schema rather than in a later .pipe(): the OpenAPI
 * document then shows them, and keeps the field required (a pipe after the coercion reads as
 * "anything, optional" to JSON Schema).
 */
export const int = (min = INT4_MIN, max = INT4_MAX, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && numericText.test(v.trim()) ? Number(v) : v),
    // The message also answers a missing or non-numeric value: "choose one" reads the same for both.
    z.number({ message }).int(message).min(Math.max(min, INT4_MIN), message).max(Math.min(max, INT4_MAX), message),
  );

/** A decimal number from JSON or from a query string, between `min` and `max` (a height in cm). */
export const decimal = (min: number, max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && numericText.test(v.trim()) ? Number(v) : v),
    z.number({ message }).finite().min(min, message).max(max, message),
  );

/**
 * An amount of money in yuan, between `min` and `max`: a decimal with at most two decimals, since
 * money is kept in whole fen (a third decimal is refused as such, not rounded or dropped).
 */
export const yuanAmount = (min: number, max: number, message?: string) => decimal(min, max, message).refine((v) => yuanToFen(v) !== null, { message: 'field.cents' });

/** A decimal number from JSON or from a query string. */
export const num = () =>
  z.preprocess((v) => (typeof v === 'string' && numericText.test(v.trim()) ? Number(v) : v), z.number().finite());

export const page = () => int(1).default(1);
export const size = (max = 1000, dflt = 10) => int(1, max).default(dflt);

/**
 * "1,2,3" or [1,2,3] -> [1,2,3] (the spec sends id lists both ways); each id a positive int4, or
 * below `maxId` for a list of codes held in a smaller column.
 */
export const idList = (maxItems = 500, maxId = INT4_MAX) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => (numericText.test(s) ? Number(s) : s))
        : typeof v === 'number'
          ? [v]
          : v,
    z.array(z.number().int().positive().max(maxId)).min(1).max(maxItems),
  );

/** A file part of a multipart body (the server reads it as a Buffer, which is a Uint8Array). */
export const fileBytes = (message: string) => z.custom<Uint8Array>((v) => v instanceof Uint8Array, { message });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `s` is "YYYY-MM-DD" of a day the calendar has: a pattern alone lets 2026-02-30, month 13
 * and year 0 through, which the database then refuses with a 500.
 */
export function isCalendarDate(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The refusal of a day that does not exist, naming the field by its label. */
export const CALENDAR_DATE_MESSAGE = 'field.date';

/**
 * A calendar day, "YYYY-MM-DD": every contract's date field. A missing or empty one is refused
 * with `required` (a form's own words) when given; anything else that is not a real day, with
 * the field's name.
 */
export const calendarDate = (required?: string) =>
  z
    .string()
    .trim()
    .min(1, required ? { message: required } : undefined)
    .refine(isCalendarDate, { message: CALENDAR_DATE_MESSAGE });

/** A calendar day, or '' for none (a birthday not given). */
export const calendarDateOrEmpty = () =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || isCalendarDate(s), { message: CALENDAR_DATE_MESSAGE });
