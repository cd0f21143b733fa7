import { Badge, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { SPECIAL_SHAPE_LEVELS } from '@/domain/measuring/constants';
import { MEASURE_LIMITS } from '@/domain/measuring/contract';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import type { catalogueNames } from '../catalogue-names';
import type { CategoryForm } from './use-person-draft';

/** Columns by the panel's own width (a container query): it sits beside the people list, so the viewport says little. */
export const PANEL_COLS = { base: 2, '420px': 3, '560px': 4 };

/** No negative values can be typed; a value past `max` stays as typed and is marked (see usePersonDraft's limitErrors). */
export const LIMITED = { min: 0, allowNegative: false, clampBehavior: 'none' } as const;

type CategoryMeasureCardProps = {
  task: MeasuringTaskInfo;
  category: CategoryForm;
  names: ReturnType<typeof catalogueNames>;
  /** The sizes of the category's chart; empty when the catalogue on the device has none. */
  options: string[];
  hasCatalogue: boolean;
  /** The size recommended for its edition, if any. */
  recommended: string | undefined;
  errors: { num?: string; items: (string | undefined)[] } | undefined;
  stepSize: number;
  disabled: boolean;
  onChange: (patch: Partial<CategoryForm>) => void;
  /** A body item's field got the focus: its how-to-measure figure shows. */
  onGuide: (itemId: number, name: string) => void;
};

/** One category of the person shown: its size (with the local recommendation), quantity, body items and special shapes. */
export function CategoryMeasureCard({ task, category: c, names, options, hasCatalogue, recommended: rec, errors, stepSize, disabled, onChange, onGuide }: CategoryMeasureCardProps) {
  const { t } = useTranslation('measuring');
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
        {/* A native select, not Mantine's Select: a combobox per category (its options, its floating
            dropdown) was a third of switching person's time, and a tablet's own picker suits a measurer. */}
        <NativeSelect
          label={t('ui.size')}
          data={[{ value: '', label: t('ui.chooseSize') }, ...(options.includes(c.size) || !c.size ? options : [c.size, ...options])]}
          value={c.size}
          onChange={(e) => onChange({ size: e.currentTarget.value })}
          disabled={disabled}
        />
        <NumberInput
          label={t('ui.form.quantity')}
          {...LIMITED}
          max={MEASURE_LIMITS.quantity}
          value={c.num}
          onChange={(v) => onChange({ num: Number(v) || 0 })}
          error={errors?.num}
          disabled={disabled}
        />
        {task.body_items.map((b, j) => (
          <NumberInput
            key={b.id}
            label={names.bodyItem(b.id, b.item)}
            onFocus={() => onGuide(b.id, names.bodyItem(b.id, b.item))}
            {...LIMITED}
            max={MEASURE_LIMITS.bodyItem}
            step={stepSize}
            decimalScale={1}
            value={c.item[j]?.value ?? ''}
            onChange={(v) => onChange({ item: c.item.map((x, k) => (k === j ? { ...x, value: v === '' ? null : Number(v) } : x)) })}
            error={errors?.items[j]}
            disabled={disabled}
          />
        ))}
        {task.special_shape.map((s, j) => (
          <NativeSelect
            key={s.id}
            label={names.shape(s.id, s.item)}
            data={SPECIAL_SHAPE_LEVELS.map((l) => ({ value: String(l), label: t(`ui.levels.${l}`) }))}
            value={String(c.special[j]?.value ?? 0)}
            onChange={(e) => onChange({ special: c.special.map((x, k) => (k === j ? { ...x, value: Number(e.currentTarget.value) } : x)) })}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      <TextInput mt={6} label={t('ui.specialRemark')} value={c.special_position_remark} onChange={(e) => onChange({ special_position_remark: e.currentTarget.value })} maxLength={500} disabled={disabled} />
    </Card>
  );
}
