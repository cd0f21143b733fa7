import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { bulkTotals } from '@/domain/bulk-goods/rules';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { fenToYuan } from '@/domain/shared/money';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { fabricLabel, GoodsDefinitionEditor } from '@/ordering/components/goods-definition-editor';
import { confirmAction } from '@/ui/confirm';
import { EditRowActions } from '@/ui/edit-row-actions';
import { usePendingWork } from '@/ui/use-pending-work';
import { Money, useMoneyFormat } from '@/ui/money';
import { SizeCountsEditor, SizeCountsView } from './size-counts';
import type { BulkAction, ProductRow, RowGoods } from './state';

type ProductRowProps = { row: ProductRow; index: CatalogueIndex; dispatch: Dispatch<BulkAction>; onSave: (row: ProductRow) => void };

/** One product of the order: its categories as saved, or being edited (spec 2 §2.6). */
export function ProductRowCard({ row, index, dispatch, onSave }: ProductRowProps) {
  const { t } = useTranslation('large_goods');
  const goods = row.editing ? row.goods : row.saved;
  // Save reads the row's categories as they stand: it waits for a choice still landing.
  const choices = usePendingWork();
  const totals = bulkTotals([{ goods_array: goods.map((g) => ({ retail: g.retail, category_size_data: g.sizes })) }]);
  const remove = () =>
    confirmAction({
      title: t('remove_product'),
      message: t('confirm_remove_product', { code: row.product_code }),
      danger: true,
      cancelled: t('cancelled'),
      onConfirm: () => dispatch({ type: 'removeProduct', key: row.key }),
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid={`bulk-row-${row.product_code}`} data-editing={row.editing || undefined}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{row.product_code}</Text>
          {row.own && (
            <Badge variant="light" size="sm">
              {t('own')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {t('pieces', { count: totals.pieces })} · <Money yuan={fenToYuan(totals.amount_fen)} />
          </Text>
        </Group>
        <Group gap="xs">
          <EditRowActions
            editing={row.editing}
            size="xs"
            labels={{ edit: t('edit'), cancel: t('cancel_edit'), done: t('save'), remove: t('remove_product') }}
            testIds={{ edit: 'row-edit', cancel: 'row-cancel', done: 'row-save', remove: 'row-remove' }}
            onEdit={() => dispatch({ type: 'edit', key: row.key })}
            onCancel={() => dispatch({ type: 'cancelEdit', key: row.key })}
            onDone={() => onSave(row)}
            onRemove={remove}
            doneWaits={choices.pending}
          />
        </Group>
      </Group>
      <Stack gap="sm">
        {goods.map((g, i) => (
          <div key={g.category_item_id}>
            {i > 0 && <Divider mb="sm" />}
            {row.editing ? <GoodsEditor index={index} goods={g} onPatch={(patch) => dispatch({ type: 'patchGoods', key: row.key, index: i, patch })} onWork={choices.track} /> : <GoodsView index={index} goods={g} />}
            <Text size="sm" fw={500} mt="xs" mb={4}>
              {t('sizes')}
            </Text>
            {row.editing ? (
              <SizeCountsEditor
                categoryId={g.category_item_id}
                edition={g.edition_number}
                sizes={g.sizes}
                onCount={(size, count) => dispatch({ type: 'setCount', key: row.key, index: i, size, count })}
                onAdd={(size) => dispatch({ type: 'addSize', key: row.key, index: i, size })}
                onRemove={(size) => dispatch({ type: 'removeSize', key: row.key, index: i, size })}
              />
            ) : (
              <SizeCountsView sizes={g.sizes} />
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function GoodsView({ index, goods }: { index: CatalogueIndex; goods: RowGoods }) {
  const { t, i18n } = useTranslation('large_goods');
  const lang = i18n.language;
  const category = index.category.get(goods.category_item_id);
  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
      {fact(t('category'), category ? pickName(lang, category.name, category.name_en) : goods.category_item_name)}
      {fact(t('style_number'), goods.style_number || '—')}
      {fact(t('edition_number'), goods.edition_number)}
      {fact(t('fabric'), fabricLabel(index, lang, goods.fabric_num))}
      {fact(t('techniques'), t('technique_count', { count: goods.tech_ids.length }))}
      {fact(t('retail'), <Money yuan={goods.retail} />)}
    </SimpleGrid>
  );
}

/**
 * A category being edited: its code's price (read only: a code has one price, and a changed
 * definition is a new code priced by the catalogue), then the shared pattern, fabric and technique editor.
 */
function GoodsEditor({ index, goods, onPatch, onWork }: { index: CatalogueIndex; goods: RowGoods; onPatch: (patch: Partial<RowGoods>) => void; onWork: (work: Promise<unknown>) => void }) {
  const { t, i18n } = useTranslation('large_goods');
  const money = useMoneyFormat();
  const category = index.category.get(goods.category_item_id);
  return (
    <Stack gap="xs">
      <Text fw={500}>{category ? pickName(i18n.language, category.name, category.name_en) : goods.category_item_name}</Text>
      <GoodsDefinitionEditor
        index={index}
        categoryId={goods.category_item_id}
        value={goods}
        onChange={onPatch}
        onWork={onWork}
        leading={
          <TextInput label={t('retail')} value={money(goods.retail)} readOnly variant="filled" data-testid="goods-retail" />
        }
      />
    </Stack>
  );
}
