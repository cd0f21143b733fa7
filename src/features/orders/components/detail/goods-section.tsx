import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { DetailItem, OrderDetail } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { SimpleTable } from '@/ui/simple-table';
import { Section } from './section';

export function GoodsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.layout === 'large') return <LargeGoods items={order.detail_info} />;
  if (order.layout === 'foreign') return <ForeignGoods items={order.detail_info} />;
  const columns: Columns<DetailItem> = [
    { key: 'category', header: t('detail.category'), cell: (d) => d.category_name },
    { key: 'sub', header: t('detail.subCategory'), cell: (d) => d.sub_category_name },
    { key: 'fabric', header: t('detail.fabric'), cell: (d) => d.fabric_num || '—' },
    { key: 'source', header: t('detail.fabricSource'), cell: (d) => (d.fabric_info.type_id === 1 ? t('detail.factoryFabric') : t('detail.customerFabric')) },
    { key: 'edition', header: t('detail.edition'), cell: (d) => d.edition_number || '—' },
    { key: 'style', header: t('detail.styleNumber'), cell: (d) => d.style_number || '—' },
    { key: 'consumption', header: t('detail.consumption'), cell: (d) => d.unit_consumption },
    { key: 'quantity', header: t('detail.quantity'), cell: (d) => d.quantity },
  ];
  return (
    <Section title={t('detail.goods')}>
      <SimpleTable rows={order.detail_info} rowKey={(d) => d.id} columns={columns} fz="md" />
    </Section>
  );
}

/** Bulk orders: products grouped by product code, the size allocation per category, retail prices. */
function LargeGoods({ items }: { items: DetailItem[] }) {
  const { t } = useTranslation('orders');
  const byProduct = new Map<string, DetailItem[]>();
  for (const d of items) byProduct.set(d.product_code, [...(byProduct.get(d.product_code) ?? []), d]);
  return (
    <Section title={t('detail.goods')}>
      {[...byProduct.entries()].map(([code, list]) => (
        <ProductSizes key={code} code={code} items={list} />
      ))}
    </Section>
  );
}

/** One product's size allocation, with the product's own sizes: a shirt's chart sizes (170/88A) are not a pair of trousers' (170/74A). */
function ProductSizes({ code, items }: { code: string; items: DetailItem[] }) {
  const { t } = useTranslation('orders');
  const sizeNames = [...new Set(items.flatMap((d) => d.category_size_data.map((s) => s.size_name)))];
  const columns: Columns<DetailItem> = [
    { key: 'category', header: t('detail.category'), cell: (d) => d.category_name },
    { key: 'fabric', header: t('detail.fabric'), cell: (d) => d.fabric_num },
    ...sizeNames.map((s) => ({ key: `size-${s}`, header: s, cell: (d: DetailItem) => d.category_size_data.find((x) => x.size_name === s)?.count ?? 0 })),
    { key: 'quantity', header: t('detail.quantity'), cell: (d) => d.quantity },
    { key: 'retail', header: t('detail.retail'), cell: (d) => <Money yuan={d.retail} /> },
  ];
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('detail.productCode')}: {code || '—'}
      </Text>
      <SimpleTable rows={items} rowKey={(d) => d.id} columns={columns} testId="size-allocation" fz="md" />
    </Stack>
  );
}

/** Foreign customization: each garment's modeling, size, button and lining as its customer chose them, with its price. */
function ForeignGoods({ items }: { items: DetailItem[] }) {
  const { t } = useTranslation('orders');
  const columns: Columns<DetailItem> = [
    { key: 'category', header: t('detail.category'), cell: (d) => d.category_name },
    { key: 'modeling', header: t('detail.modeling'), cell: (d) => d.edition_number || '—' },
    { key: 'size', header: t('detail.size'), cell: (d) => d.size_info.find((s) => s.size_info_type === 3)?.size_value || '—' },
    { key: 'button', header: t('detail.button'), cell: (d) => d.trims?.button || '—' },
    { key: 'lining', header: t('detail.lining'), cell: (d) => d.trims?.lining || '—' },
    { key: 'fabric', header: t('detail.fabric'), cell: (d) => d.fabric_num || '—' },
    { key: 'quantity', header: t('detail.quantity'), cell: (d) => d.quantity },
    { key: 'unit', header: t('detail.unitPrice'), cell: (d) => <Money yuan={d.unit_price} /> },
  ];
  return (
    <Section title={t('detail.goods')}>
      <SimpleTable rows={items} rowKey={(d) => d.id} columns={columns} testId="foreign-goods" fz="md" />
    </Section>
  );
}
