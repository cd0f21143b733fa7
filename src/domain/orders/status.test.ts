import { describe, expect, it } from 'vitest';
import {
  ORDER_LIST_STATUSES,
  ORDER_STATUS_IDS,
  ORDER_STATUS_LABELS,
  actionAllowed,
  actionsFor,
  cartStatusLabel,
  factoryNext,
  orderStatusLabel,
  refundsOnLeave,
} from './status';

describe('order status catalogue', () => {
  it('has thirteen statuses, each labelled in both languages', () => {
    expect(ORDER_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const id of ORDER_STATUS_IDS) {
      expect(ORDER_STATUS_LABELS[id].zh).not.toBe('');
      expect(ORDER_STATUS_LABELS[id].en).not.toBe('');
    }
  });

  it('reads status 12 as canceled', () => {
    expect(orderStatusLabel(12, 'en')).toBe('Canceled');
    expect(orderStatusLabel(12, 'zh')).toBe('已取消');
  });

  it('keeps not-submitted orders out of the order management filter', () => {
    expect(ORDER_LIST_STATUSES).not.toContain(1);
    expect(ORDER_LIST_STATUSES).toHaveLength(12);
  });

  it('shows status 1 as not submitted in the cart and anything else as payment failed', () => {
    expect(cartStatusLabel(1, 'en')).toBe('Not submitted');
    expect(cartStatusLabel(3, 'en')).toBe('Payment failed');
  });
});

describe('actions by status', () => {
  it('lists the actions of spec 1 §4 for each status to the owner', () => {
    expect(actionsFor(2, 'owner')).toEqual(['cancel']);
    expect(actionsFor(13, 'owner')).toEqual(['cancel']);
    expect(actionsFor(3, 'owner')).toEqual(['delete', 'edit', 'feedback']);
    expect(actionsFor(8, 'owner')).toEqual(['applyHosting', 'applyShipping']);
    expect(actionsFor(9, 'owner')).toEqual(['logistics']);
    expect(actionsFor(11, 'owner')).toEqual(['applyShipping']);
    expect(actionsFor(10, 'owner')).toEqual(['delete', 'reorder']);
    expect(actionsFor(12, 'owner')).toEqual(['delete', 'reorder']);
    for (const s of [1, 4, 5, 6, 7]) expect(actionsFor(s, 'owner')).toEqual([]);
  });

  it('gives other readers of an order (its shop account, the factory) only the viewing actions', () => {
    expect(actionsFor(3, 'reader')).toEqual(['feedback']);
    expect(actionsFor(9, 'reader')).toEqual(['logistics']);
    for (const s of [2, 8, 10, 11, 12, 13]) expect(actionsFor(s, 'reader')).toEqual([]);
  });

  it('refuses an action from a status it does not start from', () => {
    expect(actionAllowed('cancel', 4)).toBe(false);
    expect(actionAllowed('applyShipping', 9)).toBe(false);
    expect(actionAllowed('reorder', 12)).toBe(true);
  });

  it('refunds on cancel and when a refused order is deleted or edited, not when a completed one is deleted', () => {
    expect(refundsOnLeave('cancel', 2)).toBe(true);
    expect(refundsOnLeave('delete', 3)).toBe(true);
    expect(refundsOnLeave('edit', 3)).toBe(true);
    expect(refundsOnLeave('delete', 10)).toBe(false);
    expect(refundsOnLeave('delete', 12)).toBe(false);
  });
});

describe('factory board', () => {
  it('advances an order one production step at a time, from review passed to in stock, and shipped to completed', () => {
    const path: number[] = [13];
    for (let s = factoryNext(13); s !== null; s = factoryNext(s)) path.push(s);
    expect(path).toEqual([13, 4, 5, 6, 7, 8]);
    expect(factoryNext(9)).toBe(10);
  });

  it('does not advance orders waiting for review, for the seller, or finished', () => {
    for (const s of [1, 2, 3, 8, 10, 11, 12, 99]) expect(factoryNext(s)).toBeNull();
  });
});
