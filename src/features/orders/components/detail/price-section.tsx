import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { DetailItem, OrderDetail } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { Money } from '@/ui/money';
import { SimpleTable } from '@/ui/simple-table';
import { Fields, Section } from './section';

/**
 * Spec 1 §5: the price shown is the process price plus the sum of the technique prices. Bulk
 * orders have no process or techniques: their price is the retail price per category (spec 1 §2).
 */
export function PriceSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const large = order.layout === 'large';
  const columns: Columns<DetailItem> = [
    { key: 'category', header: t('detail.category'), cell: (d) => d.category_name },
    large && { key: 'retail', header: t('detail.retail'), cell: (d) => <Money yuan={d.retail} /> },
    !large && { key: 'process', header: t('detail.processPrice'), cell: (d) => <Money yuan={d.process_price} /> },
    !large && { key: 'techniques', header: t('detail.techniques'), cell: (d) => <Money yuan={d.tech_price} /> },
    { key: 'unit', header: t('detail.unitPrice'), cell: (d) => <Money yuan={d.unit_price} /> },
    { key: 'quantity', header: t('detail.quantity'), cell: (d) => d.quantity },
  ];
  return (
    <Section title={t('detail.price')}>
      <SimpleTable rows={order.detail_info} rowKey={(d) => d.id} columns={columns} testId="price-table" />
      <Fields
        rows={[
          ...(large
            ? []
            : ([
                [t('detail.process'), order.process_name],
                [
                  t('detail.priceTotal'),
                  <span key="p" data-testid="detail-price">
                    <Money yuan={order.price} />
                  </span>,
                ],
              ] as [string, ReactNode][])),
          [t('detail.amount'), <Money key="a" yuan={order.payamount} />],
          [t('detail.paid'), <Money key="d" yuan={order.paid} />],
        ]}
      />
    </Section>
  );
}
