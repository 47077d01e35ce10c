import { asc, eq, sql } from 'drizzle-orm';
import type { AttachmentDto, AttachmentType } from '@/shared/attachments/contract';
import { tradeAttachments, trades } from '../../db/schema';
import type { Exec } from '../../db/tx';
import { ApiError } from '../../http/api-error';
import { usedImageBytes } from '../../images/image-quota';
import { attachmentThumbUrl } from '../../journal/trade-dto';
import { sharesEverythingWith } from '../../user/access';
import { isUuid } from '../../user/trading-accounts';

export type AttachmentRow = typeof tradeAttachments.$inferSelect;

export const toAttachmentDto = (r: AttachmentRow): AttachmentDto => ({
  id: r.id,
  tradeId: r.tradeId,
  position: r.position,
  caption: r.caption,
  type: r.type as AttachmentType,
  bytes: r.bytes,
  width: r.width,
  height: r.height,
  createdAt: r.createdAt.toISOString(),
  imageUrl: `/api/attachments/${r.id}/image`,
  thumbUrl: attachmentThumbUrl(r.id),
});

/** 'write': the owner only. 'read': the owner, or a school admin the owner shares everything with. */
export type Intent = 'read' | 'write';

const tradeNotFound = () => new ApiError(404, 'TRADE_NOT_FOUND');
const attachmentNotFound = () => new ApiError(404, 'ATTACHMENT_NOT_FOUND');

/**
 * The trade `tradeId` when the caller may `intent` its screenshots; anyone else gets the same 404 as for a trade
 * that does not exist (no hint that the id is someone's).
 */
export async function tradeFor(
  exec: Exec,
  callerId: string,
  tradeId: string,
  intent: Intent,
): Promise<{ id: string; userId: string }> {
  if (!isUuid(tradeId)) throw tradeNotFound();
  const [trade] = await exec
    .select({ id: trades.id, userId: trades.userId })
    .from(trades)
    .where(eq(trades.id, tradeId))
    .limit(1);
  if (!trade) throw tradeNotFound();
  if (trade.userId === callerId) return trade;
  if (intent === 'read' && (await sharesEverythingWith(exec, callerId, trade.userId))) return trade;
  throw tradeNotFound();
}

/** One screenshot when the caller may `intent` it, else 404 ATTACHMENT_NOT_FOUND (whoever's it is). */
export async function attachmentFor(
  exec: Exec,
  callerId: string,
  id: string,
  intent: Intent,
): Promise<AttachmentRow> {
  if (!isUuid(id)) throw attachmentNotFound();
  const [row] = await exec.select().from(tradeAttachments).where(eq(tradeAttachments.id, id)).limit(1);
  if (!row) throw attachmentNotFound();
  if (row.userId === callerId) return row;
  if (intent === 'read' && (await sharesEverythingWith(exec, callerId, row.userId))) return row;
  throw attachmentNotFound();
}

export async function listAttachments(exec: Exec, tradeId: string): Promise<AttachmentRow[]> {
  return exec
    .select()
    .from(tradeAttachments)
    .where(eq(tradeAttachments.tradeId, tradeId))
    .orderBy(asc(tradeAttachments.position), asc(tradeAttachments.createdAt));
}

/** Bytes the user's images take in the store (screenshots and playbook pictures, with their thumbnails). */
export const usedBytes = usedImageBytes;

export async function countOnTrade(exec: Exec, tradeId: string): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(tradeAttachments)
    .where(eq(tradeAttachments.tradeId, tradeId));
  return Number(row?.n ?? 0);
}

/** Positions 0..n-1 again, in the current order (after a delete). */
export async function renumber(exec: Exec, tradeId: string): Promise<void> {
  await exec.execute(sql`
    update ${tradeAttachments} a set position = o.rn - 1
    from (select id, row_number() over (order by position, created_at) as rn
          from ${tradeAttachments} where trade_id = ${tradeId}) o
    where a.id = o.id and a.position <> o.rn - 1`);
}
