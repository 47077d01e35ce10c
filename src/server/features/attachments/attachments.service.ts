import { and, eq, sql } from 'drizzle-orm';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_QUOTA_BYTES,
  ATTACHMENTS_PER_TRADE,
  type AttachmentQuotaDto,
} from '@/shared/attachments/contract';
import type { Db } from '../../db/client';
import { tradeAttachments, trades } from '../../db/schema';
import { lockUserTrades } from '../../db/trade-lock';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { ProcessedImage } from '../../images/process-image';
import { imageQuotaRefusal } from '../../images/image-quota';
import { drainAfterCommit, storeStagedImage } from '../../images/staged-image';
import type { BlobStore } from '../../storage/blob-store';
import {
  type AttachmentRow,
  countOnTrade,
  listAttachments,
  renumber,
  usedBytes,
} from './attachments.queries';

/** The limits the server enforces (the contract's; tests shrink them). */
export interface AttachmentLimits {
  maxBytes: number;
  perTrade: number;
  quotaBytes: number;
}
export const DEFAULT_LIMITS: AttachmentLimits = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  perTrade: ATTACHMENTS_PER_TRADE,
  quotaBytes: ATTACHMENT_QUOTA_BYTES,
};

export interface AttachmentsDeps {
  db: Db;
  store: BlobStore;
  logger: Pick<Logger, 'warn'>;
  limits?: Partial<AttachmentLimits>;
}

export const perTradeRefusal = (limits: AttachmentLimits) =>
  new ApiError(400, 'ATTACHMENTS_PER_TRADE', { params: { max: limits.perTrade } });
export const quotaRefusal = (limits: AttachmentLimits, used: number) =>
  imageQuotaRefusal(limits.quotaBytes, used);

/** Refuses early, before an image is processed, what would be refused after it anyway. */
export async function precheckUpload(db: Db, userId: string, tradeId: string, limits: AttachmentLimits) {
  const [count, used] = await Promise.all([countOnTrade(db, tradeId), usedBytes(db, userId)]);
  if (count >= limits.perTrade) throw perTradeRefusal(limits);
  if (used >= limits.quotaBytes) throw quotaRefusal(limits, used);
}

/**
 * Stores a processed image on a trade (storeStagedImage: a refusal under the lock, the trade deleted meanwhile or a
 * crash leaves no blob for long).
 */
export async function addAttachment(
  deps: AttachmentsDeps,
  limits: AttachmentLimits,
  input: { userId: string; tradeId: string; caption: string | null; stored: ProcessedImage },
): Promise<AttachmentRow> {
  const { db } = deps;
  const { userId, tradeId, stored } = input;
  const size = stored.image.bytes + stored.thumb.bytes;
  return storeStagedImage(deps, userId, stored, (keys) =>
    db.transaction(async (tx) => {
      // The user's trade lock: a trade deleted meanwhile is seen, and two uploads count each other.
      await lockUserTrades(tx, userId);
      const [trade] = await tx
        .select({ id: trades.id })
        .from(trades)
        .where(and(eq(trades.id, tradeId), eq(trades.userId, userId)));
      if (!trade) throw new ApiError(404, 'TRADE_NOT_FOUND');
      const [count, used] = await Promise.all([countOnTrade(tx, tradeId), usedBytes(tx, userId)]);
      if (count >= limits.perTrade) throw perTradeRefusal(limits);
      if (used + size > limits.quotaBytes) throw quotaRefusal(limits, used);
      const [row] = await tx
        .insert(tradeAttachments)
        .values({
          id: keys.id,
          userId,
          tradeId,
          position: sql`(select coalesce(max(position) + 1, 0) from ${tradeAttachments} where trade_id = ${tradeId})`,
          caption: input.caption,
          type: stored.image.type,
          bytes: stored.image.bytes,
          thumbBytes: stored.thumb.bytes,
          width: stored.image.width,
          height: stored.image.height,
          imageKey: keys.image,
          thumbKey: keys.thumb,
          thumbType: stored.thumb.type,
        })
        .returning();
      await keys.keep(tx);
      if (!row) throw new Error('attachment insert returned nothing');
      return row;
    }),
  );
}

/** New order of a trade's screenshots: `ids` must name each of them once. */
export async function reorderAttachments(db: Db, userId: string, tradeId: string, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    await lockUserTrades(tx, userId);
    const current = await listAttachments(tx, tradeId);
    const known = new Set(current.map((a) => a.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new ApiError(400, 'ATTACHMENT_ORDER_INVALID');
    for (const [position, id] of ids.entries()) {
      await tx
        .update(tradeAttachments)
        .set({ position })
        .where(and(eq(tradeAttachments.id, id), eq(tradeAttachments.tradeId, tradeId)));
    }
    return listAttachments(tx, tradeId);
  });
}

export async function setCaption(db: Db, row: AttachmentRow, caption: string | null): Promise<AttachmentRow> {
  const [updated] = await db
    .update(tradeAttachments)
    .set({ caption })
    .where(and(eq(tradeAttachments.id, row.id), eq(tradeAttachments.userId, row.userId)))
    .returning();
  if (!updated) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND');
  return updated;
}

/** Deletes one screenshot (the trigger queues its blobs) and deletes the blobs once committed. */
export async function deleteAttachment(deps: AttachmentsDeps, row: AttachmentRow): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    await lockUserTrades(tx, row.userId);
    const deleted = await tx
      .delete(tradeAttachments)
      .where(and(eq(tradeAttachments.id, row.id), eq(tradeAttachments.userId, row.userId)))
      .returning({ id: tradeAttachments.id });
    if (deleted.length) await renumber(tx, row.tradeId);
    return deleted.length > 0;
  });
  if (!gone) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND');
  await drainAfterCommit(deps, [row.imageKey, row.thumbKey]);
}

export async function quotaOf(db: Db, userId: string, limits: AttachmentLimits): Promise<AttachmentQuotaDto> {
  return { usedBytes: await usedBytes(db, userId), limitBytes: limits.quotaBytes };
}
