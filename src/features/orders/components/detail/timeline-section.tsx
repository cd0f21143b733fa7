import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import { Section } from './section';
import { localDateTime } from '@/ui/time';

/** "Review passed · Review passed" says it once. */
function moveTitle(move: string, status: string): string {
  return move === status ? move : `${move} · ${status}`;
}

export function TimelineSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('detail.timeline')}>
      <Timeline active={order.timeline.length - 1} bulletSize={16} data-testid="order-timeline">
        {order.timeline.map((h, i) => (
          <Timeline.Item key={`${h.time}-${i}`} title={moveTitle(t(`detail.moves.${h.action}`, { defaultValue: h.action }), h.to_status_name)}>
            <Text size="xs" c="dimmed">
              {localDateTime(h.time)} {h.actor ? t('detail.by', { name: h.actor }) : ''}
            </Text>
            {h.note && <Text size="sm">{h.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
