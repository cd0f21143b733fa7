/**
 * The order of a task's people, wherever they are listed: by company, then department, then id.
 *
 * Names compare by Unicode code point, not by a language's collation. The server sorts in SQL with
 * the "C" collation (the same order: UTF-8 bytes compare as code points) and every device sorts
 * with this function, so the first page the server sends a device is exactly the head of the list
 * the device builds from the whole task (the first rows show before the rest arrive).
 * A collation would differ between ICU builds and with the viewer's language, and so would order
 * the same task differently on two tablets.
 */

/** The SQL form of `comparePeople`'s name order: append to a text column in an ORDER BY. */
export const PEOPLE_NAME_COLLATION = 'C';

/** Where a UTF-16 code unit falls in code point order (surrogates stand for code points above U+FFFF). */
const codePointRank = (unit: number) => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit);

/** Compares two strings by Unicode code point (JavaScript's `<` compares UTF-16 code units, which differs above U+D7FF). */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

export type OrderedPerson = { id: number; company_name: string; department_name: string };

/** The people list's order: company, department, id. */
export function comparePeople(a: OrderedPerson, b: OrderedPerson): number {
  return compareCodePoints(a.company_name, b.company_name) || compareCodePoints(a.department_name, b.department_name) || a.id - b.id;
}
