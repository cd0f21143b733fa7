import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';

/**
 * A segmented choice inside a form, under its field's name in the inputs' label style (Mantine's
 * SegmentedControl has no label of its own) that also names the group, stretched to the column like the inputs beside it.
 */
export function LabelledSegmentedControl({ label, ...control }: SegmentedControlProps & { label: string }) {
  // The name a screen reader gives the choices (a radio group), from the label shown above them.
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...control} />
    </Stack>
  );
}
