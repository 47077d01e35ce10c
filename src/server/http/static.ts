import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono, MiddlewareHandler } from 'hono';
import type { PublicConfig } from '@/shared/public-config';
import {
  FRAME_INSTAGRAM_PLACEHOLDER,
  FRAME_WHATSAPP_PLACEHOLDER,
  isSignedInPage,
  PAGE_FRAMES,
  SIGNED_IN_FRAME,
} from '@/shared/public-config';
import { isClientRoute } from '@/shared/routes';

export const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/client',
);

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and `index.html` for
 * client routes (status 404 for paths the client does not know, which renders its 404 page).
 */
export function mountClient<E extends Env>(
  app: Hono<E>,
  clientDir: string,
  publicConfig: PublicConfig,
): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text(
        'O cliente não foi compilado. Rode `npm run build` (ou `npm start`, que compila quando preciso).',
        503,
      ),
    );
    return;
  }
  // Read once: index.html only changes with a new build, which means a restart.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '<meta name="app-config" content="" />',
    `<meta name="app-config" content="${escapeAttribute(JSON.stringify(publicConfig))}" />`,
  );
  const root = clientDir;
  // A page with a frame (ADR 038: drawn by the client build) arrives drawn; React replaces it on its first render.
  const framed = new Map<string, string>();
  for (const [page, files] of Object.entries(PAGE_FRAMES)) {
    const bodyPath = path.join(clientDir, files.body);
    if (!existsSync(bodyPath)) continue;
    const frame = readFileSync(bodyPath, 'utf8')
      .split(FRAME_INSTAGRAM_PLACEHOLDER)
      .join(escapeAttribute(publicConfig.instagramUrl))
      .split(`wa.me/${FRAME_WHATSAPP_PLACEHOLDER}`)
      .join(`wa.me/${escapeAttribute(publicConfig.supportWhatsapp)}`);
    // The page's chunks, named in its HTML, download while the entry runs instead of after it.
    const headPath = path.join(clientDir, files.head);
    const head = existsSync(headPath) ? readFileSync(headPath, 'utf8') : '';
    framed.set(
      page,
      indexHtml
        .replace('</head>', `${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${frame}</div>`),
    );
  }

  // Every signed-in page arrives with the app's frame (the header and a page skeleton): a cold load
  // paints it with the document instead of a white page until the scripts run.
  const signedInPath = path.join(clientDir, SIGNED_IN_FRAME);
  const signedIn = existsSync(signedInPath)
    ? indexHtml.replace('<div id="root"></div>', `<div id="root">${readFileSync(signedInPath, 'utf8')}</div>`)
    : indexHtml;

  // Dot files (the build stamp, Vite's .vite/manifest.json) are build bookkeeping, not part of the site.
  const hidden = (p: string) => (/(^|\/)\./.test(p) ? '/__no_such_file__' : p);
  app.use(
    '/assets/*',
    withCacheControl(
      'public, max-age=31536000, immutable',
      serveStatic({ root, rewriteRequestPath: hidden }),
    ),
  );
  // A chunk missing after a deploy must fail as a plain 404, not as HTML the browser tries to run as JavaScript.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text('Not found', 404);
  });
  app.use(
    '*',
    withCacheControl(
      (p) => (revalidated.has(p) ? 'no-cache' : 'public, max-age=3600'),
      serveStatic({
        root,
        // index.html is answered below, with the right status, never as a static file.
        rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : hidden(p)),
      }),
    ),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const html = framed.get(c.req.path) ?? (isSignedInPage(c.req.path) ? signedIn : indexHtml);
    return c.html(html, isClientRoute(c.req.path) ? 200 : 404);
  });
}

/**
 * serveStatic's onFound runs after the response is built, so a header set there never reaches the client; set it
 * on the response the handler returns (when the file does not exist it returns what next() gave, not a Response).
 */
function withCacheControl(
  value: string | ((path: string) => string),
  handler: MiddlewareHandler,
): MiddlewareHandler {
  return async (c, next) => {
    const res = await handler(c, next);
    if (res instanceof Response) {
      res.headers.set('Cache-Control', typeof value === 'string' ? value : value(c.req.path));
    }
    return res;
  };
}

/**
 * Unhashed files that name the current build: the service worker (a stale one would keep serving the old build's
 * assets; browsers cap its HTTP cache at 24 h anyway) and the script that registers it.
 */
const revalidated = new Set(['/sw.js', '/registerSW.js']);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
