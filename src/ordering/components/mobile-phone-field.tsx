import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { checkPhone } from '@/domain/rules/validation';
import { useWarn } from '@/ui/use-warn';

type MobilePhoneFieldProps = {
  label: ReactNode;
  value: string;
  /** The digits typed: anything else is dropped as it is typed. */
  onChange: (digits: string) => void;
  /**
   * After the refusal is said, when the form drops the number (spec 2 §5: the fast order clears
   * it); without it the number stays for the user to correct.
   */
  onRefused?: () => void;
  testId: string;
};

/** A customer's mobile phone on an order form: digits only, 11 at most, the phone keypad, checked when the field is left. */
export function MobilePhoneField({ label, value, onChange, onRefused, testId }: MobilePhoneFieldProps) {
  const warn = useWarn();
  return (
    <TextInput
      label={label}
      value={value}
      maxLength={11}
      inputMode="tel"
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
      onBlur={() => {
        const problem = value ? checkPhone(value) : null;
        if (!problem) return;
        warn(problem.key);
        onRefused?.();
      }}
      data-testid={testId}
    />
  );
}
