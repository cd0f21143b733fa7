import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import { Section } from './section';
import { SizeTables } from './size-tables';

export function MeasureSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const withSizes = order.detail_info.filter((d) => d.size_info.length);
  if (!withSizes.length) return null;
  return (
    <Section title={t('detail.measure')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="detail-measure">
        {withSizes.map((d) => (
          <Stack key={d.id} gap={4}>
            <Text fw={600} size="sm">
              {d.category_name}
            </Text>
            <SizeTables sizes={d.size_info} />
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
