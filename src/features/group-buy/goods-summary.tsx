import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { fabricLabel } from '@/ordering/components/goods-definition-editor';
import { Money } from '@/ui/money';
import { SimpleTable } from '@/ui/simple-table';

type Line = GroupOrder['goods_info'][number] & { price: string };

/** A group order's goods read-only, with the price per piece and the pieces (planned, or the people sized). */
export function GoodsSummary({ order, index, pieces }: { order: GroupOrder; index: CatalogueIndex; pieces?: number }) {
  const { t, i18n } = useTranslation('group_buy');
  const lang = i18n.language;
  const rows: Line[] = order.goods_info.map((g, i) => ({ ...g, price: order.prices[i] ?? '0' }));
  const count = (g: Line) => pieces ?? g.quantity;
  return (
    <SimpleTable
      rows={rows}
      rowKey={(g) => `${g.product_code}:${g.category_id}`}
      testId="group-goods-summary"
      columns={[
        { key: 'product', header: t('product'), cell: (g) => g.product_code },
        { key: 'category', header: t('goods'), cell: (g) => { const c = index.category.get(g.category_id); return c ? pickName(lang, c.name, c.name_en) : g.category_id; } },
        { key: 'quantity', header: t('quantity'), cell: count },
        { key: 'style', header: t('style_number'), cell: (g) => g.style_number || '—' },
        { key: 'edition', header: t('edition_number'), cell: (g) => g.edition_number },
        { key: 'fabric', header: t('fabric'), cell: (g) => fabricLabel(index, lang, g.fabric_num) },
        { key: 'techniques', header: t('techniques'), cell: (g) => t('technique_count', { count: g.tech_info.length }) },
        { key: 'price', header: t('price'), cell: (g) => <Money yuan={g.price} /> },
        { key: 'subtotal', header: t('check.amount'), cell: (g) => <Money yuan={(Number(g.price) * count(g)).toFixed(2)} /> },
      ]}
    />
  );
}
