import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { EditOrderInfoPayload, OrderConfigEntry } from '@/domain/measuring/contract';
import type { MeasuringPerson, MeasuringTaskInfo } from '@/domain/measuring/wire';
import { catalogueNames } from '../catalogue-names';
import { SignatureField } from '@/ui/signature-field';

const GENDERS = ['1', '2'];

/** spec 3 §5: add employee (name and gender required; department optional). Queued through the outbox by the caller. */
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
  const [truename, setName] = useState('');
  const [gender, setGender] = useState<string | null>(null);
  const [company, setCompany] = useState<string | null>(defaultCompany || companies[0] || null);
  const [department, setDepartment] = useState(defaultDepartment);
  const [errors, setErrors] = useState<{ name?: string; gender?: string }>({});

  const submit = async () => {
    const e = { ...(truename.trim() ? {} : { name: t('ui.nameRequired') }), ...(gender ? {} : { gender: t('ui.genderRequired') }) };
    setErrors(e);
    if (Object.keys(e).length) return;
    await onAdd({ truename: truename.trim(), gender_id: Number(gender), department_name: department.trim(), company_name: company ?? '' });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('ui.addEmployee')}>
      <Stack>
        <TextInput label={t('ui.name')} required value={truename} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={32} />
        <Select label={t('ui.gender')} required data={GENDERS.map((g) => ({ value: g, label: t(`ui.genders.${g}`) }))} value={gender} onChange={setGender} error={errors.gender} />
        <Select label={t('ui.company')} data={companies} value={company} onChange={setCompany} searchable />
        <TextInput label={t('ui.department')} value={department} onChange={(e) => setDepartment(e.currentTarget.value)} maxLength={64} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={() => void submit()}>{t('ui.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** spec 3 §5: edit department (name required). */
export function EditDepartmentDialog({ current, onClose, onRename }: { current: string; onClose: () => void; onRename: (name: string) => Promise<void> }) {
  const { t } = useTranslation('measuring');
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('ui.editDepartment')}>
      <Stack>
        <TextInput label={t('ui.department')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} maxLength={64} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!name.trim()) return setError(t('ui.departmentRequired'));
              void onRename(name.trim()).then(onClose);
            }}
          >
            {t('ui.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
