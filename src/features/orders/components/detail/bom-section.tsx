import { useTranslation } from '@/ui/i18n';
import type { OrderDetail } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { Section } from './section';

export function BomSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const rows = order.detail_info.flatMap((d) => d.bom_info.map((b) => ({ ...b, category: d.category_name })));
  if (!rows.length) return null;
  const columns: Columns<(typeof rows)[number]> = [
    { key: 'category', header: t('detail.category'), cell: (b) => b.category },
    { key: 'type', header: t('detail.techType'), cell: (b) => b.type_name },
    { key: 'code', header: t('detail.code'), cell: (b) => b.code },
    { key: 'content', header: t('detail.content'), cell: (b) => b.content || '—' },
  ];
  return (
    <Section title={t('detail.bom')}>
      <SimpleTable rows={rows} rowKey={(b, i) => `${b.category}-${b.type_name}-${i}`} columns={columns} />
    </Section>
  );
}
