import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import { Fields, Section } from './section';

export function RemarkSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.remark')}>
      <Fields
        rows={[
          [t('detail.otherRequirement'), order.other_requirement],
          [t('detail.userRemark'), order.user_remark],
          [t('detail.remark'), order.remark],
        ]}
      />
    </Section>
  );
}
