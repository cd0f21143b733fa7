import { Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { BusinessInput, type BusinessFields, type Company } from '@/domain/customers/contract';
import { CustomerFormDialog } from './customer-form-dialog';

type CompanyValues = { name: string; contact: string; tel: string; address: string; remark: string };

const BLANK: CompanyValues = { name: '', contact: '', tel: '', address: '', remark: '' };
const trimmed = (v: CompanyValues): BusinessFields => ({ name: v.name.trim(), contact: v.contact.trim(), tel: v.tel.trim(), address: v.address.trim(), remark: v.remark.trim() });

type CompanyDialogProps = { opened: boolean; company: Company | null; onClose: () => void; onSave: (fields: BusinessFields) => Promise<unknown> };

/** Add or edit a company customer: the name is required (spec 3 §5), the rest fills the list's columns. */
export function CompanyDialog({ opened, company, onClose, onSave }: CompanyDialogProps) {
  const { t } = useTranslation('customers');
  const labels: Record<keyof CompanyValues, string> = { name: t('col.company_name'), contact: t('col.contact'), tel: t('col.tel'), address: t('col.address'), remark: t('col.remark') };
  return (
    <CustomerFormDialog<CompanyValues, BusinessFields>
      opened={opened}
      onClose={onClose}
      title={t(company ? 'dialog.edit_company' : 'dialog.add_company')}
      size="lg"
      initialValues={company ? { name: company.name, contact: company.contact, tel: company.tel, address: company.address, remark: company.remark } : BLANK}
      validate={(v) => (v.name.trim() ? {} : { name: t('company_required') })}
      schema={BusinessInput}
      labels={labels}
      toInput={trimmed}
      onSave={onSave}
      submitTestId="company-save"
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={labels.name} withAsterisk maxLength={128} data-autofocus {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <TextInput label={labels.contact} maxLength={32} {...form.getInputProps('contact')} />
            <TextInput label={labels.tel} maxLength={11} inputMode="tel" {...form.getInputProps('tel')} />
          </Group>
          <TextInput label={labels.address} maxLength={255} {...form.getInputProps('address')} />
          <Textarea label={labels.remark} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
        </Stack>
      )}
    </CustomerFormDialog>
  );
}
