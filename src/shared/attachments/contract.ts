import { z } from 'zod';
import { attachmentValidation } from '../i18n/validation';
import { CAPTION_MAX } from './limits';

/**
 * Chart screenshots attached to a trade: the API's shapes, read by the server's routes and the client's gallery.
 *
 * Routes (all the owner's only; a school admin the student shares everything with may read):
 * - `GET    /api/trades/:tradeId/attachments`            → AttachmentDto[] in their order
 * - `POST   /api/trades/:tradeId/attachments`            multipart: `file` (the image), optional `caption` → 201 AttachmentDto
 * - `PUT    /api/trades/:tradeId/attachments/order`     { ids } (every id of the trade, in the new order) → AttachmentDto[]
 * - `PATCH  /api/attachments/:id`                        { caption } → AttachmentDto
 * - `DELETE /api/attachments/:id`                        → 204
 * - `GET    /api/attachments/:id/image` and `/thumb`     → the bytes (`Cache-Control: private`)
 * - `GET    /api/attachments/quota`                      → AttachmentQuotaDto
 */

/** The image types accepted, read from the bytes (never from the name or the declared type). */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** Largest file accepted, in bytes (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Images per trade. */
export const ATTACHMENTS_PER_TRADE = 12;
/** Each trader's storage quota, in bytes of stored images (after re-encoding) and thumbnails. */
export const ATTACHMENT_QUOTA_BYTES = 200 * 1024 * 1024;

export { CAPTION_MAX };

export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX, attachmentValidation.captionTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const attachmentPatchSchema = z.object({ caption: captionSchema });
export const attachmentOrderSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(ATTACHMENTS_PER_TRADE),
});

export interface AttachmentDto {
  id: string;
  tradeId: string;
  /** 0-based order within the trade. */
  position: number;
  caption: string | null;
  /** The stored (re-encoded) image's type, size in bytes and pixels. */
  type: AttachmentType;
  bytes: number;
  width: number;
  height: number;
  createdAt: string;
  imageUrl: string;
  thumbUrl: string;
}

export interface AttachmentQuotaDto {
  usedBytes: number;
  limitBytes: number;
}

/** What the trade DTOs carry of their images: enough for a thumbnail strip without another request. */
export interface TradeAttachmentSummary {
  id: string;
  thumbUrl: string;
  caption: string | null;
}
