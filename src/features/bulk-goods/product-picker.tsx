import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkApi, bulkKeys } from '@/api/bulk-goods';
import { failureText } from '@/api/api-error';
import type { ProductInfo } from '@/domain/bulk-goods/contract';
import { notify } from '@/ui/notify';

const SEARCH_DELAY_MS = 300;

/**
 * Finds a product code (the catalogue's and the seller's own) and adds its product. A code already
 * on the order is refused before anything is fetched (您已经添加了该产品!).
 */
export function ProductPicker({ taken, onAdd }: { taken: (code: string) => boolean; onAdd: (info: ProductInfo) => void }) {
  const { t } = useTranslation('large_goods');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const hits = useQuery({ queryKey: bulkKeys.search(keyword), queryFn: () => bulkApi.search(keyword), staleTime: 30_000 });

  const add = async () => {
    const code = picked ?? search.trim();
    if (!code) return;
    if (taken(code)) return notify.warning(t('product_twice'));
    setBusy(true);
    try {
      onAdd(await bulkApi.info(code));
      setPicked(null);
      setSearch('');
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };

  const data = (hits.data?.list ?? []).map((h) => ({ value: h.product_code, label: `${h.product_code} · ${h.category_names.join(' / ')}${h.own ? ` · ${t('own')}` : ''}` }));
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('product_code')}
        placeholder={t('search')}
        searchable
        clearable
        w={340}
        data={data}
        value={picked}
        onChange={setPicked}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={hits.isFetching ? undefined : t('search_empty')}
        filter={({ options }) => options}
        data-testid="bulk-product-search"
      />
      <Button onClick={() => void add()} loading={busy} disabled={!picked && !search.trim()} data-testid="bulk-product-add">
        {t('add_product')}
      </Button>
    </Group>
  );
}
