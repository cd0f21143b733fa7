import { Alert, Badge, Button, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from '@/ui/i18n';
import { useNavigate, useParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { hauteCoutureApi } from '@/api/haute-couture';
import { db } from '@/db/db';
import { CLEAR_DIMENSION_KEYS, DIMENSIONS_PER_ROW, SHAPE_LEVELS, SPECIAL_SHAPES, type CoutureTask, type SpecialShape } from '@/domain/haute-couture/contract';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { useOnline } from '@/sync/network';
import { localDateTime } from '@/ui/time';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { TitledSection } from '@/ui/titled-section';

const chunks = <T,>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The device's copy of the task named in the address: a server id, or the uid of one not sent yet. */
function useTask(param: string) {
  const online = useOnline();
  const id = /^\d+$/.test(param) ? Number(param) : null;
  const local = useLiveQuery(async () => ((id === null ? await db.coutureTasks.get(param) : await db.coutureTasks.where('id').equals(id).first()) ?? null), [param]);
  // A shared link or another account's device: read it from the server.
  const remote = useQuery({ queryKey: ['haute-couture', 'detail', id], queryFn: () => hauteCoutureApi.detail(id!), enabled: local === null && id !== null && online, retry: false });
  const task: CoutureTask | undefined = local && !local.deleted ? local.data : remote.data;
  return { task, loading: local === undefined || remote.isFetching, error: remote.error, offline: !online };
}

/**
 * A haute-couture task, read-only (spec 3 §2 "Haute-couture detail"): basic info, the net
 * dimensions in rows of seven, the special shapes and each garment's size alterations. It loads by
 * the id in the address, so a reload or a shared link opens it (the original read session storage).
 */
export function CustomDetailPage() {
  const { t } = useTranslation('haute_couture');
  const navigate = useNavigate();
  const { task, loading, error, offline } = useTask(useParams().id ?? '');
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={2}>{task ? `${t('title')} · ${task.cust_name}` : t('title')}</Title>
        <Button variant="default" onClick={() => navigate('/home/haute-couture')} data-testid="couture-back">
          {t('back')}
        </Button>
      </Group>
      {task ? (
        <Detail task={task} />
      ) : loading ? (
        <Text c="dimmed">…</Text>
      ) : (
        <Alert color={offline ? 'yellow' : 'red'} data-testid="couture-detail-missing">
          {offline ? t('detail_not_on_device') : failureText(error, t('detail_not_on_device'))}
        </Alert>
      )}
    </Container>
  );
}

function Detail({ task }: { task: CoutureTask }) {
  const { t } = useTranslation('haute_couture');
  const basic: [string, string, string][] = [
    [t('col.cust_name'), task.cust_name, 'cust_name'],
    [t('col.gender'), t(`gender.${task.gender_id}`), 'gender'],
    [t('col.company'), task.company, 'company'],
    [t('col.phone'), task.phone, 'phone'],
    [t('col.delivery_date'), task.delivery_date, 'delivery_date'],
    [t('col.store'), task.store, 'store'],
    [t('col.measurer'), task.measurer, 'measurer'],
    [t('col.updated'), `${localDateTime(task.update_time)}${task.updated_by ? ` · ${task.updated_by}` : ''}`, 'updated'],
  ];
  return (
    <Stack data-testid="couture-detail">
      <TitledSection title={t('section.basic')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {basic.map(([label, value, key]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" data-testid={`detail-${key}`}>
                {value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="sm">
          {t('col.remark')}
        </Text>
        <Text size="sm">{task.remark || '—'}</Text>
      </TitledSection>
      <TitledSection title={t('section.dimension')}>
        <Table withTableBorder withColumnBorders data-testid="couture-dimensions">
          <Table.Tbody>
            {chunks(CLEAR_DIMENSION_KEYS, DIMENSIONS_PER_ROW).flatMap((row, i) => [
              <Table.Tr key={`h${i}`} bg="var(--mantine-color-default-hover)">
                {row.map((k) => (
                  <Table.Th key={k}>{t(`dim.${k}`)}</Table.Th>
                ))}
              </Table.Tr>,
              <Table.Tr key={`v${i}`}>
                {row.map((k) => (
                  <Table.Td key={k} data-testid={`detail-dim-${k}`}>
                    {task.clear_dimension[k] ?? '—'}
                  </Table.Td>
                ))}
              </Table.Tr>,
            ])}
          </Table.Tbody>
        </Table>
      </TitledSection>
      <SpecialShapes task={task} />
      <Alterations task={task} />
    </Stack>
  );
}

function SpecialShapes({ task }: { task: CoutureTask }) {
  const { t } = useTranslation('haute_couture');
  const columns: Columns<CoutureTask['special_items'][number]> = [
    { key: 'name', header: t('shape_name'), cell: (s) => t(`shape.${s.name}`) },
    { key: 'level', header: t('shape_level'), cell: (s) => t(`level.${SHAPE_LEVELS[s.value] ?? 'none'}`) },
    { key: 'value', header: t('shape_value'), cell: (s) => `${SPECIAL_SHAPES[s.name as SpecialShape]?.[s.value] ?? '—'} cm` },
  ];
  return (
    <TitledSection title={t('section.special')}>
      {task.special_items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('no_special')}
        </Text>
      ) : (
        <SimpleTable rows={task.special_items} columns={columns} rowKey={(s) => s.name} testId="couture-special" />
      )}
    </TitledSection>
  );
}

function Alterations({ task }: { task: CoutureTask }) {
  const { t, i18n } = useTranslation('haute_couture');
  const { index } = useFastCatalogue();
  return (
    <TitledSection title={t('section.alterations')}>
      {task.size_alterations.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('no_alterations')}
        </Text>
      )}
      <Stack>
        {task.size_alterations.map((a) => {
          const category = index?.category.get(a.category_id);
          const edition = index?.edition.get(a.modeling_id);
          return (
            <div key={a.category_id} data-testid="couture-alteration-table">
              <Group gap="xs" mb={6}>
                <Text fw={600}>{category ? pickName(i18n.language, category.name, category.name_en) : a.category_id}</Text>
                <Badge variant="light">
                  {t('modeling')} {edition?.edition_number ?? a.modeling_id}
                </Badge>
                {a.size && (
                  <Badge variant="light" color="gray">
                    {t('size')} {a.size}
                  </Badge>
                )}
              </Group>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('body_item')}</Table.Th>
                    <Table.Th>{t('alteration')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {a.body_items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={2}>—</Table.Td>
                    </Table.Tr>
                  ) : (
                    a.body_items.map((b) => {
                      const name = index?.bodyItemName.get(b.body_item_id);
                      return (
                        <Table.Tr key={b.body_item_id}>
                          <Table.Td>{name ? pickName(i18n.language, name.zh, name.en) : b.body_item_id}</Table.Td>
                          <Table.Td>{`${b.value > 0 ? '+' : ''}${b.value} cm`}</Table.Td>
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
            </div>
          );
        })}
      </Stack>
    </TitledSection>
  );
}
