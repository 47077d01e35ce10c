import sharp from 'sharp';

/** A small deterministic generator (mulberry32), so a test's image is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The raw RGB pixels of something like a trading platform's screenshot: a dark chart with a grid, candles and a
 * volume pane, rows of small glyph-like marks (prices, labels), and a noisy panel (a heat map, a webcam, a photo
 * background) over `noiseShare` of the width, which is what takes a real screenshot's PNG from ~300 kB to megabytes.
 */
export function screenshotPixels(
  width: number,
  height: number,
  opts: { seed?: number; noiseShare?: number } = {},
) {
  const rnd = random(opts.seed ?? 1);
  const px = Buffer.alloc(width * height * 3);
  const fill = (x0: number, y0: number, w: number, h: number, r: number, g: number, b: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) {
        const i = (y * width + x) * 3;
        px[i] = r;
        px[i + 1] = g;
        px[i + 2] = b;
      }
  };
  fill(0, 0, width, height, 19, 23, 34);
  for (let x = 0; x < width; x += 80) fill(x, 0, 1, height, 42, 46, 57);
  for (let y = 0; y < height; y += 60) fill(0, y, width, 1, 42, 46, 57);
  const chartH = Math.round(height * 0.7);
  let price = chartH / 2;
  for (let x = 10; x < width - 10; x += 9) {
    const open = price;
    price = Math.min(chartH - 20, Math.max(20, price + (rnd() - 0.5) * 40));
    const up = price < open;
    const top = Math.round(Math.min(open, price));
    const body = Math.max(1, Math.round(Math.abs(open - price)));
    const [r, g, b] = up ? [38, 166, 154] : [239, 83, 80];
    fill(x + 3, top - Math.round(rnd() * 15), 1, body + Math.round(rnd() * 30), r, g, b);
    fill(x, top, 7, body, r, g, b);
    const vol = Math.round(rnd() * height * 0.2);
    fill(x, height - vol, 7, vol, r >> 1, g >> 1, b >> 1);
  }
  // Glyph-like marks: short runs of 1–3 px strokes in rows, as price scales and order-book text look up close.
  for (let row = 8; row < height; row += 14) {
    const x0 = width - 160;
    for (let x = x0; x < width - 6; x += 1 + Math.floor(rnd() * 3))
      if (rnd() < 0.45) fill(x, row, 1, 2 + Math.floor(rnd() * 7), 200, 204, 214);
  }
  const noiseW = Math.round(width * (opts.noiseShare ?? 0.25));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < noiseW; x++) {
      const i = (y * width + x) * 3;
      const base = (x * 255) / noiseW;
      px[i] = Math.min(255, Math.max(0, base + (rnd() - 0.5) * 90));
      px[i + 1] = Math.min(255, Math.max(0, 120 + (rnd() - 0.5) * 90));
      px[i + 2] = Math.min(255, Math.max(0, 255 - base + (rnd() - 0.5) * 90));
    }
  return { px, width, height, channels: 3 as const };
}

/** A screenshot as a PNG file, as a screen capture tool saves it. */
export async function screenshotPng(
  width = 1920,
  height = 1080,
  opts: { seed?: number; noiseShare?: number } = {},
) {
  const { px } = screenshotPixels(width, height, opts);
  return sharp(px, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
