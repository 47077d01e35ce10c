import { sql } from 'drizzle-orm';
import { brokerageNotes, playbooks, tradeAttachments } from '../db/schema';
import type { Exec } from '../db/tx';
import { ApiError } from '../http/api-error';

/**
 * The trader's one quota for stored images: a trade's screenshots, a playbook's picture (images and thumbnails) and
 * the brokerage notes' kept PDFs count alike, whichever route stores the next one.
 */
export async function usedImageBytes(exec: Exec, userId: string): Promise<number> {
  const [screens] = await exec
    .select({
      n: sql<string>`coalesce(sum(${tradeAttachments.bytes} + ${tradeAttachments.thumbBytes}), 0)::text`,
    })
    .from(tradeAttachments)
    .where(sql`${tradeAttachments.userId} = ${userId}`);
  const [pictures] = await exec
    .select({
      n: sql<string>`coalesce(sum(coalesce(${playbooks.imageBytes}, 0) + coalesce(${playbooks.thumbBytes}, 0)), 0)::text`,
    })
    .from(playbooks)
    .where(sql`${playbooks.userId} = ${userId}`);
  const [notePdfs] = await exec
    .select({ n: sql<string>`coalesce(sum(${brokerageNotes.pdfBytes}), 0)::text` })
    .from(brokerageNotes)
    .where(sql`${brokerageNotes.userId} = ${userId}`);
  return Number(screens?.n ?? 0) + Number(pictures?.n ?? 0) + Number(notePdfs?.n ?? 0);
}

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** The refusal of an image past the quota, with what is used (the client shows both). */
export const imageQuotaRefusal = (quotaBytes: number, used: number) =>
  new ApiError(413, 'ATTACHMENT_QUOTA_EXCEEDED', {
    params: { limitMb: mb(quotaBytes), usedMb: mb(used) },
    extra: { usedBytes: used, limitBytes: quotaBytes },
  });
