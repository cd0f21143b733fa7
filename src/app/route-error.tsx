import { useTranslation } from '@/ui/i18n';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { CenteredNotice } from '@/ui/light/notice';
import { LightButton } from '@/ui/light/controls';

/**
 * Error boundary of a route: something failed to load or render; the rest of the app still works.
 * Drawn without Mantine: it also catches the screens' shell failing to download (offline).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A lazily loaded chunk that cannot be fetched offline is the common case; say so plainly.
  const chunkMissing = error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed/.test(error.message);
  return (
    <CenteredNotice
      title={t('routeError.title')}
      message={chunkMissing ? t('routeError.offlineChunk') : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('routeError.message')}
    >
      <LightButton onClick={() => navigate(0)}>{t('routeError.reload')}</LightButton>
      <LightButton variant="subtle" onClick={() => navigate('/home')}>
        {t('routeError.home')}
      </LightButton>
    </CenteredNotice>
  );
}
