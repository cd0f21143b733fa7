// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
