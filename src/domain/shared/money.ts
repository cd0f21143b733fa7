/**
 * Money is integer fen everywhere it is stored or computed; the API speaks yuan with two decimals.
 * Branded so a fen amount cannot be passed where yuan is expected by accident.
 */
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

export type Locale = 'zh' | 'en';

/** ¥ for Chinese, $ for English (spec 1 §1): the amount is the same number, only the symbol differs. */
export function formatMoney(amountFen: number, locale: Locale): string {
  const symbol = locale === 'zh' ? '¥' : '$';
  const [whole = '0', cents = '00'] = fenToYuan(Math.abs(amountFen)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amountFen < 0 ? '-' : ''}${symbol}${grouped}.${cents}`;
}
