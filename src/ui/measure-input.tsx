import { NumberInput, TextInput } from '@mantine/core';
import { MEASUREMENT_INPUT_MAX_LENGTH, CORRECTION_STEP } from '@/domain/catalogue/constants';
import type { RuleResult } from '@/domain/rules/messages';
import { useWarn } from '@/ui/use-warn';

export type MeasureInputViewProps = {
  /** Its name as read (the item and the column), the table's header being no label of the field. */
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  testId?: string;
  /** Checks a value against its item's range on blur; left out, a value is only checked for being a number. */
  checkRange?: ((value: string) => Promise<RuleResult<number>>) | undefined;
};

/**
 * A measurement in cm (spec 2 §5 field rules): at most 7 characters; on blur a value outside the
 * item's range is refused with the spec's message and cleared. Screens use `MeasureInput` of
 * src/data, which checks the range with the rules worker.
 */
export function MeasureInputView({ label, value, placeholder, onChange, testId, checkRange }: MeasureInputViewProps) {
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
    const result = await checkRange(value);
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
      aria-label={label}
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

type CorrectionInputProps = { label: string; value: number | undefined; onChange: (value: number) => void; testId?: string };

/** A correction in 0.5 cm steps, named (`label`) by its item and column as the measurement is. */
export function CorrectionInput({ label, value, onChange, testId }: CorrectionInputProps) {
  return (
    <NumberInput
      aria-label={label}
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
