import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupApi, groupKeys } from '@/api/group-buy';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { SIZING_REFRESH_MS, type GroupOrder, type GroupPerson } from '@/domain/group-buy/contract';
import { sizeCounts, type PersonSize } from '@/domain/group-buy/rules';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useOnline } from '@/sync/network';
import { DataTable, pageOf, type Columns } from '@/ui/data-table';
import { listState } from '@/data/server-list-state';
import { SimpleTable } from '@/ui/simple-table';
import { rulesWorker } from '../../../workers/rules.client';
import { FillRest } from './fill-rest';
import { SizePickerModal } from './size-picker-modal';
import { useGoodsKeys, useSizeOptions } from './use-size-options';
import { useReportedFailure, type StageAct } from './use-stage-act';

const PAGE_SIZE = 20;

/**
 * 量体套号: each person of the order's measuring task gets a size per garment, worked out in the
 * rules worker from what was measured (read again every 10 s as the measurers' changes sync in),
 * or set by hand; people not measured yet are marked. The counts per size are the order's.
 */
export function SizingStage({ order, index, act }: { order: GroupOrder; index: CatalogueIndex; act: StageAct }) {
  const { t, i18n } = useTranslation('group_buy');
  const lang = i18n.language;
  const online = useOnline();
  const [page, setPage] = useState(1);
  const people = useQuery({ queryKey: groupKeys.people(order.id), queryFn: () => groupApi.people(order.id), refetchInterval: SIZING_REFRESH_MS });
  useReportedFailure('group_buy.people', people.error);
  const sizes = useGroupSizes(order, people.data?.list);
  const options = useSizeOptions(order, index);
  const [picking, setPicking] = useState<{ person: GroupPerson; categoryId: number } | null>(null);

  const sizeOf = useMemo(() => new Map((sizes ?? []).map((s) => [`${s.person_id}:${s.category_id}`, s])), [sizes]);
  const missing = new Set((sizes ?? []).filter((s) => !s.size).map((s) => s.person_id)).size;
  const setSize = (person: GroupPerson, categoryId: number, size: string | null) => {
    setPicking(null);
    void act(() => groupApi.sizes(order.id, [{ person_id: person.id, category_id: categoryId, size: size ?? '' }]), t('sizes_saved'), 'group_buy.sizes');
  };

  const categoryName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(lang, c.name, c.name_en) : String(id);
  };
  const columns: Columns<GroupPerson> = [
    { key: 'name', header: t('sizing.name'), cell: (p) => p.truename },
    { key: 'department', header: t('sizing.department'), cell: (p) => p.department_name || '—' },
    {
      key: 'status',
      header: t('sizing.status'),
      cell: (p) => (
        <Badge color={p.measured ? 'teal' : 'orange'} variant="light" data-testid="person-status">
          {p.measured ? t('sizing.measured') : t('sizing.unmeasured')}
        </Badge>
      ),
    },
    ...order.goods_info.map((g) => ({
      key: `size-${g.category_id}`,
      header: categoryName(g.category_id),
      cell: (p: GroupPerson) => {
        const s = sizeOf.get(`${p.id}:${g.category_id}`);
        // A light button per cell and one picker for the page: forty pickers of hundreds of sizes
        // each would cost seconds of main thread per page.
        return (
          <Stack gap={2}>
            <Button
              size="compact-sm"
              variant={s?.size ? 'default' : 'light'}
              color={s?.size ? undefined : 'orange'}
              w={120}
              onClick={() => setPicking({ person: p, categoryId: g.category_id })}
              // The name holds what the button shows (the size), so a screen reader hears who still needs one.
              aria-label={`${p.truename} ${categoryName(g.category_id)}: ${s?.size ?? t('sizing.noSize')}`}
              data-testid={`person-size-${g.category_id}`}
              data-size={s?.size ?? ''}
            >
              {s?.size ?? '—'}
            </Button>
            {s?.source && (
              <Text size="xs" c="dimmed">
                {t(`sizing.source.${s.source}`)}
              </Text>
            )}
          </Stack>
        );
      },
    })),
  ];
  const list = people.data?.list ?? [];
  // The page shown, pulled back into range when a refresh leaves the list shorter.
  const shown = pageOf(list, page, PAGE_SIZE);
  const picked = picking && sizeOf.get(`${picking.person.id}:${picking.categoryId}`);
  const pickerSizes = picking ? (options.get(`${picking.categoryId}:${index.category.get(picking.categoryId)?.gender_id || picking.person.gender_id || 1}`) ?? []) : [];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">{t('sizing.people')}</Title>
          <Text size="xs" c="dimmed">
            {t('sizing.auto')}
          </Text>
        </Group>
        <DataTable
          rows={shown.shown}
          rowKey={(p) => p.id}
          columns={columns}
          numbered={{ header: '#', first: shown.first }}
          {...listState(people, online, { empty: t('sizing.empty'), unreachable: t('needs_network') })}
          testId="sizing-people"
          rowProps={(p) => ({ 'data-testid': 'sizing-person', 'data-name': p.truename })}
          paging={{ page: shown.current, pages: shown.pages, onPage: setPage }}
        />
      </Paper>
      {/* Counts of sizes never read (the people unread, offline) would read as "none missing". */}
      {sizes && <SizeCountTables order={order} index={index} sizes={sizes} />}
      {missing > 0 && sizes && <FillRest order={order} people={list} sizes={sizes} act={act} />}
      <Group justify="space-between">
        {sizes ? (
          <Text c={missing ? 'orange' : 'teal'} data-testid="sizing-missing">
            {t('sizing.missing', { count: missing })}
          </Text>
        ) : (
          <span />
        )}
        <Button onClick={() => void act(() => groupApi.confirmSizes(order.id), t('sizes_confirmed'), 'group_buy.confirm_sizes')} disabled={sizes === null || list.length === 0} data-testid="sizing-confirm">
          {t('sizing.confirm')}
        </Button>
      </Group>
      <SizePickerModal
        picking={picking}
        picked={picked}
        pickerSizes={pickerSizes}
        categoryName={categoryName}
        onSize={(size) => picking && setSize(picking.person, picking.categoryId, size)}
        onClose={() => setPicking(null)}
      />
    </Stack>
  );
}

