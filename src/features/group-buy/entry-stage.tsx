import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { customersApi } from '@/api/customers';
import { groupApi, groupKeys, reportGroupFailure } from '@/api/group-buy';
import { getUserId } from '@/db/session';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { GroupEntrySchema, type GroupOrder } from '@/domain/group-buy/contract';
import { checkGroupEntry, goodsTwice, needsNewStyle, type GroupProblem } from '@/domain/group-buy/rules';
import { missingRequiredGroup } from '@/domain/rules/technique';
import { checkPhone } from '@/domain/rules/validation';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { DeliveryDateField } from '@/ordering/components/delivery-date-field';
import { FabricSupplyField } from '@/ordering/components/fabric-supply-field';
import { fabricLabel, GoodsDefinitionEditor } from '@/ordering/components/goods-definition-editor';
import { NewCodesDialog, type NewCodes } from '@/ordering/components/new-codes-dialog';
import { clearStoredDraft, useStoredDraft } from '@/ordering/state/use-stored-draft';
import { confirmAction } from '@/ui/confirm';
import { notify } from '@/ui/notify';
import { Required } from '@/ui/required-label';
import { useWarn } from '@/ui/use-warn';
import { useReportedFailure } from './use-stage-act';
import { emptyEntry, entryFromOrder, entryPayload, entryReducer, type EntryBasics, type EntryForm, type EntryRow } from './entry-state';

type EntryStageProps = { order: GroupOrder | null; index: CatalogueIndex };

/**
 * 业务录入 (spec 2 §2.5): basic info, the fabric type, a product picker and the chosen goods, each
 * row editable (quantity, pattern, fabric, techniques). A row whose garment no longer matches its
 * style asks for a new style number, saved for reuse. Save keeps the entry on the server; submit
 * sends it to finance review. The form is kept on the device as it is typed.
 */
