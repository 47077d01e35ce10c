import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { authPage } from '@/shared/i18n/auth';
import {
  FRAME_INSTAGRAM_PLACEHOLDER,
  FRAME_WHATSAPP_PLACEHOLDER,
  PAGE_FRAMES,
  SIGNED_IN_FRAME,
} from '@/shared/public-config';
import { createTestApp } from '../testing/test-app';
import { fakeClientDir } from '../testing/temp-dirs';

const pwaFiles = {
  'sw.js': 'self.addEventListener("fetch", () => {});\n',
  'registerSW.js': 'navigator.serviceWorker.register("/sw.js");\n',
  'manifest.webmanifest': '{"name":"MCTrading","start_url":"/dashboard"}',
  'offline.html': '<!doctype html><title>Sem conexão</title>',
};

async function appWithClient(appUrl = 'http://localhost:3000') {
  const { app } = await createTestApp({ appUrl, clientDir: fakeClientDir(pwaFiles) });
  return app;
}

describe('built client', () => {
  it('caches hashed assets for a year and compresses them for gzip clients', async () => {
    const app = await appWithClient();
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toMatch(/javascript/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.text();

    const gz = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const compressed = Buffer.from(await gz.arrayBuffer());
    expect(compressed.length).toBeLessThan(body.length / 4);
    expect(gunzipSync(compressed).toString()).toBe(body);
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const res = await (await appWithClient()).request('/assets/gone-old123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('serves index.html revalidated, with the public config filled in', async () => {
    const res = await (await appWithClient()).request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<meta name="app-config" content="{&quot;supportWhatsapp&quot;');
  });

  it.each(['/dashboard', '/auth', '/school-admin/42', '/profile/'])(
    'answers the client route %s with 200',
    async (p) => {
      const res = await (await appWithClient()).request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it("answers /auth with the build's frame in #root, the configured Instagram address in place, and its chunks named in <head>", async () => {
    const instagramUrl = 'https://www.instagram.com/escola.exemplo?a=1&b=2';
    const frame = `<main><h2>${authPage.title}</h2><a href="${FRAME_INSTAGRAM_PLACEHOLDER}">Instagram</a></main>`;
    const meta = '<meta name="page-chunks" content="/assets/auth-x.js /assets/me-y.js" />';
    const { app } = await createTestApp({
      clientDir: fakeClientDir({
        ...pwaFiles,
        [PAGE_FRAMES['/auth'].body]: frame,
        [PAGE_FRAMES['/auth'].head]: meta,
      }),
      instagramUrl,
    });
    const res = await app.request('/auth');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<div id="root"><main><h2>${authPage.title}</h2><a href="https://www.instagram.com/escola.exemplo?a=1&amp;b=2">Instagram</a></main></div>`,
    );
    expect(html).not.toContain(FRAME_INSTAGRAM_PLACEHOLDER);
    expect(html).toContain(`${meta}</head>`);
    // The other pages keep the empty root React fills and name no page chunks, and the frame files are not served.
    for (const p of ['/', '/dashboard', '/auth/callback', '/auth/', '/nao-existe']) {
      const other = await (await app.request(p)).text();
      expect(other, p).toContain('<div id="root"></div>');
      expect(other, p).not.toContain('page-chunks');
    }
    expect((await app.request(`/${PAGE_FRAMES['/auth'].body}`)).status).toBe(404);
    expect((await app.request(`/${PAGE_FRAMES['/auth'].head}`)).status).toBe(404);
  });

  it('answers / with the landing drawn by the build, the configured support WhatsApp in place', async () => {
    const landing = `<main><h1>MCTrading</h1><a href="https://wa.me/${FRAME_WHATSAPP_PLACEHOLDER}?text=Ol%C3%A1">WhatsApp</a></main>`;
    const { app } = await createTestApp({
      clientDir: fakeClientDir({
        ...pwaFiles,
        [PAGE_FRAMES['/'].body]: landing,
        [PAGE_FRAMES['/'].head]: '',
      }),
      supportWhatsapp: '5521987654321',
    });
    const html = await (await app.request('/')).text();
    expect(html).toContain(
      '<div id="root"><main><h1>MCTrading</h1><a href="https://wa.me/5521987654321?text=Ol%C3%A1">WhatsApp</a></main></div>',
    );
    expect(html).not.toContain('page-chunks');
    expect(await (await app.request('/auth')).text()).not.toContain('<h1>MCTrading</h1>');
  });

  it("answers every signed-in page with the app's frame in #root; the landing and /auth keep theirs", async () => {
    const frame = '<div class="min-h-dvh"><header>MCTrading</header><main>esqueleto</main></div>';
    const { app } = await createTestApp({
      clientDir: fakeClientDir({ ...pwaFiles, [SIGNED_IN_FRAME]: frame }),
    });
    for (const p of [
      '/dashboard',
      '/trades',
      '/trades/import',
      '/challenge',
      '/school-admin/42',
      '/profile/',
    ]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain(`<div id="root">${frame}</div>`);
    }
    for (const p of ['/', '/auth', '/access-pending', '/setup', '/privacidade', '/dashboard/extra']) {
      const html = await (await app.request(p)).text();
      expect(html, p).not.toContain(frame);
    }
    expect((await app.request(`/${SIGNED_IN_FRAME}`)).status).toBe(404);
  });

  it.each(['/nao-existe', '/index.html', '/dashboard/extra'])(
    'answers the unknown path %s with the page and 404',
    async (p) => {
      const res = await (await appWithClient()).request(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('serves other public files with a short cache', async () => {
    const res = await (await appWithClient()).request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/sw.js', '/registerSW.js'])(
    'makes the browser revalidate %s, so a deploy reaches it',
    async (p) => {
      const app = await appWithClient();
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves the web app manifest with its content type', async () => {
    const res = await (await appWithClient()).request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({ start_url: '/dashboard' });
  });

  it.each(['/.build-stamp', '/.vite/manifest.json'])('does not publish build bookkeeping (%s)', async (p) => {
    const res = await (await appWithClient()).request(p);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('hash');
  });

  it('answers unknown /api paths with JSON 404 even with a client mounted', async () => {
    const res = await (await appWithClient()).request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** Every header a security middleware (ours or hono's secureHeaders) could add: none may appear unasked. */
const SECURITY_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
]);

describe('security headers', () => {
  const paths = [
    '/',
    '/nao-existe',
    '/assets/index-abc123.js',
    '/sw.js',
    '/offline.html',
    '/api/health',
    '/api/nope',
  ];

  it.each(paths)('are on %s', async (p) => {
    const res = await (await appWithClient()).request(p);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("are exactly today's policy, no more and no less", async () => {
    const policy = {
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    };
    const app = await appWithClient();
    for (const p of paths) {
      const res = await app.request(p);
      const set = Object.fromEntries(
        [...res.headers].filter(([name]) => SECURITY_HEADERS.has(name) || name in policy),
      );
      expect(set, p).toEqual(policy);
    }
    const https = await (await appWithClient('https://mctrading.example.com')).request('/');
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('add HSTS when APP_URL is https', async () => {
    const app = await appWithClient('https://mctrading.example.com');
    for (const p of paths) {
      const res = await app.request(p);
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    }
  });
});
