import { NumberInput, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { customersApi } from '@/api/customers';
import { checkPhone } from '@/domain/rules/validation';
import { DeliveryDateField } from '@/ordering/components/delivery-date-field';
import { FabricSupplyField } from '@/ordering/components/fabric-supply-field';
import { Required } from '@/ui/required-label';
import { useWarn } from '@/ui/use-warn';
import type { EntryBasics, EntryForm } from './entry-state';
import type { EntryDispatch } from './use-entry-form';

type EntryBasicsPanelProps = { state: EntryForm; dispatch: EntryDispatch };

/** The entry's basic info: a company customer to fill it from, the contact and delivery fields, and the fabric type. */
export function EntryBasicsPanel({ state, dispatch }: EntryBasicsPanelProps) {
  const { t } = useTranslation('group_buy');
  const warn = useWarn();
  const companies = useQuery({ queryKey: ['customers', 'companies', 'all'], queryFn: () => customersApi.companies({ page: 1, size: 100 }), staleTime: 60_000 });
  const setBasics = (patch: Partial<EntryBasics>) => dispatch({ type: 'setBasics', patch });
  const b = state.basics;
  const text = (key: 'company_name' | 'contacts' | 'user_address', max: number) => (
    <TextInput label={<Required>{t(`fields.${key}`)}</Required>} value={b[key]} maxLength={max} onChange={(e) => setBasics({ [key]: e.currentTarget.value })} data-testid={`group-${key}`} />
  );
  return (
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
  );
}
