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

function draw(initial: string, onSearch: (s: string) => void) {
  return render(
    <MantineProvider>
      <SearchInput label="Search" initial={initial} onSearch={onSearch} />
    </MantineProvider>,
  );
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
    const { rerender } = draw('LG01', onSearch);
    expect(box().value).toBe('LG01');
    rerender(
      <MantineProvider>
        <SearchInput label="Search" initial="" onSearch={onSearch} />
      </MantineProvider>,
    );
    expect(box().value).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('keeps what is typed after the keyword it reported comes back as the list’s', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { rerender } = draw('', onSearch);
    fireEvent.change(box(), { target: { value: 'abc' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: 'abcd' } });
    // The list takes the reported 'abc' while 'abcd' is being typed.
    rerender(
      <MantineProvider>
        <SearchInput label="Search" initial="abc" onSearch={onSearch} />
      </MantineProvider>,
    );
    expect(box().value).toBe('abcd');
  });
});
