import { Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { ClientInput, type ClientFields, type CustomerRow } from '@/domain/customers/contract';
import { CustomerFormDialog } from './customer-form-dialog';
import { GenderField } from './gender-field';
import { DayField } from '@/ui/day-field';

export type CustomerValues = {
  truename: string;
  gender_id: number;
  mobilephone: string;
  height: number | string;
  weight: number | string;
  birthday: string;
  company_name: string;
  address: string;
  remark: string;
};

const BLANK: CustomerValues = { truename: '', gender_id: 0, mobilephone: '', height: '', weight: '', birthday: '', company_name: '', address: '', remark: '' };

const valuesOf = (c: CustomerRow): CustomerValues => ({
  truename: c.cust_name,
  gender_id: c.gender,
  mobilephone: c.tel,
  // 0 is "not known yet" (saved from an order form): the dialog asks for it.
  height: c.height || '',
  weight: c.weight || '',
  birthday: c.birthday,
  company_name: c.cust_company,
  address: c.address,
  remark: c.remark,
});

export const toClientFields = (v: CustomerValues): ClientFields => ({
  ...v,
  truename: v.truename.trim(),
  mobilephone: v.mobilephone.trim(),
  address: v.address.trim(),
  height: v.height === '' ? Number.NaN : Number(v.height),
  weight: v.weight === '' ? Number.NaN : Number(v.weight),
});

type CustomerDialogProps = {
  opened: boolean;
  /** The customer edited; none adds one. */
  customer: CustomerRow | null;
  onClose: () => void;
  onSave: (fields: ClientFields) => Promise<unknown>;
};

/** spec 3 §5 "Individual customer dialog": add and edit, checked in the spec's order and words. */
export function CustomerDialog({ opened, customer, onClose, onSave }: CustomerDialogProps) {
  const { t } = useTranslation('customers');
  const labels: Record<keyof CustomerValues, string> = {
    truename: t('col.name'),
    gender_id: t('col.gender'),
    mobilephone: t('col.tel'),
    height: t('col.height_cm'),
    weight: t('col.weight_kg'),
    birthday: t('col.birthday'),
    company_name: t('col.company'),
    address: t('col.address'),
    remark: t('col.remark'),
  };
  return (
    <CustomerFormDialog<CustomerValues, ClientFields>
      opened={opened}
      onClose={onClose}
      title={t(customer ? 'dialog.edit_customer' : 'dialog.add_customer')}
      size="lg"
      initialValues={customer ? valuesOf(customer) : BLANK}
      validate={(v) => {
        const e: Partial<Record<keyof CustomerValues, string>> = {};
        if (!v.truename.trim()) e.truename = t('name_required');
        if (v.height === '') e.height = t('height_required');
        else if (!Number.isFinite(Number(v.height))) e.height = t('height_number');
        if (v.weight === '') e.weight = t('weight_required');
        else if (!Number.isFinite(Number(v.weight))) e.weight = t('weight_number');
        if (!v.mobilephone.trim()) e.mobilephone = t('phone_required');
        if (!v.address.trim()) e.address = t('delivery_address_required');
        return e;
      }}
      schema={ClientInput}
      labels={labels}
      toInput={toClientFields}
      onSave={onSave}
      submitTestId="customer-save"
    >
      {(form) => (
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label={labels.truename} withAsterisk maxLength={32} data-autofocus {...form.getInputProps('truename')} />
            <TextInput label={labels.mobilephone} withAsterisk maxLength={11} inputMode="tel" {...form.getInputProps('mobilephone')} />
          </Group>
          <GenderField label={labels.gender_id} value={form.values.gender_id} onChange={(g) => form.setFieldValue('gender_id', g)} withUnknown />
          <Group grow align="flex-start">
            <NumberInput label={labels.height} withAsterisk min={1} max={300} decimalScale={1} {...form.getInputProps('height')} />
            <NumberInput label={labels.weight} withAsterisk min={1} max={500} decimalScale={1} {...form.getInputProps('weight')} />
            <DayField label={labels.birthday} testId="customer-birthday" {...form.getInputProps('birthday')} />
          </Group>
          <TextInput label={labels.company_name} maxLength={128} {...form.getInputProps('company_name')} />
          <TextInput label={labels.address} withAsterisk maxLength={255} {...form.getInputProps('address')} />
          <Textarea label={labels.remark} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
        </Stack>
      )}
    </CustomerFormDialog>
  );
}
