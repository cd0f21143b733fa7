import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { EditOrderInfoPayload, OrderConfigEntry } from '@/domain/measuring/contract';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames } from '../catalogue-names';
import { FormDialog } from '@/ui/form-dialog';
import { SignatureField } from '@/ui/signature-field';

const GENDERS = ['1', '2'];

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
  onAdd: (p: { truename: string; gender_id: number; department_name: string; company_name: string }) => Promise<void>;
}) {
  const { t } = useTranslation('measuring');
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('ui.addEmployee')}
      initialValues={{ truename: '', gender: null as string | null, company: (defaultCompany || companies[0] || null) as string | null, department: defaultDepartment }}
      validate={(v) => ({ ...(!v.truename.trim() && { truename: t('ui.nameRequired') }), ...(!v.gender && { gender: t('ui.genderRequired') }) })}
      submitLabel={t('ui.save')}
      onSubmit={async (v) => {
        await onAdd({ truename: v.truename.trim(), gender_id: Number(v.gender), department_name: v.department.trim(), company_name: v.company ?? '' });
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextInput label={t('ui.name')} withAsterisk maxLength={32} {...form.getInputProps('truename')} />
          <Select label={t('ui.gender')} withAsterisk data={GENDERS.map((g) => ({ value: g, label: t(`ui.genders.${g}`) }))} {...form.getInputProps('gender')} />
          <Select label={t('ui.company')} data={companies} searchable {...form.getInputProps('company')} />
          <TextInput label={t('ui.department')} maxLength={64} {...form.getInputProps('department')} />
        </>
      )}
    </FormDialog>
  );
}

/** spec 3 §5: edit department (name required). Queued by the caller, offline too. */
export function EditDepartmentDialog({ current, onClose, onRename }: { current: string; onClose: () => void; onRename: (name: string) => Promise<void> }) {
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
        await onRename(v.name.trim());
        onClose();
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
  onSave: (payload: EditOrderInfoPayload) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('measuring');
  const [info, setInfo] = useState(() => ({
    truename: person.truename,
    gender_id: person.gender_id,
    department_name: person.department_name,
    sign: person.sign,
    // A person without their own configuration orders what the task configures.
    order_config: person.order_config?.length
      ? person.order_config
      : task.order_config.map((o) => ({ category_id: o.category_id, edition_type_id: o.edition_type_id, num: o.num })),
  }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = !person.is_edit;

  const setConfig = (i: number, patch: Partial<OrderConfigEntry>) =>
    setInfo((x) => ({ ...x, order_config: x.order_config.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));

  const save = async () => {
    if (!info.truename.trim()) return setError(t('ui.nameRequired'));
    if (!info.sign) return setError(t('ui.saveSignatureFirst'));
    setSaving(true);
    try {
      await onSave({ task_id: task.id, user_id: person.id, ...info, truename: info.truename.trim(), department_name: info.department_name.trim(), sign: info.sign, repair_status_id: repairStatusId });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const names = catalogueNames(catalogue, i18n.language);
  const categoryName = (id: number) => names.category(id, task.order_config.find((o) => o.category_id === id)?.category);
  // The task names the edition of each category; a person's own configuration keeps the task's editions.
  const editionName = (categoryId: number, editionId: number) => {
    const o = task.order_config.find((c) => c.category_id === categoryId && c.edition_type_id === editionId);
    return o?.edition_number ?? String(editionId);
  };

  return (
    <Modal opened onClose={onClose} title={repairStatusId ? t('ui.changeInfo') : t('ui.orderInfo')} size="lg">
      <Stack>
        {locked && <Alert color="gray">{t('person_locked')}</Alert>}
        <Group grow>
          <TextInput label={t('ui.name')} value={info.truename} onChange={(e) => setInfo({ ...info, truename: e.currentTarget.value })} maxLength={32} disabled={locked} />
          <Select
            label={t('ui.gender')}
            data={GENDERS.map((g) => ({ value: g, label: t(`ui.genders.${g}`) }))}
            value={String(info.gender_id)}
            onChange={(v) => setInfo({ ...info, gender_id: Number(v ?? 1) })}
            disabled={locked}
          />
          <TextInput label={t('ui.department')} value={info.department_name} onChange={(e) => setInfo({ ...info, department_name: e.currentTarget.value })} maxLength={64} disabled={locked} />
        </Group>
        {info.order_config.map((o, i) => (
          <Group key={o.category_id} grow>
            <TextInput label={t('ui.form.category')} value={categoryName(o.category_id)} readOnly />
            <TextInput label={t('ui.form.edition')} value={editionName(o.category_id, o.edition_type_id)} readOnly />
            <NumberInput label={t('ui.form.quantity')} min={1} max={9999} value={o.num} onChange={(v) => setConfig(i, { num: Number(v) || 1 })} disabled={locked} />
          </Group>
        ))}
        <SignatureField value={info.sign} onChange={(sign) => setInfo({ ...info, sign })} disabled={locked} />
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={locked}>
            {t('ui.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
