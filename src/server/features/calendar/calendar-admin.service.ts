import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CalendarEventDto, eventInputSchema, IcsImportResult } from '@/shared/calendar/contract';
import { calendarApiMessages } from '@/shared/i18n/calendar-api';
import type { Db } from '../../db/client';
import { economicEvents } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { recordAudit, type AuditActor } from '../../audit/audit';
import { isUuid } from '../../user/trading-accounts';
import { eventColumns, storedColumns, toEventDto } from './calendar.service';
import type { IcsEvent, IcsParseResult } from './ics-parse';
import type { Tx } from '../../db/tx';

export type EventInputOut = z.output<typeof eventInputSchema>;

/** The stored columns of an admin's form: the published zone, date and time, and the instant they make. */
const storedFields = (input: EventInputOut) => ({ ...storedColumns(input), source: input.source || null });

const label = (e: { title: string; localDate: string }) => `${e.title} (${e.localDate})`;
const notFound = () => new ApiError(404, 'EVENT_NOT_FOUND');

async function liveEvent(exec: Db | Tx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await exec
    .select(eventColumns)
    .from(economicEvents)
    .where(and(eq(economicEvents.id, id), isNull(economicEvents.removedAt)))
    .limit(1);
  return row;
}

export async function createEvent(
  db: Db,
  actor: AuditActor,
  input: EventInputOut,
  traderZone: string,
): Promise<CalendarEventDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(economicEvents)
      .values({ ...storedFields(input), origin: 'admin', createdBy: actor.actorId })
      .returning(eventColumns);
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      action: 'calendar.create',
      targetType: 'calendar-event',
      targetId: row.id,
      targetLabel: label(row),
      details: { kind: row.kind, impact: row.impact, timeZone: row.timeZone, time: row.localTime },
    });
    return toEventDto(row, traderZone);
  });
}

/**
 * An admin's edit. It keeps the event's origin and key: a shipped event stays `data:<id>` so the start-up seed
 * never inserts it again, and an imported one stays `ics:<UID>` (a later import of the same UID updates it).
 */
export async function updateEvent(
  db: Db,
  actor: AuditActor,
  id: string,
  input: EventInputOut,
  traderZone: string,
): Promise<CalendarEventDto> {
  return db.transaction(async (tx) => {
    const before = await liveEvent(tx, id);
    if (!before) throw notFound();
    const [row] = await tx
      .update(economicEvents)
      .set(storedFields(input))
      .where(eq(economicEvents.id, id))
      .returning(eventColumns);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'calendar.update',
      targetType: 'calendar-event',
      targetId: id,
      targetLabel: label(row),
      details: {
        before: {
          title: before.title,
          date: before.localDate,
          time: before.localTime,
          impact: before.impact,
        },
        after: { title: row.title, date: row.localDate, time: row.localTime, impact: row.impact },
      },
    });
    return toEventDto(row, traderZone);
  });
}

/** Removal leaves a tombstone, so neither the seed nor a re-import brings the event back. */
export async function removeEvent(db: Db, actor: AuditActor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await liveEvent(tx, id);
    if (!before) throw notFound();
    await tx.update(economicEvents).set({ removedAt: now }).where(eq(economicEvents.id, id));
    await recordAudit(tx, actor, {
      action: 'calendar.delete',
      targetType: 'calendar-event',
      targetId: id,
      targetLabel: label(before),
      details: { origin: before.origin },
    });
  });
}

// The parser's instant is kept: it was read from the file's own zone (an autumn hour that happens twice is not
// guessed again from the wall clock).
const icsFields = (e: IcsEvent) => ({ ...storedColumns(e), startsAt: e.startsAt });

/** Whether a stored row already says what the file says (then it is neither added nor updated). */
function sameAs(
  row: { localTime: string | null; startsAt: Date | null } & Record<string, unknown>,
  e: IcsEvent,
) {
  return (
    row.title === e.title &&
    row.localDate === e.date &&
    (row.localTime?.slice(0, 5) ?? null) === e.time &&
    row.timeZone === e.timeZone &&
    (row.startsAt?.getTime() ?? null) === (e.startsAt?.getTime() ?? null)
  );
}

/**
 * Imports an .ics file, read by `parseIcs` (in the worker pool: calendar.routes.ts), in one transaction: a malformed
 * file is a 422 ICS_INVALID and writes nothing. Each VEVENT is upserted by 'ics:<UID>' (the publisher's reschedule
 * moves the stored event; kind and impact an admin changed are kept); one an admin removed stays removed. Past
 * events and events without what they need are left out.
 */
export async function importIcs(db: Db, actor: AuditActor, parsed: IcsParseResult): Promise<IcsImportResult> {
  if (!parsed.ok) throw new ApiError(422, 'ICS_INVALID', { params: { detail: parsed.detail } });
  // The last VEVENT of a UID wins, as a calendar client would read it.
  const byKey = new Map(parsed.events.map((e) => [`ics:${e.uid}`, e]));
  const skipped = [...parsed.skipped];
  return db.transaction(async (tx) => {
    const keys = [...byKey.keys()];
    const existing = keys.length
      ? await tx
          .select({
            ...eventColumns,
            sourceKey: economicEvents.sourceKey,
            removedAt: economicEvents.removedAt,
          })
          .from(economicEvents)
          .where(inArray(economicEvents.sourceKey, keys))
      : [];
    const stored = new Map(existing.map((r) => [r.sourceKey ?? '', r]));
    const toInsert: (ReturnType<typeof icsFields> & { sourceKey: string })[] = [];
    let updated = 0;
    for (const [key, e] of byKey) {
      const row = stored.get(key);
      if (!row) {
        toInsert.push({ ...icsFields(e), sourceKey: key });
        continue;
      }
      if (row.removedAt) {
        skipped.push({ line: e.line, reason: calendarApiMessages.ics.removed });
        continue;
      }
      if (sameAs(row, e)) continue;
      const { kind: _kind, impact: _impact, ...moved } = icsFields(e);
      await tx.update(economicEvents).set(moved).where(eq(economicEvents.id, row.id));
      updated++;
    }
    if (toInsert.length)
      await tx.insert(economicEvents).values(
        toInsert.map((r) => ({
          ...r,
          origin: 'ics' as const,
          source: 'arquivo .ics',
          createdBy: actor.actorId,
        })),
      );
    skipped.sort((a, b) => a.line - b.line);
    const result: IcsImportResult = { added: toInsert.length, updated, skipped };
    await recordAudit(tx, actor, {
      action: 'calendar.import',
      targetType: 'calendar-event',
      targetLabel: 'arquivo .ics',
      details: { added: result.added, updated, skipped: skipped.length },
    });
    return result;
  });
}
