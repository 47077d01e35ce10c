/**
 * Generates the installable app's icons from the product mark (the equity curve in a rounded square, as in
 * src/client/components/brand-logo.tsx and public/favicon.svg): 192 and 512 px, a maskable 512 px whose mark sits
 * inside the safe zone (the inner 80% circle), and the 180 px apple-touch-icon (opaque: iOS fills transparency with
 * black). Rendered by the system's headless Chromium, so no image tool is needed.
 *
 *   npx tsx scripts/make-app-icons.ts
 *
 * The output is committed (public/icons/); run again only to change the pictures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public/icons');

/** The app's dark background (index.html theme-color) and the landing's brand gradient. */
const background = '#0b1220';

/**
 * `inset` is the share of the side left around the mark: 0 for a plain icon (the mark is the whole square),
 * more for maskable and Apple icons, whose corners the platform cuts.
 */
function mark(size: number, inset: number, opaque: boolean): string {
  const side = size * (1 - 2 * inset);
  const offset = size * inset;
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden;
      background: ${opaque ? background : 'transparent'}; }
    svg { position: absolute; left: ${offset}px; top: ${offset}px; }
  </style></head><body>
    <svg viewBox="0 0 32 32" width="${side}" height="${side}" xmlns="http://www.w3.org/2000/svg">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#10b981" /><stop offset="1" stop-color="#0ea5e9" />
      </linearGradient></defs>
      <rect width="32" height="32" rx="${opaque ? 6 : 8}" fill="url(#g)" />
      <path d="M7 22 L13 16 L17 19 L25 10" fill="none" stroke="#fff" stroke-width="2.6"
        stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  </body></html>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, opaque: false },
  { file: 'icon-512.png', size: 512, inset: 0, opaque: false },
  // The safe zone of a maskable icon is a circle of 40% radius: a square of side 0.8/√2 ≈ 0.57 fits in it.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, opaque: true },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.12, opaque: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(mark(icon.size, icon.inset, icon.opaque));
    const png = await page.screenshot({ type: 'png', omitBackground: !icon.opaque });
    writeFileSync(path.join(outDir, icon.file), png);
    await page.close();
    console.log(`${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
