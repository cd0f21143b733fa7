import { useState } from 'react';
import { Alert, Button, Container, Group, Modal, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notify } from '@/ui/notify';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { failureText } from '@/api/api-error';
import { advanceOrder, getFactoryBoard, orderKeys, reviewOrder, type FactoryBoardRow } from '@/api/orders';
import { ORDER_STATUS, orderStatusLabel } from '@/domain/orders/status';
import { DataTable, type Column } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { OrderNumLink } from './components/order-num-link';
import { PrintSheetButton } from './components/print-sheet-button';
import { SearchInput } from '@/ui/search-input';
import { orderTypeLabel } from '@/domain/orders/cart';
import { localeOf } from '@/domain/shared/locale';
import { listState } from '@/data/server-list-state';
import { useOnline } from '@/sync/network';
import { FilterRadioGroup } from '@/ui/filter-radio-group';

/** The statuses the factory works on: review, production steps, and delivery of shipped orders. */
const BOARD_STATUSES = [2, 13, 4, 5, 6, 7, 8, 9, 11, 10, 3, 12];

/**
 * The factory's production board (beyond the original): review paid orders (pass, or
 * fail with feedback) and move them through production one step at a time. Shown in place of
 * order management for factory accounts.
 */
export function FactoryBoard() {
  const { t, i18n } = useTranslation('orders');
  const lang = localeOf(i18n.language);
  const qc = useQueryClient();
  const [status, setStatus] = useState(ORDER_STATUS.underReview as number);
  const [skey, setSkey] = useState('');
  const [failing, setFailing] = useState<{ id: number; order_num: string } | null>(null);
  const [feedback, setFeedback] = useState('');
  const params = { status: status || undefined, skey: skey || undefined, size: 1000 };
  const online = useOnline();
  const board = useQuery({ queryKey: ['factory', params, lang], queryFn: () => getFactoryBoard(params), placeholderData: keepPreviousData, retry: false });

  const failed = (err: unknown) => notify.error(failureText(err, t('needsNetwork')));
  const moved = (order_num: string, to: number) => {
    notify.success(t('factory.moved', { order_num, label: orderStatusLabel(to, lang) }), { autoClose: 3000 });
    return Promise.all([qc.invalidateQueries({ queryKey: ['factory'] }), qc.invalidateQueries({ queryKey: orderKeys.all })]);
  };
  const review = useMutation({
    mutationFn: (v: { id: number; order_num: string; pass: boolean; feedback?: string }) => reviewOrder(v.id, v.pass, v.feedback),
    onSuccess: (r, v) => {
      setFailing(null);
      setFeedback('');
      return moved(v.order_num, r.order_status_id);
    },
    onError: failed,
  });
  const advance = useMutation({
    mutationFn: (v: { id: number; order_num: string }) => advanceOrder(v.id),
    onSuccess: (r, v) => moved(v.order_num, r.order_status_id),
    onError: failed,
  });

  const columns: Column<FactoryBoardRow>[] = [
    { key: 'orderNum', header: t('col.orderNum'), cell: (o) => <OrderNumLink order={o} /> },
    { key: 'orderType', header: t('col.orderType'), cell: (o) => orderTypeLabel(o, lang) },
    { key: 'categories', header: t('col.categories'), cell: (o) => o.categories },
    { key: 'customer', header: t('col.customer'), cell: (o) => o.user_name || o.group_buy_company_name || o.large_goods_company_name },
    { key: 'quantity', header: t('col.quantity'), cell: (o) => o.quantity },
    { key: 'amount', header: t('col.amount'), nowrap: true, cell: (o) => <Money yuan={o.payamount} /> },
    { key: 'status', header: t('col.status'), cell: (o) => orderStatusLabel(o.order_status_id, lang) },
    { key: 'delivery', header: t('col.delivery'), nowrap: true, cell: (o) => o.delivery_date ?? '—' },
    {
      key: 'actions',
      header: t('col.actions'),
      cell: (o) => (
        <BoardActions
          order={o}
          lang={lang}
          advancing={advance.isPending && advance.variables?.id === o.id}
          onPass={() => review.mutate({ id: o.id, order_num: o.order_num, pass: true })}
          onFail={() => setFailing({ id: o.id, order_num: o.order_num })}
          onAdvance={() => advance.mutate({ id: o.id, order_num: o.order_num })}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('factory.title')}
      </Title>
      {/* A refresh that failed over rows already shown; with none, the table itself says why. */}
      {board.isError && board.data && (
        <Alert color="red" mb="md">
          {t('listFailed')}
        </Alert>
      )}
      <Group justify="space-between" align="flex-start" mb="md">
        <FilterRadioGroup label={t('col.status')} value={String(status)} onChange={(v) => setStatus(Number(v))}>
          <Group gap="md">
            <Radio value="0" label={t('factory.all')} />
            {BOARD_STATUSES.map((s) => (
              <Radio key={s} value={String(s)} label={orderStatusLabel(s, lang)} />
            ))}
          </Group>
        </FilterRadioGroup>
        <SearchInput label={t('search')} onSearch={setSkey} />
      </Group>
      <DataTable
        rows={board.data?.list ?? []}
        rowKey={(o) => o.id}
        columns={columns}
        minWidth={900}
        testId="factory-board"
        rowProps={() => ({ 'data-testid': 'board-row' })}
        {...listState(board, online, { empty: t('empty'), unreachable: t('factory.needsNetwork') })}
      />
      <Modal opened={failing !== null} onClose={() => setFailing(null)} title={t('factory.failTitle')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!feedback.trim()) return notify.warning(t('factory.feedbackRequired'));
            if (failing) review.mutate({ ...failing, pass: false, feedback: feedback.trim() });
          }}
        >
          <Stack>
            <Text size="sm">{failing?.order_num}</Text>
            <Textarea label={t('factory.feedback')} withAsterisk autosize minRows={3} maxLength={1000} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setFailing(null)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red" loading={review.isPending}>
                {t('factory.fail')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  );
}

type BoardActionsProps = { order: FactoryBoardRow; lang: ReturnType<typeof localeOf>; advancing: boolean; onPass: () => void; onFail: () => void; onAdvance: () => void };

/** A board row's actions: print its sheet, review it, or move it to its next production step. */
function BoardActions({ order, lang, advancing, onPass, onFail, onAdvance }: BoardActionsProps) {
  const { t } = useTranslation('orders');
  return (
    // Wrapping, so a long English step name leaves every action on a tablet's screen.
    <Group gap={4}>
      <PrintSheetButton order={order} icon />
      {order.order_status_id === ORDER_STATUS.underReview && (
        <>
          <Button size="compact-xs" color="teal" onClick={onPass}>
            {t('factory.pass')}
          </Button>
          <Button size="compact-xs" color="red" variant="light" onClick={onFail}>
            {t('factory.fail')}
          </Button>
        </>
      )}
      {order.next_status_id !== null && (
        <Button
          size="compact-xs"
          variant="light"
          fullWidth
          // A long English step ("Move to Quality check") wraps inside the button, as wide as the
          // column, instead of running out of the table on a tablet.
          styles={{ root: { height: 'auto', minHeight: 'var(--button-height)' }, label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'start' } }}
          loading={advancing}
          onClick={onAdvance}
        >
          {t('factory.advance', { label: orderStatusLabel(order.next_status_id, lang) })}
        </Button>
      )}
    </Group>
  );
}
