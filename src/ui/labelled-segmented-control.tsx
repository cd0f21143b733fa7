import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';

/**
 * A segmented choice inside a form, under its field's name in the inputs' label style (Mantine's
 * SegmentedControl has no label of its own), stretched to the column like the inputs beside it.
 */
export function LabelledSegmentedControl({ label, ...control }: SegmentedControlProps & { label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl {...control} />
    </Stack>
  );
}
