// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerListTable } from './server-list-table';

const network = vi.hoisted(() => ({ online: true }));
vi.mock('@/sync/network', () => ({ useOnline: () => network.online }));

afterEach(() => {
  cleanup();
  network.online = true;
});

type Row = { id: number; name: string };
const texts = { empty: 'No shops', unreachable: 'Needs the network' };
const answered = (list: Row[], count?: number) => ({ data: { list, count }, isPending: false, isError: false, error: null });
const columns = [{ key: 'name', header: 'Name', cell: (r: Row) => r.name }];

type Props = Parameters<typeof ServerListTable<Row, number>>[0];

function draw(query: Props['query'], paging?: Props['paging']) {
  return render(
    <MantineProvider>
      <ServerListTable query={query} texts={texts} rowKey={(r) => r.id} columns={columns} testId="t" paging={paging} />
    </MantineProvider>,
  );
}

describe('the table of a list the server pages', () => {
  it('shows the answer’s rows and counts its pages from the answer’s total', () => {
    draw(answered([{ id: 1, name: 'North' }], 21), { page: 1, perPage: 10, onPage: () => {} });
    expect(screen.getByTestId('t').textContent).toContain('North');
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '4' })).toBeNull();
  });

  it('counts its pages at the size its page-size picker shows, where it has one', () => {
    draw(answered([{ id: 1, name: 'North' }], 21), { page: 1, onPage: () => {}, size: { value: 4, options: [4, 10], label: 'Per page', onChange: () => {} } });
    expect(screen.getByRole('button', { name: '6' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '7' })).toBeNull();
  });

  it('says the list is empty, or that it needs the network when offline without an answer', () => {
    draw(answered([], 0));
    expect(screen.getByTestId('t-empty').textContent).toBe('No shops');
    cleanup();
    network.online = false;
    draw({ data: undefined, isPending: true, isError: false, error: null });
    expect(screen.getByTestId('t-empty').textContent).toBe('Needs the network');
  });
});