export function EntryStage({ order, index }: EntryStageProps) {
  const { t, i18n } = useTranslation('group_buy');
  const warn = useWarn();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, dispatch] = useReducer(entryReducer, order, (o) => (o ? entryFromOrder(o) : emptyEntry()));
  const restore = useCallback(
    (saved: EntryForm) => {
      // A draft of an older version of the order (it was sent back since) is not restored.
      if (saved.server_time === (order?.update_time ?? '')) dispatch({ type: 'restore', state: saved });
    },
    [order?.update_time],
  );
  useStoredDraft({ form: `groupBuy.${order?.id ?? 'new'}`, version: 1 }, getUserId(), state, restore);
  const [styling, setStyling] = useState<EntryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const saveKey = useRef(crypto.randomUUID());
  const styleKey = useRef(crypto.randomUUID());
  const products = useQuery({ queryKey: groupKeys.products, queryFn: groupApi.products, staleTime: 60_000 });
  useReportedFailure('group_buy.products', products.error);
  const companies = useQuery({ queryKey: ['customers', 'companies', 'all'], queryFn: () => customersApi.companies({ page: 1, size: 100 }), staleTime: 60_000 });

  const say = (p: GroupProblem) => warn({ key: p.key, params: { ...p.params, ...(p.label ? { name: t(p.label) } : {}) } });
  const setBasics = (patch: Partial<EntryBasics>) => dispatch({ type: 'setBasics', patch });

  const pick = (value: string | null) => {
    const option = products.data?.list.find((p) => `${p.product_code}:${p.category_id}` === value);
    if (!option) return;
    if (goodsTwice([...state.rows, { product_code: option.product_code, category_id: option.category_id }])) return warn('group_buy:product_twice');
    dispatch({ type: 'addProduct', option });
  };

  const finishRow = (row: EntryRow) => {
    const missing = missingRequiredGroup(index.snapshot, row.category_id, row.tech_ids);
    if (missing) return warn(missing);
    if (needsNewStyle(index.snapshot, { edition_number: row.edition_number, tech_info: row.tech_ids }, row.base)) return setStyling(row);
    dispatch({ type: 'done', key: row.key });
  };
  const saveStyle = async (row: EntryRow, codes: NewCodes) => {
    try {
      await groupApi.addStyle({ style_number: codes.styles[0]!, category_id: row.category_id, edition_number: row.edition_number, tech_ids: row.tech_ids }, styleKey.current);
      styleKey.current = crypto.randomUUID();
      notify.success(t('style_added'));
      setStyling(null);
      dispatch({ type: 'done', key: row.key, style_number: codes.styles[0]! });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.add_new_style', err);
    }
  };

  /** Saves the entry on the server; answers its id, or null when refused (already said). */
  const save = async (): Promise<number | null> => {
    if (state.rows.some((r) => r.editing)) {
      warn('group_buy:finish_editing');
      return null;
    }
    setBusy(true);
    try {
      const { id } = await groupApi.save(entryPayload(state), saveKey.current);
      saveKey.current = crypto.randomUUID();
      dispatch({ type: 'saved', id });
      // A new order's draft has become the order: the next new one starts empty.
      const userId = getUserId();
      if (!order && userId !== null) await clearStoredDraft({ form: 'groupBuy.new', version: 1 }, userId);
      void qc.invalidateQueries({ queryKey: groupKeys.all });
      return id;
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.save', err);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const saveOnly = async () => {
    const id = await save();
    if (id === null) return;
    notify.success(t('saved'));
    if (!order) navigate(`/home/groupPurchase/${id}`, { replace: true });
  };
  const submit = async () => {
    const parsed = GroupEntrySchema.safeParse(entryPayload(state));
    if (!parsed.success) return warn(parsed.error.issues[0]!.message);
    const problem = checkGroupEntry(parsed.data);
    if (problem) return say(problem);
    const id = await save();
    if (id === null) return;
    try {
      await groupApi.submit(id);
      notify.success(t('submitted'));
      // Sent to review: the entry is the server's now, and a draft of it would be stale.
      const userId = getUserId();
      if (userId !== null) await clearStoredDraft({ form: `groupBuy.${id}`, version: 1 }, userId);
      await qc.invalidateQueries({ queryKey: groupKeys.all });
      if (!order) navigate(`/home/groupPurchase/${id}`, { replace: true });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.submit', err);
    }
  };

  const b = state.basics;
  const text = (key: 'company_name' | 'contacts' | 'user_address', max: number) => (
    <TextInput label={<Required>{t(`fields.${key}`)}</Required>} value={b[key]} maxLength={max} onChange={(e) => setBasics({ [key]: e.currentTarget.value })} data-testid={`group-${key}`} />
  );
  const categoryName = (id: number, fallback: string) => {
    const c = index.category.get(id);
    return c ? pickName(i18n.language, c.name, c.name_en) : fallback;
  };
  const options = (products.data?.list ?? []).map((p) => ({ value: `${p.product_code}:${p.category_id}`, label: `${p.product_code} · ${categoryName(p.category_id, p.category_name)}${p.style_number ? ` · ${p.style_number}` : ''}` }));

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Select
            label={t('fields.company_customer')}
            description={t('company_customer_hint')}
            w={{ base: '100%', sm: 360 }}
            searchable
            clearable
            data={(companies.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={state.company_customer_id ? String(state.company_customer_id) : null}
            onChange={(v) => {
              const c = companies.data?.list.find((x) => String(x.id) === v);
              dispatch({ type: 'setCompany', id: c?.id ?? null, patch: c ? { company_name: c.name, contacts: c.contact, user_mobilephone: c.tel, user_address: c.address } : {} });
            }}
            data-testid="group-company-customer"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {text('company_name', 128)}
            {text('contacts', 64)}
            <TextInput
              label={<Required>{t('fields.user_mobilephone')}</Required>}
              value={b.user_mobilephone}
              maxLength={11}
              inputMode="tel"
              onChange={(e) => setBasics({ user_mobilephone: e.currentTarget.value.replace(/\D/g, '') })}
              onBlur={() => {
                const problem = b.user_mobilephone ? checkPhone(b.user_mobilephone) : null;
                if (problem) warn(problem.key);
              }}
              data-testid="group-user_mobilephone"
            />
            {text('user_address', 255)}
            <DeliveryDateField label={<Required>{t('fields.delivery_date')}</Required>} value={b.delivery_date} onChange={(v) => setBasics({ delivery_date: v })} testId="group-delivery_date" />
            <NumberInput label={t('fields.prepay')} value={b.prepay} min={0} decimalScale={2} hideControls leftSection="¥" onChange={(v) => setBasics({ prepay: String(v) })} data-testid="group-prepay" />
          </SimpleGrid>
          <Textarea label={t('fields.other_requirement')} value={b.other_requirement} maxLength={1000} autosize minRows={1} maxRows={4} onChange={(e) => setBasics({ other_requirement: e.currentTarget.value })} />
          <FabricSupplyField
            value={state.fabric_type_id}
            parcelId={state.fabric_parcel_id ?? null}
            onChange={(v, parcel) => dispatch({ type: 'setFabricType', fabric_type_id: v, fabric_parcel_id: parcel })}
            testId="group-fabric-type"
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('goods')}
        </Title>
        <Select
          label={t('pick_product')}
          w={{ base: '100%', sm: 420 }}
          searchable
          data={options}
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(v) => {
            pick(v);
            // The picker is a menu, not a field: it is empty again for the next product.
            setSearch('');
          }}
          data-testid="group-product-picker"
        />
        <Stack gap="sm" mt="sm">
          {state.rows.map((row) => (
            <GoodsRow key={row.key} row={row} index={index} dispatch={dispatch} onDone={finishRow} />
          ))}
        </Stack>
      </Paper>

      <Group justify="flex-end">
        <Button variant="default" onClick={() => void saveOnly()} loading={busy} data-testid="group-save">
          {t('save')}
        </Button>
        <Button color="red" onClick={() => void submit()} loading={busy} data-testid="group-submit">
          {t('submit')}
        </Button>
      </Group>

      <NewCodesDialog
        request={styling && { styles: [{ label: `${styling.product_code} · ${index.category.get(styling.category_id)?.name ?? ''}`, old: styling.style_number }] }}
        title={t('style_change.title')}
        hint={t('style_change.hint')}
        check={(_code, styles) => groupApi.styleCheck(styling?.category_id ?? 0, styles)}
        onConfirm={(codes) => (styling ? saveStyle(styling, codes) : Promise.resolve())}
        onClose={() => setStyling(null)}
      />
    </Stack>
  );
}

