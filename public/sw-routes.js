/*
 * Imported by the generated service worker (vite.config.ts, workbox.importScripts).
 *
 * Static routes (Chromium 123 and later) answer a request without running the worker's fetch
 * handler, which takes the page's requests one at a time (issue 17). Browsers without them keep
 * going through the handler, which does the same work, slower.
 * - The API and uploads go straight to the network: the app keeps its own offline copy in
 *   IndexedDB. Through the handler, a task's first page of people waited ~0.25 s behind the task
 *   screen's script files on a deep link.
 * - The built files (/assets/, named by their content) come straight from the precache, which
 *   holds every one of them under its plain address. Through the handler, each of a task screen's
 *   some 130 files waited its turn (its own chunk: a median 0.46 s from asked to here on a 2-core
 *   machine); from the cache, 0.23 s. A file the cache lacks (a build the worker has not
 *   installed) is asked of the network, as the handler did; the file left out of the precache
 *   (xlsx) still goes through the handler, which keeps it.
 *   The cache's name is Workbox's for the precache: `workbox-precache-v2-` and the worker's scope.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/order_admin/*' } }, source: 'network' },
        { condition: { urlPattern: { pathname: '/uploads/*' } }, source: 'network' },
        // Not precached (vite.config.ts, globIgnores): the handler caches it at its first use.
        { condition: { urlPattern: { pathname: '/assets/xlsx-*' } }, source: 'fetch-event' },
        { condition: { urlPattern: { pathname: '/assets/*' } }, source: { cacheName: `workbox-precache-v2-${self.registration.scope}` } },
      ])
      .catch(() => undefined),
  );
});
