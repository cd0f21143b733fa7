import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { bulkApi, bulkKeys } from '@/api/bulk-goods';
import { failureText } from '@/api/api-error';
import type { ProductInfo } from '@/domain/bulk-goods/contract';
import { notify } from '@/ui/notify';

const SEARCH_DELAY_MS = 300;

/**
 * Finds a product code (the catalogue's and the seller's own) and adds its product. A code already
 * on the order is refused before anything is fetched (您已经添加了该产品!).
 *
 * The field is an autocomplete, not a select: the text in it is the code, whether typed or picked
 * from the suggestions. A select clears unpicked text when it loses focus, so a typed code and a
 * click on Add lost the click (the button went disabled under the pointer).
 */
export function ProductPicker({ taken, onAdd }: { taken: (code: string) => boolean; onAdd: (info: ProductInfo) => void }) {
  const { t, i18n } = useTranslation('large_goods');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const hits = useQuery({ queryKey: bulkKeys.search(keyword, i18n.language), queryFn: () => bulkApi.search(keyword), staleTime: 30_000 });

  const add = async () => {
    const code = search.trim();
    if (!code) return;
    if (taken(code)) return notify.warning(t('product_twice'));
    setBusy(true);
    try {
      onAdd(await bulkApi.info(code));
      setSearch('');
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };

  const hitsByCode = new Map((hits.data?.list ?? []).map((h) => [h.product_code, h]));
  return (
    <Group align="flex-end" gap="sm">
      <Autocomplete
        label={t('product_code')}
        placeholder={t('search')}
        clearable
        w={340}
        data={[...hitsByCode.keys()]}
        value={search}
        onChange={setSearch}
        renderOption={({ option }) => {
          const hit = hitsByCode.get(option.value);
          return hit ? `${hit.product_code} · ${hit.category_names.join(' / ')}${hit.own ? ` · ${t('own')}` : ''}` : option.value;
        }}
        // The server filters by the keyword; every hit it sends is shown.
        filter={({ options }) => options}
        description={keyword && hits.isSuccess && !hits.isFetching && hitsByCode.size === 0 ? t('search_empty') : undefined}
        data-testid="bulk-product-search"
      />
      <Button onClick={() => void add()} loading={busy} disabled={!search.trim()} data-testid="bulk-product-add">
        {t('add_product')}
      </Button>
    </Group>
  );
}
