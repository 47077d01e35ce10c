import type { Context, MiddlewareHandler } from 'hono';
import type { ImageRejection } from '@/shared/attachments/image-rejections';
import { ApiError, apiErrorResponse } from '../http/api-error';
import { ENVELOPE_BYTES, readUploadForm, type UploadForm, UploadFormError } from '../http/upload-form';
import { ImageRejectedError, processImage, type ProcessedImage } from './process-image';

/**
 * An image upload as every route that takes one reads it (a trade's screenshot, a playbook's picture): the same
 * limits, checks and Portuguese refusals, so a file refused in one place is refused the same way in the other.
 */

/** A refused file: 413 for its size, 400 for what it is; `reason` tells the client which. */
export const imageRejected = (reason: ImageRejection) =>
  new ApiError(reason === 'too_large' ? 413 : 400, 'ATTACHMENT_INVALID', {
    params: { reason },
    extra: { reason },
  });
const tooLarge = () => imageRejected('too_large');

/** The bytes checked and re-encoded (EXIF and anything else stripped), with their thumbnail. */
export async function processedImage(bytes: Uint8Array, maxBytes: number): Promise<ProcessedImage> {
  if (bytes.byteLength > maxBytes) throw tooLarge();
  try {
    return await processImage(bytes);
  } catch (err) {
    if (err instanceof ImageRejectedError) throw imageRejected(err.reason);
    throw err;
  }
}

/** A declared length past the image's limit plus the envelope is refused before reading. */
export const imageUploadLimit =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > maxBytes + ENVELOPE_BYTES) return apiErrorResponse(c, tooLarge());
    await next();
  };

/** The multipart form of an upload (its `file` and the named text `fields`). */
export async function readImageForm(
  c: Context,
  maxBytes: number,
  fields: readonly string[] = [],
): Promise<UploadForm> {
  try {
    return await readUploadForm(c.req.raw.body, c.req.header('content-type'), maxBytes, [...fields]);
  } catch (err) {
    if (err instanceof UploadFormError)
      throw err.reason === 'too-large' ? tooLarge() : new ApiError(400, 'ATTACHMENT_FILE_MISSING');
    throw err;
  }
}

/** A stored image's id never names other bytes (a new upload is a new key): a browser may keep it a day. */
const IMAGE_CACHE = 'private, max-age=86400';

/** Answers an image's bytes to the one allowed to read them: private caching, never sniffed, shown inline. */
export function imageResponse(c: Context, bytes: Uint8Array, type: string) {
  c.header('Content-Type', type);
  c.header('Cache-Control', IMAGE_CACHE);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Disposition', 'inline');
  return c.body(new Uint8Array(bytes));
}
