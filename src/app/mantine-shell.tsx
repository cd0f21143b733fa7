/**
 * Mantine and the app-wide providers, for every screen but sign-in: a layout route around them
 * (./router.tsx), so sign-in, the first screen of most visits, downloads none of it.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@/ui/i18n';
import { Outlet } from 'react-router-dom';
import './styles/shell';
import { queryClient } from './query-client';
import { appTheme } from './theme';
import { UpdatePrompt } from './pwa/update-prompt';
import { OfflineAlert } from './offline-alert';
import notificationClasses from './notifications.module.css';
import { useTouchScreen } from '@/ui/touch';

/**
 * The confirm dialogs' host (src/ui/confirm.tsx opens them through @mantine/modals' events, not
 * its context), so it needs no children and loads after the first screen, which shows no dialog
 * and does not wait for its chunk. A question asked before it listens waits for it (src/ui/confirm.tsx).
 */
const ConfirmHost = lazy(() => import('@/ui/confirm-host').then((m) => ({ default: m.ConfirmHost })));

/**
 * The toasts' host, the same way: toasts live in @mantine/notifications' store (src/ui/notify.ts),
 * so one shown before the host arrives (the "signed in" toast) shows when it does.
 */
const NotificationsHost = lazy(() =>
  import('@mantine/notifications').then((m) => ({
    // A live region from the host's first render on, so a status change (saved, kept offline, sent,
    // refused) shown in it is said by a screen reader, which reads regions it already watches.
    // Above dialogs (200) so a dialog's refusal is seen, below dropdowns and menus (300): an option
    // list the user has just opened is never covered by a toast, nor its click taken by one.
    default: () => <m.Notifications position="bottom-left" containerWidth={360} zIndex={250} classNames={notificationClasses} aria-live="polite" />,
  })),
);

export function MantineShell() {
  useTouchScreen();
  const { t } = useTranslation();
  // The theme names wordless controls in the reader's language: made again when it changes (t does).
  const theme = useMemo(() => appTheme(t), [t]);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <OfflineAlert />
        <UpdatePrompt />
        {/* A boundary each: one host's chunk coming late holds back neither the other nor the page. */}
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
        <Outlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}
