import { Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRow } from '@/domain/rules/grading';
import { rangePlaceholder } from '@/domain/rules/validation';
import type { Column, Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { emptyCategoryMeasure, type CategoryMeasure } from '@/ordering/state/fast-order-state';
import { parseMeasure } from '@/ordering/state/to-domain';
import { MeasureInput } from '@/data/measure-input';
import { CorrectionInput } from '@/ui/measure-input';
import { MeasureGuideButton } from '@/ui/measure-guide/measure-guide';

export type TableProps = { index: CatalogueIndex; categoryId: number; title: string };

export function itemName(index: CatalogueIndex, lang: string, itemId: number) {
  const n = index.bodyItemName.get(itemId);
  return n ? pickName(lang, n.zh, n.en) : String(itemId);
}

type CategoryItem = { item_id: number; is_required: number; min_value: number; max_value: number };

/**
 * What the measure tables of one category share: its measure and a patch of it, an input's
 * accessible name (item · column), and their item and correction columns.
 */
function useMeasureColumns(index: CatalogueIndex, categoryId: number) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const patch = (p: Partial<CategoryMeasure>) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: p });
  const named = (itemId: number, column: string) => `${itemName(index, i18n.language, itemId)} · ${t(column)}`;
  const item: Column<CategoryItem> = { key: 'item', header: t('col.item'), cell: (it) => <ItemLabel index={index} item={it} /> };
  /** The correction of each item (0.5 steps), kept in `field` of the category's measure. */
  const correction = (field: 'netCorrection' | 'garmentCorrection'): Column<CategoryItem> => ({
    key: 'correction',
    header: t('col.correction'),
    cell: (it) => <CorrectionInput label={named(it.item_id, 'col.correction')} value={m[field][it.item_id]} onChange={(v) => patch({ [field]: { ...m[field], [it.item_id]: v } })} />,
  });
  return { t, state, dispatch, m, patch, named, item, correction };
}

/** 净体放码: net value per item; with auto grading the allowance, base and correction (0.5 steps). */
export function NetTable({ index, categoryId, title }: TableProps) {
  const { t, state, dispatch, m, named, item: itemColumn, correction } = useMeasureColumns(index, categoryId);
  const grading = state.measure.autoGrading;
  const grades = grading ? state.measure.grades[categoryId] : undefined;
  const columns: Columns<CategoryItem> = [
    itemColumn,
    {
      key: 'net',
      header: t('col.net'),
      cell: (item) => (
        <MeasureInput
          label={named(item.item_id, 'col.net')}
          categoryId={categoryId}
          itemId={item.item_id}
          value={m.net[item.item_id] ?? ''}
          placeholder={rangePlaceholder(item)}
          onChange={(value) => dispatch({ type: 'setNetValue', category_id: categoryId, item_id: item.item_id, value })}
          testId={`net-${categoryId}-${item.item_id}`}
        />
      ),
    },
    grading && { key: 'grade', header: t('col.allowance'), cell: (item) => <span data-testid={`grade-${categoryId}-${item.item_id}`}>{grades?.[item.item_id] ?? '—'}</span> },
    // The base size is net plus allowance (gradingRow); the correction stays its own column, as the order carries them.
    grading && {
      key: 'base',
      header: t('col.base'),
      cell: (item) => {
        const net = parseMeasure(m.net[item.item_id]);
        const grade = grades?.[item.item_id];
        return <span data-testid={`base-${categoryId}-${item.item_id}`}>{net !== null && grade !== undefined ? gradingRow(net, grade).baseValue : '—'}</span>;
      },
    },
    grading && correction('netCorrection'),
  ];
  return <MeasureTable testId={`net-table-${categoryId}`} title={title} items={index.itemsOfCategory.get(categoryId) ?? []} columns={columns} />;
}

/** 成衣量体: the finished garment value and a correction per item. */
export function GarmentTable({ index, categoryId, title }: TableProps) {
  const { t, m, patch, named, item: itemColumn, correction } = useMeasureColumns(index, categoryId);
  const columns: Columns<CategoryItem> = [
    itemColumn,
    {
      key: 'garment',
      header: t('col.garment'),
      cell: (item) => (
        <MeasureInput
          label={named(item.item_id, 'col.garment')}
          categoryId={categoryId}
          itemId={item.item_id}
          checkRange={false}
          value={m.garment[item.item_id] ?? ''}
          placeholder=""
          onChange={(value) => patch({ garment: { ...m.garment, [item.item_id]: value } })}
        />
      ),
    },
    correction('garmentCorrection'),
  ];
  return <MeasureTable testId={`garment-table-${categoryId}`} title={title} items={index.itemsOfCategory.get(categoryId) ?? []} columns={columns} />;
}

function MeasureTable({ testId, title, items, columns }: { testId: string; title: string; items: readonly CategoryItem[]; columns: Columns<CategoryItem> }) {
  return (
    <div data-testid={testId}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <SimpleTable rows={items} rowKey={(item) => item.item_id} columns={columns} fz="xs" compact />
    </div>
  );
}

/** A body item's name, starred when the category requires it, with its how-to-measure help. */
export function ItemLabel({ index, item }: { index: CatalogueIndex; item: { item_id: number; is_required: number } }) {
  const { i18n } = useTranslation();
  const name = itemName(index, i18n.language, item.item_id);
  return (
    <Group gap={4} wrap="nowrap">
      <span>
        {item.is_required ? (
          <Text component="span" c="red" mr={2}>
            *
          </Text>
        ) : null}
        {name}
      </span>
      <MeasureGuideButton item={item.item_id} name={name} />
    </Group>
  );
}
