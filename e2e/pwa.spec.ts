import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { OFFLINE_RETRY_MS } from '../scripts/pwa-assets';
import { pwaText } from '../src/shared/i18n/pwa';
import { expectNoSeriousViolations } from './support/axe';
import { appOrigin, createUser, signInByApi } from './support/users';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Waits for the worker to be active, then reloads: from then on it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${appOrigin}/sw.js`);
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the manifest is linked and valid, and its icons load at their sizes', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'MCTrading',
    short_name: 'MCTrading',
    lang: 'pt-BR',
    description: pwaText.manifest.description,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
  });
  // The page's own theme colour, so the installed window's title bar matches it.
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const icons = manifest.icons.map((i) => ({ ...i, purpose: i.purpose ?? 'any' }));
  expect(icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['512x512']);
  const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? 'missing';
  for (const icon of [...icons, { src: apple, sizes: '180x180', type: 'image/png' }]) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe(icon.type);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await png.body()), icon.src).toEqual({ width, height });
  }
});

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  await underServiceWorker(page);
  // The shell comes from its precache: the worker really answers requests.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached).toContain('/offline.html');
  expect(precached.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
});

test('the API is never served by the service worker nor kept in its caches', async ({ page, request }) => {
  test.slow();
  const user = await createUser(request, 'pwa-api');
  await signInByApi(page, user);
  await page.goto('/dashboard');
  await underServiceWorker(page);

  const api: { url: string; fromServiceWorker: boolean }[] = [];
  const assets: boolean[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      api.push({ url: url.pathname, fromServiceWorker: response.fromServiceWorker() });
    else if (url.pathname.startsWith('/assets/')) assets.push(response.fromServiceWorker());
  });
  // Twice: the second visit is where a caching worker would answer from its cache.
  for (let i = 0; i < 2; i++) {
    const dashboard = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard');
    await page.reload();
    await dashboard;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(api.length).toBeGreaterThan(2);
  expect(api.filter((r) => r.fromServiceWorker)).toEqual([]);
  // The control: the same pages' chunks did come through the worker.
  expect(assets).toContain(true);

  // A navigation to /api (the Google callback, a mailed link) is left to the browser too: with navigation
  // preload on, it went out twice and the second one found its one-time code spent (auth-google.spec.ts).
  const health = await page.goto('/api/health');
  expect(health?.fromServiceWorker()).toBe(false);
  expect(health?.status()).toBe(200);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((p) => p.startsWith('/api/'))).toEqual([]);
});

test('offline, a navigation shows the offline page, and its button retries once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/trades');
  await expect(page.getByRole('heading', { name: pwaText.offline.heading, level: 1 })).toBeVisible();
  await expect(page.getByText(pwaText.offline.whatToDo)).toBeVisible();
  await expect(page).toHaveURL(/\/trades$/);
  // Still offline: retrying loads the address again, and gets the offline page again.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: pwaText.offline.retry }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: pwaText.offline.heading })).toBeVisible();

  // The page retries by itself once the server answers again (asked on 'online' and every few seconds): the
  // address's own page comes back.
  const back = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/health' && r.ok());
  await context.setOffline(false);
  await back;
  await expect(page.getByRole('heading', { name: pwaText.offline.heading })).toHaveCount(0, {
    timeout: 4 * OFFLINE_RETRY_MS,
  });
});

test('the offline page fits the screen and passes axe @layout', async ({ page }) => {
  const res = await page.goto('/offline.html');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: pwaText.offline.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: pwaText.offline.retry })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("Chromium finds the app installable and the shell offers 'Instalar app'", async ({ request }) => {
  test.slow();
  // A profile on disk: Chromium never offers to install from an incognito-like context, which Playwright's
  // contexts are. The engagement check is what a real visitor passes by using the site for a while.
  const profile = mkdtempSync(path.join(tmpdir(), 'mctrading-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--bypass-app-banner-engagement-checks'],
    baseURL: appOrigin,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const user = await createUser(request, 'pwa-install');
    await signInByApi(page, user);
    await page.goto('/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The check Lighthouse's installability audit ran (Lighthouse 12 dropped its PWA category).
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);

    const install = page.getByRole('button', { name: pwaText.install.button });
    await expect(install).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
