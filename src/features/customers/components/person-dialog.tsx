import { Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { PersonInput, type CompanyPerson, type PersonFields } from '@/domain/customers/contract';
import { CustomerFormDialog } from './customer-form-dialog';
import { GenderField } from './gender-field';

type PersonValues = { truename: string; gender_id: number; height: number | string; weight: number | string; department: string; remark: string };

const BLANK: PersonValues = { truename: '', gender_id: 1, height: '', weight: '', department: '', remark: '' };

type PersonDialogProps = { opened: boolean; clientId: number; person: CompanyPerson | null; onClose: () => void; onSave: (fields: PersonFields) => Promise<unknown> };

/** spec 3 §5 "Measured person": the name is required; height and weight are sent as numbers. */
export function PersonDialog({ opened, clientId, person, onClose, onSave }: PersonDialogProps) {
  const { t } = useTranslation('customers');
  const labels: Record<keyof PersonValues, string> = {
    truename: t('col.name'),
    gender_id: t('col.gender'),
    height: t('col.height_cm'),
    weight: t('col.weight_kg'),
    department: t('col.department'),
    remark: t('col.remark'),
  };
  const toFields = (v: PersonValues): PersonFields => ({
    client_id: clientId,
    truename: v.truename.trim(),
    gender_id: v.gender_id,
    height: v.height === '' ? 0 : Number(v.height),
    weight: v.weight === '' ? 0 : Number(v.weight),
    department: v.department.trim(),
    remark: v.remark.trim(),
  });
  return (
    <CustomerFormDialog<PersonValues, PersonFields>
      opened={opened}
      onClose={onClose}
      title={t(person ? 'dialog.edit_person' : 'dialog.add_person')}
      initialValues={
        person ? { truename: person.truename, gender_id: person.gender_id, height: person.height || '', weight: person.weight || '', department: person.department_name, remark: person.remark } : BLANK
      }
      validate={(v) => (v.truename.trim() ? {} : { truename: t('person_name_required') })}
      schema={PersonInput}
      labels={labels}
      toInput={toFields}
      onSave={onSave}
      submitTestId="person-save"
    >
      {(form) => (
        <Stack gap="sm">
          <TextInput label={labels.truename} withAsterisk maxLength={32} data-autofocus {...form.getInputProps('truename')} />
          <GenderField label={labels.gender_id} value={form.values.gender_id} onChange={(g) => form.setFieldValue('gender_id', g)} />
          <Group grow align="flex-start">
            <NumberInput label={labels.height} min={0} max={300} decimalScale={1} {...form.getInputProps('height')} />
            <NumberInput label={labels.weight} min={0} max={500} decimalScale={1} {...form.getInputProps('weight')} />
          </Group>
          <TextInput label={labels.department} maxLength={64} {...form.getInputProps('department')} />
          <Textarea label={labels.remark} maxLength={500} autosize minRows={2} {...form.getInputProps('remark')} />
        </Stack>
      )}
    </CustomerFormDialog>
  );
}
