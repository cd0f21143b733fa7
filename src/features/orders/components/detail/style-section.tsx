import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import { Section } from './section';

export function StyleSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.style')}>
      {order.detail_info.map((d) => (
        <Group key={d.id} gap="xs">
          <Text size="sm" fw={600}>
            {d.category_name}
          </Text>
          <Text size="sm">
            {t('detail.wearing')}: {d.wearing_style || '—'}
          </Text>
          {d.special_shape_info.map((s) => (
            <Badge key={s.shape_name} variant="light">
              {s.shape_name}: {s.shape_item}
            </Badge>
          ))}
        </Group>
      ))}
    </Section>
  );
}
