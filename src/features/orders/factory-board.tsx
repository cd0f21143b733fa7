import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Modal, Radio, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notify } from '@/ui/notify';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { advanceOrder, getFactoryBoard, orderKeys, reviewOrder } from '@/api/orders';
import { ORDER_STATUS, orderStatusLabel } from '@/domain/orders/status';
import { Money } from '@/ui/money';

/** The statuses the factory works on: review, production steps, and delivery of shipped orders. */
const BOARD_STATUSES = [2, 13, 4, 5, 6, 7, 8, 9, 11, 10, 3, 12];

/**
 * The factory's production board (issue 5, beyond the original): review paid orders (pass, or
 * fail with feedback) and move them through production one step at a time. Shown in place of
 * order management for factory accounts.
 */
export function FactoryBoard() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const qc = useQueryClient();
  const [status, setStatus] = useState(ORDER_STATUS.underReview as number);
  const [search, setSearch] = useState('');
  const [skey] = useDebouncedValue(search.trim(), 300);
  const [failing, setFailing] = useState<{ id: number; order_num: string } | null>(null);
  const [feedback, setFeedback] = useState('');
  const params = { status: status || undefined, skey: skey || undefined, size: 1000 };
  const board = useQuery({ queryKey: ['factory', params, lang], queryFn: () => getFactoryBoard(params), placeholderData: keepPreviousData, retry: false });

  const failed = (err: unknown) => notify.error(err instanceof ApiError && err.kind !== 'network' ? err.message : t('needsNetwork'));
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

  return (
    <Container size="xl" py="lg">
      <Title order={2} mb="md">
        {t('factory.title')}
      </Title>
      {board.isError && (
        <Alert color="red" mb="md">
          {t('listFailed')}
        </Alert>
      )}
      <Group justify="space-between" align="flex-start" mb="md">
        <Radio.Group value={String(status)} onChange={(v) => setStatus(Number(v))}>
          <Group gap="md">
            <Radio value="0" label={t('factory.all')} />
            {BOARD_STATUSES.map((s) => (
              <Radio key={s} value={String(s)} label={orderStatusLabel(s, lang)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput placeholder={t('search')} aria-label={t('search')} w={260} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Group>
      <Table striped data-testid="factory-board">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.orderNum')}</Table.Th>
            <Table.Th>{t('col.categories')}</Table.Th>
            <Table.Th>{t('col.customer')}</Table.Th>
            <Table.Th>{t('col.quantity')}</Table.Th>
            <Table.Th>{t('col.amount')}</Table.Th>
            <Table.Th>{t('col.status')}</Table.Th>
            <Table.Th>{t('col.delivery')}</Table.Th>
            <Table.Th>{t('col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(board.data?.list ?? []).map((o) => (
            <Table.Tr key={o.id} data-testid="board-row">
              <Table.Td>
                <Anchor component={Link} to={`/home/orderDetail/${o.order_num}?id=${o.id}&type=${o.layout}`} size="sm">
                  {o.order_num}
                </Anchor>
              </Table.Td>
              <Table.Td>{o.categories}</Table.Td>
              <Table.Td>{o.user_name || o.group_buy_company_name || o.large_goods_company_name}</Table.Td>
              <Table.Td>{o.quantity}</Table.Td>
              <Table.Td>
                <Money yuan={o.payamount} />
              </Table.Td>
              <Table.Td>{orderStatusLabel(o.order_status_id, lang)}</Table.Td>
              <Table.Td>{o.delivery_date ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {o.order_status_id === ORDER_STATUS.underReview && (
                    <>
                      <Button size="compact-xs" color="teal" onClick={() => review.mutate({ id: o.id, order_num: o.order_num, pass: true })}>
                        {t('factory.pass')}
                      </Button>
                      <Button size="compact-xs" color="red" variant="light" onClick={() => setFailing({ id: o.id, order_num: o.order_num })}>
                        {t('factory.fail')}
                      </Button>
                    </>
                  )}
                  {o.next_status_id !== null && (
                    <Button size="compact-xs" variant="light" loading={advance.isPending && advance.variables?.id === o.id} onClick={() => advance.mutate({ id: o.id, order_num: o.order_num })}>
                      {t('factory.advance', { label: orderStatusLabel(o.next_status_id, lang) })}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {board.data && !board.data.list.length && (
        <Text c="dimmed" ta="center" mt="lg">
          {t('empty')}
        </Text>
      )}
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
