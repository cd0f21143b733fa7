import { Paper, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { groupApi, groupKeys } from '@/api/group-buy';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { MAX_GOODS } from '@/domain/group-buy/contract';
import { goodsTwice } from '@/domain/group-buy/rules';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import type { EntryForm, EntryRow } from './entry-state';
import { GoodsRow } from './goods-row';
import type { EntryDispatch } from './use-entry-form';
import { useReportedFailure } from './use-stage-act';

type EntryGoodsProps = { state: EntryForm; index: CatalogueIndex; dispatch: EntryDispatch; onDone: (row: EntryRow) => void };

/** The entry's goods: a product picker (each product once) and the chosen products, each editable in its row. */
export function EntryGoods({ state, index, dispatch, onDone }: EntryGoodsProps) {
  const { t, i18n } = useTranslation('group_buy');
  const warn = useWarn();
  const [search, setSearch] = useState('');
  const products = useQuery({ queryKey: groupKeys.products, queryFn: groupApi.products, staleTime: 60_000 });
  useReportedFailure('group_buy.products', products.error);

  const pick = (value: string | null) => {
    const option = products.data?.list.find((p) => `${p.product_code}:${p.category_id}` === value);
    if (!option) return;
    if (goodsTwice([...state.rows, { product_code: option.product_code, category_id: option.category_id }])) return warn('group_buy:product_twice');
    if (state.rows.length >= MAX_GOODS) return warn({ key: 'group_buy:products_max', params: { max: MAX_GOODS } });
    dispatch({ type: 'addProduct', option });
  };
  const categoryName = (id: number, fallback: string) => {
    const c = index.category.get(id);
    return c ? pickName(i18n.language, c.name, c.name_en) : fallback;
  };
  const options = (products.data?.list ?? []).map((p) => ({ value: `${p.product_code}:${p.category_id}`, label: `${p.product_code} · ${categoryName(p.category_id, p.category_name)}${p.style_number ? ` · ${p.style_number}` : ''}` }));

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        {t('goods')}
      </Title>
      <Select
        label={t('pick_product')}
        w={{ base: '100%', sm: 420 }}
        searchable
        data={options}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(v) => {
          pick(v);
          // The picker is a menu, not a field: it is empty again for the next product.
          setSearch('');
        }}
        data-testid="group-product-picker"
      />
      <Stack gap="sm" mt="sm">
        {state.rows.map((row) => (
          <GoodsRow key={row.key} row={row} index={index} dispatch={dispatch} onDone={onDone} />
        ))}
      </Stack>
    </Paper>
  );
}
