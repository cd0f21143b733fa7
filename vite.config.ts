import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_PREFIX = '/order_admin';

/**
 * The built files the service worker fetches side by side as it installs, before Workbox stores
 * them one at a time (public/sw-routes.js): written with the build as `sw-warm.json`. The files
 * the precache leaves out (xlsx) are left out here too.
 */
function swWarmList(): Plugin {
  return {
    name: 'sw-warm-list',
    apply: 'build',
    // After Vite's own hooks: they drop the empty script of a chunk that is only a stylesheet,
    // which would otherwise be listed and asked for in vain at every install.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle)
          .filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file) && !file.startsWith('assets/xlsx-'))
          .map((file) => `/${file}`);
        this.emitFile({ type: 'asset', fileName: 'sw-warm.json', source: JSON.stringify(files) });
      },
    },
  };
}

/**
 * What a visit shows before the app's code has come: the portal's name and that it is
 * opening, in both languages (the reader's is not known yet), from the locales, instead of a blank
 * page: on a phone on a slow network the code takes seconds. React's first render replaces it
 * (createRoot empties #root). It is styled by the entry's stylesheets (src/app/styles/first-paint.css),
 * which are written into the page (some 5 KB): linked, they held the first paint back a round trip.
 */
function splash(): Plugin {
  const words = (lang: 'zh' | 'en') => (JSON.parse(readFileSync(new URL(`./locales/${lang}/common.json`, import.meta.url), 'utf8')) as { app: { name: string; starting: string } }).app;
  const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    name: 'mtm-splash',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const [zh, en] = [words('zh'), words('en')];
        const shown =
          `<div class="app-splash" role="status"><p class="app-splash-name">${text(zh.name)}</p>` +
          `<p class="app-splash-name-en">${text(en.name)}</p><p class="app-splash-note">${text(zh.starting)} · ${text(en.starting)}</p></div>`;
        const page = html.replace('<div id="root"></div>', `<div id="root">${shown}</div>`);
        // In a build only (the dev server serves the stylesheets from their modules).
        return page.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const css = bundle?.[file];
          return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : link;
        });
      },
    },
  };
}

/**
 * react-router's package points every import at its development build, whose only difference is
 * its warnings left on (0.5 KB gzip of each first screen); a build takes the production one.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * The shell's chunk (its group below, named once here so the two cannot drift apart). What it
 * imports lazily loads behind the first paint: the header's menus and tooltips, the dialogs' and
 * toasts' hosts, the sync engine, the module editor. For such an import Vite's preload helper appends a `<link rel="modulepreload">`
 * for each file the chunk imports (26 of a /home reload's 38), 0.6-1.9 ms of the main thread each,
 * inside the render or effect that asked for it, where they lengthen the long tasks Lighthouse
 * counts as blocking. Without them the browser finds those files as it reads the chunk, one round
 * trip later, for parts nobody waits for at the first paint. Their stylesheets are still linked
 * first (Vite keeps the CSS whatever this answers), and the screens' own imports keep their links.
 * No polyfill: every browser the portal supports reads `modulepreload` (Safari from 17), and one that
 * does not still loads the modules, found as it reads them; the polyfill was ~0.5 KB of every first download.
 */
const SHELL_CHUNK = 'shell';
const isShellChunk = (file: string) => file.endsWith('.js') && path.posix.basename(file).startsWith(`${SHELL_CHUNK}-`);

/** The page and the module it loads: they stay the entry, the chunk the build's manifest names for the page. */
const isEntryFile = (id: string) => /[\\/](index\.html|src[\\/]main\.tsx)$/.test(id);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  server: {
    // `npm run dev`: Vite serves the PWA with hot reload and forwards the API to the server.
    proxy: {
      [API_PREFIX]: `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
      '/uploads': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
    },
  },
  worker: { format: 'es' },
  // Each language's words as `JSON.parse` of one string rather than object literals: V8 reads JSON
  // faster than it compiles the same as code, and every screen beyond home loads 106 KB of them.
  json: { stringify: true, namedExports: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle bench walks to size each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && isShellChunk(hostId) ? [] : deps) },
    rollupOptions: {
      output: {
        // Seven characters of hash, not eight (the fewest Rolldown allows for this many files): a chunk lists the files each dynamic import preloads by
        // name (the signed-in routes' table some 300 of them), and a hash does not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            // Keep the heavy, rarely used libraries out of the shell's chunks (bench checks this).
            { name: 'three', test: /node_modules[\\/]three[\\/]/ },
            { name: 'xlsx', test: /node_modules[\\/]xlsx[\\/]/ },
            // What the entry imports, which every visit runs before its first screen, in one file
            // beside the entry: split by what else shares each part, it was 18 small files, each
            // compressed alone and tied to the others by imports (5 KB gzip more of each first screen).
            { name: 'start', tags: ['$initial'], test: (id: string) => !isEntryFile(id) },
            // Sign-in's and the shell's shared kit (icons, the light controls): in the shell's chunk,
            // sign-in would download Mantine with it (tests/e2e/first-download.test.ts).
            { name: 'kit', test: /src[\\/]ui[\\/](icons\.tsx|light[\\/])/ },
            // The signed-in shell, the header and home with what they import: every signed-in screen
            // loads the shell and the header before its own code, so one file serves all of them;
            // apart, they were some 50 small files (15 KB gzip more of home's first download).
            { name: SHELL_CHUNK, test: /src[\\/]app[\\/](mantine-shell|layout[\\/]app-layout|home[\\/]home-page)\.tsx$/ },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    splash(),
    swWarmList(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the service worker itself through workbox-window (src/app/pwa).
      injectRegister: false,
      includeAssets: ['icons/*.png'],
      manifest: {
        name: '量体定制订货平台 · Made-to-Measure Ordering Portal',
        short_name: 'MTM 订货',
        description: 'Made-to-measure garment ordering and group body measuring, online and offline.',
        lang: 'zh-CN',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f3a5f',
        background_color: '#f5f6f8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Routes the API, uploads and built files past the fetch handler (public/sw-routes.js).
        importScripts: ['sw-routes.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // A deep order taken offline shows its fabrics' swatches and the 3D preview, so three.js
        // (some 150 KB gzip) and the fabric textures (a few KB) are precached with the app; xlsx,
        // for exports that need the server anyway, is fetched on demand, then cached at runtime.
        globIgnores: ['**/xlsx-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [new RegExp(`^${API_PREFIX}`), /^\/uploads\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/textures/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lazy-assets', expiration: { maxEntries: 400 } },
          },
        ],
      },
    }),
  ],
}));
