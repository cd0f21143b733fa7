import { useState } from 'react';
import { Alert, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { FormDialog } from '@/data/form-dialog';
import { notify } from '@/ui/notify';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { measuringApi } from '@/api/measuring';
import type { TaskInput } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import { measuringKeys } from '../api/measuring-keys';
import { OrderConfigRows, type OrderConfigRow } from './order-config-rows';

type TaskForm = {
  name: string;
  order_config: OrderConfigRow[];
  bodybuilders: string[];
  body_item_ids: string[];
  special_shape_ids: string[];
  special_position_remark: string;
};

type TaskFormDialogProps = { task: MeasuringTaskInfo | null; onClose: () => void; onSaved: () => void };

/** spec 3 §5 measuring task form: create (task null) or edit; messages as the spec words them. */
export function TaskFormDialog({ task, onClose, onSaved }: TaskFormDialogProps) {
  const { t } = useTranslation('measuring');
  // One key per dialog: a retried click after a lost reply creates the task once.
  const [key] = useState(() => crypto.randomUUID());
  const [categoryIds, setCategoryIds] = useState<number[]>(() => idsOf(task?.order_config.map((o) => String(o.category_id)) ?? []));
  const categories = useQuery({ queryKey: measuringKeys.categories(), queryFn: measuringApi.categories, staleTime: 10 * 60_000 });
  const measurerList = useQuery({ queryKey: measuringKeys.measurers(), queryFn: measuringApi.getMeasurers, staleTime: 60_000 });
  const editions = useQuery({ queryKey: measuringKeys.editions(categoryIds), queryFn: () => measuringApi.editionsOf(categoryIds), enabled: categoryIds.length > 0 });
  const items = useQuery({ queryKey: measuringKeys.items(categoryIds), queryFn: () => measuringApi.itemsOf(categoryIds), enabled: categoryIds.length > 0 });

  const initialValues: TaskForm = {
    name: task?.name ?? '',
    order_config: task?.order_config.map((o) => ({ category_id: String(o.category_id), edition_type_id: String(o.edition_type_id), num: o.num })) ?? [{ category_id: null, edition_type_id: null, num: 1 }],
    bodybuilders: task?.measurers.map((m) => String(m.id)) ?? [],
    body_item_ids: task?.body_items.map((b) => String(b.id)) ?? [],
    special_shape_ids: task?.special_shape.map((s) => String(s.id)) ?? [],
    special_position_remark: task?.remark ?? '',
  };

  // spec 3 §5 keeps two wordings of these rules, one per task screen. The order configuration
  // asks to add one while there is none, and for a complete one otherwise; measurers and body
  // parts ask to choose on a new task, and for at least one when an edit left none.
  const validate = (v: TaskForm) => {
    const complete = v.order_config.filter((r) => r.category_id && r.edition_type_id && Number(r.num) >= 1);
    return {
      ...(!v.name.trim() && { name: t('ui.form.nameRequired') }),
      ...(!v.order_config.length
        ? { order_config: t('ui.form.addOrderConfig') }
        : (!complete.length || complete.length !== v.order_config.length) && { order_config: t('ui.form.oneConfig') }),
      ...(!v.bodybuilders.length && { bodybuilders: task ? t('ui.form.oneMeasurer') : t('ui.form.chooseMeasurer') }),
      ...(!v.body_item_ids.length && { body_item_ids: task ? t('ui.form.oneBodyItem') : t('ui.form.chooseBodyItem') }),
      ...(!v.special_shape_ids.length && { special_shape_ids: t('ui.form.oneSpecial') }),
    };
  };

  const save = async (v: TaskForm) => {
    const input: TaskInput = {
      name: v.name.trim(),
      order_config: v.order_config.map((r) => ({ category_id: Number(r.category_id), edition_type_id: Number(r.edition_type_id), num: Number(r.num) })),
      bodybuilders: v.bodybuilders.map(Number),
      body_item_ids: v.body_item_ids.map(Number),
      special_shape_ids: v.special_shape_ids.map(Number),
      special_position_remark: v.special_position_remark,
    };
    try {
      if (task) await measuringApi.editTask({ ...input, id: task.id }, key);
      else await measuringApi.addTask(input, key);
    } catch (err) {
      notify.error(task ? t('ui.form.editFailed') : t('ui.form.createFailed'));
      throw err;
    }
    notify.success(task ? t('task_edited') : t('task_created'));
    onSaved();
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
    <FormDialog<TaskForm>
      opened
      onClose={onClose}
      title={task ? t('ui.editTask') : t('ui.newTask')}
      size="lg"
      initialValues={initialValues}
      validate={validate}
      needsNetwork={t('ui.needsNetwork')}
      submitLabel={t('ui.save')}
      intro={lookupFailures.map(([error, k]) =>
        error ? (
          <Alert key={k} color="red" py={6}>
            {t(k)}: {error.message}
          </Alert>
        ) : null,
      )}
      onSubmit={save}
    >
      {(form) => {
        const rows = form.values.order_config;
        const setRows = (next: OrderConfigRow[]) => {
          form.setFieldValue('order_config', next);
          setCategoryIds(idsOf(next.map((r) => r.category_id)));
        };
        return (
          <>
            <TextInput label={t('ui.form.name')} withAsterisk maxLength={64} {...form.getInputProps('name')} />
            <OrderConfigRows rows={rows} onRows={setRows} categoryOptions={categoryOptions} editionOptions={editionOptions} error={form.errors.order_config} />
            <MultiSelect
              label={t('ui.form.measurers')}
              data={(measurerList.data ?? []).map((m) => ({ value: String(m.id), label: m.truename }))}
              searchable
              {...form.getInputProps('bodybuilders')}
            />
            <MultiSelect label={t('ui.form.bodyItems')} data={(items.data?.body ?? []).map((b) => ({ value: String(b.id), label: b.item_name }))} searchable {...form.getInputProps('body_item_ids')} />
            <MultiSelect label={t('ui.form.specialItems')} data={(items.data?.special ?? []).map((sh) => ({ value: String(sh.id), label: sh.shape_name }))} {...form.getInputProps('special_shape_ids')} />
            <Textarea label={t('ui.form.remark')} maxLength={500} autosize minRows={2} {...form.getInputProps('special_position_remark')} />
          </>
        );
      }}
    </FormDialog>
  );
}

/** The distinct chosen category ids, sorted (the key of the edition and body-item lookups). */
function idsOf(categoryIds: readonly (string | null)[]): number[] {
  return [...new Set(categoryIds.flatMap((c) => (c ? [Number(c)] : [])))].sort((x, y) => x - y);
}
