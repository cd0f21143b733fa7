import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { foreignCustomApi } from '@/api/foreign-custom';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { ForeignOrderSchema, prepareForeignOrder, type ForeignOrder } from '@/domain/foreign-custom/order';
import { useOnline } from '@/sync/network';
import { notify } from '@/ui/notify';

export type ForeignItem = { category_id: number; modeling: string | null; button: string; lining: string; size: string | null; quantity: number };
export type ForeignValues = { customer_name: string; address: string; delivery_date: string; fabric_num: string | null; gender_id: number; remark: string; items: ForeignItem[] };

const BLANK: ForeignValues = { customer_name: '', address: '', delivery_date: '', fabric_num: null, gender_id: 1, remark: '', items: [] };

const toOrder = (v: ForeignValues): ForeignOrder => ({
  customer_name: v.customer_name.trim(),
  address: v.address.trim(),
  delivery_date: v.delivery_date,
  fabric_num: v.fabric_num ?? '',
  gender_id: v.gender_id,
  remark: v.remark.trim(),
  items: v.items.map((i) => ({ category_id: i.category_id, modeling: i.modeling ?? '', button: i.button.trim(), lining: i.lining.trim(), size: i.size ?? '', quantity: i.quantity })),
});

/**
 * The foreign order's form (@mantine/form, checked on submit by the contract's schema and then by
 * the pricing rule the server applies): its values, adding a category once, the total as the server
 * will price it, and Submit.
 */
export function useForeignOrderForm(index: CatalogueIndex) {
  const { t } = useTranslation('foreign_custom');
  const online = useOnline();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const snapshot = index.snapshot;
  const form = useForm<ForeignValues>({ mode: 'controlled', initialValues: BLANK });
  const v = form.values;

  // The price as the server will compute it, when the form is complete enough to price.
  const parsed = ForeignOrderSchema.safeParse(toOrder(v));
  const prepared = parsed.success ? prepareForeignOrder(snapshot, parsed.data) : null;
  const totalFen = prepared?.ok ? prepared.amount_fen : null;

  const addCategory = (id: string | null) => {
    setAdding(null);
    if (!id) return;
    if (v.items.some((i) => i.category_id === Number(id))) return notify.warning(t('category_exists'));
    form.insertListItem('items', { category_id: Number(id), modeling: null, button: '', lining: '', size: null, quantity: 1 });
  };

  const submit = async () => {
    form.clearErrors();
    const order = toOrder(v);
    const check = ForeignOrderSchema.safeParse(order);
    const problem = !check.success
      ? { field: check.error.issues[0]!.path.join('.'), key: check.error.issues[0]!.message, params: {} }
      : (() => {
          const p = prepareForeignOrder(snapshot, check.data);
          return p.ok ? null : p.problem;
        })();
    if (problem) {
      const message = t(problem.key.startsWith('foreign_custom:') ? problem.key : `foreign_custom:${v.items.length ? 'category_required' : 'no_categories'}`, problem.params ?? {});
      form.setFieldError(problem.field || 'items', message);
      return notify.warning(message);
    }
    if (!online) return notify.warning(t('needs_network'));
    setBusy(true);
    try {
      await foreignCustomApi.addOrder(order, key);
      notify.success(t('added'));
      navigate('/home/cart');
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };

  return { form, adding, addCategory, busy, submit, totalFen };
}

export type ForeignOrderForm = ReturnType<typeof useForeignOrderForm>;
