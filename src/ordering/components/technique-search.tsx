import { Group, SegmentedControl, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { TechRange } from '@/domain/catalogue/constants';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { RuleResult } from '@/domain/rules/messages';
import type { TechState } from '@/domain/rules/technique';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useOnline } from '@/sync/network';
import { rulesWorker } from '../../../workers/rules.client';
import { useCommonStyles, useDeleteCommonStyle } from '@/ordering/api/common-styles';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastCategory } from '@/ordering/state/fast-order-state';
import { CommonStyleBadges } from './common-style-badges';

type SearchKind = 'product' | 'style' | 'common';

type TechniqueSearchProps = {
  index: CatalogueIndex;
  category: FastCategory;
  range: TechRange;
  onApplied: (result: RuleResult<TechState>, extra?: { product_code?: string; style_number?: string }) => void;
};

const MAX_OPTIONS = 50;

/**
 * Search by product number, style number (both from the mirrored catalogue, so offline too) or
 * common style (the user's, from the server). A pick replaces the techniques of the chosen range.
 */
export function TechniqueSearch({ index, category, range, onApplied }: TechniqueSearchProps) {
  const { t, i18n } = useTranslation('ordering');
  const warn = useWarn();
  const online = useOnline();
  const { dispatch, work } = useFastOrder();
  const [kind, setKind] = useState<SearchKind>('product');
  const [keyword, setKeyword] = useState('');
  const tech = category.tech!;
  const categoryId = category.category_id;
  const commons = useCommonStyles(categoryId, kind === 'common' && online);
  const remove = useDeleteCommonStyle();

  const data = useMemo(() => {
    const kw = keyword.trim().toUpperCase();
    const fits = (editionId: number) => !tech.edition_id || editionId === tech.edition_id;
    if (kind === 'product') {
      return index.snapshot.products
        .filter((p) => p.category_id === categoryId && fits(p.edition_id) && p.product_code.includes(kw))
        .slice(0, MAX_OPTIONS)
        .map((p) => ({ value: p.product_code, label: `${p.product_code} · ${p.fabric_num}` }));
    }
    if (kind === 'style') {
      return index.snapshot.styles
        .filter((s) => s.category_id === categoryId && fits(s.edition_id) && s.style_number.includes(kw))
        .slice(0, MAX_OPTIONS)
        .map((s) => ({ value: s.style_number, label: s.style_number }));
    }
    return (commons.data ?? [])
      .filter((c) => c.name.toUpperCase().includes(kw))
      .map((c) => ({ value: String(c.id), label: c.name }));
  }, [kind, keyword, index, categoryId, tech.edition_id, commons.data]);

  const pick = async (value: string | null) => {
    if (!value) return;
    if (kind === 'product') {
      const result = await rulesWorker().applyProduct(tech, value, range);
      if (!result.ok) return warn(result.message);
      onApplied({ ok: true, value: result.value.state }, { product_code: value, style_number: '' });
      const fabric = result.value.fabric;
      if (fabric) {
        // spec 2 §4: a picked product sets fabric type 1 and, for ranges all and fabric, its fabric.
        dispatch({ type: 'setFabricSource', type_id: 1 });
        dispatch({
          type: 'setFabric',
          fabric: { fabric_num: fabric.fabric_num, composition: pickName(i18n.language, fabric.composition, fabric.composition_en), texture: index.fabric.get(fabric.fabric_num)?.texture ?? '' },
        });
      }
    } else if (kind === 'style') {
      onApplied(await rulesWorker().applyStyle(tech, value, range), { style_number: value, product_code: '' });
    } else {
      const style = commons.data?.find((c) => String(c.id) === value);
      if (!style) return;
      let base = tech;
      if (!base.edition_id && style.edition_type_id) {
        const withEdition = await rulesWorker().chooseEdition(base, style.edition_type_id);
        if (!withEdition.ok) return warn(withEdition.message);
        base = withEdition.value;
      }
      onApplied(await rulesWorker().replaceByRange(base, style.tech_ids, range));
    }
    setKeyword('');
  };

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(v) => {
            setKind(v as SearchKind);
            setKeyword('');
          }}
          data={[
            { value: 'product', label: t('searchBy.product') },
            { value: 'style', label: t('searchBy.style') },
            { value: 'common', label: t('searchBy.common') },
          ]}
          data-testid="search-kind"
        />
        <Select
          w={280}
          size="xs"
          searchable
          placeholder={t(`searchPlaceholder.${kind}`)}
          data={data}
          filter={({ options }) => options}
          searchValue={keyword}
          onSearchChange={setKeyword}
          value={null}
          onChange={(v) => work.track(pick(v))}
          nothingFoundMessage={kind === 'common' && !online ? t('offlineCommonStyles') : t('nothingFound')}
          maxDropdownHeight={260}
          data-testid="tech-search"
        />
      </Group>
      {kind === 'common' && (commons.data?.length ?? 0) > 0 && <CommonStyleBadges styles={commons.data!} remove={remove} />}
    </div>
  );
}
