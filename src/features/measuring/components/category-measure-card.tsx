import { memo, useCallback, useMemo } from 'react';
import { Badge, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { MEASURE_LIMITS, SPECIAL_SHAPE_LEVELS } from '@/domain/measuring/constants';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import type { catalogueNames } from '../catalogue-names';
import type { CategoryForm, CategoryPatch } from './draft-types';

/** Columns by the panel's own width (a container query): it sits beside the people list, so the viewport says little. */
export const PANEL_COLS = { base: 2, '420px': 3, '560px': 4 };

/** No negative values can be typed; a value past `max` stays as typed and is marked (see usePersonDraft's limitErrors). */
export const LIMITED = { min: 0, allowNegative: false, clampBehavior: 'none' } as const;

type CategoryErrors = { num?: string; items: (string | undefined)[] } | undefined;

type CategoryMeasureCardProps = {
  task: MeasuringTaskInfo;
  /** The category's place in the person's form, handed back with each change. */
  index: number;
  category: CategoryForm;
  names: ReturnType<typeof catalogueNames>;
  /** The sizes of the category's chart; empty when the catalogue on the device has none. */
  options: string[];
  hasCatalogue: boolean;
  /** The size recommended for its edition, if any. */
  recommended: string | undefined;
  errors: CategoryErrors;
  stepSize: number;
  disabled: boolean;
  onChange: (index: number, patch: CategoryPatch) => void;
  /** A body item's field got the focus: its how-to-measure figure shows. */
  onGuide: (itemId: number, name: string) => void;
};

/** The same messages: the panel works them out afresh on each render, as new objects. */
const sameErrors = (a: CategoryErrors, b: CategoryErrors) => a?.num === b?.num && (a?.items.length ?? 0) === (b?.items.length ?? 0) && (a?.items ?? []).every((e, j) => e === b?.items[j]);

/**
 * One category of the person shown: its size (with the local recommendation), quantity, body items
 * and special shapes. It renders again only when its own values, hints or messages change: a key
 * typed in one field rendered every card's inputs again, some 12 ms a key (50 ms at a quarter of
 * the speed, a mid-range tablet's), most of it in Mantine's inputs.
 */
export const CategoryMeasureCard = memo(CategoryMeasureCardView, (a, b) =>
  (Object.keys(a) as (keyof CategoryMeasureCardProps)[]).every((k) => (k === 'errors' ? sameErrors(a.errors, b.errors) : a[k] === b[k])),
);

function CategoryMeasureCardView({ task, index, category: c, names, options, hasCatalogue, recommended: rec, errors, stepSize, disabled, onChange: change, onGuide }: CategoryMeasureCardProps) {
  const { t } = useTranslation('measuring');
  // One function while the card is this category's: its fields skip a render when their own value is the same.
  const onChange = useCallback((patch: CategoryPatch) => change(index, patch), [change, index]);
  const config = task.order_config.find((o) => o.category_id === c.category_id);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>
          {names.category(c.category_id, config?.category)} · {config?.edition_number}
        </Text>
        {rec && (
          <Group gap={4}>
            <Badge variant="light">{t('ui.recommended', { size: rec })}</Badge>
            <Button size="compact-xs" variant="subtle" onClick={() => onChange({ size: rec })} disabled={disabled}>
              {t('ui.useRecommended')}
            </Button>
          </Group>
        )}
      </Group>
      {hasCatalogue && options.length === 0 && (
        <Text size="xs" c="orange">
          {t('ui.noSizeChart')}
        </Text>
      )}
      <SimpleGrid type="container" cols={PANEL_COLS} spacing="xs">
        <SizeSelect value={c.size} options={options} disabled={disabled} onChange={onChange} />
        <QuantityInput value={c.num} error={errors?.num} disabled={disabled} onChange={onChange} />
        {task.body_items.map((b, j) => (
          <BodyItemInput
            key={b.id}
            index={index}
            at={j}
            itemId={b.id}
            label={names.bodyItem(b.id, b.item)}
            value={c.item[j]?.value ?? ''}
            error={errors?.items[j]}
            stepSize={stepSize}
            disabled={disabled}
            onChange={change}
            onGuide={onGuide}
          />
        ))}
        {task.special_shape.map((s, j) => (
          <ShapeSelect key={s.id} at={j} label={names.shape(s.id, s.item)} value={c.special[j]?.value ?? 0} disabled={disabled} onChange={onChange} />
        ))}
      </SimpleGrid>
      <RemarkInput value={c.special_position_remark} disabled={disabled} onChange={onChange} />
    </Card>
  );
}

