import { textTargetClass } from '@/ui/touch';
import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { DataTable, type Columns, type Paging } from '@/ui/data-table';
import { abbreviate } from '../abbreviate';
import { localDateTime } from '@/ui/time';

type TaskTableProps = {
  tasks: MeasuringTaskInfo[];
  first: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  paging: Paging;
  footer: ReactNode;
  /** What an empty table says: no tasks, or not on this device yet. */
  empty: ReactNode;
  /** Nothing to show yet: a spinner instead of the empty text. */
  loading: boolean;
  onOpen: (task: MeasuringTaskInfo) => void;
  onFinish: (task: MeasuringTaskInfo) => void;
  onImport: (task: MeasuringTaskInfo) => void;
  onExport: (task: MeasuringTaskInfo) => void;
};

function Abbreviated({ names, unitKey, inline }: { names: string[]; unitKey: 'people' | 'parts'; inline?: boolean }) {
  const { t } = useTranslation('measuring');
  const a = abbreviate(names);
  return (
    <Text size={inline ? 'xs' : 'sm'} span={inline}>
      {a.shown.join(t('ui.listSeparator'))}
      {a.abbreviated && ` ${t(`ui.abbrev.${unitKey}`, { n: a.total })}`}
    </Text>
  );
}

/** spec 3 §2 measuring task list table. */
export function TaskTable({ tasks, first, selected, onSelect, paging, footer, empty, loading, onOpen, onFinish, onImport, onExport }: TaskTableProps) {
  const { t } = useTranslation('measuring');
  const columns: Columns<MeasuringTaskInfo> = [
    {
      key: 'name',
      header: t('ui.col.name'),
      minWidth: 150,
      cell: (task) => (
        <>
          <Anchor component="button" onClick={() => onOpen(task)} fw={500} className={textTargetClass}>
            {task.name}
          </Anchor>
          <Group gap={4} mt={2}>
            <Badge size="xs" variant="light" color={task.order_type === 2 ? 'teal' : 'orange'}>
              {t(`ui.orderType.${task.order_type}`)}
            </Badge>
            {/* The seller and the measurers see from the list that a task holds values two measurers saved differently, which wait for a measurer's choice. */}
            {(task.conflicts ?? 0) > 0 && (
              <Badge size="xs" color="red" data-testid="task-conflicts">
                {t('ui.taskConflicts', { n: task.conflicts })}
              </Badge>
            )}
            {task.enable_edit && task.order_type !== 2 && (
              <Anchor component="button" size="xs" onClick={() => onFinish(task)} className={textTargetClass}>
                {t('ui.finish')}
              </Anchor>
            )}
          </Group>
          {/* Below 992 px (portrait tablets) measurers and date move under the task name. */}
          <Box hiddenFrom="md" mt={2}>
            <Text size="xs" c="dimmed">
              {t('ui.col.measurers')}: <Abbreviated names={task.bodybuilder} unitKey="people" inline />
            </Text>
            <Text size="xs" c="dimmed">
              {localDateTime(task.create_time)}
            </Text>
          </Box>
        </>
      ),
    },
    {
      key: 'people',
      header: t('ui.col.people'),
      cell: (task) => (
        <>
          {task.already}/{task.total}
          {/* Counted among the not measured; a mirror from before the count has none. */}
          {task.partial > 0 && (
            <Text size="xs" c="orange.8" data-testid="task-partial">
              {t('ui.partialCount', { n: task.partial })}
            </Text>
          )}
        </>
      ),
    },
    { key: 'config', header: t('ui.col.config'), cell: (task) => <Text size="sm">{task.config.join(t('ui.configSeparator'))}</Text> },
    { key: 'parts', header: t('ui.col.parts'), cell: (task) => <PartsPopover task={task} /> },
    { key: 'measurers', header: t('ui.col.measurers'), visibleFrom: 'md', cell: (task) => <Abbreviated names={task.bodybuilder} unitKey="people" /> },
    { key: 'date', header: t('ui.col.date'), visibleFrom: 'md', cell: (task) => <Text size="xs">{localDateTime(task.create_time)}</Text> },
    {
      key: 'members',
      header: t('ui.col.members'),
      cell: (task) => (
        <Group gap={4}>
          <Button size="compact-xs" variant="light" onClick={() => onImport(task)}>
            {t('ui.import')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onExport(task)}>
            {t('ui.export')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      rows={tasks}
      rowKey={(task) => task.id}
      columns={columns}
      numbered={{ header: '#', first, width: 32 }}
      selection={{ selected, onChange: onSelect, rowLabel: (task) => task.name, allLabel: t('ui.selectAll') }}
      // 560 px fits the portrait tablet's content column (768 minus the menu), so the table never scrolls sideways there.
      minWidth={560}
      // Long English cell text may break anywhere, so the columns fit a portrait tablet (headers keep their words).
      style={{ overflowWrap: 'anywhere', wordBreak: 'normal' }}
      loading={loading}
      empty={empty}
      paging={paging}
      footer={footer}
    />
  );
}

function PartsPopover({ task }: { task: MeasuringTaskInfo }) {
  const { t } = useTranslation('measuring');
  const parts = task.body_items.map((b) => b.item);
  return (
    <Popover width={280} withArrow shadow="md">
      <Popover.Target>
        <Anchor component="button" size="sm" className={textTargetClass}>
          <Abbreviated names={parts} unitKey="parts" />
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('ui.bodyParts')}
          </Text>
          <Text size="sm">{parts.join(t('ui.listSeparator')) || '—'}</Text>
          <Text size="xs" fw={600}>
            {t('ui.specialParts')}
          </Text>
          <Text size="sm">{task.special_shape.map((s) => s.item).join(t('ui.listSeparator')) || '—'}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
