import { useTouchClass } from '@/ui/touch';
import { useOpenedAfterMount } from '@/ui/use-opened-after-mount';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { DataTable, pageOf, type Columns } from '@/ui/data-table';
import { notify } from '@/ui/notify';
import { notifyReplayOutcome, startReplay } from '@/data/replay-outcome';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import type { Mutation } from '@/db/db';
import { getUserId } from '@/db/session';
import { checkOnline } from '@/sync/network';
import { discardMutation, queuedDependents, submitAll, submitOne, type ReplayOutcome } from '@/sync/sync.client';
import { useAutoReplaySetting, useOutbox, useStorageEstimate, useSyncStatus } from '@/sync/use-sync';
import { measuringKeys } from '../api/measuring-keys';
import { localDateTime } from '@/ui/time';
import { CacheStorage } from './cache-storage';
import { DiscardMessage } from './discard-message';

const PAGE_SIZES = [10, 20, 50, 100] as const;

type CacheViewerProps = { opened: boolean; onClose: () => void };

/** spec 3 offline-cache viewer (DESIGN §6): queued changes with time, kind and summary; submit one or all, delete. */
export function CacheViewer({ opened, onClose }: CacheViewerProps) {
  const touch = useTouchClass();
  // Drawn open the first time (its code came when first opened): opened a commit later (the focus goes back on closing).
  const drawnOpen = useOpenedAfterMount(opened);
  const { t } = useTranslation('measuring');
  const userId = getUserId();
  const qc = useQueryClient();
  const queued = useOutbox(userId);
  const status = useSyncStatus();
  const [autoReplay, setAutoReplay] = useAutoReplaySetting();
  const { estimate, refresh } = useStorageEstimate();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);

  useEffect(() => {
    if (opened) refresh();
  }, [opened, refresh]);

  const { pages, current, shown } = pageOf(queued ?? [], page, size);

  const run = async (fn: () => Promise<ReplayOutcome>, all: boolean) => {
    if (!(await checkOnline())) return notify.warning(t('ui.needsNetwork'));
    const out = await startReplay(fn);
    if (!out) return;
    notifyReplayOutcome(out, all ? t('submitted_all') : t('submitted_one'));
    await qc.invalidateQueries({ queryKey: measuringKeys.all });
  };

  const confirmDelete = async (m: Mutation) => {
    // A person added offline takes the changes queued for them along (they could never be sent).
    const dependents = await queuedDependents(m.id);
    confirmAction({
      title: t('ui.cache.delete'),
      message: <DiscardMessage dependents={dependents} />,
      confirmLabel: t('ui.cache.delete'),
      cancelLabel: t('ui.cancel'),
      danger: true,
      cancelled: t('ui.deleteCancelled'),
      onConfirm: async () => {
        // The engine rebuilds the mirror without it (from the server's last copy plus what is
        // still queued), offline too; online, the task is also fetched afresh.
        await discardMutation(m.id);
        notify.success(t('deleted'));
        await qc.invalidateQueries({ queryKey: measuringKeys.all });
      },
    });
  };

  const columns: Columns<Mutation> = [
    { key: 'time', header: t('ui.cache.time'), cell: (m) => localDateTime(m.createdAt) },
    { key: 'kind', header: t('ui.cache.kind'), cell: (m) => t(`ui.kind.${m.kind}`, { defaultValue: m.kind }) },
    { key: 'summary', header: t('ui.cache.summary'), cell: (m) => m.summary },
    {
      key: 'state',
      header: t('ui.cache.state'),
      cell: (m) => (
        <>
          <Badge color={m.state === 'failed' ? 'red' : 'blue'} variant="light">
            {t(`ui.cache.states.${m.state}`)}
          </Badge>
          {m.error && (
            <Text size="xs" c="red">
              {m.unreadable ? t('ui.cache.unreadable') : m.error}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: '',
      cell: (m) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => void run(() => submitOne(m.id), false)} disabled={status.running}>
            {t('ui.cache.submit')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => void confirmDelete(m)}>
            {t('ui.cache.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Modal opened={drawnOpen} onClose={onClose} title={t('ui.cache.title')} size="xl" className={touch}>
      <Stack>
        <Group justify="space-between">
          <Switch checked={Boolean(autoReplay)} onChange={(e) => void setAutoReplay(e.currentTarget.checked)} label={t('ui.cache.autoReplay')} />
          <Button onClick={() => void run(submitAll, true)} loading={status.running} disabled={!queued?.length}>
            {t('ui.cache.submitAll')}
          </Button>
        </Group>
        {estimate && <CacheStorage estimate={estimate} onPersisted={refresh} />}
        <DataTable
          rows={shown}
          rowKey={(m) => m.id}
          columns={columns}
          minWidth={640}
          // Read as the viewer opens: "no changes" only once the queue has been read.
          loading={queued === undefined}
          empty={t('ui.cache.empty')}
          paging={{ page: current, pages, onPage: setPage, size: { value: size, options: PAGE_SIZES, label: t('ui.pageSize'), onChange: (n) => (setSize(n), setPage(1)) } }}
        />
      </Stack>
    </Modal>
  );
}
