import { Badge, Button, Divider, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkTotals } from '@/domain/bulk-goods/rules';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { submitTechIds, type TechState } from '@/domain/rules/technique';
import { fenToYuan } from '@/domain/shared/money';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { TechniqueGroupRow } from '@/ordering/components/technique-group-row';
import { confirmAction } from '@/ui/confirm';
import { Money, useMoneyFormat } from '@/ui/money';
import { useWarn } from '@/ui/use-warn';
import { rulesWorker } from '../../../workers/rules.client';
import { SizeCountsEditor, SizeCountsView } from './size-counts';
import type { BulkAction, ProductRow, RowGoods } from './state';

type ProductRowProps = { row: ProductRow; index: CatalogueIndex; dispatch: Dispatch<BulkAction>; onSave: (row: ProductRow) => void };

/** One product of the order: its categories as saved, or being edited (spec 2 §2.6). */
export function ProductRowCard({ row, index, dispatch, onSave }: ProductRowProps) {
  const { t } = useTranslation('large_goods');
  const goods = row.editing ? row.goods : row.saved;
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
          {row.editing ? (
            <>
              <Button variant="default" size="xs" onClick={() => dispatch({ type: 'cancelEdit', key: row.key })} data-testid="row-cancel">
                {t('cancel_edit')}
              </Button>
              <Button size="xs" onClick={() => onSave(row)} data-testid="row-save">
                {t('save')}
              </Button>
            </>
          ) : (
            <Button variant="light" size="xs" onClick={() => dispatch({ type: 'edit', key: row.key })} data-testid="row-edit">
              {t('edit')}
            </Button>
          )}
          <Button variant="subtle" color="red" size="xs" onClick={remove} data-testid="row-remove">
            {t('remove_product')}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        {goods.map((g, i) => (
          <div key={g.category_item_id}>
            {i > 0 && <Divider mb="sm" />}
            {row.editing ? <GoodsEditor index={index} goods={g} onPatch={(patch) => dispatch({ type: 'patchGoods', key: row.key, index: i, patch })} /> : <GoodsView index={index} goods={g} />}
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

function fabricName(index: CatalogueIndex, lang: string, num: string) {
  const f = index.fabric.get(num);
  return f ? `${num} · ${pickName(lang, f.name, f.name_en)}` : num;
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
      {fact(t('fabric'), fabricName(index, lang, goods.fabric_num))}
      {fact(t('techniques'), t('technique_count', { count: goods.tech_ids.length }))}
      {fact(t('retail'), <Money yuan={goods.retail} />)}
    </SimpleGrid>
  );
}

/**
 * A category's definition being edited: retail price, pattern (edition), fabric and techniques,
 * with the fast order's technique rows and rules (clashes are refused with their reason).
 */
function GoodsEditor({ index, goods, onPatch }: { index: CatalogueIndex; goods: RowGoods; onPatch: (patch: Partial<RowGoods>) => void }) {
  const { t, i18n } = useTranslation('large_goods');
  const lang = i18n.language;
  const warn = useWarn();
  const money = useMoneyFormat();
  const [tech, setTech] = useState<TechState | null>(null);
  const categoryId = goods.category_item_id;
  const edition = index.editionByNumber.get(goods.edition_number);

  // The panel of the saved techniques, once; later changes come from the panel itself.
  useEffect(() => {
    let live = true;
    void rulesWorker()
      .stateFromTechIds(categoryId, edition?.id ?? null, goods.tech_ids)
      .then((s) => live && setTech(s));
    return () => {
      live = false;
    };
    // Only the category: the panel then owns the choices.
  }, [categoryId]);

  const applyTech = (next: TechState, patch: Partial<RowGoods> = {}) => {
    setTech(next);
    onPatch({ ...patch, tech_ids: submitTechIds(next) });
  };
  const chooseEdition = async (value: string | null) => {
    if (!tech || !value) return;
    const next = await rulesWorker().chooseEdition(tech, Number(value));
    if (!next.ok) return warn(next.message);
    const withFabric = await rulesWorker().fabricTechniques(next.value, goods.fabric_num);
    applyTech(withFabric, { edition_number: index.edition.get(Number(value))?.edition_number ?? goods.edition_number });
  };
  const chooseFabric = async (value: string | null) => {
    if (!tech || !value) return;
    // Fabric-dependent (type 3) techniques follow the fabric (spec 2 §4).
    applyTech(await rulesWorker().fabricTechniques(tech, value), { fabric_num: value });
  };
  const choose = async (techId: number) => {
    if (!tech) return;
    const result = await rulesWorker().chooseTechnique(tech, techId);
    if (!result.ok) return warn(result.message);
    applyTech(result.value);
  };
  const cancel = async (groupId: number) => tech && applyTech(await rulesWorker().cancelTechnique(tech, groupId));

  const editions = index.snapshot.editions.filter((e) => e.category_id === categoryId).map((e) => ({ value: String(e.id), label: `${e.edition_number} · ${pickName(lang, e.name, e.name_en)}` }));
  const fabrics = index.snapshot.fabrics
    .filter((f) => f.category_ids.length === 0 || f.category_ids.includes(categoryId))
    .map((f) => ({ value: f.fabric_num, label: fabricName(index, lang, f.fabric_num) }));
  const groups = (index.groupsOfCategory.get(categoryId) ?? []).filter((g) => g.is_special === 0);
  const category = index.category.get(categoryId);

  return (
    <Stack gap="xs">
      <Text fw={500}>{category ? pickName(lang, category.name, category.name_en) : goods.category_item_name}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <NumberInput
          label={t('retail')}
          description={t('list_price', { price: money(goods.list_price, { withYuan: true }) })}
          value={goods.retail}
          min={0}
          decimalScale={2}
          hideControls
          leftSection="¥"
          onChange={(v) => onPatch({ retail: String(v) })}
          data-testid="goods-retail"
        />
        <Select label={t('edition_number')} data={editions} value={edition ? String(edition.id) : null} onChange={(v) => void chooseEdition(v)} allowDeselect={false} data-testid="goods-edition" />
        <Select label={t('fabric')} data={fabrics} value={goods.fabric_num} onChange={(v) => void chooseFabric(v)} searchable allowDeselect={false} data-testid="goods-fabric" />
      </SimpleGrid>
      {tech && (
        <Table withTableBorder striped data-testid="goods-techniques">
          <Table.Tbody>
            {groups.map((g) => {
              const choice = tech.choices.find((c) => c.group_id === g.id);
              return choice ? <TechniqueGroupRow key={g.id} index={index} group={g} choice={choice} tech={tech} onChoose={(id) => void choose(id)} onCancel={(id) => void cancel(id)} withDetails={false} /> : null;
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
