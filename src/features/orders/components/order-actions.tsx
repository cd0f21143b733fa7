import { useState } from 'react';
import { Modal, Stack, Table, Text, Timeline } from '@mantine/core';
import { FormDialog } from '@/data/form-dialog';
import { localDateTime } from '@/ui/time';
import { ReorderSchema } from '@/domain/orders/contract';
import { DELIVERY_DATE_PAST, deliveryDateProblem, earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { RowActions } from '@/ui/row-actions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { getLogistics, orderKeys } from '@/api/orders';
import type { OrderAction } from '@/domain/orders/status';
import type { OrderSummary } from '@/domain/orders/wire';
import { useOnline } from '@/sync/network';
import { useOrderAction, type MutatingAction } from '../api/use-order-action';
import { DayField } from '@/ui/day-field';
import { useOpenedAfterMount } from '@/ui/use-opened-after-mount';

const MUTATING: readonly OrderAction[] = ['cancel', 'delete', 'edit', 'applyHosting', 'applyShipping', 'reorder'];

type OrderActionsProps = { order: Pick<OrderSummary, 'id' | 'order_num' | 'actions' | 'review_feedback'>; onDone?: (action: MutatingAction) => void };

/** The row actions of an order by its status (spec 1 §4), every one of them working. */
export function OrderActions({ order, onDone }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const online = useOnline();
  const action = useOrderAction();
  const [feedback, setFeedback] = useState(false);
  const [logistics, setLogistics] = useState(false);

  const [reordering, setReordering] = useState(false);

  const confirm = (a: MutatingAction) => {
    if (!online) return notify.warning(t('needsNetwork'), { autoClose: 3000 });
    // A copy needs a new delivery date: asked here, not discovered when the cart is submitted.
    if (a === 'reorder') return setReordering(true);
    confirmAction({
      title: t(`action.${a}`),
      message: t(`confirm.${a}`, { order_num: order.order_num }),
      danger: a === 'delete' || a === 'cancel',
      cancelled: t('cancelled'),
      // mutateAsync, not mutate's callbacks: those are dropped when the row unmounts, and a
      // cancel, delete or edit removes the row from the refreshed list before they would run.
      onConfirm: async () => {
        try {
          const out = await action.mutateAsync({ action: a, id: order.id });
          notify.success(t(`done.${a}`, { tracking: out.tracking, order_num: out.order_num }), { autoClose: 3000 });
          onDone?.(a);
        } catch (err) {
          notify.error(failureText(err, t('needsNetwork')));
        }
      },
    });
  };

  if (!order.actions.length)
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <RowActions
      label={t('col.actions')}
      actions={order.actions.map((a) => ({
        key: a,
        label: t(`action.${a}`),
        variant: a === 'cancel' || a === 'delete' ? 'light' : 'subtle',
        color: a === 'cancel' || a === 'delete' ? 'red' : undefined,
        loading: action.isPending && action.variables?.action === a && action.variables.id === order.id,
        onClick: () => {
          if (a === 'feedback') return setFeedback(true);
          if (a === 'logistics') return setLogistics(true);
          if (MUTATING.includes(a)) confirm(a as MutatingAction);
        },
      }))}
    >
      <Modal opened={feedback} onClose={() => setFeedback(false)} title={t('feedbackTitle')} centered>
        <Text>{order.review_feedback || t('noFeedback')}</Text>
      </Modal>
      {logistics && <LogisticsDialog orderId={order.id} onClose={() => setLogistics(false)} />}
      <FormDialog
        opened={reordering}
        onClose={() => setReordering(false)}
        title={t('action.reorder')}
        intro={<Text size="sm">{t('confirm.reorder', { order_num: order.order_num })}</Text>}
        initialValues={{ delivery_date: '' }}
        validate={(v) => (!v.delivery_date ? { delivery_date: t('delivery_date_required') } : deliveryDateProblem(v.delivery_date) === 'past' ? { delivery_date: t(DELIVERY_DATE_PAST) } : {})}
        schema={ReorderSchema}
        toInput={(v) => ({ order_id: order.id, delivery_date: v.delivery_date })}
        needsNetwork={t('needsNetwork')}
        submitLabel={t('common:actions.confirm')}
        onSubmit={async (v) => {
          const out = await action.mutateAsync({ action: 'reorder', id: order.id, deliveryDate: v.delivery_date });
          setReordering(false);
          notify.success(t('done.reorder', { order_num: out.order_num }), { autoClose: 3000 });
          onDone?.('reorder');
        }}
      >
        {(form) => <DayField label={t('detail.delivery')} minDate={earliestDeliveryDay()} testId="reorder-delivery" {...form.getInputProps('delivery_date')} />}
      </FormDialog>
    </RowActions>
  );
}

function LogisticsDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const { data, error } = useQuery({ queryKey: [...orderKeys.logistics(orderId), i18n.language], queryFn: () => getLogistics(orderId), retry: false });
  // Drawn only while open: opened a commit later, and the focus goes back to the row's button on closing.
  const drawnOpen = useOpenedAfterMount(true);
  return (
    <Modal opened={drawnOpen} onClose={onClose} title={t('logisticsTitle')} centered size="lg">
      {error && <Text c="red">{failureText(error, t('needsNetwork'))}</Text>}
      {data && (
        <Stack>
          <Table variant="vertical" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{t('carrier')}</Table.Th>
                <Table.Td>{data.carrier}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('tracking')}</Table.Th>
                <Table.Td data-testid="tracking-no">{data.tracking_no}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('receiver')}</Table.Th>
                <Table.Td>
                  {data.receiver} {data.phone}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('address')}</Table.Th>
                <Table.Td>{data.address}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Timeline active={data.events.length - 1} bulletSize={14}>
            {[...data.events].map((e) => (
              <Timeline.Item key={e.time + e.text} title={e.text}>
                <Text size="xs" c="dimmed">
                  {localDateTime(e.time)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Modal>
  );
}
