/*
 * Imported by the generated service worker (vite.config.ts, workbox.importScripts).
 *
 * Static routes (Chromium 123 and later) answer a request without running the worker's fetch
 * handler, which takes the page's requests one at a time. Browsers without them keep
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

/*
 * Workbox stores the precache one file at a time (its install awaits each request before the
 * next): some 330 requests in a row, ~3 s on loopback and far longer over a tablet's network,
 * where each pays the round trip. The built files are named by their content, and Workbox asks for
 * them through the HTTP cache (they carry no revision, so its cache mode is "default"), so fetching
 * them first six at a time, as a page does, lets Workbox's own requests be answered from the HTTP
 * cache. A file that fails here is only asked again by Workbox, which decides the install as before.
 * The list comes with the build (vite.config.ts, swWarmList).
 */
const WARM_AT_ONCE = 6;

async function warmBuiltFiles() {
  const list = await (await fetch(new URL('sw-warm.json', self.registration.scope), { cache: 'no-store' })).json();
  let next = 0;
  const fetchInTurn = async () => {
    while (next < list.length) {
      const url = list[next];
      next += 1;
      // Read whole, so the HTTP cache holds the file before Workbox asks for it.
      await fetch(url, { credentials: 'same-origin' })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: WARM_AT_ONCE }, fetchInTurn));
}

self.addEventListener('install', (event) => {
  event.waitUntil(warmBuiltFiles().catch(() => undefined));
});
