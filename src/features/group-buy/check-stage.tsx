import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { listState } from '@/data/server-list-state';
import { useOnline } from '@/sync/network';
import { refreshCart } from '@/api/cart-count';
import { groupApi, groupKeys, reportGroupFailure } from '@/api/group-buy';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { GoodsSummary } from './goods-summary';
import { Fact } from './review-stage';
import { SizeCountTables, useGroupSizes } from './sizing-stage';

/** 业务核对: people, garments, fabric and price of the order as it will be placed; then the cart. */
export function CheckStage({ order, index }: { order: GroupOrder; index: CatalogueIndex }) {
  const { t } = useTranslation('group_buy');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const online = useOnline();
  const people = useQuery({ queryKey: groupKeys.people(order.id), queryFn: () => groupApi.people(order.id) });
  const persons = people.data?.list.length ?? 0;
  const sizes = useGroupSizes(order, people.data?.list);
  const metres = order.goods_info.reduce((s, g) => s + (index.category.get(g.category_id)?.unit_consumption ?? 0) * persons, 0);
  const amount = order.goods_info.reduce((s, g, i) => s + Number(order.prices[i] ?? 0) * persons, 0);
  const place = async () => {
    setBusy(true);
    try {
      await groupApi.addOrder(order.id, key.current);
      notify.success(t('added_to_cart'));
      refreshCart(qc);
      await qc.invalidateQueries({ queryKey: groupKeys.all });
      navigate('/home/cart?source=group');
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.add_order', err);
    } finally {
      setBusy(false);
    }
  };
  // No figures of people never read: 0 persons, 0 pieces and ¥0.00 would read as an empty order.
  if (!people.data) {
    const state = listState(people, online, { empty: '', unreachable: t('needs_network') });
    return state.loading ? <Loader size="sm" /> : <Alert color="orange" data-testid="check-unread">{state.empty}</Alert>;
  }
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
          <Fact label={t('check.persons')} testId="check-persons">
            {persons}
          </Fact>
          <Fact label={t('check.pieces')}>{persons * order.goods_info.length}</Fact>
          <Fact label={t('check.metres')}>{t('check.metres_value', { metres: metres.toFixed(1) })}</Fact>
          <Fact label={t('check.amount')} testId="check-amount">
            <Money yuan={amount.toFixed(2)} />
          </Fact>
        </SimpleGrid>
        <GoodsSummary order={order} index={index} pieces={persons} />
      </Paper>
      <SizeCountTables order={order} index={index} sizes={sizes} />
      <Group justify="flex-end">
        <Button color="red" size="md" onClick={() => void place()} loading={busy} disabled={!people.data} data-testid="check-add-to-cart">
          {t('check.add_to_cart')}
        </Button>
      </Group>
    </Stack>
  );
}

/** In the cart: the order it became. */
export function PlacedStage({ order }: { order: GroupOrder }) {
  const { t } = useTranslation('group_buy');
  return (
    <Paper withBorder p="md" radius="md" data-testid="group-placed">
      {order.order_num ? (
        <Anchor component={Link} to={`/home/orderDetail/${order.order_num}?id=${order.order_id}&type=group`}>
          {t('placed', { num: order.order_num })}
        </Anchor>
      ) : (
        t('stages.6')
      )}
    </Paper>
  );
}
