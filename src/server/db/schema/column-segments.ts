import { bigint, customType, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Raw bytes (read back through COPY in binary format, never as hex text). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Each user's trades of one month (by trade_date) as the engines' columns, packed (metrics/column-segments.ts), so a
 * cold read of a large journal reads a few buffers instead of every trade. A trigger on `trades` bumps `version`
 * and clears `data` for every month a statement touches, whatever path wrote (ADR 051); a segment is written back
 * only while the version it was read at is still current. `data` null: the month must be read from `trades`.
 */
export const tradeColumnSegments = pgTable(
  'trade_column_segments',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    rows: integer('rows'),
    data: bytea('data'),
    /** The encoding's name (column-segments.ts): a segment of another encoding is read as missing. */
    format: text('format'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
