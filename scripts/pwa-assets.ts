/**
 * What vite.config.ts writes at build time for the installable app (docs/decisions/025-installable-app.md): the
 * web app manifest and the offline page. Both take their texts from src/shared/i18n/pwa.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { pwaText } from '../src/shared/i18n/pwa.js';

/** index.html's theme-color: the dark of the landing header, also the splash screen behind the icon. */
export const themeColor = '#0b1220';

/** How often the offline page asks whether the server answers again. */
export const OFFLINE_RETRY_MS = 3000;

/** The precached page a navigation gets when the network is gone (the SW's fallback). */
export const offlinePagePath = '/offline.html';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: pwaText.manifest.name,
  short_name: pwaText.manifest.shortName,
  description: pwaText.manifest.description,
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: themeColor,
  background_color: themeColor,
  categories: ['finance', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A self-contained page (styles inline, which the CSP allows; the retry script is /offline.js, because it forbids
 * inline scripts) with absolute URLs: the service worker answers it for whatever path failed, at any depth.
 */
export function offlinePageHtml(): string {
  const t = pwaText.offline;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${themeColor}" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(t.title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <style>
      *, *::before, *::after { box-sizing: border-box; }
      html, body { margin: 0; min-height: 100dvh; }
      body {
        display: flex; align-items: center; justify-content: center; padding: 24px;
        background: ${themeColor}; color: #e2e8f0;
        font-family: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
        line-height: 1.5;
      }
      main { width: 100%; max-width: 28rem; text-align: center; }
      img { display: block; margin: 0 auto 24px; border-radius: 14px; }
      h1 { margin: 0 0 12px; font-size: 1.75rem; color: #fff; }
      p { margin: 0 0 12px; color: #cbd5e1; }
      button {
        margin-top: 16px; min-height: 44px; padding: 10px 24px; border: 0; border-radius: 8px;
        background: #047857; color: #fff; font: inherit; font-weight: 600; cursor: pointer;
      }
      button:hover { background: #065f46; }
      button:focus-visible { outline: 2px solid #34d399; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" width="72" height="72" alt="" />
      <h1>${escapeHtml(t.heading)}</h1>
      <p>${escapeHtml(t.body)}</p>
      <p>${escapeHtml(t.whatToDo)}</p>
      <button type="button" id="retry">${escapeHtml(t.retry)}</button>
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

/**
 * Retries the address that failed (the page is shown in its place): by hand, or by itself once the server answers
 * again. The browser's 'online' event alone is not enough: it can fire before requests get through (the service
 * worker's reload then lands on this page again, and no second event comes), and it never fires when the link was up
 * but the server was not. So it asks /api/health (which the worker never handles) on 'online' and every few seconds,
 * and reloads only when that answers.
 */
export const offlineScript = `(function () {
  var retry = function () { location.reload(); };
  document.getElementById('retry').addEventListener('click', retry);
  var asking = false;
  var ask = function () {
    if (asking) return;
    asking = true;
    fetch('/api/health', { cache: 'no-store' })
      .then(function (r) { if (r.ok) retry(); })
      .catch(function () {})
      .then(function () { asking = false; });
  };
  window.addEventListener('online', ask);
  setInterval(ask, ${OFFLINE_RETRY_MS});
})();
`;

/**
 * Registers the service worker once the page has loaded and the browser is idle (ADR 025): the worker's install
 * downloads the whole precache, which on a first visit competed with the page's own scripts (Lighthouse counted
 * 200-400 ms more blocking time on /auth with the plugin's register-on-load script). A classic script, loaded with
 * `defer` from index.html: the CSP forbids inline scripts.
 */
export const registerScript = `if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    var register = function () { navigator.serviceWorker.register('/sw.js', { scope: '/' }); };
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10000 });
    else setTimeout(register, 3000);
  });
}
`;
