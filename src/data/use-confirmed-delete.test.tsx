// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { useConfirmedDelete } from './use-confirmed-delete';

const asked = vi.hoisted(() => ({ confirm: undefined as undefined | { title: unknown; message: unknown; danger?: boolean; onConfirm: () => unknown } }));
vi.mock('@/ui/confirm', () => ({ confirmAction: (o: NonNullable<typeof asked.confirm>) => (asked.confirm = o) }));
const said = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: said }));

const queryClient = new QueryClient();
const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const texts = { title: 'Delete', deleted: 'Deleted', unanswered: 'Needs the network', failed: (reason: string) => `Deletion failed: ${reason}` };

beforeEach(() => {
  asked.confirm = undefined;
  vi.clearAllMocks();
});

describe('a delete that asks first', () => {
  it('asks in red, and deletes only once confirmed: says so, runs what follows, then reads the list again', async () => {
    const { result } = renderHook(() => useConfirmedDelete({ texts, refresh: ['parcels'] }), { wrapper });
    const run = vi.fn(async () => {});
    const after = vi.fn();
    result.current('Delete this parcel?', run, after);
    expect(asked.confirm).toMatchObject({ title: 'Delete', message: 'Delete this parcel?', danger: true });
    expect(run).not.toHaveBeenCalled();
    await asked.confirm!.onConfirm();
    expect(run).toHaveBeenCalledOnce();
    expect(said.success).toHaveBeenCalledWith('Deleted');
    expect(after).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['parcels'] });
    // The detail closes first, so the record just deleted is not read again behind it.
    expect(after.mock.invocationCallOrder[0]).toBeLessThan(invalidate.mock.invocationCallOrder[0]!);
  });

  it('says a refusal in the screen’s sentence, and the network wording when no answer came; the list is read again', async () => {
    const { result } = renderHook(() => useConfirmedDelete({ texts, refresh: ['parcels'] }), { wrapper });
    const after = vi.fn();
    result.current('?', () => Promise.reject(new ApiError('rejected', 40009, 'In use', 409)), after);
    await asked.confirm!.onConfirm();
    result.current('?', () => Promise.reject(new ApiError('network', 0, 'fetch failed', 0)), after);
    await asked.confirm!.onConfirm();
    expect(said.error.mock.calls).toEqual([['Deletion failed: In use'], ['Deletion failed: Needs the network']]);
    expect(after).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
