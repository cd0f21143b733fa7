import { Radio, type RadioGroupProps } from '@mantine/core';

/** Takes the label out of view and out of the layout, where a screen reader still reads it. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * A row of radios filtering a list (by status), named for a screen reader by `label` without
 * showing it: the radios' own words say what they filter to a sighted reader. Mantine names its
 * radio group only from the group's label element, so the label is there, visually hidden.
 */
export function FilterRadioGroup({ label, ...group }: Omit<RadioGroupProps, 'label'> & { label: string }) {
  return <Radio.Group label={label} styles={{ label: VISUALLY_HIDDEN }} {...group} />;
}
