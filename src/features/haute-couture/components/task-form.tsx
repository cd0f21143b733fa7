import { ActionIcon, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '@/ui/i18n';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { AddCategoryPicker } from '@/ordering/components/add-category-picker';
import {
  CLEAR_DIMENSION_KEYS,
  CoutureTaskInput,
  SHAPE_LEVELS,
  SPECIAL_SHAPE_NAMES,
  SPECIAL_SHAPES,
  type ClearDimensionKey,
  type CoutureTask,
  type CoutureTaskFields,
  type SpecialShape,
} from '@/domain/haute-couture/contract';
import { FormDialog } from '@/data/form-dialog';
import { CloseIcon } from '@/ui/icons';
import { DayField } from '@/ui/day-field';
import { TitledSection } from '@/ui/titled-section';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';

type Alteration = { category_id: number; modeling_id: string | null; size: string; body_items: { body_item_id: number; value: number | string }[] };
type Values = {
  cust_name: string;
  gender_id: string;
  company: string;
  phone: string;
  delivery_date: string;
  store: string;
  measurer: string;
  remark: string;
  clear_dimension: Record<ClearDimensionKey, number | string>;
  /** Each special shape's level (0 none … 3 severe), as the segmented control's value. */
  shapes: Record<SpecialShape, string>;
  size_alterations: Alteration[];
};

const numberOrNull = (v: number | string | null | undefined) => (v === '' || v === null || v === undefined ? null : Number(v));

function toValues(task: CoutureTask | null): Values {
  const shapes = Object.fromEntries(SPECIAL_SHAPE_NAMES.map((s) => [s, String(task?.special_items.find((i) => i.name === s)?.value ?? 0)])) as Values['shapes'];
  return {
    cust_name: task?.cust_name ?? '',
    gender_id: String(task?.gender_id ?? 1),
    company: task?.company ?? '',
    phone: task?.phone ?? '',
    delivery_date: task?.delivery_date ?? '',
    store: task?.store ?? '',
    measurer: task?.measurer ?? '',
    remark: task?.remark ?? '',
    clear_dimension: Object.fromEntries(CLEAR_DIMENSION_KEYS.map((k) => [k, task?.clear_dimension[k] ?? ''])) as Values['clear_dimension'],
    shapes,
    size_alterations: (task?.size_alterations ?? []).map((a) => ({ ...a, modeling_id: String(a.modeling_id) })),
  };
}

/** The form as the save call sends it: blanks are "not measured", a shape at "none" is left out. */
function toInput(uid: string, v: Values): CoutureTaskFields {
  return {
    uid,
    cust_name: v.cust_name.trim(),
    gender_id: Number(v.gender_id),
    company: v.company.trim(),
    phone: v.phone.trim(),
    delivery_date: v.delivery_date,
    store: v.store.trim(),
    measurer: v.measurer.trim(),
    remark: v.remark.trim(),
    clear_dimension: Object.fromEntries(CLEAR_DIMENSION_KEYS.map((k) => [k, numberOrNull(v.clear_dimension[k])])) as CoutureTaskFields['clear_dimension'],
    special_items: SPECIAL_SHAPE_NAMES.filter((s) => v.shapes[s] !== '0').map((s) => ({ name: s, value: Number(v.shapes[s]) })),
    size_alterations: v.size_alterations.map((a) => ({
      category_id: a.category_id,
      modeling_id: a.modeling_id === null ? Number.NaN : Number(a.modeling_id),
      size: a.size.trim(),
      body_items: a.body_items.filter((b) => b.value !== '' && Number(b.value) !== 0).map((b) => ({ body_item_id: b.body_item_id, value: Number(b.value) })),
    })),
  };
}

type TaskFormProps = {
  /** The task being edited, or a new one's uid. */
  task: CoutureTask | null;
  uid: string;
  opened: boolean;
  onClose: () => void;
  /** Answers whether the task is on the device; the form stays open with what was typed when not. */
  onSave: (task: ReturnType<typeof CoutureTaskInput.parse>) => Promise<boolean>;
};

/**
 * A haute-couture task on the tablet (spec 3 §3): the customer, the 20 net dimensions, the four
 * special shapes and each garment's size alterations. Saved on the device first (the outbox), so it
 * works without signal; the whole sheet is one full-screen form whose save bar stays in view.
 */
export function TaskForm({ task, uid, opened, onClose, onSave }: TaskFormProps) {
  const { t } = useTranslation('haute_couture');
  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t(task ? 'dialog_edit' : 'dialog_new')}
      initialValues={toValues(task)}
      schema={CoutureTaskInput}
      toInput={(v) => toInput(uid, v)}
      label={(f) => t(`col.${f}`, { defaultValue: t(`section.${f === 'clear_dimension' ? 'dimension' : 'alterations'}`) })}
      validate={(v) => (v.cust_name.trim() ? {} : { cust_name: t('name_required') })}
      onSubmit={async (v) => {
        if (await onSave(CoutureTaskInput.parse(toInput(uid, v)))) onClose();
      }}
      submitTestId="couture-save"
    >
      {(form) => <Sheet form={form} />}
    </FormDialog>
  );
}

