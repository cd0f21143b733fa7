import { Stack } from '@mantine/core';
import { EditionsAndProcess } from '../components/editions-and-process';
import { GenderSeriesCategories } from '../components/gender-series-categories';
import { StepFooter } from '../components/step-footer';
import { useSelectionForm } from './use-selection-form';

/**
 * 选品 (spec 2 §2.4): gender, series, categories (offered per gender: its own and the common ones),
 * a pattern per category and the making process, or all of them from a product code. Next needs
 * each of them (请选择 + the missing part).
 */
export function SelectionStep() {
  const selection = useSelectionForm();
  return (
    <Stack gap="md" data-testid="deep-selection">
      <GenderSeriesCategories selection={selection} />
      {selection.draft.form.categories.length > 0 && <EditionsAndProcess selection={selection} />}
      <StepFooter onNext={() => void selection.onNext()} />
    </Stack>
  );
}
