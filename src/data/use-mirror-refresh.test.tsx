// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useMirrorRefresh } from './use-mirror-refresh';

describe('a mirror refreshed from the server', () => {
  it('is fetched, and draws its caller no more than once while it is', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const written: number[] = [];
    const refresh = vi.fn(async () => {
      written.push(1);
      return 1;
    });
    let draws = 0;
    renderHook(
      () => {
        draws += 1;
        useMirrorRefresh({ queryKey: ['test', 'mirror'], queryFn: refresh });
      },
      { wrapper },
    );
    await waitFor(() => expect(client.getQueryState(['test', 'mirror'])?.status).toBe('success'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(written).toEqual([1]);
    // Fetching, then fetched: neither draws the caller again; the mirror's live read does that.
    expect(draws).toBe(1);
  });

  it('waits while not enabled, fetches once it is, and leaves the query unwatched when its screen goes', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const refresh = vi.fn(async () => 2);
    const { rerender, unmount } = renderHook(({ enabled }: { enabled: boolean }) => useMirrorRefresh({ queryKey: ['test', 'later'], queryFn: refresh, enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refresh).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(client.getQueryState(['test', 'later'])?.status).toBe('success'));
    expect(refresh).toHaveBeenCalledTimes(1);
    const query = client.getQueryCache().find({ queryKey: ['test', 'later'] })!;
    expect(query.getObserversCount()).toBe(1);
    unmount();
    expect(query.getObserversCount()).toBe(0);
  });

  it('fetches a stale mirror again when the window regains focus, as a query shown on screen does', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const refresh = vi.fn(async () => 3);
    renderHook(() => useMirrorRefresh({ queryKey: ['test', 'focus'], queryFn: refresh, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(client.getQueryState(['test', 'focus'])?.status).toBe('success'));
    // The focus manager is the library's one for the whole file: given back to the window's own
    // focus however this test ends.
    onTestFinished(() => focusManager.setFocused(undefined));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });
});
