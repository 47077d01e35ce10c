import { and, eq } from 'drizzle-orm';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import { playbooks } from '../../db/schema';
import { lockUserTrades } from '../../db/trade-lock';
import { imageQuotaRefusal, usedImageBytes } from '../../images/image-quota';
import type { ProcessedImage } from '../../images/process-image';
import { drainAfterCommit, type ImageStoreDeps, storeStagedImage } from '../../images/staged-image';
import { playbookDto, playbookFor } from './playbooks.queries';

export interface PictureDeps extends ImageStoreDeps {
  quotaBytes: number;
}

const keysOf = (row: { imageKey: string | null; thumbKey: string | null }) =>
  [row.imageKey, row.thumbKey].filter((k): k is string => k !== null);

/**
 * Stores a playbook's picture as a screenshot is stored (storeStagedImage). The old picture's keys are queued by
 * the row's trigger and deleted once committed. The picture counts in the images quota (a replaced one does not).
 */
export async function setPicture(
  deps: PictureDeps,
  userId: string,
  id: string,
  stored: ProcessedImage,
): Promise<PlaybookDto> {
  const { db } = deps;
  const size = stored.image.bytes + stored.thumb.bytes;
  const old = await storeStagedImage(deps, userId, stored, (keys) =>
    db.transaction(async (tx) => {
      await lockUserTrades(tx, userId);
      const row = await playbookFor(tx, userId, id);
      const replaced = (row.imageBytes ?? 0) + (row.thumbBytes ?? 0);
      const used = await usedImageBytes(tx, userId);
      if (used - replaced + size > deps.quotaBytes) throw imageQuotaRefusal(deps.quotaBytes, used);
      await tx
        .update(playbooks)
        .set({
          imageKey: keys.image,
          thumbKey: keys.thumb,
          imageType: stored.image.type,
          thumbType: stored.thumb.type,
          imageBytes: stored.image.bytes,
          thumbBytes: stored.thumb.bytes,
        })
        .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
      await keys.keep(tx);
      return keysOf(row);
    }),
  );
  await drainAfterCommit(deps, old);
  return playbookDto(db, userId, id);
}

export async function removePicture(deps: PictureDeps, userId: string, id: string): Promise<PlaybookDto> {
  const row = await playbookFor(deps.db, userId, id);
  if (row.imageKey) {
    await deps.db
      .update(playbooks)
      .set({
        imageKey: null,
        thumbKey: null,
        imageType: null,
        thumbType: null,
        imageBytes: null,
        thumbBytes: null,
      })
      .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
    await drainAfterCommit(deps, keysOf(row));
  }
  return playbookDto(deps.db, userId, id);
}
