import { useTranslation } from '@/ui/i18n';
import { localeOf } from '@/domain/shared/locale';
import { Segments } from './controls';

const LANGUAGES = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'EN' },
] as const;

/** The one language switch, on sign-in and in the header; src/app/i18n.ts keeps the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segments
      label={t('header.language')}
      options={LANGUAGES}
      value={localeOf(i18n.language)}
      onChange={(lang) => void i18n.changeLanguage(lang)}
    />
  );
}
