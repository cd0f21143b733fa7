import { afterEach, describe, expect, it } from 'vitest';
import { localDateTime } from './time';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('localDateTime', () => {
  it("shows one instant in the viewer's own zone, whatever offset it was sent with", () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(localDateTime('2026-11-22T02:05:00.000Z')).toBe('2026-11-22 10:05');
    expect(localDateTime('2026-11-22T10:05:00+08:00')).toBe('2026-11-22 10:05');
    process.env.TZ = 'UTC';
    expect(localDateTime('2026-11-22T10:05:00+08:00')).toBe('2026-11-22 02:05');
    expect(localDateTime(Date.UTC(2026, 10, 22, 2, 5))).toBe('2026-11-22 02:05');
  });

  it('leaves text that is not a time as it is', () => {
    expect(localDateTime('soon')).toBe('soon');
  });
});
