import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { groupApi, groupKeys } from '@/api/group-buy';
import type { OrderDetail } from '@/domain/orders/wire';
import { StageTimeline } from '@/ordering/components/group-stages';
import { Section } from './section';

/** A group purchase order (type 3): the five stages it went through and the measuring task made for it. */
export function GroupStagesSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('group_buy');
  const group = useQuery({ queryKey: groupKeys.byOrder(order.id), queryFn: () => groupApi.byOrder(order.id), enabled: order.layout === 'group', retry: false });
  if (!group.data) return null;
  return (
    <Section title={t('timeline')}>
      <Group gap="lg" mb="sm">
        <Anchor component={Link} to={`/home/groupPurchase/${group.data.id}`} size="sm" data-testid="detail-group-order">
          {t('title')} #{group.data.id}
        </Anchor>
        {group.data.measuring_task_id && (
          <Anchor component={Link} to={`/home/measuringDetails?id=${group.data.measuring_task_id}`} size="sm">
            {t('assign.task', { id: group.data.measuring_task_id })}
          </Anchor>
        )}
      </Group>
      <StageTimeline moves={group.data.moves} bare />
    </Section>
  );
}
