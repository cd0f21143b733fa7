import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('client-side paging', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);

  it('shows the page asked for and numbers its rows from that page', () => {
    expect(pageOf(rows, 3, 10)).toEqual({ pages: 3, current: 3, first: 21, shown: [20, 21, 22] });
  });

  it('stays on the last page when the list shrinks under it, and has one page when empty', () => {
    expect(pageOf(rows.slice(0, 5), 3, 10)).toMatchObject({ pages: 1, current: 1, first: 1, shown: [0, 1, 2, 3, 4] });
    expect(pageOf([], 2, 10)).toEqual({ pages: 1, current: 1, first: 1, shown: [] });
  });
});
