import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DialogActions } from '@/ui/dialog-actions';
import { notify } from '@/ui/notify';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { measuringApi } from '@/api/measuring';
import type { TaskInput } from '@/domain/measuring/contract';
import { ApiError } from '@/api/api-error';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { measuringKeys } from '../api/measuring-keys';

type Row = { category_id: string | null; edition_type_id: string | null; num: number | string };

type TaskFormDialogProps = { task: MeasuringTaskInfo | null; onClose: () => void; onSaved: () => void };

type Errors = Partial<Record<'name' | 'order_config' | 'bodybuilders' | 'body_item_ids' | 'special_shape_ids' | 'form', string>>;

/** spec 3 §5 measuring task form: create (task null) or edit; messages as the spec words them. */
export function TaskFormDialog({ task, onClose, onSaved }: TaskFormDialogProps) {
  const { t } = useTranslation('measuring');
  const [name, setName] = useState(task?.name ?? '');
  const [rows, setRows] = useState<Row[]>(
    task?.order_config.map((o) => ({ category_id: String(o.category_id), edition_type_id: String(o.edition_type_id), num: o.num })) ?? [
      { category_id: null, edition_type_id: null, num: 1 },
    ],
  );
  const [measurers, setMeasurers] = useState<string[]>(task?.measurers.map((m) => String(m.id)) ?? []);
  const [bodyItems, setBodyItems] = useState<string[]>(task?.body_items.map((b) => String(b.id)) ?? []);
  const [shapes, setShapes] = useState<string[]>(task?.special_shape.map((s) => String(s.id)) ?? []);
  const [remark, setRemark] = useState(task?.remark ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // One key per dialog: a retried click after a lost reply creates the task once.
  const [key] = useState(() => crypto.randomUUID());

  const categoryIds = useMemo(() => [...new Set(rows.flatMap((r) => (r.category_id ? [Number(r.category_id)] : [])))].sort((a, b) => a - b), [rows]);
  const categories = useQuery({ queryKey: measuringKeys.categories(), queryFn: measuringApi.categories, staleTime: 10 * 60_000 });
  const measurerList = useQuery({ queryKey: measuringKeys.measurers(), queryFn: measuringApi.getMeasurers, staleTime: 60_000 });
  const editions = useQuery({ queryKey: measuringKeys.editions(categoryIds), queryFn: () => measuringApi.editionsOf(categoryIds), enabled: categoryIds.length > 0 });
  const items = useQuery({ queryKey: measuringKeys.items(categoryIds), queryFn: () => measuringApi.itemsOf(categoryIds), enabled: categoryIds.length > 0 });

  const setRow = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const validate = (): Errors => {
    const e: Errors = {};
    if (!name.trim()) e.name = t('ui.form.nameRequired');
    const complete = rows.filter((r) => r.category_id && r.edition_type_id && Number(r.num) >= 1);
    // spec 3 §5 keeps two wordings of these rules, one per task screen. The order configuration
    // asks to add one while there is none, and for a complete one otherwise; measurers and body
    // parts ask to choose on a new task, and for at least one when an edit left none.
    if (!rows.length) e.order_config = t('ui.form.addOrderConfig');
    else if (!complete.length || complete.length !== rows.length) e.order_config = t('ui.form.oneConfig');
    if (!measurers.length) e.bodybuilders = task ? t('ui.form.oneMeasurer') : t('ui.form.chooseMeasurer');
    if (!bodyItems.length) e.body_item_ids = task ? t('ui.form.oneBodyItem') : t('ui.form.chooseBodyItem');
    if (!shapes.length) e.special_shape_ids = t('ui.form.oneSpecial');
    return e;
  };

  const save = async () => {
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    const input: TaskInput = {
      name: name.trim(),
      order_config: rows.map((r) => ({ category_id: Number(r.category_id), edition_type_id: Number(r.edition_type_id), num: Number(r.num) })),
      bodybuilders: measurers.map(Number),
      body_item_ids: bodyItems.map(Number),
      special_shape_ids: shapes.map(Number),
      special_position_remark: remark,
    };
    setSaving(true);
    try {
      if (task) await measuringApi.editTask({ ...input, id: task.id }, key);
      else await measuringApi.addTask(input, key);
      notify.success(task ? t('task_edited') : t('task_created'));
      onSaved();
    } catch (err) {
      const field = err instanceof ApiError ? err.field?.split('.')[0] : undefined;
      const message = err instanceof Error ? err.message : String(err);
      setErrors(field && ['name', 'order_config', 'bodybuilders', 'body_item_ids', 'special_shape_ids'].includes(field) ? { [field]: message } : { form: message });
      notify.error(task ? t('ui.form.editFailed') : t('ui.form.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  // spec 3 §8: each lookup has its own failure text; the dialog stays usable for what did load.
  const lookupFailures = [
    [categories.error, 'ui.form.categoriesFailed'],
    [editions.error, 'ui.form.editionsFailed'],
    [measurerList.error, 'ui.form.measurersFailed'],
    [items.error, 'ui.form.bodyItemsFailed'],
  ] as const;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category_name }));
  const editionOptions = (categoryId: string | null) =>
    (editions.data ?? []).filter((e) => String(e.category_id) === categoryId).map((e) => ({ value: String(e.id), label: `${e.edition_number} ${e.edition_name}` }));

  return (
    <Modal opened onClose={onClose} title={task ? t('ui.editTask') : t('ui.newTask')} size="lg">
      <Stack>
        {lookupFailures.map(([error, key]) =>
          error ? (
            <Alert key={key} color="red" py={6}>
              {t(key)}: {error.message}
            </Alert>
          ) : null,
        )}
        <TextInput label={t('ui.form.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={64} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('ui.form.orderConfig')}
          </Text>
          {rows.map((r, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
              <Select
                aria-label={t('ui.form.category')}
                placeholder={t('ui.form.category')}
                data={categoryOptions}
                value={r.category_id}
                onChange={(v) => setRow(i, { category_id: v, edition_type_id: null })}
                style={{ flex: 1 }}
              />
              <Select
                aria-label={t('ui.form.edition')}
                placeholder={t('ui.form.edition')}
                data={editionOptions(r.category_id)}
                value={r.edition_type_id}
                onChange={(v) => setRow(i, { edition_type_id: v })}
                style={{ flex: 1 }}
              />
              <NumberInput aria-label={t('ui.form.quantity')} min={1} max={9999} w={90} value={r.num} onChange={(v) => setRow(i, { num: v })} />
              <ActionIcon variant="subtle" color="red" aria-label={t('ui.remove')} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" size="xs" onClick={() => setRows((rs) => [...rs, { category_id: null, edition_type_id: null, num: 1 }])} w="fit-content">
            {t('ui.form.addConfig')}
          </Button>
          {errors.order_config && (
            <Text size="xs" c="red">
              {errors.order_config}
            </Text>
          )}
        </Stack>
        <MultiSelect
          label={t('ui.form.measurers')}
          data={(measurerList.data ?? []).map((m) => ({ value: String(m.id), label: m.truename }))}
          value={measurers}
          onChange={setMeasurers}
          error={errors.bodybuilders}
          searchable
        />
        <MultiSelect
          label={t('ui.form.bodyItems')}
          data={(items.data?.body ?? []).map((b) => ({ value: String(b.id), label: b.item_name }))}
          value={bodyItems}
          onChange={setBodyItems}
          error={errors.body_item_ids}
          searchable
        />
        <MultiSelect
          label={t('ui.form.specialItems')}
          data={(items.data?.special ?? []).map((s) => ({ value: String(s.id), label: s.shape_name }))}
          value={shapes}
          onChange={setShapes}
          error={errors.special_shape_ids}
        />
        <Textarea label={t('ui.form.remark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        {errors.form && (
          <Text size="sm" c="red">
            {errors.form}
          </Text>
        )}
        <DialogActions onCancel={onClose} cancelLabel={t('ui.cancel')} onConfirm={() => void save()} confirmLabel={t('ui.save')} loading={saving} />
      </Stack>
    </Modal>
  );
}
