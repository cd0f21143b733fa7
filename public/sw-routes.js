/*
 * Imported by the generated service worker (vite.config.ts, workbox.importScripts).
 *
 * The API and uploads are never answered by the service worker: the app keeps its own offline copy
 * in IndexedDB. Yet every request a page makes waits for the worker's fetch handler to pass it on,
 * in turn with the page's script files; on a deep link to a task (some 130 files) the task's first
 * page of people answered ~0.25 s later for it (issue 17). Static routes (Chromium 123 and later)
 * send these requests straight to the network. Browsers without them keep going through the fetch
 * handler, which passes them on as before.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/order_admin/*' } }, source: 'network' },
        { condition: { urlPattern: { pathname: '/uploads/*' } }, source: 'network' },
      ])
      .catch(() => undefined),
  );
});
