import { rowNumber } from '@/domain/orders/cart';

/** Client-side paging of a list fetched whole: the page shown, clamped when the list shrinks. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, first: rowNumber(current, size, 0), shown: rows.slice((current - 1) * size, current * size) };
}
