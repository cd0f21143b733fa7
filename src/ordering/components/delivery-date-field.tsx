import { DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { earliestDeliveryDay } from '@/domain/shared/delivery-date';
import { CALENDAR_POPOVER, DatesLocale } from '@/ui/dates-locale';

/** spec 2 §9: the delivery date is sent as "YYYY-MM-DD hh:mm:ss". */
export const DELIVERY_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type DeliveryDateFieldProps = { label: ReactNode; value: string; onChange: (value: string) => void; testId: string };

/**
 * The delivery date of every ordering form: a date and time, cleared to ''; no day before today is
 * offered. Its calendar gives the focus back to the field when it closes, so a keyboard user goes
 * on from where they were instead of from the top of the page.
 */
export function DeliveryDateField({ label, value, onChange, testId }: DeliveryDateFieldProps) {
  return (
    <DatesLocale>
      <DateTimePicker label={label} valueFormat={DELIVERY_DATE_FORMAT} withSeconds clearable minDate={earliestDeliveryDay()} popoverProps={CALENDAR_POPOVER} value={value || null} onChange={(v) => onChange(v ?? '')} data-testid={testId} />
    </DatesLocale>
  );
}
