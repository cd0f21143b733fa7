import { Group, Paper, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import type { PersonSize } from '@/domain/group-buy/rules';

type FillUnsizedProps = {
  order: GroupOrder;
  index: CatalogueIndex;
  sizes: PersonSize[] | null;
  options: Map<string, string[]>;
  categoryName: (id: number) => string;
  onFill: (categoryId: number, size: string) => void;
};

/** One size per garment for everyone still without one (a uniform's usual size for the absent). */
export function FillUnsized({ order, index, sizes, options, categoryName, onFill: fillUnsized }: FillUnsizedProps) {
  const { t } = useTranslation('group_buy');
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="md" align="flex-end">
        {order.goods_info.map((g) => (
          <Select
            key={g.category_id}
            label={`${t('sizing.fill_unsized')} · ${categoryName(g.category_id)}`}
            w={260}
            searchable
            data={options.get(`${g.category_id}:${index.category.get(g.category_id)?.gender_id || 1}`) ?? []}
            value={null}
            onChange={(v) => v && fillUnsized(g.category_id, v)}
            disabled={!(sizes ?? []).some((s) => s.category_id === g.category_id && !s.size)}
            data-testid={`fill-unsized-${g.category_id}`}
          />
        ))}
      </Group>
    </Paper>
  );
}
