// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerRow } from '@/domain/customers/contract';
import { i18n } from '@/ui/i18n';
import { sizeBoxesAsWindow } from '../../../tests/support/window-sized-boxes';
import customers from '../../../locales/zh/customers.json';
import { CustomerPicker } from './customer-picker';

const person = (id: number, cust_name: string, tel: string): CustomerRow => ({
  id,
  cust_name,
  tel,
  gender: 2,
  age: null,
  birthday: '',
  height: 168,
  weight: 55,
  cust_company: '',
  address: '上海市世纪大道 88 号',
  remark: '',
  create_time: '2026-12-02T02:00:00+00:00',
});
const grace = person(7, 'Grace Liu', '13966668888');
const newest = [grace, person(6, '张三', '13800000001'), person(5, '李四', '13800000002')];

// The server: the first twenty customers at once; a search answered only when the test lets it through.
const server = vi.hoisted(() => ({ searched: [] as string[], answer: () => {} }));
vi.mock('@/api/customers', () => ({
  customersApi: {
    individuals: ({ keyword }: { keyword?: string }) => {
      if (!keyword) return Promise.resolve({ total: 3, current_page: 1, per_page: 20, data: newest });
      server.searched.push(keyword);
      return new Promise((resolve) => (server.answer = () => resolve({ total: 1, current_page: 1, per_page: 20, data: newest.filter((c) => c.tel.includes(keyword)) })));
    },
    addresses: () => Promise.resolve([]),
  },
}));
vi.mock('@/data/profile', () => ({ useProfile: () => ({ user_type: 1, modules: ['customer_mgmt'] }) }));

beforeAll(() => {
  i18n.init('zh', { customers }, () => Promise.resolve({}));
  // The dropdown is shown only beside a field that has a size.
  sizeBoxesAsWindow();
});
afterEach(cleanup);

describe('the customer picker', () => {
  it('narrows the list as a phone is typed and keeps the option in place while the server answers, so a tap on it picks', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <CustomerPicker onPick={onPick} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const field = screen.getByTestId('customer-picker');
    await user.click(field);
    await screen.findByRole('option', { name: /张三/ });

    await user.type(field, '13966668888');
    // At once, before the search is asked: only the typed phone's customer is offered.
    const option = await screen.findByRole('option', { name: /Grace Liu/ });
    expect(screen.queryByRole('option', { name: /张三/ })).toBeNull();
    await waitFor(() => expect(server.searched).toEqual(['13966668888']));
    // The search is on its way: the option is the same one, in its place.
    expect(screen.getByRole('option', { name: /Grace Liu/ })).toBe(option);

    server.answer();
    await waitFor(() => expect(screen.getByRole('option', { name: /Grace Liu/ })).toBe(option));
    await user.click(option);
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]![0]).toEqual({ customer: grace, deliveryAddress: grace.address });
  });
});
