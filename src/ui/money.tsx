import { createContext, useContext } from 'react';
import { useTranslation } from '@/ui/i18n';
import { formatMoney, formatMoneyMoved, yuanToFen, type ExchangeRate } from '@/domain/shared/money';
import { localeOf } from '@/domain/shared/locale';

/** The business's dollar rate, provided by the signed-in shell (null before it is known). */
export const ExchangeRateContext = createContext<ExchangeRate | null>(null);

export type MoneyFormat = (yuan: string | number, opts?: { withYuan?: boolean }) => string;

/**
 * Formats yuan amounts for the interface: ¥ in Chinese; in English, dollars at the business's rate
 * (spec 1 §1), with `withYuan` the yuan figure beside it where money is paid or refunded, since
 * that is what moves.
 */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const rate = useContext(ExchangeRateContext);
  const locale = localeOf(i18n.language);
  return (yuan, opts) => {
    const amount = yuanToFen(typeof yuan === 'number' ? yuan.toFixed(2) : yuan) ?? 0;
    return opts?.withYuan ? formatMoneyMoved(amount, locale, rate) : formatMoney(amount, locale, rate);
  };
}

type MoneyProps = { yuan: string | number; className?: string; withYuan?: boolean };

/** An amount in the user's currency: ¥ in Chinese, $ at the business's rate in English. */
export function Money({ yuan, className, withYuan = false }: MoneyProps) {
  const format = useMoneyFormat();
  return (
    <span className={className} data-testid="money">
      {format(yuan, { withYuan })}
    </span>
  );
}
