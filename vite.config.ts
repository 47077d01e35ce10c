import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintFiles, readManifest } from './bench/bundle-size.js';
import {
  offlinePageHtml,
  offlinePagePath,
  offlineScript,
  registerScript,
  webAppManifest,
} from './scripts/pwa-assets.js';

/** Where this build writes (scripts/client-build.ts passes --outDir), for the precache list below. */
let outDir = '';

/**
 * The offline page and its retry script, written into the build so their texts come from src/shared/i18n; and the
 * script that registers the service worker when the browser is idle (pwa-assets.ts).
 */
function offlinePage(): Plugin {
  return {
    name: 'mctrading-offline-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: offlinePagePath.slice(1), source: offlinePageHtml() });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineScript });
      this.emitFile({ type: 'asset', fileName: 'registerSW.js', source: registerScript });
    },
    // iOS ignores the manifest's icons for the home screen; here rather than in index.html, next to the manifest.
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        injectTo: 'head',
      },
      { tag: 'script', attrs: { src: '/registerSW.js', defer: true }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    offlinePage(),
    // The installable app (docs/decisions/025-installable-app.md). The service worker precaches the hashed assets
    // and the offline page; navigations always go to the network (the server writes config into index.html, and
    // answers unknown paths with 404), falling back to the offline page only when the network fails. /api is
    // never matched by any route, so its requests (and the live SSE stream) never pass through the worker's cache.
    VitePWA({
      strategies: 'generateSW',
      // Registered by our own /registerSW.js (offlinePage above), once the page is idle.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: webAppManifest,
      // The browser fetches the manifest's icons itself when installing; only the one the offline page shows
      // is precached (the 512 px ones weigh ~150 KB).
      includeManifestIcons: false,
      workbox: {
        globPatterns: [
          'assets/**/*.{js,css}',
          'offline.html',
          'offline.js',
          'favicon.svg',
          'icons/icon-192.png',
        ],
        globIgnores: ['index.html', '**/.vite/**'],
        // Precache the shell only (what `/` loads at first paint: ~100 KB gzip, ADR 005), not all ~500 KB of
        // chunks: a visitor who never signs in should not download every screen. The other chunks are cached
        // as they are first used (runtimeCaching below).
        manifestTransforms: [
          (entries) => {
            const manifest = readManifest(outDir);
            const js = firstPaintFiles(manifest);
            const css = Object.values(manifest).flatMap((c) => (js.includes(c.file) ? (c.css ?? []) : []));
            const shell = new Set([...js, ...css]);
            const kept = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
            return { manifest: kept, warnings: [] };
          },
        ],
        // No app-shell fallback: index.html must come from the network (it carries the server's config).
        navigateFallback: null,
        // A new deploy takes over at once: pages are always fetched fresh, so nothing on screen depends on the
        // old worker, and the new one only swaps the cached assets.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // No navigation preload: the browser would send the preload for every navigation in scope, also those the
        // worker lets through (/api/auth/callback/google, mailed /api links), and then send them again: a
        // one-time code or token would be spent by the first request.
        navigationPreload: false,
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          {
            // Hashed names: a cached chunk is right forever. Only 200s are stored, so a 404 after a deploy is not.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing: the Content-Security-Policy forbids inline scripts and data: fonts are pointless here.
    assetsInlineLimit: 0,
    // .vite/manifest.json tells the bundle budget (bench/, e2e/bundle-budget.spec.ts) which chunks `/` loads.
    manifest: true,
    // The entry lists every lazy chunk's file for its preloads: the shared chunks, named by their hash only, keep
    // that list (which `/` downloads) short; the pages' chunks keep their names (/auth's HTML names its chunks).
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    // 127.0.0.1, not localhost: the API listens on IPv4 and localhost may resolve to ::1 first.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
