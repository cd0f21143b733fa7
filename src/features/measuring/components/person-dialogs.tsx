import { Alert, Autocomplete, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import { changeBase } from '@/domain/measuring/change-base';
import type { EditOrderInfoPayload, OrderConfigEntry } from '@/domain/measuring/contract';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames } from '../catalogue-names';
import { FormDialog } from '@/data/form-dialog';
import { SignatureField } from '@/ui/signature-field';

const GENDERS = ['1', '2'];

type OrderInfoValues = { truename: string; gender_id: string; department_name: string; sign: string | null; order_config: OrderConfigEntry[] };

/** spec 3 §5: add employee (name and gender required; department optional). Queued through the outbox by the caller, offline too. */
export function AddEmployeeDialog({
  companies,
  defaultCompany,
  defaultDepartment,
  onClose,
  onAdd,
}: {
  companies: string[];
  defaultCompany: string;
  defaultDepartment: string;
  onClose: () => void;
  /** Answers whether the person is on the device; the dialog stays open with what was typed when not. */
  onAdd: (p: { truename: string; gender_id: number; department_name: string; company_name: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('measuring');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('ui.addEmployee')}
      initialValues={{ truename: '', gender: null as string | null, company: defaultCompany || companies[0] || '', department: defaultDepartment }}
      validate={(v) => ({ ...(!v.truename.trim() && { truename: t('ui.nameRequired') }), ...(!v.gender && { gender: t('ui.genderRequired') }) })}
      submitLabel={t('ui.save')}
      onSubmit={async (v) => {
        if (await onAdd({ truename: v.truename.trim(), gender_id: Number(v.gender), department_name: v.department.trim(), company_name: v.company.trim() })) onClose();
      }}
    >
      {(form) => (
        <>
          <TextInput label={t('ui.name')} withAsterisk maxLength={32} {...form.getInputProps('truename')} />
          <Select label={t('ui.gender')} withAsterisk data={GENDERS.map((g) => ({ value: g, label: t(`ui.genders.${g}`) }))} {...form.getInputProps('gender')} />
          {/* The task's companies to pick from, or a new one typed: a task with no one yet has none. */}
          <Autocomplete label={t('ui.company')} data={companies} maxLength={128} {...form.getInputProps('company')} />
          <TextInput label={t('ui.department')} maxLength={64} {...form.getInputProps('department')} />
        </>
      )}
    </FormDialog>
  );
}

/** spec 3 §5: edit department (name required). Queued by the caller, offline too. */
export function EditDepartmentDialog({ current, onClose, onRename }: { current: string; onClose: () => void; onRename: (name: string) => Promise<boolean> }) {
  const { t } = useTranslation('measuring');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('ui.editDepartment')}
      initialValues={{ name: current }}
      validate={(v) => (v.name.trim() ? {} : { name: t('ui.departmentRequired') })}
      submitLabel={t('ui.save')}
      onSubmit={async (v) => {
        if (await onRename(v.name.trim())) onClose();
      }}
    >
      {(form) => <TextInput label={t('ui.department')} maxLength={64} {...form.getInputProps('name')} />}
    </FormDialog>
  );
}

/**
 * spec 3 §2 order info / change-info: name, gender, department, per-category order configuration
 * and a signature (required). Read from the mirrored person and saved through the outbox, so it
 * works offline: the drawn signature travels in the queued change as a PNG data URL.
 */
export function OrderInfoDialog({
  task,
  catalogue,
  person,
  repairStatusId,
  onClose,
  onSave,
}: {
  task: MeasuringTaskInfo;
  catalogue: CatalogueSnapshot | null;
  person: MeasuringPerson;
  repairStatusId: number;
  onClose: () => void;
  /** Answers whether the order info is on the device; the dialog stays open when not. */
  onSave: (payload: EditOrderInfoPayload) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('measuring');
  const locked = !person.is_edit;
  const initial: OrderInfoValues = {
    truename: person.truename,
    gender_id: String(person.gender_id),
    department_name: person.department_name,
    sign: person.sign,
    // A person without their own configuration orders what the task configures.
    order_config: person.order_config?.length
      ? person.order_config
      : task.order_config.map((o) => ({ category_id: o.category_id, edition_type_id: o.edition_type_id, num: o.num })),
  };

  const names = catalogueNames(catalogue, i18n.language);
  const categoryName = (id: number) => names.category(id, task.order_config.find((o) => o.category_id === id)?.category);
  // The task names the edition of each category; a person's own configuration keeps the task's editions.
  const editionName = (categoryId: number, editionId: number) => {
    const o = task.order_config.find((c) => c.category_id === categoryId && c.edition_type_id === editionId);
    return o?.edition_number ?? String(editionId);
  };

  return (
    <FormDialog<OrderInfoValues>
      opened
      onClose={onClose}
      title={repairStatusId ? t('ui.changeInfo') : t('ui.orderInfo')}
      size="lg"
      initialValues={initial}
      validate={(v) => ({
        ...(v.truename.trim() ? {} : { truename: t('ui.nameRequired') }),
        ...(v.sign ? {} : { sign: t('ui.saveSignatureFirst') }),
      })}
      intro={locked && <Alert color="gray">{t('person_locked')}</Alert>}
      submitLabel={t('ui.save')}
      submitDisabled={locked}
      onSubmit={async (v) => {
        const { truename, gender_id, department_name, sign, order_config } = v;
        const kept = await onSave({
          task_id: task.id,
          user_id: person.id,
          truename: truename.trim(),
          gender_id: Number(gender_id),
          department_name: department_name.trim(),
          sign: sign!,
          order_config,
          repair_status_id: repairStatusId,
          // The revision the dialog opened on: a field another measurer changed since, and left alone here, stays theirs.
          ...changeBase(person.rev),
        });
        if (kept) onClose();
      }}
    >
      {(form) => (
        <>
          <Group grow align="flex-start">
            <TextInput label={t('ui.name')} maxLength={32} disabled={locked} {...form.getInputProps('truename')} />
            <Select label={t('ui.gender')} data={GENDERS.map((g) => ({ value: g, label: t(`ui.genders.${g}`) }))} allowDeselect={false} disabled={locked} {...form.getInputProps('gender_id')} />
            <TextInput label={t('ui.department')} maxLength={64} disabled={locked} {...form.getInputProps('department_name')} />
          </Group>
          {form.getValues().order_config.map((o, i) => (
            <Group key={o.category_id} grow>
              <TextInput label={t('ui.form.category')} value={categoryName(o.category_id)} readOnly />
              <TextInput label={t('ui.form.edition')} value={editionName(o.category_id, o.edition_type_id)} readOnly />
              <NumberInput
                label={t('ui.form.quantity')}
                min={1}
                max={9999}
                value={o.num}
                onChange={(n) => form.setFieldValue(`order_config.${i}.num`, Number(n) || 1)}
                disabled={locked}
              />
            </Group>
          ))}
          <SignatureField value={form.getValues().sign} onChange={(sign) => form.setFieldValue('sign', sign)} disabled={locked} error={form.errors.sign as string | undefined} />
        </>
      )}
    </FormDialog>
  );
}
