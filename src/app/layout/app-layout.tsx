import { Box } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { Outlet } from 'react-router-dom';
import { useRouteHandles } from '../route-handles';
import { useSyncEngine } from '@/sync/use-sync';
import { ExchangeRateContext } from '@/ui/money';
import { PageMain } from '@/ui/page-main';
import { useExchangeRate } from '../use-exchange-rate';
import { useCatalogueRefresh } from '../use-catalogue-refresh';
import { NoAccessPage, useDeniedModule } from '../guards/module-access';
import { RouteBoundary } from '../route-error';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/** The /home shell. Routes with handle `{chrome: false}` (measuring) get the whole screen. */
export function AppLayout() {
  const handles = useRouteHandles();
  const { i18n } = useTranslation();
  // Queued changes (cart, measuring) replay from any signed-in screen when the network returns;
  // the engine starts once something is queued.
  useSyncEngine(i18n.language, { whenQueued: true });
  // The catalogue is mirrored from any signed-in screen, not only fast purchase and measuring.
  useCatalogueRefresh();
  const rate = useExchangeRate();
  const chrome = !handles.some((h) => h.chrome === false);
  const denied = useDeniedModule();
  return (
    <ExchangeRateContext.Provider value={rate}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
        {chrome && <AppHeader />}
        <PageMain style={{ flex: 1 }}>
          {denied ? (
            <NoAccessPage module={denied} />
          ) : (
            // A screen that fails (its code not on the device offline) says so under the header,
            // whose links, network state and language stay usable.
            <RouteBoundary>
              <Outlet />
            </RouteBoundary>
          )}
        </PageMain>
        {chrome && <AppFooter rate={rate} />}
      </Box>
    </ExchangeRateContext.Provider>
  );
}