function Sheet({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation('haute_couture');
  return (
    <Stack gap="md">
      <TitledSection order={4} title={t('section.basic')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput label={t('col.cust_name')} withAsterisk maxLength={32} data-testid="couture-name" {...form.getInputProps('cust_name')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('col.gender')}
            </Text>
            <SegmentedControl fullWidth data={['1', '2', '0'].map((g) => ({ value: g, label: t(`gender.${g}`) }))} {...form.getInputProps('gender_id')} />
          </div>
          <TextInput label={t('col.company')} maxLength={64} {...form.getInputProps('company')} />
          <TextInput label={t('col.phone')} inputMode="tel" maxLength={11} data-testid="couture-phone" {...form.getInputProps('phone')} />
          <DayField label={t('col.delivery_date')} minDate={earliestDeliveryDay()} testId="task-delivery" {...form.getInputProps('delivery_date')} />
          <TextInput label={t('col.store')} maxLength={64} {...form.getInputProps('store')} />
          <TextInput label={t('col.measurer')} maxLength={32} {...form.getInputProps('measurer')} />
        </SimpleGrid>
        <Textarea mt="sm" label={t('col.remark')} maxLength={500} autosize minRows={1} {...form.getInputProps('remark')} />
      </TitledSection>
      <TitledSection order={4} title={t('section.dimension')}>
        {form.errors.clear_dimension && (
          <Text c="red" size="sm" mb="xs">
            {form.errors.clear_dimension}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }} spacing="sm">
          {CLEAR_DIMENSION_KEYS.map((k) => (
            <NumberInput
              key={k}
              label={t(`dim.${k}`)}
              min={0}
              max={k === 'height' ? 250 : k === 'weight' ? 300 : 200}
              clampBehavior="strict"
              decimalScale={1}
              hideControls
              inputMode="decimal"
              rightSection={<Text size="xs" c="dimmed">{t(k === 'weight' ? 'unit.kg' : 'unit.cm')}</Text>}
              data-testid={`dim-${k}`}
              {...form.getInputProps(`clear_dimension.${k}`)}
            />
          ))}
        </SimpleGrid>
      </TitledSection>
      <TitledSection order={4} title={t('section.special')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {SPECIAL_SHAPE_NAMES.map((s) => (
            <Group key={s} wrap="nowrap" gap="sm">
              <Text w={96} size="sm">
                {t(`shape.${s}`)}
              </Text>
              <SegmentedControl
                style={{ flex: 1 }}
                data={SHAPE_LEVELS.map((l, i) => ({ value: String(i), label: i === 0 ? t(`level.${l}`) : `${t(`level.${l}`)} ${SPECIAL_SHAPES[s][i]}` }))}
                data-testid={`shape-${s}`}
                {...form.getInputProps(`shapes.${s}`)}
              />
            </Group>
          ))}
        </SimpleGrid>
      </TitledSection>
      <Alterations form={form} />
    </Stack>
  );
}

function Alterations({ form }: { form: UseFormReturnType<Values> }) {
  const { t, i18n } = useTranslation('haute_couture');
  const { index } = useFastCatalogue();
  const chosen = form.values.size_alterations;
  const categories = index ? [...index.category.values()].sort((a, b) => a.sort - b.sort) : [];
  const add = (id: string | null) => {
    const category = id ? index?.category.get(Number(id)) : undefined;
    if (!category || chosen.some((a) => a.category_id === category.id)) return;
    const items = index?.itemsOfCategory.get(category.id) ?? [];
    form.insertListItem('size_alterations', { category_id: category.id, modeling_id: null, size: '', body_items: [...items].sort((a, b) => a.sort - b.sort).map((i) => ({ body_item_id: i.item_id, value: '' })) });
  };
  return (
    <TitledSection
      order={4}
      title={t('section.alterations')}
      action={
        <AddCategoryPicker
          label={t('add_category')}
          width={220}
          categories={categories.filter((c) => !chosen.some((a) => a.category_id === c.id))}
          value={null}
          onPick={add}
          testId="couture-add-category"
        />
      }
    >
      {form.errors.size_alterations && (
        <Text c="red" size="sm" mb="xs">
          {form.errors.size_alterations}
        </Text>
      )}
      {chosen.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('no_alterations')}
        </Text>
      )}
      <Stack gap="sm">
        {chosen.map((a, i) => {
          const category = index?.category.get(a.category_id);
          const editions = index ? index.snapshot.editions.filter((e) => e.category_id === a.category_id) : [];
          return (
            <Paper key={a.category_id} withBorder p="sm" radius="sm" data-testid="couture-category">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{category ? pickName(i18n.language, category.name, category.name_en) : a.category_id}</Text>
                <ActionIcon variant="subtle" color="red" aria-label={t('remove_category')} onClick={() => form.removeListItem('size_alterations', i)}>
                  <CloseIcon />
                </ActionIcon>
              </Group>
              <Group align="flex-end" mb="xs">
                <Select label={t('modeling')} withAsterisk data={editions.map((e) => ({ value: String(e.id), label: e.edition_number }))} data-testid="couture-modeling" {...form.getInputProps(`size_alterations.${i}.modeling_id`)} />
                <TextInput label={t('size')} maxLength={16} w={120} {...form.getInputProps(`size_alterations.${i}.size`)} />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="xs">
                {a.body_items.map((b, k) => {
                  const name = index?.bodyItemName.get(b.body_item_id);
                  return (
                    <NumberInput
                      key={b.body_item_id}
                      label={name ? pickName(i18n.language, name.zh, name.en) : b.body_item_id}
                      min={-30}
                      max={30}
                      step={0.5}
                      clampBehavior="strict"
                      allowNegative
                      decimalScale={1}
                      hideControls
                      data-testid="couture-alteration"
                      {...form.getInputProps(`size_alterations.${i}.body_items.${k}.value`)}
                    />
                  );
                })}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </TitledSection>
  );
}
