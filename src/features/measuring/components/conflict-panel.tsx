/**
 * A person's fields in conflict: each with the value applied (the change that arrived
 * later) and the value it replaced, who saved each, and one tap to keep either. The choice is a
 * queued change like any other, so it works offline; the history of the person's versions is read
 * from the server when online.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { measuringApi } from '@/api/measuring';
import { DELETE_FIELD, parseField } from '@/domain/measuring/field-keys';
import { fieldLabel, reviewedOf, type FieldValue } from '@/domain/measuring/person-fields';
import type { ConflictField, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { useOnline } from '@/sync/network';
import { localDateTime } from '@/ui/time';
import type { CatalogueNames } from '../catalogue-names';
import { measuringKeys } from '../api/measuring-keys';

type Label = (field: string) => string;
type Show = (field: string, value: FieldValue) => string;

/** Labels and values of fields in the reader's language, from the mirrored catalogue and the task. */
function useFieldWords(task: MeasuringTaskInfo, names: CatalogueNames): { label: Label; show: Show } {
  const { t } = useTranslation('measuring');
  const label: Label = (field) =>
    fieldLabel(field, {
      category: (id) => names.category(id, task.order_config.find((o) => o.category_id === id)?.category),
      item: (id) => names.bodyItem(id, task.body_items.find((b) => b.id === id)?.item ?? String(id)),
      shape: (id) => names.shape(id, task.special_shape.find((s) => s.id === id)?.item ?? String(id)),
      word: (w) => t(`field_${w}`),
    });
  const show: Show = (field, value) => {
    if (value === null || value === '') return '—';
    const f = parseField(field);
    if (f?.kind === 'delete') return value ? t('ui.conflict.deleted') : t('ui.conflict.kept');
    if (typeof value === 'boolean') return value ? t('ui.conflict.yes') : t('ui.conflict.no');
    if (f?.kind === 'person' && f.name === 'wearing_style') return t(`ui.styles.${value}`);
    if (f?.kind === 'person' && f.name === 'gender_id') return t(`ui.genders.${value}`);
    if (f?.kind === 'person' && f.name === 'sign') return t('ui.signature');
    if (f?.kind === 'person' && f.name === 'reviewed_warnings') return t('ui.warnings.reviewedCount', { count: reviewedOf(value).length });
    if (f?.kind === 'measure' && (f.part === 'wear')) return t(`ui.styles.${value}`);
    if (f?.kind === 'measure' && f.part === 'special') return t(`ui.levels.${value}`);
    return String(value);
  };
  return { label, show };
}

type ConflictPanelProps = {
  task: MeasuringTaskInfo;
  personId: number;
  conflicts: readonly ConflictField[];
  names: CatalogueNames;
  disabled: boolean;
  onResolve: (fields: Record<string, FieldValue>) => Promise<void>;
};

export function ConflictPanel({ task, personId, conflicts, names, disabled, onResolve }: ConflictPanelProps) {
  const { t } = useTranslation('measuring');
  const { label, show } = useFieldWords(task, names);
  const [busy, setBusy] = useState(false);
  const choose = async (fields: Record<string, FieldValue>) => {
    setBusy(true);
    try {
      await onResolve(fields);
    } finally {
      setBusy(false);
    }
  };
  const pick = (side: 'applied' | 'replaced') => Object.fromEntries(conflicts.map((c) => [c.field, c[side].value]));
  return (
    <Alert color="red" title={t('ui.conflict.title')} data-testid="person-conflicts">
      <Stack gap="xs">
        <Text size="sm">{t('ui.conflict.explain')}</Text>
        {conflicts.map((c) => (
          <Stack key={c.field} gap={4} data-testid={`conflict-${c.field}`}>
            <Text size="sm" fw={600}>
              {label(c.field)}
            </Text>
            <Group gap="xs" wrap="wrap">
              {(['applied', 'replaced'] as const).map((side) => (
                <Button
                  key={side}
                  size="sm"
                  variant={side === 'applied' ? 'filled' : 'light'}
                  color={c.field === DELETE_FIELD && c[side].value === true ? 'red' : 'blue'}
                  disabled={disabled || busy}
                  onClick={() => void choose({ [c.field]: c[side].value })}
                  data-testid={`keep-${side}`}
                  // Two signatures are told apart by looking at them.
                  leftSection={c[side].url ? <img src={c[side].url} alt={t('ui.signature')} height={32} data-testid={`signature-${side}`} /> : undefined}
                >
                  {t('ui.conflict.keep', { value: show(c.field, c[side].value), by: c[side].by || t('ui.conflict.someone') })}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
        {conflicts.length > 1 && (
          <Group gap="xs">
            <Button size="xs" variant="subtle" disabled={disabled || busy} onClick={() => void choose(pick('applied'))}>
              {t('ui.conflict.keepAllApplied')}
            </Button>
            <Button size="xs" variant="subtle" disabled={disabled || busy} onClick={() => void choose(pick('replaced'))}>
              {t('ui.conflict.keepAllReplaced')}
            </Button>
          </Group>
        )}
        <HistoryButton task={task} personId={personId} label={label} show={show} />
      </Stack>
    </Alert>
  );
}

/** The person's versions, newest first: who, when on the device, when it arrived, what changed. */
export function HistoryButton({ task, personId, label, show }: { task: MeasuringTaskInfo; personId: number; label: Label; show: Show }) {
  const { t } = useTranslation('measuring');
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: measuringKeys.personHistory(task.id, personId),
    queryFn: () => measuringApi.personHistory(task.id, personId),
    enabled: open && online,
    networkMode: 'online',
    retry: false,
  });
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)} data-testid="person-history">
        {t('ui.history.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('ui.history.title')} size="lg">
        {!online && <Alert color="orange">{t('ui.needsNetwork')}</Alert>}
        {history.error && <Alert color="red">{history.error.message}</Alert>}
        {history.data && (
          <Table data-testid="history-table" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ui.history.when')}</Table.Th>
                <Table.Th>{t('ui.history.who')}</Table.Th>
                <Table.Th>{t('ui.history.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.list.map((v) => (
                <Table.Tr key={`${v.rev}:${v.kind}`} data-testid="history-row">
                  <Table.Td>
                    <Text size="sm">{localDateTime(v.device_time ?? v.arrived_at)}</Text>
                    {v.device_time && (
                      <Text size="xs" c="dimmed">
                        {t('ui.history.arrived', { at: localDateTime(v.arrived_at) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.measurer || '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`ui.history.kind.${v.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {v.changes.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('ui.history.nothing')}
                      </Text>
                    ) : (
                      v.changes.map((c) => (
                        <Text size="sm" key={c.field}>
                          {label(c.field)}: {show(c.field, c.previous)} → {show(c.field, c.value)}
                        </Text>
                      ))
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}

/** The history alone, for a person with no conflict (the panel's header offers it). */
export function PersonHistory({ task, personId, names }: { task: MeasuringTaskInfo; personId: number; names: CatalogueNames }) {
  const { label, show } = useFieldWords(task, names);
  return <HistoryButton task={task} personId={personId} label={label} show={show} />;
}
