/**
 * Mantine and the app-wide providers, for every screen but sign-in: a layout route around them
 * (./router.tsx), so sign-in, the first screen of most visits, downloads none of it (issue 17).
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import './styles/shell';
import { queryClient } from './query-client';
import { theme } from './theme';
import { UpdatePrompt } from './pwa/update-prompt';
import { OfflineAlert } from './offline-alert';

/**
 * The confirm dialogs' host (src/ui/confirm.tsx opens them through @mantine/modals' events, not
 * its context), so it needs no children and loads after the first screen: home shows no dialog,
 * and every screen that may ask downloads it before it can (issue 17).
 */
const ModalsHost = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

export function MantineShell() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" />
        <OfflineAlert />
        <UpdatePrompt />
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
        <Outlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}
