import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_PREFIX = '/order_admin';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // `npm run dev`: Vite serves the PWA with hot reload and forwards the API to the server.
    proxy: {
      [API_PREFIX]: `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
      '/uploads': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
    },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle bench walks to size each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Keep the heavy, rarely used libraries out of the shell's chunks (bench checks this).
        manualChunks(id: string) {
          if (id.includes('node_modules/three')) return 'three';
          if (id.includes('node_modules/xlsx')) return 'xlsx';
          return undefined;
        },
      },
    },
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the service worker itself through workbox-window (src/app/pwa).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
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
        // three.js and xlsx are fetched on demand, then cached at runtime.
        globIgnores: ['**/three-*.js', '**/xlsx-*.js', '**/textures/**'],
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
});
