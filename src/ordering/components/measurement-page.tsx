import { Checkbox, Select, SimpleGrid, Stack, Tabs, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { applicableShapes, MEASURE_TYPE } from '@/domain/fast-order';
import { useAutoGrading } from '@/ordering/api/use-auto-grading';
import { categoryName, pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { type MeasureType } from '@/ordering/state/fast-order-state';
import { GarmentTable, NetTable } from './measure-tables';
import { StandardSizeTab } from './standard-size-tab';

type MeasurementPageProps = { index: CatalogueIndex };

/** The measure types as the tabs' values, in MEASURE_TYPE's order: net body, finished garment, standard size. */
const MEASURE_TABS = Object.values(MEASURE_TYPE).map(String);

/**
 * The fast measurement page (spec 2 §2.3): a shared block (wearing style per category, body
 * features) above the three tabs; the tab the user is on is the measure type that is sent.
 */
export function MeasurementPage({ index }: MeasurementPageProps) {
  const { t, i18n } = useTranslation('ordering');
  const lang = i18n.language;
  const { state, dispatch } = useFastOrder();
  useAutoGrading(index);
  const ids = state.categories.map((c) => c.category_id);
  const shapes = applicableShapes(index.snapshot, ids);
  const measure = state.measure;
  const catName = (id: number) => categoryName(index, lang, id);

  // One table per category, side by side from a laptop's width when there are two or more.
  const perCategory = (Table: typeof NetTable) => (
    <SimpleGrid cols={{ base: 1, lg: ids.length > 1 ? 2 : 1 }} spacing="md">
      {ids.map((id) => (
        <Table key={id} index={index} categoryId={id} title={catName(id)} />
      ))}
    </SimpleGrid>
  );

  if (!ids.length) return null;

  return (
    <TitledSection title={t('measurement')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {ids.map((id) => (
            <Select
              key={id}
              size="xs"
              label={t('wearingStyleOf', { category: catName(id) })}
              placeholder={t('choose')}
              data={index.snapshot.wearing_styles.map((w) => ({ value: String(w.id), label: pickName(lang, w.name, w.name_en) }))}
              value={measure.perCategory[id]?.wearing_style ? String(measure.perCategory[id]!.wearing_style) : null}
              onChange={(v) => dispatch({ type: 'setCategoryMeasure', category_id: id, patch: { wearing_style: v ? Number(v) : null } })}
              data-testid={`wearing-style-${id}`}
            />
          ))}
          {shapes.map((s) => (
            <Select
              key={s.id}
              size="xs"
              label={pickName(lang, s.shape_name, s.name_en)}
              placeholder={t('choose')}
              clearable
              data={s.items.map((l) => ({ value: String(l.id), label: pickName(lang, l.name, l.name_en) }))}
              value={measure.shapes[s.id] ? String(measure.shapes[s.id]) : null}
              onChange={(v) => dispatch({ type: 'setShape', shape_id: s.id, level_id: v ? Number(v) : null })}
              data-testid={`shape-${s.id}`}
            />
          ))}
        </SimpleGrid>

        <Tabs value={String(measure.type)} onChange={(v) => v && dispatch({ type: 'setMeasureType', measureType: Number(v) as MeasureType })}>
          <Tabs.List>
            {MEASURE_TABS.map((type) => (
              <Tabs.Tab key={type} value={type} data-testid={`measure-tab-${type}`}>
                {t(`measureType.${type}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={String(MEASURE_TYPE.net)} pt="sm">
            <Checkbox
              mb="sm"
              label={t('autoGrading')}
              checked={measure.autoGrading}
              onChange={(e) => dispatch({ type: 'setAutoGrading', on: e.currentTarget.checked })}
              data-testid="auto-grading"
            />
            {perCategory(NetTable)}
          </Tabs.Panel>
          <Tabs.Panel value={String(MEASURE_TYPE.garment)} pt="sm">
            {perCategory(GarmentTable)}
          </Tabs.Panel>
          <Tabs.Panel value={String(MEASURE_TYPE.standard)} pt="sm">
            <StandardSizeTab index={index} />
          </Tabs.Panel>
        </Tabs>
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={1000}
          value={measure.remark}
          onChange={(e) => dispatch({ type: 'setRemark', remark: e.currentTarget.value })}
        />
      </Stack>
    </TitledSection>
  );
}
