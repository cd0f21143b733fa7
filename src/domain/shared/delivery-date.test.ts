import { describe, expect, it } from 'vitest';
import { deliveryDateProblem, earliestDeliveryDay, isDeliveryDate } from './delivery-date';

describe('delivery date', () => {
  // 00:30 on 28 November in China, still 27 November in UTC.
  const now = new Date('2026-11-27T16:30:00Z');

  it("takes today in China's calendar as the earliest day, whatever the device's zone", () => {
    expect(earliestDeliveryDay(now)).toBe('2026-11-28');
  });

  it('refuses a day before today, with or without a time, and takes today and later', () => {
    expect(deliveryDateProblem('2026-11-27', now)).toBe('past');
    expect(deliveryDateProblem('2026-11-21 00:00:00', now)).toBe('past');
    expect(deliveryDateProblem('2026-11-28 00:00:00', now)).toBeNull();
    expect(deliveryDateProblem('2027-01-15', now)).toBeNull();
  });

  it('says a missing or malformed date first', () => {
    expect(deliveryDateProblem(' ', now)).toBe('required');
    expect(deliveryDateProblem('2026-02-30', now)).toBe('format');
    expect(deliveryDateProblem('11/28/2026', now)).toBe('format');
  });

  it('accepts a delivery date with or without time', () => {
    expect(isDeliveryDate('2026-12-20 09:30:00')).toBe(true);
    expect(isDeliveryDate('2026-12-20')).toBe(true);
    expect(isDeliveryDate('2026-12-20 24:00:00')).toBe(false);
    expect(isDeliveryDate('20.12.2026')).toBe(false);
  });
});
