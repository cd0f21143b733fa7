import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DetailItem } from '@/domain/orders/wire';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';

type SizeRow = DetailItem['size_info'][number]['size_data'][number];

/** The size tables of one garment: net body, standard size, finished garment, each item's values. */
export function SizeTables({ sizes }: { sizes: DetailItem['size_info'] }) {
  const { t } = useTranslation('orders');
  const columns: Columns<SizeRow> = [
    { key: 'item', header: t('detail.bodyItem'), cell: (r) => r.body_item_name },
    { key: 'net', header: t('detail.net'), cell: (r) => r.body_item_net_value ?? '—' },
    { key: 'diff', header: t('detail.diff'), cell: (r) => r.body_item_diff_value ?? '—' },
    { key: 'clothes', header: t('detail.clothes'), cell: (r) => r.body_item_clothes_value ?? '—' },
  ];
  return (
    <Stack gap={4}>
      {sizes.map((s) => {
        const key = `detail.sizeType.${s.size_info_type}`;
        const type = t(key);
        // The shape name often repeats the type ("净体", "标准号", in the data's Chinese): say it once.
        const repeats = s.size_shape_name === type || s.size_shape_name === t(key, { lng: 'zh' });
        const shape = s.size_shape_name && !repeats ? s.size_shape_name : '';
        return (
          <Stack key={s.size_info_type} gap={2}>
            <Text size="sm" c="dimmed">
              {[type, shape, s.size_value].filter(Boolean).join(' ')}
            </Text>
            {s.size_data.length > 0 && <SimpleTable rows={s.size_data} rowKey={(r) => r.body_item_id} columns={columns} fz="xs" />}
          </Stack>
        );
      })}
    </Stack>
  );
}
