import { Chip, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { rulesWorker } from '../../../workers/rules.client';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FabricSource } from '@/ordering/state/fast-order-state';
import { FabricParcelPicker } from './fabric-parcel-picker';
import { FabricSelect } from './fabric-select';
import { useConfirmRemoveCategory } from './use-confirm-remove-category';
import { Required } from '@/ui/required-label';
import { TitledSection } from '@/ui/titled-section';

type OrderBasicsSectionProps = { index: CatalogueIndex };

/** Category, fabric (source, number, composition) and processing grade (spec 2 §2.1, §2.2). */
export function OrderBasicsSection({ index }: OrderBasicsSectionProps) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch, work } = useFastOrder();
  const lang = i18n.language;
  const team = state.order_type === 2;
  const chosen = state.categories.map((c) => String(c.category_id));
  const categories = [...index.snapshot.categories].sort((a, b) => a.sort - b.sort);

  // A category is chosen at once (a tapped chip, or a team configuration's), and its empty
  // technique panel follows from the rules worker, here for every category, shown or not. On a slow
  // tablet the worker answers some time later: waiting for it before choosing left the chip
  // unchecked meanwhile, and a preview or a second tap acted on a form without the category.
  const pending = state.categories.filter((c) => !c.tech).map((c) => c.category_id).join(',');
  useEffect(() => {
    if (!pending) return;
    for (const id of pending.split(',').map(Number)) {
      work.track(
        rulesWorker()
          .emptyTechState(id)
          .then((tech) => dispatch({ type: 'startTech', category_id: id, tech })),
      );
    }
  }, [pending, dispatch, work.track]);
  const addCategory = (id: number) => dispatch({ type: 'addCategory', category_id: id, tech: null });

  const confirmRemove = useConfirmRemoveCategory();

  const onCategories = (next: string[]) => {
    const added = next.filter((id) => !chosen.includes(id));
    const removed = chosen.filter((id) => !next.includes(id));
    for (const id of added) addCategory(Number(id));
    for (const id of removed) confirmRemove(Number(id));
  };

  // spec 2 §4: the processing grades follow the categories: only those priced for every chosen one.
  const processes = [...index.snapshot.processes]
    .filter((p) => state.categories.every((c) => p.prices.some((x) => x.category_id === c.category_id)))
    .sort((a, b) => a.sort - b.sort);
  const fabric = state.fabric;

  return (
    <TitledSection title={t('basics')}>
      <Stack gap="sm">
        <div>
          <Required>{t('category')}</Required>
          {team && (
            <Text size="xs" c="dimmed">
              {t('categoryFromConfig')}
            </Text>
          )}
          <Chip.Group multiple value={chosen} onChange={onCategories}>
            <Group gap="xs" mt={6} data-testid="category-chips">
              {categories.map((c) => (
                <Chip key={c.id} value={String(c.id)} disabled={team} size="sm" wrapperProps={{ 'data-testid': `category-${c.id}` }}>
                  {pickName(lang, c.name, c.name_en)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>

        <Group align="flex-end" gap="md" wrap="wrap">
          <Radio.Group
            label={<Required>{t('fabricSource')}</Required>}
            value={String(fabric.type_id)}
            onChange={(v) => {
              dispatch({ type: 'setFabricSource', type_id: Number(v) as FabricSource });
            }}
          >
            <Group gap="md" mt={8}>
              <Radio value="1" label={t('fabricType.1')} data-testid="fabric-source-1" />
              <Radio value="3" label={t('fabricType.3')} data-testid="fabric-source-3" />
              <Radio value="2" label={t('fabricType.2')} data-testid="fabric-source-2" />
            </Group>
          </Radio.Group>
          {fabric.type_id === 2 ? (
            <>
              <FabricParcelPicker
                value={fabric.parcel_id}
                onPick={(p) => dispatch({ type: 'setFabric', fabric: p ? { parcel_id: p.id, fabric_num: p.fabric_num, composition: p.composition || fabric.composition } : { parcel_id: null } })}
                testId="fabric-parcel"
              />
              <TextInput
                w={220}
                label={<Required>{t('fabricNum')}</Required>}
                value={fabric.fabric_num}
                maxLength={32}
                // A typed code is fabric of no parcel of record: the pick no longer holds.
                onChange={(e) => dispatch({ type: 'setFabric', fabric: { fabric_num: e.currentTarget.value, parcel_id: null } })}
                data-testid="fabric-num-text"
              />
            </>
          ) : (
            <FabricSelect index={index} />
          )}
          <TextInput
            w={260}
            label={<Required>{t('composition')}</Required>}
            value={fabric.composition}
            disabled={fabric.type_id === 1}
            maxLength={64}
            onChange={(e) => dispatch({ type: 'setFabric', fabric: { composition: e.currentTarget.value } })}
            data-testid="fabric-composition"
          />
          <Select
            w={240}
            label={<Required>{t('process')}</Required>}
            placeholder={t('choose')}
            data={processes.map((p) => ({ value: String(p.id), label: pickName(lang, p.process_name, p.name_en) }))}
            value={state.process_id ? String(state.process_id) : null}
            onChange={(v) => dispatch({ type: 'setProcess', process_id: v ? Number(v) : null })}
            data-testid="process-select"
          />
        </Group>
      </Stack>
    </TitledSection>
  );
}
