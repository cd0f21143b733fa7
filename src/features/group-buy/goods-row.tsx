import { Group, NumberInput, Paper, Table } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { fabricLabel, GoodsDefinitionEditor } from '@/ordering/components/goods-definition-editor';
import { confirmAction } from '@/ui/confirm';
import { EditRowActions } from '@/ui/edit-row-actions';
import { usePendingWork } from '@/ui/use-pending-work';
import type { entryReducer, EntryRow } from './entry-state';

type GoodsRowProps = { row: EntryRow; index: CatalogueIndex; dispatch: (a: Parameters<typeof entryReducer>[1]) => void; onDone: (row: EntryRow) => void };

/** One chosen product: product, quantity, style, pattern, fabric, techniques, edit and delete. */
export function GoodsRow({ row, index, dispatch, onDone }: GoodsRowProps) {
  const { t, i18n } = useTranslation('group_buy');
  const lang = i18n.language;
  const category = index.category.get(row.category_id);
  // Done reads the row's pattern and techniques to ask for a new style: it waits for a choice still landing.
  const choices = usePendingWork();
  const remove = () =>
    confirmAction({ title: t('delete'), message: t('confirm_delete', { code: row.product_code }), danger: true, cancelled: t('cancelled'), onConfirm: () => dispatch({ type: 'remove', key: row.key }) });
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`group-goods-${row.product_code}`}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('product')}</Table.Th>
            <Table.Th>{t('quantity')}</Table.Th>
            <Table.Th>{t('style_number')}</Table.Th>
            <Table.Th>{t('edition_number')}</Table.Th>
            <Table.Th>{t('fabric')}</Table.Th>
            <Table.Th>{t('techniques')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              {row.product_code} · {category ? pickName(lang, category.name, category.name_en) : row.category_id}
            </Table.Td>
            <Table.Td w={110}>
              {row.editing ? (
                <NumberInput size="xs" value={row.quantity} min={1} max={9999} allowDecimal={false} aria-label={t('quantity')} onChange={(v) => dispatch({ type: 'patch', key: row.key, patch: { quantity: Number(v) || 1 } })} data-testid="goods-quantity" />
              ) : (
                row.quantity
              )}
            </Table.Td>
            <Table.Td data-testid="goods-style">{row.style_number || '—'}</Table.Td>
            <Table.Td>{row.edition_number}</Table.Td>
            <Table.Td>{fabricLabel(index, lang, row.fabric_num)}</Table.Td>
            <Table.Td>{t('technique_count', { count: row.tech_ids.length })}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <EditRowActions
                  editing={row.editing}
                  size="compact-sm"
                  labels={{ edit: t('edit'), cancel: t('cancel_edit'), done: t('done'), remove: t('delete') }}
                  testIds={{ edit: 'goods-edit', done: 'goods-done', remove: 'goods-delete' }}
                  onEdit={() => dispatch({ type: 'edit', key: row.key })}
                  onCancel={() => dispatch({ type: 'cancel', key: row.key })}
                  onDone={() => onDone(row)}
                  onRemove={remove}
                  doneWaits={choices.pending}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {row.editing && (
        <GoodsDefinitionEditor
          index={index}
          categoryId={row.category_id}
          value={{ edition_number: row.edition_number, fabric_num: row.fabric_num, tech_ids: row.tech_ids }}
          onChange={(patch) => dispatch({ type: 'patch', key: row.key, patch })}
          onWork={choices.track}
        />
      )}
    </Paper>
  );
}
