/**
 * Mantine and the app-wide providers, for every screen but sign-in: a layout route around them
 * (./router.tsx), so sign-in, the first screen of most visits, downloads none of it (issue 17).
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import './styles/shell';
import { queryClient } from './query-client';
import { theme } from './theme';
import { UpdatePrompt } from './pwa/update-prompt';
import { OfflineAlert } from './offline-alert';

export function MantineShell() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" />
          <OfflineAlert />
          <UpdatePrompt />
          <Outlet />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
