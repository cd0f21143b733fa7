// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

const wrapperAt = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

function useListAndAddress() {
  const list = useListParams({ size: 4, sizes: [4, 10, 20], filters: { status: '' }, allowed: { status: ['', '0', '1'] } });
  return { list, search: useLocation().search };
}

describe('a list page’s state in the address', () => {
  it('opens the list the address names: keyword, filter, page and size', () => {
    const { result } = renderHook(useListAndAddress, { wrapper: wrapperAt('/home/shop?keyword=%E7%8E%8B&status=1&page=3&size=10') });
    expect(result.current.list).toMatchObject({ keyword: '王', page: 3, size: 10, filters: { status: '1' } });
  });

  it('ignores what the page does not offer, and a page that is not a whole number', () => {
    const { result } = renderHook(useListAndAddress, { wrapper: wrapperAt('/home/shop?status=9&page=-2&size=7') });
    expect(result.current.list).toMatchObject({ keyword: '', page: 1, size: 4, filters: { status: '' } });
  });

  it('writes each change to the address, back to page 1 for a new keyword, filter or size', () => {
    const { result } = renderHook(useListAndAddress, { wrapper: wrapperAt('/home/shop?source=menu') });
    act(() => result.current.list.setPage(2));
    expect(result.current.search).toBe('?source=menu&page=2');
    act(() => result.current.list.setFilter('status', '0'));
    expect(result.current.search).toBe('?source=menu&status=0');
    act(() => result.current.list.setPage(5));
    act(() => result.current.list.setSize(20));
    expect(result.current.search).toBe('?source=menu&status=0&size=20');
    act(() => result.current.list.setKeyword('李'));
    expect(result.current.list).toMatchObject({ keyword: '李', page: 1, size: 20, filters: { status: '0' } });
    // Defaults leave the address: the list opened from the menu has a clean one.
    act(() => result.current.list.setFilter('status', ''));
    act(() => result.current.list.setSize(4));
    act(() => result.current.list.setKeyword(''));
    expect(result.current.search).toBe('?source=menu');
  });

  it('keeps the page when the search box reports the keyword the address already has', () => {
    const { result } = renderHook(useListAndAddress, { wrapper: wrapperAt('/home/shop?keyword=abc&page=3') });
    act(() => result.current.list.setKeyword('abc'));
    act(() => result.current.list.setFilter('status', ''));
    expect(result.current.list.page).toBe(3);
  });
});
