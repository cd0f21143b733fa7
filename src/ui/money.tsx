import { useTranslation } from 'react-i18next';
import { formatMoney, yuanToFen, type Locale } from '@/domain/shared/money';

type MoneyProps = { yuan: string | number; className?: string };

/** An amount in the user's currency symbol: ¥ in Chinese, $ in English (spec 1 §1). */
export function Money({ yuan, className }: MoneyProps) {
  const { i18n } = useTranslation();
  const amount = yuanToFen(typeof yuan === 'number' ? yuan.toFixed(2) : yuan) ?? 0;
  return (
    <span className={className} data-testid="money">
      {formatMoney(amount, (i18n.language === 'en' ? 'en' : 'zh') as Locale)}
    </span>
  );
}
