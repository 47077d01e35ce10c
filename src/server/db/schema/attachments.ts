import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { trades } from './trading';

/**
 * A chart screenshot attached to a trade. The bytes live in the blob store (src/server/storage/), never in the
 * database: the row keeps the keys of the re-encoded image and its thumbnail. Deleting the row, by any path (the
 * trade, its import, a reset, the user), queues both keys in `attachment_blob_deletions` (a trigger, migration
 * 0013), so the blobs go with the row.
 */
export const tradeAttachments = pgTable(
  'trade_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    /** 0-based order within the trade. */
    position: integer('position').notNull(),
    caption: text('caption'),
    /** The stored (re-encoded) image's type: image/png, image/jpeg or image/webp. */
    type: text('type').notNull(),
    /** Stored bytes of the image and of its thumbnail: the quota counts both. */
    bytes: integer('bytes').notNull(),
    thumbBytes: integer('thumb_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    imageKey: text('image_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    thumbType: text('thumb_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_attachments_trade_idx').on(t.tradeId, t.position),
    index('trade_attachments_user_idx').on(t.userId),
  ],
);

/**
 * Blob keys waiting to be deleted from the store. Rows come from the delete trigger on trade_attachments (due at
 * once) and from an upload in progress (due an hour later: a process that dies between writing the blobs and the
 * row leaves nothing behind for long). No foreign key: a key outlives its user's row until the blob is gone.
 */
export const attachmentBlobDeletions = pgTable(
  'attachment_blob_deletions',
  {
    key: text('key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('attachment_blob_deletions_due_idx').on(t.dueAt)],
);
