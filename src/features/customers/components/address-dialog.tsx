import { useEffect } from 'react';
import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { customerKeys, customersApi } from '@/api/customers';
import { AddressInput, type Address, type AddressFields, type ClientType } from '@/domain/customers/contract';
import { CustomerFormDialog } from './customer-form-dialog';

type AddressValues = { name: string; mobilephone: string; province: string | null; city: string | null; district: string | null; address: string; is_default: boolean };

const BLANK: AddressValues = { name: '', mobilephone: '', province: null, city: null, district: null, address: '', is_default: false };

/** One level of the region cascade: the children of `parent` (0: the provinces), fetched once and kept. */
function useRegions(parent: string | null, enabled: boolean) {
  const parentId = parent === null ? null : Number(parent);
  const q = useQuery({
    queryKey: customerKeys.areas(parentId ?? -1),
    queryFn: () => customersApi.areas(parentId || undefined),
    enabled: enabled && parentId !== null,
    staleTime: Infinity,
  });
  return (q.data ?? []).map((r) => ({ value: String(r.id), label: r.area_name }));
}

type AddressDialogProps = {
  opened: boolean;
  clientType: ClientType;
  clientId: number;
  address: Address | null;
  onClose: () => void;
  onSave: (fields: AddressFields) => Promise<unknown>;
};

/** spec 3 §5 "Address": consignee, phone and detailed address in their own words; a province -> city -> district cascade. */
export function AddressDialog({ opened, clientType, clientId, address, onClose, onSave }: AddressDialogProps) {
  const { t } = useTranslation('customers');
  const labels: Record<keyof AddressValues, string> = {
    name: t('consignee'),
    mobilephone: t('phone'),
    province: t('province'),
    city: t('city'),
    district: t('district'),
    address: t('detail_address'),
    is_default: t('default'),
  };
  const toFields = (v: AddressValues): AddressFields => ({
    client_id: clientId,
    client_type: clientType,
    name: v.name.trim(),
    mobilephone: v.mobilephone.trim(),
    province: Number(v.province),
    city: Number(v.city),
    district: Number(v.district),
    address: v.address.trim(),
    is_default: v.is_default ? 1 : 0,
  });
  const initial: AddressValues = address
    ? { name: address.name, mobilephone: address.mobilephone, province: String(address.province), city: String(address.city), district: String(address.district), address: address.address, is_default: address.is_default === 1 }
    : BLANK;
  return (
    <CustomerFormDialog<AddressValues, AddressFields>
      opened={opened}
      onClose={onClose}
      title={t(address ? 'dialog.edit_address' : 'dialog.add_address')}
      size="lg"
      initialValues={initial}
      validate={(v) => {
        const e: Partial<Record<keyof AddressValues, string>> = {};
        if (!v.name.trim()) e.name = t('consignee_required');
        if (!v.mobilephone.trim()) e.mobilephone = t('address_phone_required');
        if (!v.province || !v.city || !v.district) e[!v.province ? 'province' : !v.city ? 'city' : 'district'] = t('region_required');
        if (!v.address.trim()) e.address = t('address_detail_required');
        return e;
      }}
      schema={AddressInput}
      labels={labels}
      toInput={toFields}
      onSave={onSave}
      submitTestId="address-save"
    >
      {(form) => <AddressFieldsBody form={form} labels={labels} opened={opened} />}
    </CustomerFormDialog>
  );
}

function AddressFieldsBody({ form, labels, opened }: { form: UseFormReturnType<AddressValues>; labels: Record<keyof AddressValues, string>; opened: boolean }) {
  const provinces = useRegions('0', opened);
  const cities = useRegions(form.values.province, opened);
  const districts = useRegions(form.values.city, opened);
  // spec 3 §7 "area": the first item of each level is preselected once its parent is chosen.
  const firstCity = cities[0]?.value ?? null;
  const firstDistrict = districts[0]?.value ?? null;
  useEffect(() => {
    if (form.values.province && !form.values.city && firstCity) form.setValues({ city: firstCity, district: null });
  }, [form.values.province, firstCity]);
  useEffect(() => {
    if (form.values.city && !form.values.district && firstDistrict) form.setFieldValue('district', firstDistrict);
  }, [form.values.city, firstDistrict]);
  // Choosing a level clears the levels under it: a city of another province cannot stay chosen.
  const pick = (level: 'province' | 'city' | 'district', value: string | null) => {
    if (level === 'district') form.setFieldValue('district', value);
    if (level === 'province') form.setValues({ province: value, city: null, district: null });
    if (level === 'city') form.setValues({ city: value, district: null });
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput label={labels.name} withAsterisk maxLength={32} data-autofocus {...form.getInputProps('name')} />
        <TextInput label={labels.mobilephone} withAsterisk maxLength={11} inputMode="tel" {...form.getInputProps('mobilephone')} />
      </Group>
      <Group grow align="flex-start">
        {(['province', 'city', 'district'] as const).map((level) => (
          <Select
            key={level}
            label={labels[level]}
            withAsterisk
            searchable
            // Choosing the chosen region again keeps it (Mantine would clear it and the levels under it).
            allowDeselect={false}
            data={level === 'province' ? provinces : level === 'city' ? cities : districts}
            value={form.values[level]}
            error={form.errors[level]}
            onChange={(v) => pick(level, v)}
            disabled={(level === 'city' && !form.values.province) || (level === 'district' && !form.values.city)}
            data-testid={`region-${level}`}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </Group>
      <TextInput label={labels.address} withAsterisk maxLength={255} {...form.getInputProps('address')} />
      <Checkbox label={labels.is_default} {...form.getInputProps('is_default', { type: 'checkbox' })} />
    </Stack>
  );
}