/** What the card's own fields are given: their value, and the card's one change function. */
type FieldProps<V> = { value: V; disabled: boolean; onChange: (patch: CategoryPatch) => void };

/**
 * A native select, not Mantine's Select: a combobox per category (its options, its floating
 * dropdown) was a third of switching person's time, and a tablet's own picker suits a measurer.
 */
const SizeSelect = memo(function SizeSelect({ value, options, disabled, onChange }: FieldProps<string> & { options: string[] }) {
  const { t } = useTranslation('measuring');
  // A size no longer in the chart is still offered, as it is the person's.
  const data = useMemo(() => [{ value: '', label: t('ui.chooseSize') }, ...(options.includes(value) || !value ? options : [value, ...options])], [options, value, t]);
  return <NativeSelect label={t('ui.size')} data={data} value={value} onChange={(e) => onChange({ size: e.currentTarget.value })} disabled={disabled} />;
});

const QuantityInput = memo(function QuantityInput({ value, error, disabled, onChange }: FieldProps<number> & { error: string | undefined }) {
  const { t } = useTranslation('measuring');
  return <NumberInput label={t('ui.form.quantity')} {...LIMITED} max={MEASURE_LIMITS.quantity} value={value} onChange={(v) => onChange({ num: Number(v) || 0 })} error={error} disabled={disabled} />;
});

/** A special shape's level; the change names its place, as the field knows only its own value. */
const ShapeSelect = memo(function ShapeSelect({ at, label, value, disabled, onChange }: FieldProps<number> & { at: number; label: string }) {
  const { t } = useTranslation('measuring');
  return (
    <NativeSelect
      label={label}
      data={SPECIAL_SHAPE_LEVELS.map((l) => ({ value: String(l), label: t(`ui.levels.${l}`) }))}
      value={String(value)}
      onChange={(e) => {
        const level = Number(e.currentTarget.value);
        onChange((c) => ({ special: c.special.map((x, k) => (k === at ? { ...x, value: level } : x)) }));
      }}
      disabled={disabled}
    />
  );
});

const RemarkInput = memo(function RemarkInput({ value, disabled, onChange }: FieldProps<string>) {
  const { t } = useTranslation('measuring');
  return <TextInput mt={6} label={t('ui.specialRemark')} value={value} onChange={(e) => onChange({ special_position_remark: e.currentTarget.value })} maxLength={500} disabled={disabled} />;
});

type BodyItemInputProps = {
  index: number;
  /** The item's place in the category's items. */
  at: number;
  itemId: number;
  label: string;
  value: number | '';
  error: string | undefined;
  stepSize: number;
  disabled: boolean;
  onChange: (index: number, patch: CategoryPatch) => void;
  onGuide: (itemId: number, name: string) => void;
};

/** A body item's field; a key typed in it renders it alone again, not the card's other fields. */
const BodyItemInput = memo(function BodyItemInput({ index, at, itemId, label, value, error, stepSize, disabled, onChange, onGuide }: BodyItemInputProps) {
  return (
    <NumberInput
      label={label}
      onFocus={() => onGuide(itemId, label)}
      {...LIMITED}
      max={MEASURE_LIMITS.bodyItem}
      step={stepSize}
      decimalScale={1}
      value={value}
      onChange={(v) => onChange(index, (c) => ({ item: c.item.map((x, k) => (k === at ? { ...x, value: v === '' ? null : Number(v) } : x)) }))}
      error={error}
      disabled={disabled}
    />
  );
});
