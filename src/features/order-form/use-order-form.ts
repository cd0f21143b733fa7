import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/ui/i18n';
import { ApiError, failureText } from '@/api/api-error';
import { orderFormApi } from '@/api/order-form';
import { checkFormSizes } from '@/domain/order-form/body-items';
import { OrderFormSchema, type FormInfo, type OrderForm } from '@/domain/order-form/contract';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { describeIssue, errorsTranslate } from '@/domain/shared/issues';
import { useCaptcha } from '@/data/use-captcha';
import { notify } from '@/ui/notify';

export type FormCategory = { category_id: number; modeling_id: string | null; style: 'outer' | 'inner'; size_info: { body_item_id: number; net_dimension: number | string; alter_value: number | string }[] };
export type OrderFormValues = {
  fabricSource: string | null;
  fabricNum: string;
  custCompany: string;
  contactName: string;
  mobilephone: string;
  orderDate: string;
  deliveryDate: string;
  storeName: string;
  measurer: string;
  remark: string;
  trademark: string | null;
  fabricLabel: string | null;
  washLable: string[];
  categories: FormCategory[];
};

/** The label a generic message (too long, not a date) names each field by. */
const LABELS: Partial<Record<keyof OrderFormValues, string>> = {
  fabricSource: 'fabric_source',
  fabricNum: 'fabric_num',
  custCompany: 'cust_company',
  contactName: 'contact_name',
  mobilephone: 'mobilephone',
  orderDate: 'order_date',
  deliveryDate: 'delivery_date',
  storeName: 'store_name',
  measurer: 'measurer',
  remark: 'remark',
  trademark: 'trademark',
  fabricLabel: 'fabric_label',
  washLable: 'wash_label',
};

const blank = (): OrderFormValues => ({ fabricSource: null, fabricNum: '', custCompany: '', contactName: '', mobilephone: '', orderDate: earliestDeliveryDay(), deliveryDate: '', storeName: '', measurer: '', remark: '', trademark: null, fabricLabel: null, washLable: [], categories: [] });

const toForm = (v: OrderFormValues): OrderForm => ({
  fabricSource: v.fabricSource === null ? Number.NaN : Number(v.fabricSource),
  fabricNum: v.fabricNum.trim(),
  custCompany: v.custCompany.trim(),
  contactName: v.contactName.trim(),
  mobilephone: v.mobilephone.trim(),
  orderDate: v.orderDate,
  deliveryDate: v.deliveryDate,
  storeName: v.storeName.trim(),
  measurer: v.measurer.trim(),
  remark: v.remark.trim(),
  trademark: (v.trademark ?? '') as OrderForm['trademark'],
  fabricLabel: (v.fabricLabel ?? '') as OrderForm['fabricLabel'],
  washLable: v.washLable as OrderForm['washLable'],
  categories: v.categories.map((c) => ({
    category_id: c.category_id,
    modeling_id: c.modeling_id === null ? Number.NaN : Number(c.modeling_id),
    style: c.style,
    size_info: c.size_info.filter((s) => s.net_dimension !== '').map((s) => ({ body_item_id: s.body_item_id, net_dimension: Number(s.net_dimension), alter_value: s.alter_value === '' ? 0 : Number(s.alter_value) })),
  })),
});

/**
 * The public order form's state: its values, the category tab shown, the captcha, and Submit (the
 * contract's schema first, then every net size each category requires, then the server).
 */
export function useOrderForm(regionCode: string, info: FormInfo) {
  const { t } = useTranslation('order_form');
  const form = useForm<OrderFormValues>({ mode: 'controlled', initialValues: blank() });
  const [tab, setTab] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const captcha = useCaptcha(t('login:captchaFailed'));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const v = form.values;

  // Every submission carries a solved challenge: the work starts while the visitor fills the form.
  useEffect(() => void captcha.prepare(), []);

  const addCategory = (id: string | null) => {
    setAdding(null);
    if (!id) return;
    if (v.categories.some((c) => c.category_id === Number(id))) return notify.warning(t('category_exists'));
    const category = info.categories.find((c) => c.id === Number(id));
    if (!category) return notify.warning(t('category_unknown'));
    form.insertListItem('categories', { category_id: category.id, modeling_id: null, style: 'outer', size_info: category.body_items.map((b) => ({ body_item_id: b.id, net_dimension: '', alter_value: '' })) });
    setTab(id);
  };

  const submit = async () => {
    form.clearErrors();
    const parsed = OrderFormSchema.safeParse(toForm(v));
    if (!parsed.success) {
      const { field, message } = describeIssue(parsed.error.issues[0]!, errorsTranslate(t), 'form', toForm(v), (f) => t(LABELS[f.split('.')[0] as keyof OrderFormValues] ?? 'categories'));
      form.setFieldError(field.startsWith('categories.') ? field.split('.').slice(0, 3).join('.') : field.split('.')[0]!, message);
      return notify.warning(message);
    }
    // Every net size each category requires, within its range: the server's own check, on the items it gave.
    const sizes = checkFormSizes(parsed.data.categories, (id) => info.categories.find((c) => c.id === id)?.body_items);
    if (sizes) {
      const i = Number(sizes.field.split('.')[1]);
      const k = v.categories[i]!.size_info.findIndex((s) => s.body_item_id === sizes.params.item_id);
      const message = t(sizes.key, sizes.params);
      setTab(String(v.categories[i]!.category_id));
      form.setFieldError(`categories.${i}.size_info.${k}.net_dimension`, message);
      return notify.warning(message);
    }
    setBusy(true);
    try {
      const code = await captcha.take();
      if (code === null) return;
      await orderFormApi.submit(regionCode, code, parsed.data);
      setSent(true);
      form.setValues(blank());
      notify.success(t('submitted'));
    } catch (err) {
      const message = failureText(err, t('unreachable'));
      notify.error(message);
      if (err instanceof ApiError && err.field?.startsWith('form.')) form.setFieldError(err.field.slice(5).split('.').slice(0, 3).join('.'), message);
      // A solved challenge answers one try, right or wrong.
      void captcha.prepare(err instanceof ApiError && err.field === 'captcha_code' ? message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return { form, tab, setTab, adding, addCategory, captcha: captcha.state, retryCaptcha: () => void captcha.prepare(), busy, sent, setSent, submit };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
