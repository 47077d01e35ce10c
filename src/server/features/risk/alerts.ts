import { and, asc, eq, gt, max } from 'drizzle-orm';
import { type AlertLevel, type LimitKind, RISK_ALERT_EVENT, type RiskAlertDto } from '@/shared/risk/contract';
import type { Db } from '../../db/client';
import { riskAlerts } from '../../db/schema';
import type { LiveSource } from '../../realtime/live-sources';

/**
 * Where an event stream starts: the user's alerts up to now are old news. `sent` remembers what this stream sent,
 * so an alert whose transaction commits after a later one's (its id is smaller) is still sent, once.
 */
export interface AlertCursor {
  after: number;
  sent: Set<number>;
}

export async function alertCursor(db: Db, userId: string): Promise<AlertCursor> {
  const [row] = await db
    .select({ last: max(riskAlerts.id) })
    .from(riskAlerts)
    .where(eq(riskAlerts.userId, userId));
  return { after: Number(row?.last ?? 0), sent: new Set() };
}

/** The user's alerts inserted since the cursor's start and not yet sent on its stream (marked sent). */
export async function newAlerts(db: Db, userId: string, cursor: AlertCursor): Promise<RiskAlertDto[]> {
  const rows = await db
    .select({
      id: riskAlerts.id,
      accountId: riskAlerts.accountId,
      day: riskAlerts.day,
      limitKind: riskAlerts.limitKind,
      level: riskAlerts.level,
    })
    .from(riskAlerts)
    .where(and(eq(riskAlerts.userId, userId), gt(riskAlerts.id, cursor.after)))
    .orderBy(asc(riskAlerts.id));
  const fresh = rows.filter((r) => !cursor.sent.has(r.id));
  for (const r of fresh) cursor.sent.add(r.id);
  return fresh.map((r) => ({ ...r, limitKind: r.limitKind as LimitKind, level: r.level as AlertLevel }));
}

/** The limit alerts on the trader's open pages: sent first after a change notice. */
export const alertsLiveSource: LiveSource = {
  event: RISK_ALERT_EVENT,
  order: 10,
  async open(db, userId) {
    const cursor = await alertCursor(db, userId);
    return () => newAlerts(db, userId, cursor);
  },
};
