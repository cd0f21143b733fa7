import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Container, Group, NumberInput, Paper, Radio, SegmentedControl, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError, failureText } from '@/api/api-error';
import { orderFormApi } from '@/api/order-form';
import { checkFormSizes } from '@/domain/order-form/body-items';
import { FABRIC_LABELS, OrderFormSchema, TRADEMARKS, WASH_LABELS, type FormInfo, type OrderForm } from '@/domain/order-form/contract';
import { rangePlaceholder } from '@/domain/rules/validation';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { describeIssue } from '@/domain/shared/issues';
import { CaptchaField, type CaptchaState } from '@/ui/captcha-field';
import { DayField } from '@/ui/day-field';
import { Required } from '@/ui/required-label';
import { notify } from '@/ui/notify';

type Category = { category_id: number; modeling_id: string | null; style: 'outer' | 'inner'; size_info: { body_item_id: number; net_dimension: number | string; alter_value: number | string }[] };
type Values = {
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
  categories: Category[];
};

/** The label a generic message (too long, not a date) names each field by. */
const LABELS: Partial<Record<keyof Values, string>> = {
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

const blank = (): Values => ({ fabricSource: null, fabricNum: '', custCompany: '', contactName: '', mobilephone: '', orderDate: earliestDeliveryDay(), deliveryDate: '', storeName: '', measurer: '', remark: '', trademark: null, fabricLabel: null, washLable: [], categories: [] });

const toForm = (v: Values): OrderForm => ({
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
 * The public order form (spec 3 §2 "Order form page"): open without signing
 * in at /order-form/:region_code. A visitor fills it and sends it with a captcha; the seller of the
 * region finds it among its order form requests.
 */
export function OrderFormPage() {
  const { t } = useTranslation('order_form');
  const regionCode = useParams().region_code ?? '';
  const info = useQuery({ queryKey: ['order-form', regionCode], queryFn: () => orderFormApi.info(regionCode), retry: false });
  return (
    <Container size="lg" py="lg">
      {info.isPending ? (
        <Text c="dimmed">…</Text>
      ) : info.isError ? (
        <Alert color="red" data-testid="order-form-error">
          {failureText(info.error, t('unreachable'))}
        </Alert>
      ) : (
        <FormBody regionCode={regionCode} info={info.data} />
      )}
    </Container>
  );
}

function FormBody({ regionCode, info }: { regionCode: string; info: FormInfo }) {
  const { t, i18n } = useTranslation('order_form');
  const name = (c: { name: string; name_en: string }) => (i18n.language === 'en' && c.name_en ? c.name_en : c.name);
  const form = useForm<Values>({ mode: 'controlled', initialValues: blank() });
  const [tab, setTab] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaState>({ src: null });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const v = form.values;

  const newCaptcha = async (error?: string) => {
    setCode('');
    try {
      setCaptcha({ src: (await orderFormApi.captcha()).src, ...(error ? { error } : {}) });
    } catch {
      setCaptcha({ src: null, error: error ?? t('login:captchaFailed') });
    }
  };
  useEffect(() => void newCaptcha(), []);

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
      // The form's own messages carry their namespace ("order_form:…"); zod's generic ones are errors:.
      const translate = (key: string, params?: Record<string, unknown>) => t(key.includes(':') ? key : `errors:${key}`, params ?? {});
      const { field, message } = describeIssue(parsed.error.issues[0]!, translate, 'form', toForm(v), (f) => t(LABELS[f.split('.')[0] as keyof Values] ?? 'categories'));
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
      await orderFormApi.submit(regionCode, code, parsed.data);
      setSent(true);
      form.setValues(blank());
      notify.success(t('submitted'));
    } catch (err) {
      const message = failureText(err, t('unreachable'));
      notify.error(message);
      if (err instanceof ApiError && err.field?.startsWith('form.')) form.setFieldError(err.field.slice(5).split('.').slice(0, 3).join('.'), message);
      // A captcha answers one try, right or wrong.
      await newCaptcha(err instanceof ApiError && err.field === 'captcha_code' ? message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle', { shop: info.shop_name })}</Text>
      </div>
      {sent && (
        <Alert color="teal" data-testid="order-form-sent" withCloseButton onClose={() => setSent(false)}>
          {t('submitted')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Radio.Group label={t('fabric_source')} withAsterisk {...form.getInputProps('fabricSource')}>
            <Group mt={6}>
              <Radio value="0" label={t('fabric_source_0')} data-testid="fabric-source-0" />
              <Radio value="1" label={t('fabric_source_1')} />
            </Group>
          </Radio.Group>
          <TextInput label={t('fabric_num')} withAsterisk maxLength={64} data-testid="form-fabric" {...form.getInputProps('fabricNum')} />
          <TextInput label={t('cust_company')} maxLength={128} data-testid="form-company" {...form.getInputProps('custCompany')} />
          <TextInput label={t('contact_name')} withAsterisk maxLength={32} autoComplete="name" data-testid="form-contact" {...form.getInputProps('contactName')} />
          <TextInput label={t('mobilephone')} withAsterisk maxLength={11} inputMode="tel" autoComplete="tel" data-testid="form-phone" {...form.getInputProps('mobilephone')} />
          <DayField label={t('order_date')} withAsterisk testId="form-order-date" {...form.getInputProps('orderDate')} />
          <DayField label={t('delivery_date')} withAsterisk minDate={earliestDeliveryDay()} testId="form-delivery" {...form.getInputProps('deliveryDate')} />
          <TextInput label={t('store_name')} maxLength={64} {...form.getInputProps('storeName')} />
          <TextInput label={t('measurer')} maxLength={32} {...form.getInputProps('measurer')} />
        </SimpleGrid>
        <Textarea mt="sm" label={t('remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Radio.Group label={t('trademark')} withAsterisk {...form.getInputProps('trademark')}>
            <Group mt={6}>
              {TRADEMARKS.map((m) => (
                <Radio key={m} value={m} label={t(`trademark_${m}`)} data-testid={`trademark-${m}`} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t('fabric_label')} withAsterisk {...form.getInputProps('fabricLabel')}>
            <Group mt={6}>
              {FABRIC_LABELS.map((m) => (
                <Radio key={m} value={m} label={t(`fabric_label_${m}`)} data-testid={`fabric-label-${m}`} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Checkbox.Group mt="sm" label={t('wash_label')} withAsterisk {...form.getInputProps('washLable')}>
          <Group mt={6}>
            {WASH_LABELS.map((w) => (
              <Checkbox key={w} value={w} label={t(`wash.${w}`)} data-testid={`wash-${w}`} />
            ))}
          </Group>
        </Checkbox.Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('categories')}</Title>
          <Select w={240} placeholder={t('add_category')} aria-label={t('add_category')} value={adding} onChange={addCategory} data={info.categories.map((c) => ({ value: String(c.id), label: name(c) }))} data-testid="form-add-category" />
        </Group>
        {form.errors.categories && (
          <Alert color="red" mb="sm">
            {form.errors.categories}
          </Alert>
        )}
        {v.categories.length > 0 && (
          <Tabs value={tab ?? String(v.categories[0]!.category_id)} onChange={setTab}>
            <Tabs.List>
              {v.categories.map((c, i) => (
                <Tabs.Tab key={c.category_id} value={String(c.category_id)} rightSection={<Text size="xs" c="red" onClick={() => form.removeListItem('categories', i)}>✕</Text>}>
                  {name(info.categories.find((x) => x.id === c.category_id)!)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {v.categories.map((c, i) => {
              const category = info.categories.find((x) => x.id === c.category_id)!;
              return (
                <Tabs.Panel key={c.category_id} value={String(c.category_id)} pt="sm" data-testid="form-category">
                  <Group align="flex-end" mb="sm">
                    <Select label={t('modeling')} withAsterisk data={category.editions.map((e) => ({ value: String(e.id), label: e.edition_number }))} data-testid="form-modeling" {...form.getInputProps(`categories.${i}.modeling_id`)} />
                    <SegmentedControl value={c.style} onChange={(s) => form.setFieldValue(`categories.${i}.style`, s as 'outer' | 'inner')} data={[{ value: 'outer', label: t('style_outer') }, { value: 'inner', label: t('style_inner') }]} />
                  </Group>
                  <Table withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('categories')}</Table.Th>
                        <Table.Th>{t('net')}</Table.Th>
                        <Table.Th>{t('alter')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {c.size_info.map((s, k) => {
                        const item = category.body_items.find((b) => b.id === s.body_item_id);
                        return (
                          <Table.Tr key={s.body_item_id}>
                            <Table.Td>{item?.required ? <Required>{name(item)}</Required> : item ? name(item) : s.body_item_id}</Table.Td>
                            <Table.Td>
                              <NumberInput min={item?.min ?? 0} max={item?.max ?? 300} clampBehavior="none" decimalScale={1} placeholder={item ? rangePlaceholder({ min_value: item.min, max_value: item.max }) : undefined} aria-label={item ? `${name(item)} ${t('net')}` : t('net')} data-testid="form-net" {...form.getInputProps(`categories.${i}.size_info.${k}.net_dimension`)} />
                            </Table.Td>
                            <Table.Td>
                              <NumberInput min={-50} max={50} decimalScale={1} aria-label={t('alter')} {...form.getInputProps(`categories.${i}.size_info.${k}.alter_value`)} />
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end">
          <div style={{ maxWidth: 360, flex: 1 }}>
            <CaptchaField captcha={captcha} value={code} onChange={setCode} onRefresh={() => void newCaptcha()} testId="form-captcha" />
          </div>
          <Button loading={busy} onClick={() => void submit()} data-testid="form-submit">
            {t('submit')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
