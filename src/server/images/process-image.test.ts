import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@/shared/attachments/contract';
import { IMAGE_REJECTIONS, type ImageRejection } from '@/shared/attachments/image-rejections';
import { imageRejectionMessages } from '@/shared/i18n/attachments';
import { ImageRejectedError, processImage, THUMB_WIDTH } from './process-image';
import { screenshotPng } from './test-images.testkit';

/** An upload as the route receives it: the name and declared type come along, and nothing reads them. */
const upload = (name: string, bytes: Uint8Array) => ({ name, bytes });

async function rejection(bytes: Uint8Array): Promise<ImageRejection> {
  try {
    await processImage(bytes);
  } catch (err) {
    if (err instanceof ImageRejectedError) return err.reason;
    throw err;
  }
  throw new Error('accepted');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit PNG of `side`×`side` white pixels: a few hundred kB that decode to `side`² bytes and more. */
function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const rawPixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();

describe('processImage', () => {
  it('takes a PNG renamed .jpg as the PNG it is, lossless, with a WebP thumbnail', async () => {
    const file = upload('grafico.jpg', await screenshotPng(1280, 720, { noiseShare: 0.3 }));
    const { image, thumb } = await processImage(file.bytes);
    expect(image).toMatchObject({ type: 'image/png', width: 1280, height: 720, bytes: image.data.length });
    expect((await sharp(image.data).metadata()).format).toBe('png');
    expect((await rawPixels(image.data)).equals(await rawPixels(Buffer.from(file.bytes)))).toBe(true);
    expect(thumb).toMatchObject({ type: 'image/webp', width: THUMB_WIDTH, height: 180 });
    expect((await sharp(thumb.data).metadata()).format).toBe('webp');
  });

  it('stores a flat screenshot as lossless WebP when that is much smaller, pixel for pixel the same', async () => {
    const png = await screenshotPng(1280, 720, { noiseShare: 0 });
    const { image } = await processImage(png);
    expect(image.type).toBe('image/webp');
    expect(image.bytes).toBeLessThan(png.length * 0.75);
    expect((await rawPixels(image.data)).equals(await rawPixels(png))).toBe(true);
  });

  it('strips the GPS position and every other metadata from a phone JPEG, keeping it upright', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'casa do trader', Make: 'Phone', Orientation: '6' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
          GPSMapDatum: 'WGS-84',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('WGS-84');
    expect(before.orientation).toBe(6);

    const { image, thumb } = await processImage(upload('foto.png', photo).bytes);
    // Orientation 6 is "rotate 90°": the stored pixels are turned, so no viewer needs the tag.
    expect(image).toMatchObject({ type: 'image/jpeg', width: 200, height: 400 });
    for (const out of [image, thumb]) {
      const meta = await sharp(out.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.data.toString('latin1')).not.toContain('WGS-84');
      expect(out.data.toString('latin1')).not.toContain('casa do trader');
    }
  });

  it('keeps a lossy WebP lossy', async () => {
    const webp = await sharp(await screenshotPng(800, 600))
      .webp({ quality: 80 })
      .toBuffer();
    const { image } = await processImage(webp);
    expect(image).toMatchObject({ type: 'image/webp', width: 800, height: 600 });
  });

  it('refuses a 30 MB file by its size, before decoding anything', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024);
    (await screenshotPng(64, 64)).copy(big);
    const started = performance.now();
    expect(await rejection(upload('grande.png', big).bytes)).toBe('too_large');
    expect(performance.now() - started).toBeLessThan(50);
    expect(await rejection(Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x89))).toBe('too_large');
  });

  it('refuses an HTML page named .png, and other files that are not images', async () => {
    const html = upload('grafico.png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'));
    expect(await rejection(html.bytes)).toBe('not_an_image');
    expect(await rejection(Buffer.from('%PDF-1.7\n'))).toBe('not_an_image');
    expect(await rejection(Buffer.from('data,price\n1,2\n'))).toBe('not_an_image');
  });

  it('refuses a zero-byte file', async () => {
    expect(await rejection(upload('vazio.png', new Uint8Array(0)).bytes)).toBe('empty');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(ATTACHMENT_MAX_BYTES);
    const heapBefore = process.memoryUsage().rss;
    expect(await rejection(bomb)).toBe('too_many_pixels');
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(100 * 1024 * 1024);
    expect(await rejection(pngBomb(6400))).toBe('too_many_pixels');
  });

  it('refuses other image formats, an SVG (which may carry scripts) among them', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toBe('unsupported_type');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>',
    );
    expect(await rejection(upload('grafico.png', svg).bytes)).toBe('unsupported_type');
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect(await rejection(tiff)).toBe('unsupported_type');
  });

  it('refuses a PNG or JPEG cut short', async () => {
    const png = await screenshotPng(640, 480, { noiseShare: 0.5 });
    expect(await rejection(png.subarray(0, Math.floor(png.length / 2)))).toBe('damaged');
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('damaged');
    expect(await rejection(png.subarray(0, 20))).toBe('damaged');
  });

  it('never enlarges a small image for its thumbnail', async () => {
    const tiny = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const { image, thumb } = await processImage(tiny);
    expect(image).toMatchObject({ width: 120, height: 40 });
    expect(thumb).toMatchObject({ type: 'image/webp', width: 120, height: 40 });
  });

  it('processes uploads that arrive together, each with its own result', async () => {
    const files = await Promise.all(
      [1, 2, 3, 4].map((seed) => screenshotPng(300 + seed * 10, 200, { seed })),
    );
    const results = await Promise.all([
      ...files.map((f) => processImage(f)),
      rejection(Buffer.from('<html>')),
    ]);
    expect(results.slice(0, 4).map((r) => typeof r === 'object' && r.image.width)).toEqual([
      310, 320, 330, 340,
    ]);
    expect(results[4]).toBe('not_an_image');
  });

  it('has a Portuguese text for every reason', () => {
    for (const reason of IMAGE_REJECTIONS) expect(imageRejectionMessages[reason]).toMatch(/\S{3,}/);
    expect(imageRejectionMessages.too_large).toContain('10 MB');
  });
});
