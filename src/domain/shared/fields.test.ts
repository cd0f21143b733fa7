import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDateOrEmpty } from './fields';

describe('calendarDate', () => {
  it('takes a day that exists, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect([day, calendarDate().safeParse(day).success]).toEqual([day, true]);
  });

  it('refuses a day no calendar has, naming the field, and a missing one as required', () => {
    for (const day of ['2026-02-30', '2025-02-29', '1900-02-29', '0000-00-00', '0000-01-01', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '2026-01-01T00:00:00Z']) {
      const parsed = calendarDate().safeParse(day);
      expect([day, parsed.error?.issues[0]?.message]).toEqual([day, 'field.date']);
    }
    expect(calendarDate('x:date_required').safeParse('').error?.issues[0]?.message).toBe('x:date_required');
  });

  it('or none: an empty text is no day, a wrong one is refused as above', () => {
    expect(calendarDateOrEmpty().safeParse('').success).toBe(true);
    expect(calendarDateOrEmpty().safeParse('2026-02-30').error?.issues[0]?.message).toBe('field.date');
  });
});
