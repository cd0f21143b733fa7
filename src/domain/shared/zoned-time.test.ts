import { describe, expect, it } from 'vitest';
import { endOfZonedDay, isTimeZone, startOfZonedDay, zonedDateTime } from './zoned-time';

describe('days and clock times in the viewer zone', () => {
  it('shows an instant as the zone clock shows it', () => {
    const instant = '2026-10-10T02:30:00Z';
    expect(zonedDateTime(instant, 'Asia/Shanghai')).toBe('2026-10-10 10:30:00');
    expect(zonedDateTime(instant, 'UTC')).toBe('2026-10-10 02:30:00');
    expect(zonedDateTime(instant, 'America/New_York')).toBe('2026-10-09 22:30:00');
  });

  it('places a day between its midnights in the zone, daylight saving included', () => {
    expect(startOfZonedDay('2026-10-10', 'Asia/Shanghai').toISOString()).toBe('2026-10-09T16:00:00.000Z');
    expect(endOfZonedDay('2026-10-10', 'Asia/Shanghai').toISOString()).toBe('2026-10-10T16:00:00.000Z');
    expect(startOfZonedDay('2026-10-10', 'UTC').toISOString()).toBe('2026-10-10T00:00:00.000Z');
    // Berlin's clocks go back on 25 October 2026: that day lasts 25 hours.
    expect(startOfZonedDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfZonedDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(endOfZonedDay('2026-12-31', 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows the zones it can use', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
