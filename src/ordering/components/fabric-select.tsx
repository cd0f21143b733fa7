import { Select } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { useChooseFabric } from '@/ordering/api/use-choose-fabric';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { Required } from '@/ui/required-label';

/** spec 2 §9: the fabric search is throttled to 300 ms. */
const FABRIC_SEARCH_THROTTLE_MS = 300;
const MAX_OPTIONS = 50;

type FabricSelectProps = { index: CatalogueIndex };

/**
 * Fabric number for domestic (1) and imported (3) fabric: a searchable dropdown over the mirrored
 * catalogue. Only listed fabrics can be picked, so an unmatched entry is cleared on blur. Picking
 * one fills the composition and replaces each category's fabric-dependent techniques (spec 2 §4).
 */
export function FabricSelect({ index }: FabricSelectProps) {
  const { t, i18n } = useTranslation('ordering');
  const { state } = useFastOrder();
  const [search, setSearch] = useState('');
  const throttled = useThrottledValue(search, FABRIC_SEARCH_THROTTLE_MS);
  const typeId = state.fabric.type_id;
  const categoryKey = state.categories.map((c) => c.category_id).join(',');

  const data = useMemo(() => {
    const kw = throttled.trim().toLowerCase();
    const categoryIds = categoryKey ? categoryKey.split(',').map(Number) : [];
    const fitting = index.snapshot.fabrics.filter(
      (f) =>
        f.type_id === typeId &&
        (categoryIds.length === 0 || categoryIds.some((id) => f.category_ids.includes(id))) &&
        (!kw || [f.fabric_num, f.name, f.name_en, f.colour, f.colour_en].some((s) => s.toLowerCase().includes(kw))),
    );
    const shown = fitting.slice(0, MAX_OPTIONS);
    const current = index.fabric.get(state.fabric.fabric_num);
    if (current && !shown.includes(current)) shown.unshift(current);
    return shown.map((f) => ({ value: f.fabric_num, label: `${f.fabric_num} ${pickName(i18n.language, f.name, f.name_en)}` }));
  }, [index, typeId, throttled, categoryKey, state.fabric.fabric_num, i18n.language]);

  const chooseFabric = useChooseFabric();
  const choose = (fabricNum: string | null) => chooseFabric(fabricNum ? index.fabric.get(fabricNum) : undefined);

  return (
    <Select
      w={260}
      label={<Required>{t('fabricNum')}</Required>}
      placeholder={t('fabricSearch')}
      searchable
      clearable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={state.fabric.fabric_num || null}
      onChange={(v) => choose(v)}
      nothingFoundMessage={t('nothingFound')}
      maxDropdownHeight={260}
      data-testid="fabric-select"
    />
  );
}
