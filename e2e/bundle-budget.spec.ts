import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIRST_PAINT_BUDGET_BYTES, firstPaintFiles, gzipSize, readManifest } from '../bench/bundle-size';

// The client the e2e server serves (see playwright.config.ts and scripts/test.ts).
const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');

test('`/` loads at most 100 KB of JavaScript (gzip) and no lazy chunk', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(url.pathname.replace(/^\//, ''), gzipSize(body));
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await Promise.all(pending);

  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  test.info().annotations.push({
    type: 'first-paint JS (gzip bytes)',
    description: `${total} of ${FIRST_PAINT_BUDGET_BYTES}: ${JSON.stringify(Object.fromEntries(scripts))}`,
  });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_BYTES);
  // Everything behind sign-in (app-shell and the routes under it) must stay out of `/`.
  // registerSW.js (~130 bytes, counted above) registers the service worker; vite-plugin-pwa writes it, not Vite.
  const allowed = [...firstPaintFiles(readManifest(clientDir)), 'registerSW.js'];
  expect([...scripts.keys()].filter((file) => !allowed.includes(file))).toEqual([]);
});
