/**
 * Service worker registration through workbox-window with registerType 'prompt': a new version
 * waits until the user agrees, so the page never reloads under their hands.
 */
import { Workbox } from 'workbox-window';

type UpdateListener = (apply: () => void) => void;

let onUpdate: UpdateListener | null = null;
let pending: (() => void) | null = null;

export function onServiceWorkerUpdate(listener: UpdateListener): () => void {
  onUpdate = listener;
  if (pending) listener(pending);
  return () => {
    onUpdate = null;
  };
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pending = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    onUpdate?.(pending);
  });
  void wb.register();
}
