/**
 * Record ids are PostgreSQL `integer` (int4) columns. An id outside that range can never match a
 * row, and the database refuses to even compare it ("value out of range"), so every schema that
 * accepts an id bounds it here and the caller hears which field was wrong instead of a 500.
 */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** Codes (order type, status) are `smallint` (int2) columns: the same holds for them. */
export const INT2_MIN = -32768;
export const INT2_MAX = 32767;
