import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { finishedValue } from '@/domain/orders/finished-size';
import type { DetailItem } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';

/** The ways of measuring as the order data names them in Chinese, whatever the reader's language. */
const SIZE_TYPE_ZH: Record<number, string> = { 1: '净体', 2: '成衣', 3: '标准号' };

type SizeRow = DetailItem['size_info'][number]['size_data'][number];

/** The stored columns a size table may show, in the order a tailor reads them. */
const VALUE_COLUMNS = [
  ['net', 'body_item_net_value'],
  ['diff', 'body_item_diff_value'],
  ['base', 'body_base_value'],
  ['clothesMeasured', 'body_item_clothes_value'],
  ['correction', 'body_correct_value'],
  ['correction', 'body_item_correct_value'],
] as const;

/**
 * The size tables of one garment (an order's detail, an employee's sizes): per measuring way the
 * columns it keeps, and always the finished garment value (成衣) the factory cuts to.
 */
export function SizeTables({ sizes }: { sizes: DetailItem['size_info'] }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4}>
      {sizes.map((s) => {
        const key = `detail.sizeType.${s.size_info_type}`;
        const type = t(key);
        // The shape name often repeats the type ("净体", "标准号", in the data's Chinese) or the size ("175/96A"): say each once.
        const repeats = s.size_shape_name === type || s.size_shape_name === SIZE_TYPE_ZH[s.size_info_type] || s.size_shape_name === s.size_value;
        const shape = s.size_shape_name && !repeats ? s.size_shape_name : '';
        // Only the columns this way of measuring filled: a standard size has no net or allowance.
        const kept = VALUE_COLUMNS.filter(([, field]) => s.size_data.some((r) => r[field] !== null && r[field] !== undefined));
        const columns: Columns<SizeRow> = [
          { key: 'item', header: t('detail.bodyItem'), cell: (r) => r.body_item_name },
          ...kept.map(([label, field]) => ({ key: field, header: t(`detail.${label}`), cell: (r: SizeRow) => r[field] ?? '—' })),
          { key: 'finished', header: t('detail.clothes'), cell: (r) => finishedValue(r, s.size_info_type) ?? '—' },
        ];
        return (
          <Stack key={s.size_info_type} gap={2}>
            <Text size="sm" c="dimmed" data-testid="size-table-title">
              {[type, shape, s.size_value].filter(Boolean).join(' ')}
            </Text>
            {s.size_data.length > 0 && <SimpleTable rows={s.size_data} rowKey={(r) => r.body_item_id} columns={columns} fz="xs" testId={`size-table-${s.size_info_type}`} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
