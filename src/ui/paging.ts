import { rowNumber } from '@/domain/orders/cart';

/** How many pages `count` rows fill, `size` a page; an empty list still shows its one page. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Client-side paging of a list fetched whole: the page shown, clamped when the list shrinks. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, first: rowNumber(current, size, 0), shown: rows.slice((current - 1) * size, current * size) };
}
