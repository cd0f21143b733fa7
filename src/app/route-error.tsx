import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@/ui/i18n';
import { CenteredNotice } from '@/ui/light/notice';
import { LightButton } from '@/ui/light/controls';

/**
 * What a route shows when something failed to load or render; the rest of the app still works.
 * Drawn without Mantine: it also catches the screens' shell failing to download (offline).
 */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A lazily loaded chunk that cannot be fetched offline is the common case; say so plainly. A
  // screen's stylesheet that cannot be fetched fails its load with Vite's own words.
  const chunkMissing = error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message);
  return (
    <CenteredNotice title={t('routeError.title')} message={chunkMissing ? t('routeError.offlineChunk') : t('routeError.message')}>
      <LightButton onClick={() => navigate(0)}>{t('routeError.reload')}</LightButton>
      <LightButton variant="subtle" onClick={() => navigate('/home')}>
        {t('routeError.home')}
      </LightButton>
    </CenteredNotice>
  );
}

type BoundaryProps = { at: string; children: ReactNode };
type BoundaryState = { error: unknown; at: string | null };

/** Catches a failure of the route inside it, until the address changes (a visit elsewhere tries again). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.at === props.at ? null : { at: props.at };
    // The failure is shown at the address it happened at; another address draws the route again.
    if (state.at === null) return { at: props.at };
    return state.at === props.at ? null : { error: null, at: props.at };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** A route's error boundary: its screen, or what went wrong with it. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary at={pathname + search}>{children}</Boundary>;
}
