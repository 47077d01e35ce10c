import { and, eq, inArray } from 'drizzle-orm';
import type { ParsedNote } from '@/shared/brokerage-notes/contract';
import type { Db } from '../../db/client';
import { brokerageNotes } from '../../db/schema';
import { imageQuotaRefusal, usedImageBytes } from '../../images/image-quota';
import { discardStagedBlobs } from '../../images/staged-image';
import { queueBlobDeletions } from '../../jobs/attachment-blobs';
import type { Logger } from '../../logger';
import { notePdfBlobKey, type BlobStore } from '../../storage/blob-store';
import type { NoteFile } from './note-files';
import { noteVersion } from './note-version';
import { noteIdentity, storedVersions, type StagedNotePdf } from './notes.store';

export interface NotePdfStaging {
  /** The blob written for `note` (undefined for a note stored with these figures before this upload). */
  of: (note: ParsedNote) => StagedNotePdf | undefined;
  /** Deletes the blobs no row took (a note another upload stored meanwhile, a refusal); safe to call once at the end. */
  release: () => Promise<void>;
}

/**
 * Writes a copy of its file for every note of the upload that is not stored yet (or corrects a stored one), before
 * any row is written. Each
 * note gets its own blob even when one PDF holds several notes, so deleting one note (or its PDF) never takes
 * another's file. The whole upload is refused with the image quota's refusal when the copies would pass it. The
 * keys are queued for deletion an hour ahead before the blobs are written and taken off the queue by the note's
 * transaction (storeNote): a put that fails deletes every blob of the upload and stores nothing, and a crash
 * leaves keys the 'attachment-blobs' job removes.
 */
export async function stageNotePdfs(
  db: Db,
  userId: string,
  read: readonly { file: NoteFile; notes: readonly ParsedNote[] }[],
  keep: { store: BlobStore; quotaBytes: number; logger: Pick<Logger, 'warn'> },
): Promise<NotePdfStaging> {
  const known = await storedVersions(
    db,
    userId,
    read.flatMap((r) => r.notes),
  );
  const staged = new Map<ParsedNote, StagedNotePdf & { data: Uint8Array }>();
  for (const { file, notes } of read)
    for (const note of notes) {
      const identity = noteIdentity(note);
      const version = noteVersion(note);
      const versions = known.get(identity) ?? new Set<string>();
      if (versions.has(version)) continue;
      known.set(identity, versions.add(version));
      staged.set(note, {
        key: notePdfBlobKey(userId, crypto.randomUUID()),
        bytes: file.bytes.byteLength,
        quotaBytes: keep.quotaBytes,
        data: file.bytes,
      });
    }
  const pending = [...staged.values()];
  const keys = pending.map((p) => p.key);
  const needed = pending.reduce((n, p) => n + p.bytes, 0);
  if (needed > 0) {
    const used = await usedImageBytes(db, userId);
    if (used + needed > keep.quotaBytes) throw imageQuotaRefusal(keep.quotaBytes, used);
  }
  const deps = { db, store: keep.store, logger: keep.logger };
  await queueBlobDeletions(db, keys, 'after-upload-grace');
  try {
    for (const p of pending) await keep.store.put(p.key, p.data, 'application/pdf');
  } catch (err) {
    await discardStagedBlobs(deps, keys);
    throw err;
  }
  return {
    of: (note) => {
      const p = staged.get(note);
      return p ? { key: p.key, bytes: p.bytes, quotaBytes: p.quotaBytes } : undefined;
    },
    release: async () => {
      if (!keys.length) return;
      try {
        const named = await db
          .select({ key: brokerageNotes.pdfKey })
          .from(brokerageNotes)
          .where(and(eq(brokerageNotes.userId, userId), inArray(brokerageNotes.pdfKey, keys)));
        const taken = new Set(named.map((r) => r.key));
        await discardStagedBlobs(
          deps,
          keys.filter((k) => !taken.has(k)),
        );
      } catch (err) {
        // Still queued with the upload's grace: the job deletes them later.
        keep.logger.warn({ err }, 'kept note PDFs left for the retry job');
      }
    },
  };
}
