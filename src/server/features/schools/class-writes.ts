import { recordAudit, type AuditActor } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { ledgerWrite } from '../../ledger/ledger-write';

/** A challenge's XP follows the facts: one ledger write per student whose run changed (the personal route's way). */
export async function refreshRuns(db: Db, userIds: readonly string[], now: Date) {
  for (const userId of userIds) await ledgerWrite(db, { userId, now }, async (_tx, change) => change.facts());
}

export const memberAudit = (
  exec: Db | Tx,
  actor: AuditActor,
  action:
    | 'school.class.member.invite'
    | 'school.class.member.join'
    | 'school.class.member.decline'
    | 'school.class.member.leave',
  who: { userId: string; email: string },
  cls: { id: string; schoolId: string; name: string },
) =>
  recordAudit(exec, actor, {
    action,
    targetType: 'user',
    targetId: who.userId,
    targetLabel: who.email,
    schoolId: cls.schoolId,
    details: { classId: cls.id, className: cls.name },
  });
