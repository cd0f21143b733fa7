/**
 * Money is integer fen everywhere it is stored or computed; the API speaks yuan with two decimals.
 * Branded so a fen amount cannot be passed where yuan is expected by accident.
 */
import type { Locale } from './locale';
export type Fen = number & { readonly __unit: 'fen' };

export function fen(value: number): Fen {
  if (!Number.isSafeInteger(value)) throw new RangeError(`fen must be a safe integer, got ${value}`);
  return value as Fen;
}

/** 12345 fen -> "123.45" */
export function fenToYuan(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "123.45" or 123.45 -> 12345 fen; rejects more than two decimals instead of rounding money silently. */
export function yuanToFen(yuan: string | number): Fen | null {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const whole = Number(m[2]);
  const cents = Number((m[3] ?? '').padEnd(2, '0'));
  const value = whole * 100 + cents;
  return fen(m[1] ? -value : value);
}


/**
 * The business's rate for showing yuan amounts in US dollars (spec 1 §1 asks for dollars in the
 * English interface): yuan per dollar as a decimal string, and the day it was set for. Amounts are
 * stored and settled in yuan fen; dollars are only ever shown.
 */
export type ExchangeRate = { currency: 'USD'; cny_per_usd: string; date: string };

/** US cents for an amount in fen at the rate, rounded half away from zero (exact integer arithmetic). */
export function fenToUsdCents(amountFen: number, rate: ExchangeRate): number {
  const micro = BigInt(Math.round(Number(rate.cny_per_usd) * 1e6));
  if (micro <= 0n) throw new RangeError(`exchange rate must be positive, got ${rate.cny_per_usd}`);
  // fen / (yuan per dollar) = cents; scaled by 10^6 for the rate's six decimals.
  const cents = (BigInt(Math.abs(Math.trunc(amountFen))) * 2_000_000n + micro) / (2n * micro);
  return amountFen < 0 ? -Number(cents) : Number(cents);
}

function withSymbol(amount: number, symbol: string): string {
  const [whole = '0', cents = '00'] = fenToYuan(Math.abs(amount)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${symbol}${grouped}.${cents}`;
}

/** An amount in yuan with its sign: ¥1,800.00. */
export function formatYuan(amountFen: number): string {
  return withSymbol(amountFen, '¥');
}

/**
 * An amount as the interface shows it: ¥ and yuan in Chinese; in English, $ and the amount
 * converted at the business's rate, or without a rate CN¥ and yuan, so a dollar sign never stands
 * beside a yuan figure.
 */
export function formatMoney(amountFen: number, locale: Locale, rate: ExchangeRate | null = null): string {
  if (locale === 'zh') return formatYuan(amountFen);
  if (!rate) return withSymbol(amountFen, 'CN¥');
  return withSymbol(fenToUsdCents(amountFen, rate), '$');
}

/**
 * An amount of money that is paid or refunded: in English the yuan figure stands beside the dollars
 * (¥ is what moves); otherwise as formatMoney. The pay dialog and the server's payment refusal
 * write it alike.
 */
export function formatMoneyMoved(amountFen: number, locale: Locale, rate: ExchangeRate | null = null): string {
  const shown = formatMoney(amountFen, locale, rate);
  return locale === 'en' && rate ? `${shown} (${formatYuan(amountFen)})` : shown;
}
