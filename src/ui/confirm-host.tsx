/**
 * The confirm dialogs' host: Mantine's ModalsProvider, which hears `modals.openConfirmModal`
 * through window events in a layout effect. An event fired while no provider listens is lost, so
 * the provider says when it listens (src/ui/confirm.tsx keeps what was asked until then): once
 * mounted, and again after a Suspense boundary above it hid it (React takes layout effects down
 * with a hidden tree, the provider's listeners with them) and showed it again.
 */
import { ModalsProvider } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { confirmHostListening } from './confirm';

export function ConfirmHost() {
  // A parent's layout effect runs after its children's: the provider is listening by now.
  useLayoutEffect(() => {
    confirmHostListening(true);
    return () => confirmHostListening(false);
  }, []);
  return <ModalsProvider />;
}
