import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@/ui/i18n';
import { CenteredNotice } from '@/ui/light/notice';
import { LightButton } from '@/ui/light/controls';
import { isMissingChunk } from './missing-chunk';

/**
 * What a route shows when something failed to load or render; the rest of the app still works.
 * Drawn without Mantine: it also catches the screens' shell failing to download (offline).
 */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A lazily loaded chunk that cannot be fetched offline is the common case; say so plainly.
  const chunkMissing = isMissingChunk(error);
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

/** Catches a failure of the route inside it until the next visit (elsewhere, or to the same address again), which tries again. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.at === props.at ? null : { at: props.at };
    // The failure is shown for the visit it happened in; the next visit draws the route again.
    if (state.at === null) return { at: props.at };
    return state.at === props.at ? null : { error: null, at: props.at };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * A route's error boundary: its screen, or what went wrong with it. Each visit is a new history
 * entry (its key), so following a link to the address that failed tries it again, as a link
 * elsewhere and back does (a screen whose code could not be fetched offline comes with a page
 * load once online: ./router.tsx).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary at={key}>{children}</Boundary>;
}

/** A route whose failure shows its error screen in its place. */
export const bounded = <R extends { element?: ReactNode }>(route: R): R => ({ ...route, element: <RouteBoundary>{route.element}</RouteBoundary> });
