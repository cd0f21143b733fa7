import { PinInput, Text, type PinInputProps } from '@mantine/core';

type PinFieldProps = { label: string; value?: string; onChange: (value: string) => void; error?: React.ReactNode; autoFocus?: boolean; testId?: string } & Pick<PinInputProps, 'length'>;

/** A six-digit payment password: masked digit boxes, a label, and its error read out as an alert. */
export function PinField({ label, value, onChange, error, autoFocus, testId, length = 6 }: PinFieldProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <PinInput
        length={length}
        type="number"
        mask
        value={value ?? ''}
        onChange={onChange}
        error={Boolean(error)}
        aria-label={label}
        data-testid={testId}
        // Each box is named by the field and its place (Mantine names every box "PinInput", in
        // English); a modal focuses the element marked data-autofocus: the first digit, not the close button.
        getInputProps={(index) => ({ 'aria-label': `${label} ${index + 1}/${length}`, ...(autoFocus && index === 0 ? { 'data-autofocus': true } : {}) })}
      />
      {error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