type GoodsRowProps = { row: EntryRow; index: CatalogueIndex; dispatch: (a: Parameters<typeof entryReducer>[1]) => void; onDone: (row: EntryRow) => void };

/** One chosen product: product, quantity, style, pattern, fabric, techniques, edit and delete. */
function GoodsRow({ row, index, dispatch, onDone }: GoodsRowProps) {
  const { t, i18n } = useTranslation('group_buy');
  const lang = i18n.language;
  const category = index.category.get(row.category_id);
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
                <NumberInput size="xs" value={row.quantity} min={1} max={9999} allowDecimal={false} onChange={(v) => dispatch({ type: 'patch', key: row.key, patch: { quantity: Number(v) || 1 } })} data-testid="goods-quantity" />
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
                {row.editing ? (
                  <>
                    <Button size="compact-sm" variant="default" onClick={() => dispatch({ type: 'cancel', key: row.key })}>
                      {t('cancel_edit')}
                    </Button>
                    <Button size="compact-sm" onClick={() => onDone(row)} data-testid="goods-done">
                      {t('done')}
                    </Button>
                  </>
                ) : (
                  <Button size="compact-sm" variant="light" onClick={() => dispatch({ type: 'edit', key: row.key })} data-testid="goods-edit">
                    {t('edit')}
                  </Button>
                )}
                <Button size="compact-sm" variant="subtle" color="red" onClick={remove} data-testid="goods-delete">
                  {t('delete')}
                </Button>
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
        />
      )}
    </Paper>
  );
}
