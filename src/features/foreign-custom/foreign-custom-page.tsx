import { useMemo, useState } from 'react';
import { Alert, Button, Container, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { foreignCustomApi } from '@/api/foreign-custom';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { ForeignOrderSchema, prepareForeignOrder, type ForeignOrder } from '@/domain/foreign-custom/order';
import { chartFor, expandChart } from '@/domain/rules/standard-size';
import { fenToYuan } from '@/domain/shared/money';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { useOnline } from '@/sync/network';
import { useMoneyFormat } from '@/ui/money';
import { notify } from '@/ui/notify';

type Item = { category_id: number; modeling: string | null; button: string; lining: string; size: string | null; quantity: number };
type Values = { customer_name: string; address: string; delivery_date: string; fabric_num: string | null; gender_id: number; remark: string; items: Item[] };

const BLANK: Values = { customer_name: '', address: '', delivery_date: '', fabric_num: null, gender_id: 1, remark: '', items: [] };
const MAX_FABRIC_OPTIONS = 50;

const toOrder = (v: Values): ForeignOrder => ({
  customer_name: v.customer_name.trim(),
  address: v.address.trim(),
  delivery_date: v.delivery_date,
  fabric_num: v.fabric_num ?? '',
  gender_id: v.gender_id,
  remark: v.remark.trim(),
  items: v.items.map((i) => ({ category_id: i.category_id, modeling: i.modeling ?? '', button: i.button.trim(), lining: i.lining.trim(), size: i.size ?? '', quantity: i.quantity })),
});

/**
 * Foreign customization (spec 3 §1): an overseas customer's order. The required fields
 * are the spec's; a category is added once (品类已存在); prices are priced by the same rule the
 * server applies, and the order goes to the cart as a customization order. Like every screen it is
 * in the portal's language and currency: the seller works the screen, whatever the customer speaks.
 */
export function ForeignCustomPage() {
  const { t } = useTranslation('foreign_custom');
  const { index, loading } = useFastCatalogue();
  return (
    <Container size="lg" py="lg">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      {index ? <ForeignForm index={index} /> : <Text c="dimmed">{loading ? '…' : t('needs_network')}</Text>}
    </Container>
  );
}

function ForeignForm({ index }: { index: CatalogueIndex }) {
  const { t, i18n } = useTranslation('foreign_custom');
  const online = useOnline();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const [adding, setAdding] = useState<string | null>(null);
  const [fabricSearch, setFabricSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const snapshot = index.snapshot;
  const lang = i18n.language;
  const form = useForm<Values>({ mode: 'controlled', initialValues: BLANK });
  const v = form.values;

  const fabrics = useMemo(() => {
    const kw = fabricSearch.trim().toLowerCase();
    return snapshot.fabrics
      .filter((f) => !kw || [f.fabric_num, f.name, f.name_en].some((s) => s.toLowerCase().includes(kw)))
      .slice(0, MAX_FABRIC_OPTIONS)
      .map((f) => ({ value: f.fabric_num, label: `${f.fabric_num} · ${pickName(lang, f.name, f.name_en)}` }));
  }, [snapshot, fabricSearch, lang]);

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

  const categoryName = (id: number) => {
    const c = index.category.get(id);
    return c ? pickName(lang, c.name, c.name_en) : String(id);
  };

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('customer')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label={t('customer_name')} withAsterisk maxLength={64} data-testid="foreign-name" {...form.getInputProps('customer_name')} />
          <TextInput label={t('delivery_date')} withAsterisk type="date" data-testid="foreign-date" {...form.getInputProps('delivery_date')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('gender')}
            </Text>
            <SegmentedControl value={String(v.gender_id)} onChange={(g) => form.setFieldValue('gender_id', Number(g))} data={['1', '2'].map((g) => ({ value: g, label: t(`customers:gender.${g}`) }))} />
          </Stack>
        </SimpleGrid>
        <TextInput mt="sm" label={t('address')} withAsterisk maxLength={255} data-testid="foreign-address" {...form.getInputProps('address')} />
        <Select
          mt="sm"
          label={t('fabric_num')}
          withAsterisk
          searchable
          searchValue={fabricSearch}
          onSearchChange={setFabricSearch}
          data={fabrics}
          data-testid="foreign-fabric"
          {...form.getInputProps('fabric_num')}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('goods')}</Title>
          <Select
            w={260}
            placeholder={t('add_category')}
            aria-label={t('add_category')}
            value={adding}
            onChange={addCategory}
            data={snapshot.categories.map((c) => ({ value: String(c.id), label: pickName(lang, c.name, c.name_en) }))}
            data-testid="foreign-add-category"
          />
        </Group>
        {form.errors.items && (
          <Alert color="red" mb="sm">
            {form.errors.items}
          </Alert>
        )}
        {v.items.length === 0 && <Text c="dimmed">{t('no_categories')}</Text>}
        <Stack gap="sm">
          {v.items.map((item, i) => {
            const category = index.category.get(item.category_id);
            const editions = snapshot.editions.filter((e) => e.category_id === item.category_id);
            const edition = editions.find((e) => e.edition_number === item.modeling);
            const chart = category ? chartFor(snapshot, item.category_id, v.gender_id) : undefined;
            const sizes = chart ? expandChart(chart, edition).map((s) => s.size_value) : [];
            return (
              <Paper key={item.category_id} withBorder p="sm" radius="sm" data-testid="foreign-item">
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>{categoryName(item.category_id)}</Text>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => form.removeListItem('items', i)}>
                    {t('remove')}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
                  <Select label={t('modeling')} withAsterisk data={editions.map((e) => e.edition_number)} data-testid="foreign-modeling" {...form.getInputProps(`items.${i}.modeling`)} />
                  <TextInput label={t('button')} withAsterisk maxLength={64} data-testid="foreign-button" {...form.getInputProps(`items.${i}.button`)} />
                  <TextInput label={t('lining')} withAsterisk maxLength={64} data-testid="foreign-lining" {...form.getInputProps(`items.${i}.lining`)} />
                  <Select label={t('size')} withAsterisk searchable data={sizes} data-testid="foreign-size" {...form.getInputProps(`items.${i}.size`)} />
                  <NumberInput label={t('quantity')} min={1} max={99} allowDecimal={false} {...form.getInputProps(`items.${i}.quantity`)} />
                </SimpleGrid>
              </Paper>
            );
          })}
        </Stack>
      </Paper>
      <Textarea label={t('remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text>
              {t('total')}:{' '}
              <Text span fw={700} c="red" data-testid="foreign-total">
                {totalFen === null ? '—' : money(fenToYuan(totalFen), { withYuan: true })}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {t('price_note')}
            </Text>
          </Stack>
          <Button color="red" loading={busy} onClick={() => void submit()} data-testid="foreign-submit">
            {t('submit')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
