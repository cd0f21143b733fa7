import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { conferenceApi, conferenceKeys } from '@/api/ordering-conference';
import { CONFERENCE_STATUS, type ConferenceDetail, type Sample } from '@/domain/ordering-conference/contract';
import { totals } from '@/domain/ordering-conference/orders';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { confirmAction } from '@/ui/confirm';
import { useOnline } from '@/sync/network';
import { DataTable } from '@/ui/data-table';
import { listState } from '@/data/server-list-state';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { ConferenceDialog, InviteDialog, SampleDialog } from './conference-dialogs';
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
  const { conference, samples, buyers, lines, orders } = data;
  const owner = conference.role === 'owner';
  const open = conference.status === CONFERENCE_STATUS.open;
  const sum = useMemo(() => totals(lines), [lines]);
  const refresh = () => qc.invalidateQueries({ queryKey: conferenceKeys.all });
  const amount = samples.reduce((n, s) => n + (yuanToFen(s.price) ?? 0) * (sum.bySample.get(s.id) ?? 0), 0);
  const categoryName = (s: Sample) => {
    const c = index?.category.get(s.category_id);
    return c ? pickName(i18n.language, c.name, c.name_en) : String(s.category_id);
  };

  const close = () =>
    confirmAction({
      title: t('close'),
      message: t('close_confirm', { pieces: sum.pieces, buyers: new Set(lines.map((l) => l.buyer_id)).size }),
      onConfirm: async () => {
        const res = await conferenceApi.close(conference.id, crypto.randomUUID());
        notify.success(t('closed_done_n', { n: res.orders.length }));
        await refresh();
      },
    });
  const removeSample = (s: Sample) =>
    confirmAction({ title: t('remove'), message: t('remove_sample_confirm', { product: s.product_no }), danger: true, onConfirm: async () => (await conferenceApi.removeSample(conference.id, s.id), await refresh()) });
  const removeBuyer = (b: ConferenceDetail['buyers'][number]) =>
    confirmAction({ title: t('remove'), message: t('uninvite_confirm', { name: b.name }), danger: true, onConfirm: async () => (await conferenceApi.uninvite(conference.id, b.id), await refresh()) });

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

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>
            {t('samples')} · {t('pieces_n', { n: sum.pieces })} · <Money yuan={fenToYuan(amount)} />
          </Title>
          {owner && open && (
            <Button size="xs" onClick={() => setDialog('sample')} data-testid="conference-add-sample">
              {t('add_sample')}
            </Button>
          )}
        </Group>
        <DataTable
          rows={samples}
          rowKey={(s) => s.id}
          empty={t('no_samples')}
          rowProps={(s) => ({ 'data-testid': 'sample-row', 'data-product': s.product_no })}
          columns={[
            { key: 'product', header: t('col.product_no'), cell: (s) => <Anchor component={Link} to={`/sample-tag/${encodeURIComponent(s.product_no)}`} size="sm">{s.product_no}</Anchor> },
            { key: 'category', header: t('col.category'), cell: categoryName },
            { key: 'fabric', header: t('col.fabric'), cell: (s) => s.fabric_num },
            { key: 'price', header: t('col.price'), cell: (s) => <Money yuan={s.price} /> },
            {
              key: 'counts',
              header: owner ? t('col.by_size') : t('col.my_counts'),
              cell: (s) => (
                <Group gap={4}>
                  {s.sizes.map((size) => (
                    <Badge key={size} variant={sum.size(s.id, size) ? 'filled' : 'outline'} color={sum.size(s.id, size) ? 'blue' : 'gray'} data-testid={`count-${s.product_no}-${size}`}>
                      {size}: {sum.size(s.id, size)}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            { key: 'sizes', header: t('col.pieces'), cell: (s) => <span data-testid={`pieces-${s.product_no}`}>{sum.bySample.get(s.id) ?? 0}</span> },
            owner && open && { key: 'pieces', header: '', cell: (s) => <Button size="compact-sm" variant="subtle" color="red" onClick={() => removeSample(s)}>{t('remove')}</Button> },
          ]}
        />
      </Paper>

      {owner && (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={4}>{t('buyers')}</Title>
            {open && (
              <Button size="xs" onClick={() => setDialog('invite')} data-testid="conference-invite">
                {t('invite')}
              </Button>
            )}
          </Group>
          <DataTable
            rows={buyers}
            rowKey={(b) => b.id}
            empty={t('no_buyers')}
            rowProps={() => ({ 'data-testid': 'buyer-row' })}
            columns={[
              { key: 'remove', header: t('col.buyer'), cell: (b) => b.name },
              { key: 'buyer', header: t('col.mobilephone'), cell: (b) => b.mobilephone },
              { key: 'phone', header: t('col.pieces'), cell: (b) => lines.filter((l) => l.buyer_id === b.id).reduce((n, l) => n + l.quantity, 0) },
              { key: 'bpieces', header: t('col.orders'), cell: (b) => orders.filter((o) => o.buyer_id === b.id).map((o) => o.order_num).join(', ') || '—' },
              open && { key: 'orders', header: '', cell: (b) => <Button size="compact-sm" variant="subtle" color="red" onClick={() => removeBuyer(b)}>{t('remove')}</Button> },
            ]}
          />
        </Paper>
      )}

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
