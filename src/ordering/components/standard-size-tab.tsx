import { Box, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRow } from '@/domain/rules/grading';
import { roundTo01 } from '@/domain/rules/rounding';
import { standardSizeOf, type StandardSize } from '@/domain/rules/standard-size';
import { rulesWorker } from '../../../workers/rules.client';
import { useWarn } from '@/ui/use-warn';
import { categoryName, sizeGroupLabel } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { emptyCategoryMeasure } from '@/ordering/state/fast-order-state';
import { parseMeasure, personBodyValues } from '@/ordering/state/to-domain';
import { CorrectionInput } from '@/ui/measure-input';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { itemName } from './measure-tables';

/** Standard size plus/minus: a category switch, a size of the category's chart, then a correction per item. */
export function StandardSizeTab({ index }: { index: CatalogueIndex }) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch, work } = useFastOrder();
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
    patch(size ? { size_value: size.size_value, size_name: size.size_name } : { size_value: '', size_name: '' });
  };
  // The chosen size's data for the current edition and gender, as the order will carry it.
  const standard = standardSizeOf(index.snapshot, categoryId, state.user.user_sex, editionId, m.size_value);
  const items = index.itemsOfCategory.get(categoryId) ?? [];
  const rows = items.flatMap((item) => {
    const base = standard?.items.find((i) => i.item_id === item.item_id)?.value;
    return base === undefined ? [] : [{ item_id: item.item_id, base }];
  });
  const warn = useWarn();
  // spec 2 §7 standard size match: the nearest size for the height and the net values, with the corrections to them.
  const match = async () => {
    const height = parseMeasure(state.user.user_height);
    if (!height) return warn('heightNeeded');
    // The size is matched on the finished value: net plus the grading allowance while auto grading is on.
    const grades = state.measure.autoGrading ? state.measure.grades[categoryId] : undefined;
    const item_array = items.flatMap((i) => {
      const net = parseMeasure(m.net[i.item_id]);
      return net === null ? [] : [{ item_id: i.item_id, item_value: gradingRow(net, grades?.[i.item_id] ?? 0).baseValue, item_net_value: net }];
    });
    const result = await rulesWorker().matchStandardSize([
      { cate_id: categoryId, height, edition_id: editionId ?? null, gender_id: state.user.user_sex, item_array, body_values: personBodyValues(state.measure.perCategory) },
    ]);
    if (!result.ok) return warn(result.message);
    const found = result.value[0]!;
    patch({ size_value: found.shape_name, size_name: found.size_name, standardCorrection: Object.fromEntries(found.item_array.map((i) => [i.item_id, i.correct_value])) });
  };
  const catName = (id: number) => categoryName(index, i18n.language, id);
  const named = (itemId: number) => itemName(index, i18n.language, itemId);
  const columns: Columns<(typeof rows)[number]> = [
    { key: 'item', header: t('col.item'), cell: (r) => named(r.item_id) },
    { key: 'standard', header: t('col.standard'), cell: (r) => r.base },
    {
      key: 'correction',
      header: t('col.correction'),
      cell: (r) => <CorrectionInput label={`${named(r.item_id)} · ${t('col.correction')}`} value={m.standardCorrection[r.item_id]} onChange={(v) => patch({ standardCorrection: { ...m.standardCorrection, [r.item_id]: v } })} />,
    },
    { key: 'final', header: t('col.final'), cell: (r) => roundTo01(r.base + (m.standardCorrection[r.item_id] ?? 0)) },
  ];
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
        <Button size="xs" variant="light" onClick={() => work.track(match())} data-testid={`standard-match-${categoryId}`}>
          {t('matchSize')}
        </Button>
        <Text size="xs" c="dimmed">
          {sizeGroupLabel(t, sizes[0]?.size_name)}
        </Text>
      </Group>
      {standard && (
        <Box maw={520}>
          <SimpleTable rows={rows} rowKey={(r) => r.item_id} columns={columns} fz="xs" compact />
        </Box>
      )}
    </Stack>
  );
}
