import { Alert, Button, Container, Group, Loader, Paper, Text } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { getCartDetail, getOrderDetail, orderKeys } from '@/api/orders';
import { orderStatusLabel } from '@/domain/orders/status';
import { OrderActions } from './components/order-actions';
import { PrintSheetButton } from './components/print-sheet-button';
import { BomSection } from './components/detail/bom-section';
import { CraftSection } from './components/detail/craft-section';
import { CustomerSection } from './components/detail/customer-section';
import { GoodsSection } from './components/detail/goods-section';
import { MeasureSection } from './components/detail/measure-section';
import { ModelSection } from './components/detail/model-section';
import { PriceSection } from './components/detail/price-section';
import { RemarkSection } from './components/detail/remark-section';
import { StyleSection } from './components/detail/style-section';
import { GroupStagesSection } from './components/detail/group-stages-section';
import { TimelineSection } from './components/detail/timeline-section';
import { localeOf } from '@/domain/shared/locale';

/**
 * Spec 1 §2 order detail, for both /home/cart-detail/:id/:order_num and
 * /home/orderDetail/:order_num?id=…&type=… : every section by layout, the price, the timeline.
 */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = localeOf(i18n.language);
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const fromCart = params.id !== undefined;
  const id = Number(params.id ?? search.get('id'));
  const { data: order, error, isPending } = useQuery({
    queryKey: [...orderKeys.detail(id), lang],
    queryFn: () => (fromCart ? getCartDetail(id) : getOrderDetail(id)),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('detail.title')}>
        <Button variant="default" onClick={() => navigate(-1)}>
          {t('detail.back')}
        </Button>
      </PageHeader>
      {error && <Alert color="red">{failureText(error, t('needsNetwork'))}</Alert>}
      {isPending && !error && <Loader />}
      {order && (
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="lg">
            <Group gap="xl">
              <Text>
                {t('detail.orderNum')}: <b data-testid="detail-order-num">{order.order_num}</b>
              </Text>
              <Text>
                {t('detail.delivery')}: {order.delivery_date ?? '—'}
              </Text>
              <Text>
                {t('detail.status')}: <b>{orderStatusLabel(order.order_status_id, lang)}</b>
              </Text>
            </Group>
            <Group gap="xs">
              <PrintSheetButton order={order} />
              {order.actions.length > 0 && <OrderActions order={order} onDone={(a) => (a === 'delete' ? navigate(-1) : undefined)} />}
            </Group>
          </Group>
          <CustomerSection order={order} />
          <GoodsSection order={order} />
          {/* A foreign order has no 3D model, and its one size per garment is in its goods. */}
          {order.layout !== 'foreign' && <ModelSection order={order} />}
          {order.layout !== 'foreign' && <MeasureSection order={order} />}
          <StyleSection order={order} />
          <CraftSection order={order} />
          <BomSection order={order} />
          <RemarkSection order={order} />
          <PriceSection order={order} />
          <GroupStagesSection order={order} />
          <TimelineSection order={order} />
        </Paper>
      )}
    </Container>
  );
}
