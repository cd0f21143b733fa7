import { describe, expect, it } from 'vitest';
import { fenToUsdCents, formatMoney, formatMoneyMoved, formatYuan, type ExchangeRate } from './money';

const RATE: ExchangeRate = { currency: 'USD', cny_per_usd: '7.120000', date: '2026-11-20' };

describe('money as the interface shows it', () => {
  it('shows yuan with ¥ in Chinese', () => {
    expect(formatMoney(180_000, 'zh', RATE)).toBe('¥1,800.00');
    expect(formatMoney(-5, 'zh')).toBe('-¥0.05');
    expect(formatYuan(123_456_789)).toBe('¥1,234,567.89');
  });

  it('converts to US dollars at the rate in English: a ¥1,800 jacket is $252.81, not $1,800.00', () => {
    expect(formatMoney(180_000, 'en', RATE)).toBe('$252.81');
    expect(formatMoney(-180_000, 'en', RATE)).toBe('-$252.81');
    expect(formatMoney(0, 'en', RATE)).toBe('$0.00');
  });

  it('writes money that moves with the yuan beside the dollars in English only', () => {
    expect(formatMoneyMoved(380_000, 'en', RATE)).toBe('$533.71 (¥3,800.00)');
    expect(formatMoneyMoved(380_000, 'zh', RATE)).toBe('¥3,800.00');
    expect(formatMoneyMoved(380_000, 'en', null)).toBe('CN¥3,800.00');
  });

  it('never puts $ beside a yuan figure: without a rate English shows CN¥', () => {
    expect(formatMoney(180_000, 'en', null)).toBe('CN¥1,800.00');
  });

  it('rounds half away from zero, exactly, for large amounts', () => {
    const one: ExchangeRate = { ...RATE, cny_per_usd: '2' };
    expect(fenToUsdCents(1, one)).toBe(1); // 0.5 cent
    expect(fenToUsdCents(-1, one)).toBe(-1);
    expect(fenToUsdCents(3, one)).toBe(2); // 1.5 cents
    expect(fenToUsdCents(90_000_000_000_000, RATE)).toBe(12_640_449_438_202);
    expect(() => fenToUsdCents(100, { ...RATE, cny_per_usd: '0' })).toThrow(RangeError);
  });
});
