import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { describeDevice } from '@/shared/security/device';
import type { SecurityOverview, SessionDto } from '@/shared/security/contract';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { waysIn } from '../../auth/ways-in';

export async function securityOverview(db: Db, userId: string): Promise<SecurityOverview> {
  const ways = await waysIn(db, userId);
  return {
    hasPassword: ways.hasPassword,
    google: ways.google ? { id: ways.google.id, linkedAt: ways.google.linkedAt.toISOString() } : null,
    passkeys: ways.passkeys,
  };
}

/** IPv4 clients reach a dual-stack socket as '::ffff:203.0.113.5': the person knows the address without it. */
const readableIp = (ip: string | null): string | null => (ip ? ip.replace(/^::ffff:(?=\d+\.)/, '') : null);

/**
 * The user's unexpired sessions, this device first, then the most recently used. Tokens never leave the server:
 * a session is named by its id.
 */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<SessionDto[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows
    .map((r) => {
      const device = describeDevice(r.userAgent);
      return {
        id: r.id,
        device: device.label,
        mobile: device.mobile,
        ipAddress: readableIp(r.ipAddress),
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.updatedAt.toISOString(),
        current: r.id === currentSessionId,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the user's other sessions: its row goes, and the gate reads sessions from the database on every
 * request, so that device's next request is a 401. Another user's session id is "not found", like a wrong one.
 */
export async function endSession(db: Db, userId: string, sessionId: string, currentSessionId: string) {
  if (sessionId === currentSessionId) throw new ApiError(400, 'CURRENT_SESSION');
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new ApiError(404, 'SESSION_NOT_FOUND');
}

/** Ends every session of the user but this one; answers how many ended. */
export async function endOtherSessions(db: Db, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return ended.length;
}
