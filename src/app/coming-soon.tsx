import { useTranslation } from '@/ui/i18n';
import { useMatches } from 'react-router-dom';
import { NoticePage } from './notice-page';

/** The page of a module that is not built yet: says so clearly, never blank. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as { titleKey?: string } | undefined)?.titleKey).find(Boolean);
  return <NoticePage title={titleKey ? t(titleKey) : t('comingSoon.title')} message={t('comingSoon.message')} testId="coming-soon-title" />;
}
