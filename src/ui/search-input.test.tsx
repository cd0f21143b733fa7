// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });

/** Draws the box with the list's keyword; answers how to hand it the list's next keyword. */
function draw(initial: string, onSearch: (s: string) => void): (keyword: string) => void {
  const box = (keyword: string) => (
    <MantineProvider>
      <SearchInput label="Search" initial={keyword} onSearch={onSearch} />
    </MantineProvider>
  );
  const { rerender } = render(box(initial));
  return (keyword) => rerender(box(keyword));
}

describe('the search box of a list', () => {
  it('reports what was typed once typing pauses', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    draw('', onSearch);
    fireEvent.change(box(), { target: { value: ' 王 ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('王');
  });

  it('shows the keyword the list was given from elsewhere (a menu link, back or forward), not the words before', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const listKeyword = draw('LG01', onSearch);
    expect(box().value).toBe('LG01');
    listKeyword('');
    expect(box().value).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('keeps what is typed after the keyword it reported comes back as the list’s', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const listKeyword = draw('', onSearch);
    fireEvent.change(box(), { target: { value: 'abc' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: 'abcd' } });
    // The list takes the reported 'abc' while 'abcd' is being typed.
    listKeyword('abc');
    expect(box().value).toBe('abcd');
  });
});
