/**
 * Why an uploaded image was refused, read from its bytes on the server (src/server/images). The codes travel in the
 * API's error so the client can say what to do; the texts are in i18n/attachments.ts.
 */
export const IMAGE_REJECTIONS = [
  /** Zero bytes. */
  'empty',
  /** Past ATTACHMENT_MAX_BYTES, checked before anything is decoded. */
  'too_large',
  /** Not an image at all (an HTML page, a PDF, a text), whatever its name says. */
  'not_an_image',
  /** An image, but not PNG, JPEG or WebP (GIF, HEIC, AVIF, SVG, TIFF, BMP…). */
  'unsupported_type',
  /** More pixels than ATTACHMENT_MAX_PIXELS: a decompression bomb, or a picture far past any screen. */
  'too_many_pixels',
  /** Starts like a PNG, JPEG or WebP but cannot be decoded (cut short, damaged). */
  'damaged',
] as const;
export type ImageRejection = (typeof IMAGE_REJECTIONS)[number];

/**
 * Largest image accepted, in pixels (width × height): 40 megapixels, past an 8K screen (33 MP) and the phones'
 * 12–24 MP photos. Decoding one takes ~160 MB (4 bytes a pixel); the limit is what keeps a 100 kB file that
 * declares 100,000 × 100,000 pixels from taking the server's memory.
 */
export const ATTACHMENT_MAX_PIXELS = 40_000_000;
