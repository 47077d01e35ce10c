import { sql } from 'drizzle-orm';
import { brokerageNotes, playbooks, tradeAttachments } from '../db/schema';
import type { Exec } from '../db/tx';
import { ApiError } from '../http/api-error';

/**
 * The trader's one quota for stored images: a trade's screenshots, a playbook's picture (images and thumbnails) and
 * the brokerage notes' kept PDFs count alike, whichever route stores the next one.
 */
export async function usedImageBytes(exec: Exec, userId: string): Promise<number> {
  // One round trip on every upload: the three sums in one statement.
  const res = await exec.execute<{ n: string }>(sql`
    select (
      (select coalesce(sum(${tradeAttachments.bytes} + ${tradeAttachments.thumbBytes}), 0)
        from ${tradeAttachments} where ${tradeAttachments.userId} = ${userId})
      + (select coalesce(sum(coalesce(${playbooks.imageBytes}, 0) + coalesce(${playbooks.thumbBytes}, 0)), 0)
        from ${playbooks} where ${playbooks.userId} = ${userId})
      + (select coalesce(sum(${brokerageNotes.pdfBytes}), 0)
        from ${brokerageNotes} where ${brokerageNotes.userId} = ${userId})
    )::text as n`);
  return Number(res.rows[0]?.n ?? 0);
}

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

/** The refusal of an image past the quota, with what is used (the client shows both). */
export const imageQuotaRefusal = (quotaBytes: number, used: number) =>
  new ApiError(413, 'ATTACHMENT_QUOTA_EXCEEDED', {
    params: { limitMb: mb(quotaBytes), usedMb: mb(used) },
    extra: { usedBytes: used, limitBytes: quotaBytes },
  });
