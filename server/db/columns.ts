/** Column types the table declarations share (Kysely's select / insert / update shapes). */
import type { ColumnType } from 'kysely';

/** timestamptz: read as a Date, written as a Date or ISO text, set by the database when left out. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the parsed value, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb with a default: may be left out on insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** A column with a default: may be left out on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** numeric: read as text (exact), written as a number or text, optional on insert. */
export type Numeric = ColumnType<string, number | string | undefined, number | string>;
/** date: written as 'YYYY-MM-DD' and read through to_char (the drivers disagree on a date's type). */
export type Day = ColumnType<string, string, string>;
/** timestamptz that may be null: read as a Date or null, written as a Date, ISO text or null. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
