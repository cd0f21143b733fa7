import { useTranslation } from '@/ui/i18n';
import { LabelledSegmentedControl } from '@/ui/labelled-segmented-control';

/** Gender as a segmented choice: male and female, and "unknown" where the record allows it (spec 3 §3). */
export function GenderField({ label, value, onChange, withUnknown = false }: { label: string; value: number; onChange: (gender: number) => void; withUnknown?: boolean }) {
  const { t } = useTranslation('customers');
  return <LabelledSegmentedControl label={label} value={String(value)} onChange={(v) => onChange(Number(v))} data={(withUnknown ? ['1', '2', '0'] : ['1', '2']).map((g) => ({ value: g, label: t(`gender.${g}`) }))} />;
}
