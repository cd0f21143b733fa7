import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { gradingRow } from '@/domain/rules/grading';
import { rangePlaceholder } from '@/domain/rules/validation';
import { pickName } from '../api/use-fast-catalogue';
import { useFastOrder } from '../state/fast-order-context';
import { emptyCategoryMeasure } from '../state/fast-order-state';
import { parseMeasure } from '../state/to-domain';
import { CorrectionInput, MeasureInput } from './measure-input';

export type TableProps = { index: CatalogueIndex; categoryId: number; title: string };

export function itemName(index: CatalogueIndex, lang: string, itemId: number) {
  const n = index.bodyItemName.get(itemId);
  return n ? pickName(lang, n.zh, n.en) : String(itemId);
}

/** 净体放码: net value per item; with auto grading the allowance, base and correction (0.5 steps). */
export function NetTable({ index, categoryId, title }: TableProps) {
  const { t } = useTranslation('fast_purchase');
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
                  <ItemLabel index={index} item={item} />
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
                    {/* The base size is net plus allowance (gradingRow); the correction stays its own column, as the order carries them. */}
                    <Table.Td data-testid={`base-${categoryId}-${item.item_id}`}>{net !== null && grade !== undefined ? gradingRow(net, grade).baseValue : '—'}</Table.Td>
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

/** 成衣量体: the finished garment value and a correction per item. */
export function GarmentTable({ index, categoryId, title }: TableProps) {
  const { t } = useTranslation('fast_purchase');
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
                <ItemLabel index={index} item={item} />
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

/** A body item's name, starred when the category requires it. */
function ItemLabel({ index, item }: { index: CatalogueIndex; item: { item_id: number; is_required: number } }) {
  const { i18n } = useTranslation();
  return (
    <>
      {item.is_required ? (
        <Text component="span" c="red" mr={2}>
          *
        </Text>
      ) : null}
      {itemName(index, i18n.language, item.item_id)}
    </>
  );
}
