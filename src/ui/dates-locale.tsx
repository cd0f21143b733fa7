import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import type { PopoverProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';

/**
 * The calendars speak the viewer's language (十一月, 一 二 三 … in Chinese) and start weeks on
 * Monday, as a Chinese calendar does. Kept around each date field rather than in the app shell, so
 * the first screens download no calendar code.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith('zh') ? 'zh-cn' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * How every calendar of the app opens and closes:
 * - picking closes it with the focus given back to its field, not to the top of the page;
 * - it stays drawn while it is open, even when its field has left the screen. Mantine's default
 *   hides an open calendar (display: none) once its field is wholly off the window, and keeps it
 *   open and holding the focus. A delivery date sits at the bottom of its form, and its calendar
 *   opens above it; a scroll or a block growing above the field by the field's height (36 px)
 *   left a calendar that could be neither seen nor tapped, with the keyboard's focus trapped in
 *   it. A browser test's day tap met exactly that on CI.
 */
export const CALENDAR_POPOVER: Partial<PopoverProps> = { returnFocus: true, hideDetached: false };
