// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/domain/shared/endpoint';
import type { SendOutcome } from './send-or-queue';
import { usePlaceOrder } from './use-place-order';

const rig = vi.hoisted(() => ({
  outcome: { placed: true } as SendOutcome,
  queuedUnder: null as string | null,
  userId: 7 as number | null,
  placed: vi.fn(async (_: { message: string; tone: string; source: string }) => {}),
  warn: vi.fn(),
}));

vi.mock('./send-or-queue', () => ({
  sendOrQueue: async (_e: unknown, _p: unknown, queue: (key: string) => Promise<void>) => {
    if ('queued' in rig.outcome) await queue('key-1');
    return rig.outcome;
  },
}));
vi.mock('./use-order-placed', () => ({ useOrderPlaced: () => rig.placed }));
vi.mock('@/ui/use-warn', () => ({ useWarn: () => rig.warn }));
vi.mock('@/db/session', () => ({ getUserId: () => rig.userId }));

const endpoint = {} as Endpoint;

function setup() {
  const { result } = renderHook(() =>
    usePlaceOrder({ source: 'fast', placedKey: 'in the cart', queuedKey: 'queued', clearDraft: async () => {} }, () => {}),
  );
  const queue = vi.fn(async (userId: number, key: string) => {
    rig.queuedUnder = `${userId}:${key}`;
  });
  const place = () => act(() => result.current.whileSending(() => result.current.place(endpoint, {} as never, queue)));
  return { result, queue, place };
}

beforeEach(() => {
  rig.placed.mockClear();
  rig.warn.mockClear();
  rig.queuedUnder = null;
  rig.userId = 7;
});

describe('placing an order', () => {
  it('lands in the cart saying it is there', async () => {
    rig.outcome = { placed: true };
    const { result, queue, place } = setup();
    await place();
    expect(queue).not.toHaveBeenCalled();
    expect(rig.placed).toHaveBeenCalledWith(expect.objectContaining({ message: 'in the cart', tone: 'success', source: 'fast' }));
    expect(result.current.sending).toBe(false);
  });

  it('queues it for the signed-in user under the online try’s key, then lands in the cart saying so', async () => {
    rig.outcome = { queued: true };
    const { place } = setup();
    await place();
    expect(rig.queuedUnder).toBe('7:key-1');
    expect(rig.placed).toHaveBeenCalledWith(expect.objectContaining({ message: 'queued', tone: 'warning' }));
  });

  it('queues nothing and stays when no one is signed in', async () => {
    rig.outcome = { queued: true };
    rig.userId = null;
    const { queue, place } = setup();
    await place();
    expect(queue).not.toHaveBeenCalled();
    expect(rig.placed).not.toHaveBeenCalled();
  });

  it('stays and shows the server’s refusal', async () => {
    rig.outcome = { refused: 'no stock' };
    const { place } = setup();
    await place();
    expect(rig.placed).not.toHaveBeenCalled();
    expect(rig.warn).toHaveBeenCalledWith({ key: 'ordering:serverMessage', params: { message: 'no stock' } });
  });

  it('is busy while sending, and not after a failure', async () => {
    const { result } = setup();
    let finish: () => void = () => {};
    let spell: Promise<void> = Promise.resolve();
    act(() => {
      spell = result.current.whileSending(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.sending).toBe(true);
    await act(async () => {
      finish();
      await spell;
    });
    expect(result.current.sending).toBe(false);
    await act(() => result.current.whileSending(() => Promise.reject(new Error('worker'))).catch(() => {}));
    expect(result.current.sending).toBe(false);
  });
});
