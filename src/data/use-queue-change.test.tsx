// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mutation } from '@/db/db';
import { i18n } from '@/ui/i18n';
import { useQueueChange } from './use-queue-change';

const said = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: said }));
const sending = vi.hoisted(() => ({ sendQueued: vi.fn() }));
vi.mock('@/sync/sync.client', () => sending);

beforeAll(() =>
  i18n.init('en', { common: { sync: { notKept: 'Not kept on the device', queuedOffline: 'kept offline' } }, measuring: { saved: 'Saved' } }, () => Promise.resolve({})),
);
beforeEach(() => vi.clearAllMocks());

const queued = { id: 'm1' } as Mutation;
const queueChange = () => renderHook(() => useQueueChange('measuring')).result.current;

describe('queueing a change', () => {
  it('answers true once the change is on the device, and says how the send went', async () => {
    sending.sendQueued.mockResolvedValue({ state: 'sent', acknowledged: 1 });
    expect(await queueChange()(async () => queued, 'saved')).toBe(true);
    expect(sending.sendQueued).toHaveBeenCalledWith(queued);
    await vi.waitFor(() => expect(said.success).toHaveBeenCalledWith('Saved'));
  });

  it('says a change the device refused to keep, sends nothing, and answers false so the screen keeps what was typed', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await queueChange()(() => Promise.reject(new DOMException('full', 'QuotaExceededError')), 'saved')).toBe(false);
    expect(said.error).toHaveBeenCalledWith('Not kept on the device');
    expect(sending.sendQueued).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('says a change is kept on the device when its send could not even start', async () => {
    sending.sendQueued.mockRejectedValue(new Error('the sync worker failed to start'));
    expect(await queueChange()(async () => queued, 'saved')).toBe(true);
    await vi.waitFor(() => expect(said.warning).toHaveBeenCalledWith('Saved · kept offline'));
  });
});
