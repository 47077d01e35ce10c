import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { fakeClientDir } from '../testing/temp-dirs';

async function appWithClient(appUrl = 'http://localhost:3000') {
  const { app } = await createTestApp({ appUrl, clientDir: fakeClientDir() });
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

describe('security headers', () => {
  const paths = ['/', '/nao-existe', '/assets/index-abc123.js', '/api/health', '/api/nope'];

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

  it('add HSTS when APP_URL is https', async () => {
    const app = await appWithClient('https://mctrading.example.com');
    for (const p of paths) {
      const res = await app.request(p);
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    }
  });
});
