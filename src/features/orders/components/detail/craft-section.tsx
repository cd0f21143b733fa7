import { Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { DetailItem, OrderDetail } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { SimpleTable } from '@/ui/simple-table';
import { Section } from './section';

type TechRow = DetailItem['tech_info'][number];

/** A technique item as the customer chose it: a photo choice by the chosen photo's name (its content is the photo's target). */
function techItemValue(item: TechRow['items'][number]): string {
  return item.item_type === 2 ? (item.photos.find((p) => p.url === item.content)?.name ?? item.content) : item.content;
}

export function CraftSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const withTech = order.detail_info.filter((d) => d.tech_info.length);
  const columns = (d: DetailItem): Columns<TechRow> => [
    { key: 'type', header: d.category_name, width: 120, cell: (x) => x.type_name },
    { key: 'tech', header: t('detail.tech'), cell: (x) => x.tech_name },
    { key: 'content', header: t('detail.content'), cell: (x) => [x.content, ...x.items.map((i) => `${i.item_name}: ${techItemValue(i)}`)].filter(Boolean).join('; ') || '—' },
    { key: 'price', header: t('detail.techPrice'), cell: (x) => <Money yuan={x.price} /> },
  ];
  return (
    <Section title={t('detail.craft')}>
      {!withTech.length && <Text c="dimmed">{t('detail.noTech')}</Text>}
      {withTech.map((d) => (
        <SimpleTable key={d.id} rows={d.tech_info} rowKey={(x) => x.type_name + x.tech_name} columns={columns(d)} />
      ))}
    </Section>
  );
}
