import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
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
