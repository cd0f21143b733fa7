// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { useServerAction } from './use-server-action';

const said = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: said }));
const network = vi.hoisted(() => ({ online: true }));
vi.mock('@/sync/network', () => ({ isOnline: () => network.online }));

const queryClient = new QueryClient();
const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const draw = () => renderHook(() => useServerAction({ unanswered: 'Needs the network', refresh: ['shops'] }), { wrapper }).result.current;

beforeEach(() => {
  network.online = true;
  vi.clearAllMocks();
});

describe('a change on the server that needs the network', () => {
  it('offline, says so at once: nothing is sent or read again', async () => {
    network.online = false;
    const run = vi.fn(async () => {});
    expect(await draw()(run, 'Locked')).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(said.warning).toHaveBeenCalledWith('Needs the network');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says it was done, and reads the list again', async () => {
    expect(await draw()(async () => {}, 'Locked')).toBe(true);
    expect(said.success).toHaveBeenCalledWith('Locked');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['shops'] });
  });

  it('says what the answer tells when the sentence is made from it', async () => {
    expect(await draw()(async () => ({ orders: [1, 2] }), (answer) => `Closed: ${answer.orders.length} orders`)).toBe(true);
    expect(said.success).toHaveBeenCalledWith('Closed: 2 orders');
  });

  it('says a refusal in the server’s words, hands it on, and reads the list again', async () => {
    const onFailure = vi.fn();
    const refusal = new ApiError('rejected', 40009, 'In use', 409);
    expect(await draw()(() => Promise.reject(refusal), 'Locked', onFailure)).toBe(false);
    expect(said.error).toHaveBeenCalledWith('In use');
    expect(onFailure).toHaveBeenCalledWith(refusal);
    expect(invalidate).toHaveBeenCalledOnce();
  });
});
