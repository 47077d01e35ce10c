import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditQuerySchema } from '@/shared/admin/contract';
import { addDays } from '@/shared/time/calendar-date';
import { zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { auditLog, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { likePattern } from '../../db/like-pattern';

type AuditQuery = z.output<typeof auditQuerySchema>;

/**
 * The audit log, newest first, filtered and paged. `from`/`to` are local days in the reader's time zone (the day
 * an admin sees on the screen), both included.
 */
export async function queryAudit(db: Db, query: AuditQuery, timezone: string) {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    // The schema checks the shape; a day like 2026-02-30 passes it and would be no instant at all.
    if (day && addDays(day, 0) !== day)
      throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { [field]: ['Informe uma data válida'] } });
  }
  const where: SQL[] = [];
  if (query.actor) {
    const p = likePattern(query.actor);
    where.push(or(ilike(auditLog.actorEmail, p), ilike(user.name, p)) as SQL);
  }
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.target) {
    where.push(
      or(eq(auditLog.targetId, query.target), ilike(auditLog.targetLabel, likePattern(query.target))) as SQL,
    );
  }
  if (query.schoolId) where.push(eq(auditLog.schoolId, query.schoolId));
  if (query.from) where.push(gte(auditLog.at, zonedTimeToUtc(query.from, '00:00', timezone)));
  if (query.to) where.push(lt(auditLog.at, zonedTimeToUtc(addDays(query.to, 1), '00:00', timezone)));
  const condition = where.length ? and(...where) : undefined;

  // The actor's name is read through the user row (left join: the entry outlives a deleted actor).
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: auditLog })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).leftJoin(user, eq(user.id, auditLog.actorId)).where(condition),
  ]);
  return {
    entries: rows.map(({ entry }) => toAuditEntry(entry)),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AuditEntry['action'],
    targetType: row.targetType as AuditEntry['targetType'],
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    schoolId: row.schoolId,
    ip: row.ip,
    details: row.details,
  };
}
