import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { bulkApi } from '@/api/bulk-goods';
import { refreshCart } from '@/api/cart-count';
import { getUserId } from '@/db/session';
import { BulkOrderSchema, type ProductInfo } from '@/domain/bulk-goods/contract';
import { bulkTotals, changeKind, checkBasics, checkProducts, type BulkProblem } from '@/domain/bulk-goods/rules';
import { fenToYuan } from '@/domain/shared/money';
import { missingRequiredGroup } from '@/domain/rules/technique';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { NewCodesDialog, type NewCodes } from '@/ordering/components/new-codes-dialog';
import { clearStoredDraft, useStoredDraft, type DraftSlot } from '@/ordering/state/use-stored-draft';
import { useOnline } from '@/sync/network';
import { confirmAction } from '@/ui/confirm';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';
import { BasicsForm } from './basics-form';
import { ProductPicker } from './product-picker';
import { ProductRowCard } from './product-row';
import { bulkPayload, bulkReducer, emptyBulkForm, type BulkForm, type ProductRow, type RowGoods } from './state';

const DRAFT: DraftSlot = { form: 'largeGoods', version: 1 };

/** spec 2 §2.6 bulk goods (/home/largeGoods): a company's order of products in counts per size, to the cart as order type 4. */
export function BulkGoodsPage() {
  const { t, i18n } = useTranslation('large_goods');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const online = useOnline();
  const { index, loading } = useFastCatalogue();
  const [state, dispatch] = useReducer(bulkReducer, undefined, emptyBulkForm);
  const restore = useCallback((saved: BulkForm) => dispatch({ type: 'restore', state: saved }), []);
  const userId = getUserId();
  const restored = useStoredDraft(DRAFT, userId, state, restore);
  const [changing, setChanging] = useState<ProductRow | null>(null);
  const [sending, setSending] = useState(false);
  // One key per order being placed: a retry after a lost answer places it once.
  const orderKey = useRef(crypto.randomUUID());
  const newCodesKey = useRef(crypto.randomUUID());

  const warn = useWarn();
  const say = (p: BulkProblem) => warn({ key: p.key, params: { ...p.params, ...(p.label ? { name: t(p.label) } : {}) } });

  // Named from the catalogue in the reader's language: the row keeps the name it was added with.
  const categoryName = (g: RowGoods) => {
    const category = index?.category.get(g.category_item_id);
    return category ? pickName(i18n.language, category.name, category.name_en) : g.category_item_name;
  };

  const addProduct = (info: ProductInfo) => dispatch({ type: 'addProduct', info, key: crypto.randomUUID() });
  const taken = (code: string) => state.rows.some((r) => r.product_code.toUpperCase() === code.trim().toUpperCase());

  const saveRow = (row: ProductRow) => {
    for (const g of row.goods) {
      const missing = index && missingRequiredGroup(index.snapshot, g.category_item_id, g.tech_ids);
      if (missing) return warn(missing);
    }
    const def = (list: ProductRow['goods']) => list.map((g) => ({ edition_number: g.edition_number, fabric_num: g.fabric_num, tech_ids: g.tech_ids, retail: g.retail }));
    if (changeKind(def(row.saved), def(row.goods)) === 'style') return setChanging(row);
    dispatch({ type: 'save', key: row.key });
  };

  /** The style-change dialog's confirm: the changed row saved as a new product code of the seller's. */
  const saveAsNewProduct = async (row: ProductRow, codes: NewCodes) => {
    try {
      const info = await bulkApi.addCodes(
        {
          source_code: row.product_code,
          product_code: codes.code,
          goods_array: row.goods.map((g, i) => ({ category_item_id: g.category_item_id, style_number: codes.styles[i]!, edition_number: g.edition_number, fabric_num: g.fabric_num, retail: Number(g.retail), tech_info: g.tech_ids })),
        },
        newCodesKey.current,
      );
      notify.success(t('codes_added'));
      newCodesKey.current = crypto.randomUUID();
      setChanging(null);
      dispatch({ type: 'becameProduct', key: row.key, info });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    }
  };

  const clear = () =>
    confirmAction({
      title: t('cancel'),
      message: t('confirm_clear'),
      danger: true,
      cancelled: t('cancelled'),
      onConfirm: () => {
        dispatch({ type: 'reset' });
        notify.plain(t('cleared'));
      },
    });

  const submit = async () => {
    const payload = bulkPayload(state);
    const basics = checkBasics(payload);
    if (basics) return say(basics);
    const parsed = BulkOrderSchema.safeParse(payload);
    // The form only lets through what the schema takes; this is the net under it.
    if (!parsed.success) return warn(parsed.error.issues[0]!.message);
    const products = checkProducts(parsed.data.product_array);
    if (products) return say(products);
    if (!online) return notify.warning(t('needs_network'));
    setSending(true);
    try {
      await bulkApi.addOrder(payload, orderKey.current);
      notify.success(t('ordered'));
      if (userId !== null) await clearStoredDraft(DRAFT, userId);
      dispatch({ type: 'reset' });
      orderKey.current = crypto.randomUUID();
      refreshCart(qc);
      navigate('/home/cart?source=large');
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setSending(false);
    }
  };

  const editing = state.rows.some((r) => r.editing);
  const totals = bulkTotals(state.rows.map((r) => ({ goods_array: r.saved.map((g) => ({ retail: g.retail, category_size_data: g.sizes })) })));

  return (
    <Container size="xl" py="md" data-testid="large-goods">
      <Stack gap="md">
        <Title order={2}>{t('title')}</Title>
        {!online && (
          <Alert color="orange" variant="light" data-testid="bulk-offline">
            {t('needs_network')}
          </Alert>
        )}
        {(loading || !restored) && <Loader aria-label={t('loading_catalogue')} />}
        {index && restored && (
          <>
            <BasicsForm state={state} dispatch={dispatch} />
            <Paper withBorder p="md" radius="md">
              <Title order={4} mb="sm">
                {t('products')}
              </Title>
              <Stack gap="sm">
                <ProductPicker taken={taken} onAdd={addProduct} />
                {state.rows.length === 0 && (
                  <Text c="dimmed" size="sm" data-testid="bulk-no-products">
                    {t('no_products_yet')}
                  </Text>
                )}
                {state.rows.map((row) => (
                  <ProductRowCard key={row.key} row={row} index={index} dispatch={dispatch} onSave={saveRow} />
                ))}
              </Stack>
            </Paper>
            {/* Kept in view once there is something to total; before, it would cover the picker's hint. */}
            <Paper withBorder p="sm" radius="md" pos={state.rows.length ? 'sticky' : undefined} bottom={0} style={{ zIndex: 2 }}>
              <Group justify="space-between">
                <Text fw={500} data-testid="bulk-total">
                  {t('total', { pieces: totals.pieces })} · <Money yuan={fenToYuan(totals.amount_fen)} />
                </Text>
                <Group>
                  <Button variant="default" onClick={clear} data-testid="bulk-clear">
                    {t('cancel')}
                  </Button>
                  <Tooltip label={t('editing_hint')} disabled={!editing}>
                    {/* A disabled button gets no hover: the wrapper carries the hint. */}
                    <span>
                      <Button size="md" color="red" onClick={() => void submit()} loading={sending} disabled={editing} data-testid="bulk-submit">
                        {t('add_to_cart')}
                      </Button>
                    </span>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          </>
        )}
      </Stack>
      <NewCodesDialog
        request={changing && { oldCode: changing.product_code, styles: changing.goods.map((g, i) => ({ label: categoryName(g), old: changing.saved[i]?.style_number ?? '' })) }}
        title={t('style_change.title')}
        hint={t('style_change.hint')}
        check={bulkApi.check}
        onConfirm={(codes) => (changing ? saveAsNewProduct(changing, codes) : Promise.resolve())}
        onClose={() => setChanging(null)}
      />
    </Container>
  );
}