/** Each person's size per garment, worked out off the main thread: a task of thousands is sized without freezing the screen. */
export function useGroupSizes(order: GroupOrder, people: GroupPerson[] | undefined): PersonSize[] | null {
  const goods = useGoodsKeys(order);
  const [sizes, setSizes] = useState<PersonSize[] | null>(null);
  useEffect(() => {
    if (!people) return;
    let live = true;
    void rulesWorker()
      .groupSizes(goods, people, order.overrides)
      .then((s) => live && setSizes(s));
    return () => {
      live = false;
    };
  }, [people, goods, order.overrides]);
  return sizes;
}

/** The pieces per size of each garment, and the people still without a size: what the order is made of. */
export function SizeCountTables({ order, index, sizes }: { order: GroupOrder; index: CatalogueIndex; sizes: PersonSize[] | null }) {
  const { t, i18n } = useTranslation('group_buy');
  const counts = useMemo(() => sizeCounts(sizes ?? []), [sizes]);
  const categoryName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(i18n.language, c.name, c.name_en) : String(id);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        {t('sizing.counts')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {order.goods_info.map((g) => {
          const c = counts.get(g.category_id);
          const rows = [...(c?.bySize ?? new Map<string, number>()).entries()].sort(([a], [b]) => a.localeCompare(b));
          return (
            <div key={g.category_id} data-testid={`size-counts-${g.category_id}`}>
              <Text fw={500} mb={4}>
                {categoryName(g.category_id)}
              </Text>
              <SimpleTable
                compact
                rows={rows}
                rowKey={([size]) => size}
                columns={[
                  { key: 'size', header: t('sizing.counts'), cell: ([size]) => size },
                  { key: 'count', header: t('quantity'), cell: ([, n]) => n },
                ]}
              />
              {(c?.missing ?? 0) > 0 && (
                <Text size="sm" c="orange" mt={4}>
                  {t('sizing.missing', { count: c!.missing })}
                </Text>
              )}
            </div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
