import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { bulkApi } from '@/api/bulk-goods';
import { refreshCart } from '@/api/cart-count';
import { getUserId } from '@/db/session';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { BulkOrderSchema, MAX_PRODUCTS, type ProductInfo } from '@/domain/bulk-goods/contract';
import { bulkTotals, changeKind, checkBasics, checkProducts, prepayProblem, type BulkProblem } from '@/domain/bulk-goods/rules';
import { yuanToFen } from '@/domain/shared/money';
import { missingRequiredGroup } from '@/domain/rules/technique';
import type { NewCodes } from '@/ordering/components/new-codes-dialog';
import { clearStoredDraft, useStoredDraft, type DraftSlot } from '@/ordering/state/use-stored-draft';
import { useOnline } from '@/sync/network';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';
import { useIssueSentence } from '@/ui/use-issue-sentence';
import { bulkPayload, bulkReducer, emptyBulkForm, type BulkForm, type ProductRow } from './state';

const DRAFT: DraftSlot = { form: 'largeGoods', version: 1 };

/**
 * The bulk order's form: its state (kept on the device as it is typed), a product row's save
 * (which may ask for a new product code), clearing, and adding the order to the cart.
 */
export function useBulkOrderForm(index: CatalogueIndex | null | undefined) {
  const { t } = useTranslation('large_goods');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const online = useOnline();
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
  const issueSentence = useIssueSentence();
  const say = (p: BulkProblem) => warn({ key: p.key, params: { ...p.params, ...(p.label ? { name: t(p.label) } : {}) } });

  const addProduct = (info: ProductInfo) => {
    if (state.rows.length >= MAX_PRODUCTS) return warn({ key: 'large_goods:products_max', params: { max: MAX_PRODUCTS } });
    dispatch({ type: 'addProduct', info, key: crypto.randomUUID() });
  };
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
    if (!parsed.success) return warn({ key: 'serverMessage', params: { message: issueSentence(parsed.error.issues[0]!, payload) } });
    const { product_array: products, prepay } = parsed.data;
    const problem = checkProducts(products) ?? prepayProblem(yuanToFen(prepay) ?? 0, bulkTotals(products).amount_fen);
    if (problem) return say(problem);
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

  return { state, dispatch, restored, online, changing, setChanging, sending, addProduct, taken, saveRow, saveAsNewProduct, clear, submit };
}
