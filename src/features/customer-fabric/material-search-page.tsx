import { Badge, Box, Checkbox, Container, Group, Image, SegmentedControl, Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { fabricApi, fabricKeys } from '@/api/customer-fabric';
import { MATERIAL_SOURCES, STOCK_STATUS, type Material } from '@/domain/customer-fabric/contract';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { ServerListTable } from '@/data/server-list-table';
import { type Columns } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { SearchInput } from '@/ui/search-input';
import { useUnit } from './components/parcel-view';
import { useListParams } from '@/data/use-list-params';

const PAGE_SIZE = 20;

/** Material search: the catalogue's fabrics and the customers' parcels in one list. */
export function MaterialSearchPage() {
  const { t, i18n } = useTranslation('customer_fabric');
  const unit = useUnit();
  const { keyword, page, filters, setKeyword, setPage, setFilter } = useListParams({
    filters: { source: 'all' as string, series: '', stock: '' },
    allowed: { source: MATERIAL_SOURCES, stock: ['', 'in'] },
  });
  const { source } = filters;
  const series = filters.series || null;
  const inStock = filters.stock === 'in';
  const filter = { keyword, source, series_id: series ? Number(series) : null, in_stock: inStock, page, size: PAGE_SIZE };
  const found = useQuery({ queryKey: fabricKeys.materials(filter), queryFn: () => fabricApi.materials(filter), placeholderData: keepPreviousData });
  const name = (zh: string, en: string) => pickName(i18n.language, zh, en);
  const seriesName = new Map((found.data?.series ?? []).map((s) => [s.id, name(s.name, s.name_en)]));

  const columns: Columns<Material> = [
    {
      key: 'swatch',
      header: '',
      cell: (m) => (m.image ? <Image src={m.image} w={40} h={40} radius="sm" fit="cover" alt="" /> : <Box w={40} h={40} style={{ borderRadius: 4, background: m.colour_hex ?? 'var(--mantine-color-gray-3)' }} />),
    },
    { key: 'code', header: t('col.fabric_num'), cell: (m) => m.fabric_num },
    { key: 'source', header: t('material.source'), cell: (m) => <Badge variant="light" color={m.source === 'catalogue' ? 'blue' : 'grape'}>{t(`material.${m.source}`)}</Badge> },
    { key: 'name', header: t('material.name'), cell: (m) => name(m.name, m.name_en) || '—' },
    { key: 'colour', header: t('col.color'), cell: (m) => name(m.colour, m.colour_en) || '—' },
    { key: 'composition', header: t('col.composition'), cell: (m) => name(m.composition, m.composition_en) || '—' },
    { key: 'series', header: t('material.series'), cell: (m) => (m.series_id ? (seriesName.get(m.series_id) ?? m.series_id) : '—') },
    {
      key: 'stock',
      header: t('material.stock'),
      nowrap: true,
      cell: (m) => (m.source === 'catalogue' ? t('material.catalogue_stock') : `${m.balance} ${unit('米')} · ${t(`stock_status.${m.stock_status_id ?? STOCK_STATUS.inTransit}`)}`),
    },
  ];

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('material.title')} />
      <Group mb="md" wrap="wrap" align="flex-end">
        <SearchInput label={t('material.search')} w={300} initial={keyword} onSearch={setKeyword} />
        <SegmentedControl value={source} onChange={(v) => setFilter('source', v)} data={MATERIAL_SOURCES.map((s) => ({ value: s, label: t(`material.${s}`) }))} data-testid="material-source" />
        <Select placeholder={t('material.series')} aria-label={t('material.series')} clearable w={180} value={series} onChange={(v) => setFilter('series', v ?? '')} data={(found.data?.series ?? []).map((s) => ({ value: String(s.id), label: name(s.name, s.name_en) }))} />
        <Checkbox label={t('material.in_stock')} checked={inStock} onChange={(e) => setFilter('stock', e.currentTarget.checked ? 'in' : '')} data-testid="material-in-stock" />
      </Group>
      <ServerListTable
        query={found}
        texts={{ empty: t('material.empty'), unreachable: t('needs_network') }}
        cardsBelow="sm"
        rowKey={(m) => `${m.source}:${m.parcel_id ?? m.fabric_num}`}
        columns={columns}
        testId="material-table"
        rowProps={(m) => ({ 'data-testid': 'material-row', 'data-code': m.fabric_num })}
        paging={{ page, perPage: PAGE_SIZE, onPage: setPage }}
      />
    </Container>
  );
}
