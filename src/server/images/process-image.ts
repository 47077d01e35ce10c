import type { Sharp, SharpOptions } from 'sharp';
import { ATTACHMENT_MAX_BYTES, type AttachmentType } from '@/shared/attachments/contract';
import { ATTACHMENT_MAX_PIXELS, type ImageRejection } from '@/shared/attachments/image-rejections';
import { sniffImageType } from './image-type';
import { oneAtATime, loadSharp } from './sharp-runtime';

/** One encoded picture: the re-encoded image or its thumbnail. */
export interface EncodedImage {
  data: Buffer;
  type: AttachmentType;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  image: EncodedImage;
  thumb: EncodedImage;
}

/** A file refused for a reason the trader can act on (i18n/attachments.ts says it in Portuguese). */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejection,
    /** For the log: what the bytes turned out to be, or what the decoder said. */
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** The thumbnail's width (the gallery's strip and grid; ~2× their CSS size for sharp phone screens). */
export const THUMB_WIDTH = 320;
/** A very tall image (a phone's scrolling capture) gets a thumbnail no taller than this. */
export const THUMB_MAX_HEIGHT = 960;
/**
 * A lossless image is kept as PNG unless lossless WebP is at most this share of the PNG's size. Flat screenshots
 * (a chart on a plain background) come out ~3× smaller as WebP; noisy ones only ~7%, not worth leaving PNG for.
 */
const WEBP_WINS_BELOW = 0.75;

const decodeOptions = (): SharpOptions => ({
  // Checked first from the header; this is the decoder's own guard, should a header lie about the size.
  limitInputPixels: ATTACHMENT_MAX_PIXELS,
  // A damaged file is refused rather than stored half grey.
  failOn: 'error',
  // Animated PNG/WebP: the first frame, as a still screenshot.
  pages: 1,
});

/**
 * Checks an uploaded image from its bytes and re-encodes it, with a thumbnail.
 *
 * - Size first (empty, past ATTACHMENT_MAX_BYTES), then the magic number (PNG, JPEG, WebP; another image format is
 *   "unsupported", anything else "not an image", whatever the name says), then the pixel count from the header
 *   (decompression bombs), then the decode itself (a damaged file).
 * - Re-encoded with no metadata at all: EXIF (GPS, camera, dates), XMP, comments, and anything a file hid in
 *   them are dropped; the EXIF orientation is applied to the pixels first, so a phone photo stays upright.
 * - Lossless in, lossless out: a PNG (or lossless WebP) is stored as PNG, or as lossless WebP when that is clearly
 *   smaller, so chart text stays sharp. A JPEG stays JPEG (quality 85) and a lossy WebP stays WebP (quality 90):
 *   making a photo lossless would only make it larger.
 * - Thumbnail: WebP, THUMB_WIDTH wide (never enlarged), at most THUMB_MAX_HEIGHT tall.
 *
 * Throws ImageRejectedError for a file the trader must change; any other error is the server's. One image is
 * processed at a time per process (sharp-runtime.ts), so uploads never take both cores nor stack their memory.
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) return Promise.reject(new ImageRejectedError('empty'));
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES)
    return Promise.reject(new ImageRejectedError('too_large', `${bytes.byteLength} bytes`));
  const sniffed = sniffImageType(bytes);
  if (sniffed.kind === 'not-an-image') return Promise.reject(new ImageRejectedError('not_an_image'));
  if (sniffed.kind === 'other-image')
    return Promise.reject(new ImageRejectedError('unsupported_type', sniffed.name));
  return oneAtATime(() => encode(bytes, sniffed.type, sniffed.lossless));
}

async function encode(bytes: Uint8Array, type: AttachmentType, lossless: boolean): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const input = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta;
  try {
    meta = await sharp(input, decodeOptions()).metadata();
  } catch (err) {
    throw decodeRejection(err);
  }
  const expected = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' }[type];
  if (meta.format !== expected)
    throw new ImageRejectedError('damaged', `header says ${type}, decoder ${meta.format}`);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > ATTACHMENT_MAX_PIXELS)
    throw new ImageRejectedError('too_many_pixels', `${meta.width}×${meta.height}`);
  if (pixels === 0) throw new ImageRejectedError('damaged', 'no pixels');

  const upright = () => sharp(input, decodeOptions()).rotate();
  try {
    const image = lossless ? await smallestLossless(upright) : await encoded(reencodeLossy(upright(), type));
    const thumb = await encoded(
      upright()
        .resize({ width: THUMB_WIDTH, height: THUMB_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 }),
    );
    return { image, thumb };
  } catch (err) {
    throw decodeRejection(err);
  }
}

function reencodeLossy(pipeline: Sharp, type: AttachmentType): Sharp {
  return type === 'image/jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.webp({ quality: 90 });
}

async function smallestLossless(upright: () => Sharp): Promise<EncodedImage> {
  const png = await encoded(upright().png({ compressionLevel: 9 }));
  // Effort 0: on a flat screenshot it takes less time than the PNG did; more effort buys ~10% for 10× the CPU.
  const webp = await encoded(upright().webp({ lossless: true, effort: 0 }));
  return webp.bytes <= png.bytes * WEBP_WINS_BELOW ? webp : png;
}

async function encoded(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const type = `image/${info.format}` as AttachmentType;
  return { data, type, width: info.width, height: info.height, bytes: data.byteLength };
}

/** sharp's errors are text; the ones about the input become a reason, anything else stays the server's error. */
function decodeRejection(err: unknown): Error {
  if (err instanceof ImageRejectedError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return new ImageRejectedError('too_many_pixels', message);
  if (
    /unsupported image format|bad seek|premature end|corrupt|invalid|truncat|read error|not a known file format|load_buffer|header/i.test(
      message,
    )
  )
    return new ImageRejectedError('damaged', message);
  return err instanceof Error ? err : new Error(message);
}
