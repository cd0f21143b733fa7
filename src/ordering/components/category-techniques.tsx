import { Badge, Checkbox, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechRange } from '@/domain/catalogue/constants';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { TechTypeId } from '@/domain/catalogue/types';
import type { RuleResult } from '@/domain/rules/messages';
import type { PriceBreakdown } from '@/domain/rules/price';
import type { TechState } from '@/domain/rules/technique';
import { fenToYuan } from '@/domain/shared/money';
import { Money } from '@/ui/money';
import { rulesWorker } from '../../../workers/rules.client';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastCategory } from '@/ordering/state/fast-order-state';
import { SaveCommonStyleButton } from './save-common-style';
import { TechDetailsButton } from './tech-details-button';
import { TechniqueGroupRow } from './technique-group-row';
import { TechniqueSearch } from './technique-search';

type CategoryTechniquesProps = { index: CatalogueIndex; category: FastCategory };

const LIST_TYPES: TechTypeId[] = [1, 2, 3];

/** One category's technique panel: edition, search with range, the outer/inner/fabric lists and the specials (spec 2 §2.2). */
export function CategoryTechniques({ index, category }: CategoryTechniquesProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const lang = i18n.language;
  const warn = useWarn();
  const { state, dispatch } = useFastOrder();
  const [range, setRange] = useState<TechRange>(0);
  const [price, setPrice] = useState<PriceBreakdown | null>(null);
  const tech = category.tech;
  const categoryId = category.category_id;
  const editions = index.snapshot.editions.filter((e) => e.category_id === categoryId);
  const groups = index.groupsOfCategory.get(categoryId) ?? [];

  // Team categories come from the configurations without a panel yet: start an empty one.
  useEffect(() => {
    if (tech) return;
    let live = true;
    void rulesWorker()
      .emptyTechState(categoryId)
      .then((empty) => live && dispatch({ type: 'setTech', category_id: categoryId, tech: empty }));
    return () => {
      live = false;
    };
  }, [tech, categoryId, dispatch]);

  const techKey = tech ? JSON.stringify([tech.choices.map((c) => c.tech_id), tech.specials]) : '';
  useEffect(() => {
    let live = true;
    if (!tech || !state.process_id) {
      setPrice(null);
      return;
    }
    const ids = [...tech.choices.map((c) => c.tech_id), ...tech.specials];
    void rulesWorker()
      .price({ category_id: categoryId, process_id: state.process_id, tech_ids: ids })
      .then((r) => live && setPrice(r.ok ? r.value : null));
    return () => {
      live = false;
    };
    // techKey stands for the chosen ids.
  }, [techKey, state.process_id, categoryId]);

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
  const choiceOf = (groupId: number) => tech.choices.find((c) => c.group_id === groupId);
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
          onChange={(v) => void chooseEdition(v)}
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
        LIST_TYPES.map((type) => {
          const ofType = normal.filter((g) => g.type_id === type);
          if (!ofType.length) return null;
          return (
            <div key={type}>
              <Title order={6} mb={4}>
                {t(`techList.${type}`)}
              </Title>
              <Table withTableBorder verticalSpacing={4} data-testid={`tech-list-${type}`}>
                <Table.Tbody>
                  {ofType.map((g) => {
                    const choice = choiceOf(g.id);
                    if (!choice) return null;
                    return (
                      <TechniqueGroupRow
                        key={g.id}
                        index={index}
                        group={g}
                        choice={choice}
                        tech={tech}
                        onChoose={async (id) => apply(await rulesWorker().chooseTechnique(tech, id))}
                        onCancel={async (groupId) => dispatch({ type: 'setTech', category_id: categoryId, tech: await rulesWorker().cancelTechnique(tech, groupId) })}
                      />
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
          );
        })
      )}

      {tech.edition_id && specials.length > 0 && (
        <div>
          <Title order={6} mb={4}>
            {t('techList.special')}
          </Title>
          <Stack gap={6} data-testid="tech-list-special">
            {specials.map((g) => (
              <Group key={g.id} gap="md">
                <Text size="sm" w={130}>
                  {pickName(lang, g.name, g.name_en)}
                </Text>
                {(index.techniquesOfGroup.get(g.id) ?? []).map((s) => (
                  <Group key={s.id} gap={4} wrap="nowrap">
                    <Checkbox
                      size="xs"
                      label={
                        <>
                          {pickName(lang, s.tech_name, s.tech_name_en)}
                          {s.price_fen > 0 && (
                            <Badge size="xs" variant="transparent" color="gray">
                              +<Money yuan={fenToYuan(s.price_fen)} />
                            </Badge>
                          )}
                        </>
                      }
                      checked={tech.specials.includes(s.id)}
                      onChange={async () => apply(await rulesWorker().toggleSpecial(tech, s.id))}
                      data-testid={`special-${s.id}`}
                    />
                    {tech.specials.includes(s.id) && <TechDetailsButton categoryId={categoryId} technique={s} />}
                  </Group>
                ))}
              </Group>
            ))}
          </Stack>
        </div>
      )}
      <Group justify="flex-end">
        <SaveCommonStyleButton categoryId={categoryId} tech={tech} />
      </Group>
    </Stack>
  );
}
