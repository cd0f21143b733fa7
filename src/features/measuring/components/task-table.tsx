import { Anchor, Badge, Box, Button, Checkbox, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { abbreviate } from '../abbreviate';

type TaskTableProps = {
  tasks: MeasuringTaskInfo[];
  offset: number;
  selected: Set<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
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
export function TaskTable({ tasks, offset, selected, onToggle, onToggleAll, onOpen, onFinish, onImport, onExport }: TaskTableProps) {
  const { t } = useTranslation('measuring');
  const allOn = tasks.length > 0 && tasks.every((x) => selected.has(x.id));
  return (
    // 560 px fits the portrait tablet's content column (768 minus the menu), so the table never scrolls sideways there.
    <Table.ScrollContainer minWidth={560}>
      {/* Long English headers ("configuration") may break, so the columns fit a portrait tablet. */}
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={8} style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox aria-label={t('ui.selectAll')} checked={allOn} onChange={(e) => onToggleAll(e.currentTarget.checked)} />
            </Table.Th>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th miw={150}>{t('ui.col.name')}</Table.Th>
            <Table.Th>{t('ui.col.people')}</Table.Th>
            <Table.Th>{t('ui.col.config')}</Table.Th>
            <Table.Th>{t('ui.col.parts')}</Table.Th>
            {/* Below 992 px (portrait tablets) measurers and date move under the task name. */}
            <Table.Th visibleFrom="md">{t('ui.col.measurers')}</Table.Th>
            <Table.Th visibleFrom="md">{t('ui.col.date')}</Table.Th>
            <Table.Th>{t('ui.col.members')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task, i) => {
            const parts = task.body_items.map((b) => b.item);
            return (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <Checkbox aria-label={task.name} checked={selected.has(task.id)} onChange={(e) => onToggle(task.id, e.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>{offset + i + 1}</Table.Td>
                <Table.Td>
                  <Anchor component="button" onClick={() => onOpen(task)} fw={500}>
                    {task.name}
                  </Anchor>
                  <Group gap={4} mt={2}>
                    <Badge size="xs" variant="light" color={task.order_type === 2 ? 'teal' : 'orange'}>
                      {t(`ui.orderType.${task.order_type}`)}
                    </Badge>
                    {task.enable_edit && task.order_type !== 2 && (
                      <Anchor component="button" size="xs" onClick={() => onFinish(task)}>
                        {t('ui.finish')}
                      </Anchor>
                    )}
                  </Group>
                  <Box hiddenFrom="md" mt={2}>
                    <Text size="xs" c="dimmed">
                      {t('ui.col.measurers')}: <Abbreviated names={task.bodybuilder} unitKey="people" inline />
                    </Text>
                    <Text size="xs" c="dimmed">
                      {task.create_time}
                    </Text>
                  </Box>
                </Table.Td>
                <Table.Td>
                  {task.already}/{task.total}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{task.config.join(t('ui.configSeparator'))}</Text>
                </Table.Td>
                <Table.Td>
                  <Popover width={280} withArrow shadow="md">
                    <Popover.Target>
                      <Anchor component="button" size="sm">
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
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Abbreviated names={task.bodybuilder} unitKey="people" />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="xs">{task.create_time}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button size="compact-xs" variant="light" onClick={() => onImport(task)}>
                      {t('ui.import')}
                    </Button>
                    <Button size="compact-xs" variant="subtle" onClick={() => onExport(task)}>
                      {t('ui.export')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
