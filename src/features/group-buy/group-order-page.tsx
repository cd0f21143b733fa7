import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { groupApi, groupKeys } from '@/api/group-buy';
import { STAGE } from '@/domain/group-buy/contract';
import { useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { PageHeader } from '@/ui/page-header';
import { AssignStage } from './assign-stage';
import { CheckStage, PlacedStage } from './check-stage';
import { EntryStage } from './entry-stage';
import { ReviewStage } from './review-stage';
import { SizingStage } from './sizing-stage';
import { StageBar, StageTimeline } from '@/ordering/components/group-stages';
import { useReportedFailure, useStageAct } from './use-stage-act';

/** One group order at its stage: /home/groupPurchase/new starts one. */
export function GroupOrderPage() {
  const { t } = useTranslation('group_buy');
  const { id: raw } = useParams();
  const id = raw === 'new' ? null : Number(raw);
  const { index, loading } = useFastCatalogue();
  const act = useStageAct();
  const detail = useQuery({ queryKey: groupKeys.detail(id ?? 0), queryFn: () => groupApi.detail(id!), enabled: id !== null && Number.isInteger(id) });
  const order = detail.data ?? null;
  useReportedFailure('group_buy.detail', detail.error);
  const stage = order?.stage ?? STAGE.entry;

  return (
    <Container size="xl" py="lg" data-testid="group-order">
      {/* Above the Stack, not in it: PageHeader's margin of md stands for the Stack's gap; inside, the two would add up. */}
      <PageHeader title={`${t('title')}${order ? ` #${order.id}` : ''}`}>
        <Group gap="sm">
          {order?.measuring_task_id && (
            <Anchor component={Link} to={`/home/measuringDetails?id=${order.measuring_task_id}`} size="sm" data-testid="group-task">
              {t('assign.task', { id: order.measuring_task_id })}
            </Anchor>
          )}
          <Button variant="default" component={Link} to="/home/groupPurchase">
            {t('back')}
          </Button>
        </Group>
      </PageHeader>
      <Stack gap="md">
        <StageBar stage={stage} />
        {(loading || (id !== null && detail.isPending)) && <Loader />}
        {detail.isError && (
          <Alert color="red" variant="light">
            {failureText(detail.error, t('needs_network'))}
          </Alert>
        )}
        {index && (id === null || order) && (
          <>
            {stage === STAGE.entry && <EntryStage key={order?.update_time ?? 'new'} order={order} index={index} />}
            {order && stage === STAGE.review && <ReviewStage order={order} index={index} act={act} />}
            {order && stage === STAGE.assign && <AssignStage order={order} index={index} act={act} />}
            {order && stage === STAGE.sizing && <SizingStage order={order} index={index} act={act} />}
            {order && stage === STAGE.check && <CheckStage order={order} index={index} />}
            {order && stage === STAGE.placed && <PlacedStage order={order} />}
            {order && <StageTimeline moves={order.moves} />}
          </>
        )}
        {!index && !loading && <Text c="dimmed">{t('needs_network')}</Text>}
      </Stack>
    </Container>
  );
}
