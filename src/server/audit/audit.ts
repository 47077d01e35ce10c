import type { Context } from 'hono';
import type { AuditAction } from '@/shared/admin/contract';
import { currentUser, type GateEnv } from '../auth/gate';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { clientIp } from '../http/client-ip';
import type { Tx } from '../db/tx';

/** Who acted and from where, read once from the request. */
export interface AuditActor {
  /** Null for the command line (`npm run user`), which acts as no user. */
  actorId: string | null;
  actorEmail: string;
  ip: string | null;
}

/** The command line's actor: no user, no address. */
export const CLI_ACTOR: AuditActor = { actorId: null, actorEmail: 'cli', ip: null };

export function auditActor(c: Context<GateEnv>, trustProxy: boolean): AuditActor {
  const u = currentUser(c);
  return { actorId: u.id, actorEmail: u.email, ip: clientIp(c, trustProxy) };
}

export interface AuditEntryInput {
  action: AuditAction;
  targetType: 'user' | 'school' | 'invitation' | 'settings' | 'calendar-event';
  targetId?: string | null;
  targetLabel?: string | null;
  schoolId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends an audit entry. Call it inside the action's transaction: the action and its entry land together or not
 * at all. Entries are never updated or deleted through the API (ADR 013).
 */
export async function recordAudit(exec: Db | Tx, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await exec.insert(auditLog).values({
    actorId: actor.actorId,
    actorEmail: actor.actorEmail,
    ip: actor.ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    schoolId: entry.schoolId ?? null,
    details: entry.details ?? {},
  });
}
