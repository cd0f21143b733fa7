import { Select } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { pickName } from '@/ordering/api/use-fast-catalogue';

type AddCategoryPickerProps = {
  /** Its placeholder and its accessible name: the picker has no visible label. */
  label: string;
  width: number;
  /** The catalogue's categories, or those a seller's order form offers. */
  categories: readonly { id: number; name: string; name_en: string }[];
  /** The category being added, while the form takes it (null: the picker is empty again). */
  value: string | null;
  onPick: (categoryId: string | null) => void;
  testId: string;
};

/** The picker beside a goods section's title that adds one more garment category, named in the screen's language. */
export function AddCategoryPicker({ label, width, categories, value, onPick, testId }: AddCategoryPickerProps) {
  const { i18n } = useTranslation();
  return (
    <Select
      w={width}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={onPick}
      data={categories.map((c) => ({ value: String(c.id), label: pickName(i18n.language, c.name, c.name_en) }))}
      data-testid={testId}
    />
  );
}
