import { useTranslation } from '@/ui/i18n';
import { useRouteHandles } from './route-handles';
import { NoticePage } from './notice-page';

/** The page of a module that is not built yet: says so clearly, never blank. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = [...useRouteHandles()].reverse().find((h) => h.titleKey)?.titleKey;
  return <NoticePage title={titleKey ? t(titleKey) : t('comingSoon.title')} message={t('comingSoon.message')} testId="coming-soon-title" />;
}
