import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { TechRange } from '@/domain/catalogue/constants';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { RuleResult } from '@/domain/rules/messages';
import type { TechState } from '@/domain/rules/technique';
import { fenToYuan } from '@/domain/shared/money';
import { Money } from '@/ui/money';
import { rulesWorker } from '../../../workers/rules.client';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastCategory } from '@/ordering/state/fast-order-state';
import { useCategoryPrice } from '@/ordering/state/use-category-price';
import { SaveCommonStyleButton } from './save-common-style';
import { SpecialTechniques } from './special-techniques';
import { TechniqueLists } from './technique-lists';
import { TechniqueSearch } from './technique-search';

type CategoryTechniquesProps = { index: CatalogueIndex; category: FastCategory };

/** One category's technique panel: edition, search with range, the outer/inner/fabric lists and the specials (spec 2 §2.2). */
export function CategoryTechniques({ index, category }: CategoryTechniquesProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const warn = useWarn();
  const { state, dispatch, work } = useFastOrder();
  const [range, setRange] = useState<TechRange>(0);
  const tech = category.tech;
  const categoryId = category.category_id;
  const editions = index.snapshot.editions.filter((e) => e.category_id === categoryId);
  const groups = index.groupsOfCategory.get(categoryId) ?? [];

  // A category without its panel yet shows none: OrderBasicsSection starts it from the rules worker.
  const price = useCategoryPrice(categoryId, tech, state.process_id);

  const apply = (result: RuleResult<TechState>, extra?: { product_code?: string; style_number?: string }) => {
    if (!result.ok) return warn(result.message);
    dispatch({ type: 'setTech', category_id: categoryId, tech: result.value, ...extra });
  };

  const chooseEdition = async (value: string | null) => {
    if (!tech) return;
    const result = await rulesWorker().chooseEdition(tech, value ? Number(value) : null);
    if (!result.ok) return warn(result.message);
    let next = result.value;
    // The edition's defaults take the fabric-dependent techniques of the chosen fabric.
    if (state.fabric.fabric_num && state.fabric.type_id !== 2) next = await rulesWorker().fabricTechniques(next, state.fabric.fabric_num);
    dispatch({ type: 'setTech', category_id: categoryId, tech: next, product_code: '', style_number: '' });
  };

  if (!tech) return null;
  const normal = groups.filter((g) => !g.is_special);
  const specials = groups.filter((g) => g.is_special);

  return (
    <Stack gap="sm" data-testid={`tech-panel-${categoryId}`}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          w={240}
          label={t('edition')}
          placeholder={t('chooseEdition')}
          clearable
          disabled={tech.edition_locked}
          data={editions.map((e) => ({ value: String(e.id), label: `${e.edition_number} ${pickName(lang, e.name, e.name_en)}` }))}
          value={tech.edition_id ? String(tech.edition_id) : null}
          onChange={(v) => work.track(chooseEdition(v))}
          data-testid="edition-select"
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('range')}
          </Text>
          <SegmentedControl
            size="xs"
            value={String(range)}
            onChange={(v) => setRange(Number(v) as TechRange)}
            data={[0, 1, 2, 3].map((r) => ({ value: String(r), label: t(`rangeValue.${r}`) }))}
            data-testid="range-switch"
          />
        </div>
        {price && (
          <Text size="sm" ml="auto" data-testid="category-price">
            {t('priceLine')} <Money yuan={fenToYuan(price.process_fen)} /> + <Money yuan={fenToYuan(price.techniques_fen)} /> ={' '}
            <Text component="span" fw={700} c="red">
              <Money yuan={fenToYuan(price.total_fen)} />
            </Text>
          </Text>
        )}
      </Group>

      <TechniqueSearch index={index} category={category} range={range} onApplied={apply} />

      {normal.length === 0 || !tech.edition_id ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid="no-techniques">
          {t('rules:no_techniques')}
        </Text>
      ) : (
        <TechniqueLists
          index={index}
          groups={normal}
          tech={tech}
          onChoose={(id) => work.track(rulesWorker().chooseTechnique(tech, id).then(apply))}
          onCancel={(groupId) =>
            work.track(rulesWorker().cancelTechnique(tech, groupId).then((next) => dispatch({ type: 'setTech', category_id: categoryId, tech: next })))
          }
        />
      )}

      {tech.edition_id && specials.length > 0 && (
        <SpecialTechniques index={index} categoryId={categoryId} groups={specials} tech={tech} onToggle={(id) => work.track(rulesWorker().toggleSpecial(tech, id).then(apply))} />
      )}
      <Group justify="flex-end">
        <SaveCommonStyleButton categoryId={categoryId} tech={tech} />
      </Group>
    </Stack>
  );
}
