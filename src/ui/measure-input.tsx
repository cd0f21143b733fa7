import { NumberInput, TextInput } from '@mantine/core';
import { MEASUREMENT_INPUT_MAX_LENGTH, CORRECTION_STEP } from '@/domain/catalogue/constants';
import { rulesWorker } from '../../workers/rules.client';
import { useWarn } from '@/ui/use-warn';

type MeasureInputProps = {
  categoryId: number;
  itemId: number;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  testId?: string;
  /** Net body values are checked against the item's range on blur; garment values only for being a number. */
  checkRange?: boolean;
};

/**
 * A measurement in cm (spec 2 §5 field rules): at most 7 characters; on blur a value outside the
 * item's range is refused with the spec's message and cleared.
 */
export function MeasureInput({ categoryId, itemId, value, placeholder, onChange, testId, checkRange = true }: MeasureInputProps) {
  const warn = useWarn();
  const blur = async () => {
    if (!value.trim()) return;
    if (!checkRange) {
      if (!/^\d+(\.\d+)?$/.test(value.trim())) {
        warn('rules:measure_not_number');
        onChange('');
      }
      return;
    }
    const result = await rulesWorker().checkMeasurement(categoryId, itemId, value);
    if (!result.ok) {
      warn(result.message);
      onChange('');
    }
  };
  return (
    <TextInput
      size="xs"
      w={100}
      inputMode="decimal"
      maxLength={MEASUREMENT_INPUT_MAX_LENGTH}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={() => void blur()}
      rightSection={<span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>cm</span>}
      data-testid={testId}
    />
  );
}

type CorrectionInputProps = { value: number | undefined; onChange: (value: number) => void; testId?: string };

/** A correction in 0.5 cm steps. */
export function CorrectionInput({ value, onChange, testId }: CorrectionInputProps) {
  return (
    <NumberInput
      size="xs"
      w={90}
      step={CORRECTION_STEP}
      decimalScale={1}
      min={-50}
      max={50}
      value={value ?? 0}
      onChange={(v) => onChange(Math.round(Number(v || 0) / CORRECTION_STEP) * CORRECTION_STEP)}
      data-testid={testId}
    />
  );
}
