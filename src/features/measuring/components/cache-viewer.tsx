import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Pagination, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Mutation } from '@/db/db';
import { getUserId } from '@/db/session';
import { checkOnline } from '@/sync/network';
import { formatBytes, requestPersistentStorage } from '@/sync/storage';
import { discardMutation, queuedDependents, submitAll, submitOne, type ReplayOutcome } from '@/sync/sync.client';
import { useAutoReplaySetting, useOutbox, useStorageEstimate, useSyncStatus } from '@/sync/use-sync';
import { measuringKeys } from '../api/measuring-keys';

const PAGE_SIZES = ['10', '20', '50', '100'];

type CacheViewerProps = { opened: boolean; onClose: () => void };

/** spec 3 offline-cache viewer (DESIGN §6): queued changes with time, kind and summary; submit one or all, delete. */
export function CacheViewer({ opened, onClose }: CacheViewerProps) {
  const { t, i18n } = useTranslation('measuring');
  const userId = getUserId();
  const qc = useQueryClient();
  const queued = useOutbox(userId);
  const status = useSyncStatus();
  const [autoReplay, setAutoReplay] = useAutoReplaySetting();
  const { estimate, refresh } = useStorageEstimate();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState('10');

  useEffect(() => {
    if (opened) refresh();
  }, [opened, refresh]);

  const rows = useMemo(() => (queued ?? []).slice((page - 1) * Number(size), page * Number(size)), [queued, page, size]);

  const report = (out: ReplayOutcome, all: boolean) => {
    if (!out.stopped) return notify.success(all ? t('submitted_all') : t('submitted_one'));
    if (out.stopped === 'sign-in') return notify.error(t('sign_in_again'));
    if (out.stopped === 'failed') return notify.error(t('sync_failed', { message: out.message }));
    if (out.stopped === 'order') return notify.warning(t('ui.cache.earlierFirst', { n: out.earlier }));
    return notify.warning(t('ui.cache.retryLater'));
  };

  const run = async (fn: () => Promise<ReplayOutcome>, all: boolean) => {
    if (!(await checkOnline())) return notify.warning(t('ui.needsNetwork'));
    report(await fn(), all);
    await qc.invalidateQueries({ queryKey: measuringKeys.all });
  };

  const confirmDelete = async (m: Mutation) => {
    // A person added offline takes the changes queued for them along (they could never be sent).
    const dependents = await queuedDependents(m.id);
    confirmAction({
      title: t('ui.cache.delete'),
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('ui.cache.deleteConfirm')}</Text>
          {dependents.length > 0 && (
            <>
              <Text size="sm" c="red">
                {t('ui.cache.deleteDependents', { n: dependents.length })}
              </Text>
              <Text size="xs" c="dimmed" component="ul" m={0}>
                {dependents.map((d) => (
                  <li key={d.id}>{d.summary}</li>
                ))}
              </Text>
            </>
          )}
        </Stack>
      ),
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

  const time = (ms: number) => new Date(ms).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN');

  return (
    <Modal opened={opened} onClose={onClose} title={t('ui.cache.title')} size="xl">
      <Stack>
        <Group justify="space-between">
          <Switch checked={Boolean(autoReplay)} onChange={(e) => void setAutoReplay(e.currentTarget.checked)} label={t('ui.cache.autoReplay')} />
          <Button onClick={() => void run(submitAll, true)} loading={status.running} disabled={!queued?.length}>
            {t('ui.cache.submitAll')}
          </Button>
        </Group>
        {estimate && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('ui.cache.storage', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
            </Text>
            {estimate.persisted ? (
              <Badge color="teal" variant="light">
                {t('ui.cache.persisted')}
              </Badge>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => void requestPersistentStorage().then(refresh)}>
                {t('ui.cache.persist')}
              </Button>
            )}
          </Group>
        )}
        {!queued?.length ? (
          <Alert color="gray">{t('ui.cache.empty')}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ui.cache.time')}</Table.Th>
                  <Table.Th>{t('ui.cache.kind')}</Table.Th>
                  <Table.Th>{t('ui.cache.summary')}</Table.Th>
                  <Table.Th>{t('ui.cache.state')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{time(m.createdAt)}</Table.Td>
                    <Table.Td>{t(`ui.kind.${m.kind}`, { defaultValue: m.kind })}</Table.Td>
                    <Table.Td>{m.summary}</Table.Td>
                    <Table.Td>
                      <Badge color={m.state === 'failed' ? 'red' : 'blue'} variant="light">
                        {t(`ui.cache.states.${m.state}`)}
                      </Badge>
                      {m.error && (
                        <Text size="xs" c="red">
                          {m.unreadable ? t('ui.cache.unreadable') : m.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => void run(() => submitOne(m.id), false)} disabled={status.running}>
                          {t('ui.cache.submit')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => void confirmDelete(m)}>
                          {t('ui.cache.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Select data={PAGE_SIZES} value={size} onChange={(v) => (setSize(v ?? '10'), setPage(1))} w={90} aria-label={t('ui.pageSize')} />
          <Pagination total={Math.max(1, Math.ceil((queued?.length ?? 0) / Number(size)))} value={page} onChange={setPage} />
        </Group>
      </Stack>
    </Modal>
  );
}
