import { Image, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import { Section } from './section';

export function ModelSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.model')}>
      {order['3d_image'] ? (
        <Image src={order['3d_image']} h={240} w="auto" fit="contain" alt={t('detail.model')} data-testid="detail-model" />
      ) : (
        <Text c="dimmed" data-testid="detail-no-model">
          {t('detail.noModel')}
        </Text>
      )}
    </Section>
  );
}
