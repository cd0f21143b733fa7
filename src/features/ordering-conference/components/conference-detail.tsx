import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link } from 'react-router-dom';
import { conferenceApi, conferenceKeys } from '@/api/ordering-conference';
import { CONFERENCE_STATUS, type ConferenceDetail, type Sample } from '@/domain/ordering-conference/contract';
import { totals } from '@/domain/ordering-conference/orders';
import { yuanToFen } from '@/domain/shared/money';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { confirmAction } from '@/ui/confirm';
import { useOnline } from '@/sync/network';
import { listState } from '@/data/server-list-state';
import { useServerAction } from '@/data/use-server-action';
import { notify } from '@/ui/notify';
import { BuyerTable } from './buyer-table';
import { ConferenceDialog, InviteDialog, SampleDialog } from './conference-dialogs';
import { SampleTable } from './sample-table';
import { TagSheet } from './tag-sheet';

/** While a conference is open its counts are refetched this often, so the totals follow the room. */
const LIVE_MS = 5_000;

type Dialog = 'edit' | 'sample' | 'invite' | 'tags' | null;

/**
 * One conference. The owner builds the sample line and the buyer list, prints the
 * tags, watches the totals by product and size as buyers order, and closes it into bulk orders;
 * a buyer sees the line with its own counts and opens each sample's tag to order.
 */
export function ConferenceView({ id }: { id: number }) {
  const { t } = useTranslation('ordering_conference');
  const online = useOnline();
  const detail = useQuery({
    queryKey: conferenceKeys.detail(id),
    queryFn: () => conferenceApi.detail(id),
    refetchInterval: (q) => (q.state.data?.conference.status === CONFERENCE_STATUS.open ? LIVE_MS : false),
  });
  const state = listState(detail, online, { empty: '', unreachable: t('needs_network') });
  if (state.empty) return <Text c="red">{state.empty}</Text>;
  if (!detail.data) return <Text c="dimmed">…</Text>;
  return <Body data={detail.data} />;
}

function Body({ data }: { data: ConferenceDetail }) {
  const { t, i18n } = useTranslation('ordering_conference');
  const qc = useQueryClient();
  const { index } = useFastCatalogue();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { conference, samples, lines, orders } = data;
  const owner = conference.role === 'owner';
  const open = conference.status === CONFERENCE_STATUS.open;
  const sum = useMemo(() => totals(lines), [lines]);
  const refresh = () => qc.invalidateQueries({ queryKey: conferenceKeys.all });
  // Closing, removing a sample and withdrawing an invitation say they were done or why not.
  const act = useServerAction({ unanswered: t('needs_network'), refresh: conferenceKeys.all });
  const amount = samples.reduce((n, s) => n + (yuanToFen(s.price) ?? 0) * (sum.bySample.get(s.id) ?? 0), 0);
  const categoryName = (s: Sample) => {
    const c = index?.category.get(s.category_id);
    return c ? pickName(i18n.language, c.name, c.name_en) : String(s.category_id);
  };

  const close = () =>
    confirmAction({
      title: t('close'),
      message: t('close_confirm', { pieces: sum.pieces, buyers: new Set(lines.map((l) => l.buyer_id)).size }),
      onConfirm: () => act(() => conferenceApi.close(conference.id, crypto.randomUUID()), (res) => t('closed_done_n', { count: res.orders.length })),
    });

  return (
    <Stack data-testid="conference-detail">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Group gap="xs">
            <Title order={3}>{conference.name}</Title>
            <Badge color={open ? 'teal' : 'gray'} data-testid="conference-status">
              {t(`status.${conference.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {conference.start_date} ~ {conference.end_date} · {conference.owner_name}
          </Text>
        </div>
        {owner && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('tags')} disabled={samples.length === 0} data-testid="conference-tags">
              {t('tags')}
            </Button>
            {open && (
              <>
                <Button variant="default" onClick={() => setDialog('edit')}>
                  {t('edit')}
                </Button>
                <Button color="orange" onClick={close} data-testid="conference-close">
                  {t('close')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>

      <SampleTable
        conference={conference}
        samples={samples}
        sum={sum}
        amount={amount}
        owner={owner}
        open={open}
        categoryName={categoryName}
        onAdd={() => setDialog('sample')}
        act={act}
      />

      {owner && <BuyerTable data={data} open={open} onInvite={() => setDialog('invite')} act={act} />}

      {!owner && orders.length > 0 && (
        <Paper withBorder p="md" radius="md" data-testid="conference-my-orders">
          <Text>{t('my_orders', { orders: orders.map((o) => o.order_num).join(', ') })}</Text>
          <Anchor component={Link} to="/home/cart">
            {t('go_cart')}
          </Anchor>
        </Paper>
      )}

      <ConferenceDialog opened={dialog === 'edit'} conference={conference} onClose={() => setDialog(null)} onSave={async (v) => (await conferenceApi.save({ ...v, id: conference.id }), setDialog(null), notify.success(t('saved')), await refresh())} />
      <SampleDialog opened={dialog === 'sample'} conferenceId={conference.id} taken={samples.map((s) => s.product_no)} onClose={() => setDialog(null)} onSave={async (v) => (await conferenceApi.addSample(v), setDialog(null), notify.success(t('sample_added')), await refresh())} />
      <InviteDialog opened={dialog === 'invite'} conferenceId={conference.id} onClose={() => setDialog(null)} onSave={async (phone) => (await conferenceApi.invite(conference.id, phone), setDialog(null), notify.success(t('invited')), await refresh())} />
      <TagSheet opened={dialog === 'tags'} title={conference.name} samples={samples} onClose={() => setDialog(null)} />
    </Stack>
  );
}
