import { inArray, sql } from 'drizzle-orm';
import { NEAR_EVENT_MINUTES, type NearEventDto } from '@/shared/calendar/contract';
import type { Db } from '../db/client';
import { economicEvents, trades } from '../db/schema';

/** A constant in the SQL text (not a parameter), so the planner sees a plain range on starts_at. */
const NEAR_WINDOW = sql.raw(`interval '${NEAR_EVENT_MINUTES} minutes'`);

const nearRange = sql`e.removed_at is null and e.impact = 'alta'
  and e.starts_at between ${trades.openedAt} - ${NEAR_WINDOW} and ${trades.openedAt} + ${NEAR_WINDOW}`;

/**
 * Whether a high-impact event starts within ±NEAR_EVENT_MINUTES of the trade's entry. Served by the partial index
 * economic_events_starts_idx (starts_at, where not removed and 'alta'): a short range scan per trade row, inside
 * the one query that reads the rows.
 */
export const nearEventExists = sql<boolean>`exists (select 1 from ${economicEvents} e where ${nearRange})`;

/** The nearest such event as JSON text (title and ISO instant), or null. */
const nearEventColumn = sql<string | null>`(select json_build_object('title', e.title,
    'startsAt', to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
  from ${economicEvents} e where ${nearRange}
  order by abs(extract(epoch from e.starts_at - ${trades.openedAt})), e.starts_at limit 1)`;

/**
 * The near-event tags of a page of trades (GET /api/trades): one query for the page, never one per trade; only the
 * trades with an event near them are in the map.
 */
export async function nearEventsOf(db: Db, tradeIds: string[]): Promise<Map<string, NearEventDto>> {
  const tags = new Map<string, NearEventDto>();
  if (tradeIds.length === 0) return tags;
  const rows = await db
    .select({ id: trades.id, nearEvent: nearEventColumn })
    .from(trades)
    .where(inArray(trades.id, tradeIds));
  for (const r of rows) {
    if (!r.nearEvent) continue;
    const e = JSON.parse(r.nearEvent) as NearEventDto;
    tags.set(r.id, { title: e.title, startsAt: e.startsAt });
  }
  return tags;
}

/** A tag → the DTO's optional field: absent, not null, when there is no event near (older equality checks hold). */
export const nearEventOf = (tag: NearEventDto | undefined): { nearEvent?: NearEventDto } =>
  tag ? { nearEvent: tag } : {};
