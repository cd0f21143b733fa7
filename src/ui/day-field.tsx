import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import { CALENDAR_POPOVER, DatesLocale } from './dates-locale';

/** A day on the wire and on screen: the same on every device, whatever its own date format. */
export const DAY_FORMAT = 'YYYY-MM-DD';

type DayFieldProps = {
  label: ReactNode;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The first day offered ("YYYY-MM-DD"): a delivery date offers none before today. */
  minDate?: string;
  withAsterisk?: boolean;
  testId: string;
};

/**
 * A day picked from the app's calendar (opening on the first day offered, whose month may not be
 * the device's where its clock and the business's calendar disagree), like the ordering forms' delivery date, rather than the
 * browser's own date box (which shows 11/28/2026 or 2026/11/28 by the device); cleared to ''.
 * Picking a day closes the calendar with the focus inside it: it goes back to the field, not to the page.
 */
export function DayField({ label, value, onChange, error, minDate, withAsterisk, testId }: DayFieldProps) {
  const { t } = useTranslation();
  return (
    <DatesLocale>
      <DatePickerInput label={label} withAsterisk={withAsterisk} valueFormat={DAY_FORMAT} clearable clearButtonProps={{ 'aria-label': t('common:actions.clear') }} popoverProps={CALENDAR_POPOVER} minDate={minDate} defaultDate={value || minDate} value={value || null} onChange={(v) => onChange(v ?? '')} error={error} data-testid={testId} />
    </DatesLocale>
  );
}
