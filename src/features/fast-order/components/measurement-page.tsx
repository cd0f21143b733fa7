import { Button, Checkbox, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { applicableShapes } from '@/domain/fast-order';
import { roundTo01 } from '@/domain/rules/rounding';
import type { StandardSize } from '@/domain/rules/standard-size';
import { rangePlaceholder } from '@/domain/rules/validation';
import { rulesWorker } from '../../../../workers/rules.client';
import { useAutoGrading } from '../api/use-auto-grading';
import { useWarn } from '../api/use-rule-warning';
import { pickName, sizeGroupLabel } from '../api/use-fast-catalogue';
import { useFastOrder } from '../state/fast-order-context';
import { emptyCategoryMeasure, type MeasureType } from '../state/fast-order-state';
import { parseMeasure } from '../state/to-domain';
import { CorrectionInput, MeasureInput } from './measure-input';

type MeasurementPageProps = { index: CatalogueIndex };

/**
 * The fast measurement page (spec 2 §2.3): a shared block (wearing style per category, body
 * features) above the three tabs; the tab the user is on is the measure type that is sent.
 */
export function MeasurementPage({ index }: MeasurementPageProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const lang = i18n.language;
  const { state, dispatch } = useFastOrder();
  useAutoGrading(index);
  const ids = state.categories.map((c) => c.category_id);
  const shapes = applicableShapes(index.snapshot, ids);
  const measure = state.measure;
  const catName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(lang, c.name, c.name_en) : String(id);
  };

  if (!ids.length) return null;

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('measurement')}
      </Title>
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
            <Tabs.Tab value="1" data-testid="measure-tab-1">
              {t('measureType.1')}
            </Tabs.Tab>
            <Tabs.Tab value="2" data-testid="measure-tab-2">
              {t('measureType.2')}
            </Tabs.Tab>
            <Tabs.Tab value="3" data-testid="measure-tab-3">
              {t('measureType.3')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="1" pt="sm">
            <Checkbox
              mb="sm"
              label={t('autoGrading')}
              checked={measure.autoGrading}
              onChange={(e) => dispatch({ type: 'setAutoGrading', on: e.currentTarget.checked })}
              data-testid="auto-grading"
            />
            <SimpleGrid cols={{ base: 1, lg: ids.length > 1 ? 2 : 1 }} spacing="md">
              {ids.map((id) => (
                <NetTable key={id} index={index} categoryId={id} title={catName(id)} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="sm">
            <SimpleGrid cols={{ base: 1, lg: ids.length > 1 ? 2 : 1 }} spacing="md">
              {ids.map((id) => (
                <GarmentTable key={id} index={index} categoryId={id} title={catName(id)} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="3" pt="sm">
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
    </Paper>
  );
}

type TableProps = { index: CatalogueIndex; categoryId: number; title: string };

function itemName(index: CatalogueIndex, lang: string, itemId: number) {
  const n = index.bodyItemName.get(itemId);
  return n ? pickName(lang, n.zh, n.en) : String(itemId);
}

function NetTable({ index, categoryId, title }: TableProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const { state, dispatch } = useFastOrder();
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const grades = state.measure.autoGrading ? state.measure.grades[categoryId] : undefined;
  const items = index.itemsOfCategory.get(categoryId) ?? [];
  return (
    <div data-testid={`net-table-${categoryId}`}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Table withTableBorder verticalSpacing={2} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.item')}</Table.Th>
            <Table.Th>{t('col.net')}</Table.Th>
            {state.measure.autoGrading && (
              <>
                <Table.Th>{t('col.allowance')}</Table.Th>
                <Table.Th>{t('col.base')}</Table.Th>
                <Table.Th>{t('col.correction')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const net = parseMeasure(m.net[item.item_id]);
            const grade = grades?.[item.item_id];
            return (
              <Table.Tr key={item.item_id}>
                <Table.Td>
                  {item.is_required ? (
                    <Text component="span" c="red" mr={2}>
                      *
                    </Text>
                  ) : null}
                  {itemName(index, i18n.language, item.item_id)}
                </Table.Td>
                <Table.Td>
                  <MeasureInput
                    categoryId={categoryId}
                    itemId={item.item_id}
                    value={m.net[item.item_id] ?? ''}
                    placeholder={rangePlaceholder(item)}
                    onChange={(value) => dispatch({ type: 'setNetValue', category_id: categoryId, item_id: item.item_id, value })}
                    testId={`net-${categoryId}-${item.item_id}`}
                  />
                </Table.Td>
                {state.measure.autoGrading && (
                  <>
                    <Table.Td data-testid={`grade-${categoryId}-${item.item_id}`}>{grade ?? '—'}</Table.Td>
                    <Table.Td>{net !== null && grade !== undefined ? roundTo01(net + grade + (m.netCorrection[item.item_id] ?? 0)) : '—'}</Table.Td>
                    <Table.Td>
                      <CorrectionInput
                        value={m.netCorrection[item.item_id]}
                        onChange={(v) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: { netCorrection: { ...m.netCorrection, [item.item_id]: v } } })}
                      />
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function GarmentTable({ index, categoryId, title }: TableProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const { state, dispatch } = useFastOrder();
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const items = index.itemsOfCategory.get(categoryId) ?? [];
  const patch = (p: Partial<typeof m>) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: p });
  return (
    <div data-testid={`garment-table-${categoryId}`}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Table withTableBorder verticalSpacing={2} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.item')}</Table.Th>
            <Table.Th>{t('col.garment')}</Table.Th>
            <Table.Th>{t('col.correction')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.item_id}>
              <Table.Td>
                {item.is_required ? (
                  <Text component="span" c="red" mr={2}>
                    *
                  </Text>
                ) : null}
                {itemName(index, i18n.language, item.item_id)}
              </Table.Td>
              <Table.Td>
                <MeasureInput
                  categoryId={categoryId}
                  itemId={item.item_id}
                  checkRange={false}
                  value={m.garment[item.item_id] ?? ''}
                  placeholder=""
                  onChange={(value) => patch({ garment: { ...m.garment, [item.item_id]: value } })}
                />
              </Table.Td>
              <Table.Td>
                <CorrectionInput value={m.garmentCorrection[item.item_id]} onChange={(v) => patch({ garmentCorrection: { ...m.garmentCorrection, [item.item_id]: v } })} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Standard size plus/minus: a category switch, a size of the category's chart, then a correction per item. */
function StandardSizeTab({ index }: { index: CatalogueIndex }) {
  const { t, i18n } = useTranslation('fast_purchase');
  const { state, dispatch } = useFastOrder();
  const ids = state.categories.map((c) => c.category_id);
  const [active, setActive] = useState<number>(ids[0]!);
  const categoryId = ids.includes(active) ? active : ids[0]!;
  const editionId = state.categories.find((c) => c.category_id === categoryId)?.tech?.edition_id ?? undefined;
  const [sizes, setSizes] = useState<StandardSize[]>([]);
  useEffect(() => {
    let live = true;
    void rulesWorker()
      .standardSizes(categoryId, state.user.user_sex, editionId)
      .then((list) => live && setSizes(list));
    return () => {
      live = false;
    };
  }, [categoryId, state.user.user_sex, editionId]);
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const patch = (p: Partial<typeof m>) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: p });
  const choose = (value: string | null) => {
    const size = sizes.find((s) => s.size_value === value);
    patch(size ? { size_value: size.size_value, size_name: size.size_name, standardBase: Object.fromEntries(size.items.map((i) => [i.item_id, i.value])) } : { size_value: '', size_name: '', standardBase: {} });
  };
  const items = index.itemsOfCategory.get(categoryId) ?? [];
  const warn = useWarn();
  // spec 2 §7 standard size match: the nearest size for the height and the net values, with the corrections to them.
  const match = async () => {
    const height = parseMeasure(state.user.user_height);
    if (!height) return warn('heightNeeded');
    const item_array = items.flatMap((i) => {
      const net = parseMeasure(m.net[i.item_id]);
      // The size is matched on the finished value: net plus the grading allowance when graded.
      const grade = state.measure.grades[categoryId]?.[i.item_id] ?? 0;
      return net === null ? [] : [{ item_id: i.item_id, item_value: roundTo01(net + grade), item_net_value: net }];
    });
    const result = await rulesWorker().matchStandardSize([{ cate_id: categoryId, height, edition_id: editionId ?? null, gender_id: state.user.user_sex, item_array }]);
    if (!result.ok) return warn(result.message);
    const found = result.value[0]!;
    const size = sizes.find((s) => s.size_value === found.shape_name);
    patch({
      size_value: found.shape_name,
      size_name: found.size_name,
      standardBase: { ...Object.fromEntries((size?.items ?? []).map((i) => [i.item_id, i.value])), ...Object.fromEntries(found.item_array.map((i) => [i.item_id, i.base_value])) },
      standardCorrection: Object.fromEntries(found.item_array.map((i) => [i.item_id, i.correct_value])),
    });
  };
  const catName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(i18n.language, c.name, c.name_en) : String(id);
  };
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end">
        {ids.length > 1 && (
          <SegmentedControl size="xs" value={String(categoryId)} onChange={(v) => setActive(Number(v))} data={ids.map((id) => ({ value: String(id), label: catName(id) }))} />
        )}
        <Select
          size="xs"
          w={200}
          searchable
          label={t('sizeValue')}
          placeholder={t('choose')}
          data={sizes.map((s) => s.size_value)}
          value={m.size_value || null}
          onChange={choose}
          maxDropdownHeight={260}
          data-testid={`standard-size-${categoryId}`}
        />
        <Button size="xs" variant="light" onClick={() => void match()} data-testid={`standard-match-${categoryId}`}>
          {t('matchSize')}
        </Button>
        <Text size="xs" c="dimmed">
          {sizeGroupLabel(t, sizes[0]?.size_name)}
        </Text>
      </Group>
      {m.size_value && (
        <Table withTableBorder verticalSpacing={2} fz="xs" maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.item')}</Table.Th>
              <Table.Th>{t('col.standard')}</Table.Th>
              <Table.Th>{t('col.correction')}</Table.Th>
              <Table.Th>{t('col.final')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items
              .filter((i) => m.standardBase[i.item_id] !== undefined)
              .map((item) => (
                <Table.Tr key={item.item_id}>
                  <Table.Td>{itemName(index, i18n.language, item.item_id)}</Table.Td>
                  <Table.Td>{m.standardBase[item.item_id]}</Table.Td>
                  <Table.Td>
                    <CorrectionInput
                      value={m.standardCorrection[item.item_id]}
                      onChange={(v) => patch({ standardCorrection: { ...m.standardCorrection, [item.item_id]: v } })}
                    />
                  </Table.Td>
                  <Table.Td>{roundTo01(m.standardBase[item.item_id]! + (m.standardCorrection[item.item_id] ?? 0))}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
