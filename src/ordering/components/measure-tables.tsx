import { Group, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRow } from '@/domain/rules/grading';
import { rangePlaceholder } from '@/domain/rules/validation';
import type { Columns } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { emptyCategoryMeasure } from '@/ordering/state/fast-order-state';
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

/** 净体放码: net value per item; with auto grading the allowance, base and correction (0.5 steps). */
export function NetTable({ index, categoryId, title }: TableProps) {
  const { t, i18n } = useTranslation('ordering');
  const named = (itemId: number, column: string) => `${itemName(index, i18n.language, itemId)} · ${t(column)}`;
  const { state, dispatch } = useFastOrder();
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const grading = state.measure.autoGrading;
  const grades = grading ? state.measure.grades[categoryId] : undefined;
  const columns: Columns<CategoryItem> = [
    { key: 'item', header: t('col.item'), cell: (item) => <ItemLabel index={index} item={item} /> },
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
    grading && {
      key: 'correction',
      header: t('col.correction'),
      cell: (item) => (
        <CorrectionInput
          label={named(item.item_id, 'col.correction')}
          value={m.netCorrection[item.item_id]}
          onChange={(v) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: { netCorrection: { ...m.netCorrection, [item.item_id]: v } } })}
        />
      ),
    },
  ];
  return <MeasureTable testId={`net-table-${categoryId}`} title={title} items={index.itemsOfCategory.get(categoryId) ?? []} columns={columns} />;
}

/** 成衣量体: the finished garment value and a correction per item. */
export function GarmentTable({ index, categoryId, title }: TableProps) {
  const { t, i18n } = useTranslation('ordering');
  const named = (itemId: number, column: string) => `${itemName(index, i18n.language, itemId)} · ${t(column)}`;
  const { state, dispatch } = useFastOrder();
  const m = state.measure.perCategory[categoryId] ?? emptyCategoryMeasure();
  const patch = (p: Partial<typeof m>) => dispatch({ type: 'setCategoryMeasure', category_id: categoryId, patch: p });
  const columns: Columns<CategoryItem> = [
    { key: 'item', header: t('col.item'), cell: (item) => <ItemLabel index={index} item={item} /> },
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
    {
      key: 'correction',
      header: t('col.correction'),
      cell: (item) => <CorrectionInput label={named(item.item_id, 'col.correction')} value={m.garmentCorrection[item.item_id]} onChange={(v) => patch({ garmentCorrection: { ...m.garmentCorrection, [item.item_id]: v } })} />,
    },
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
