/**
 * Service worker registration through workbox-window with registerType 'prompt': a new version
 * waits until the user agrees, so the page never reloads under their hands.
 */
import type { Workbox } from 'workbox-window';
import { scheduleUpdateChecks } from './update-checks';

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
  // Fetched after the first screen's code: registering waits for nothing the screen shows.
  // Offline before any worker cached it, there is nothing to register until the next visit.
  import('workbox-window').then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' }))).catch(() => undefined);
}

function register(wb: Workbox): void {
  wb.addEventListener('waiting', () => {
    pending = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    onUpdate?.(pending);
  });
  // A browser that refuses workers (a private window in some browsers) keeps the app online-only.
  wb.register().then(
    () => scheduleUpdateChecks(() => wb.update()),
    () => undefined,
  );
}
