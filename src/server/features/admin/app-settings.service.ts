import { eq } from 'drizzle-orm';
import type { AppSettings, AppSettingsUpdate } from '@/shared/admin/contract';
import type { Db } from '../../db/client';
import { appSettings, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import {
  adminTwoFactorRequired,
  getTrialDays,
  REQUIRE_ADMIN_TWO_FACTOR_KEY,
  TRIAL_DAYS_KEY,
} from '../../user/access';
import { recordAudit, type AuditActor } from '../../audit/audit';
import type { Tx } from '../../db/tx';

export async function getAppSettings(db: Db): Promise<AppSettings> {
  const [trialDays, requireAdminTwoFactor] = await Promise.all([
    getTrialDays(db),
    adminTwoFactorRequired(db),
  ]);
  return { trialDays, requireAdminTwoFactor };
}

/**
 * Stores the settings sent and audits each change (old and new values). The trial's length is read when a trial
 * starts (releaseProfile), so a change applies to trials started after it: running trials keep the end they were
 * given. Requiring two-factor of admins is refused to an admin without it: they would lock themselves out.
 */
export async function updateAppSettings(
  db: Db,
  actor: AuditActor,
  input: AppSettingsUpdate,
  now: Date,
): Promise<AppSettings> {
  await db.transaction(async (tx) => {
    const store = (key: string, value: unknown) =>
      tx
        .insert(appSettings)
        .values({ key, value, updatedAt: now, updatedBy: actor.actorId })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value, updatedAt: now, updatedBy: actor.actorId },
        });
    if (input.trialDays !== undefined) {
      const old = await getTrialDays(tx);
      await store(TRIAL_DAYS_KEY, input.trialDays);
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: TRIAL_DAYS_KEY,
        targetLabel: 'Duração do teste grátis',
        details: { trialDays: { old, new: input.trialDays } },
      });
    }
    if (input.requireAdminTwoFactor !== undefined) {
      const old = await adminTwoFactorRequired(tx);
      if (input.requireAdminTwoFactor && !old && !(await hasTwoFactor(tx, actor.actorId)))
        throw new ApiError(409, 'TWO_FACTOR_REQUIRED_FIRST', { field: 'requireAdminTwoFactor' });
      await store(REQUIRE_ADMIN_TWO_FACTOR_KEY, input.requireAdminTwoFactor);
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: REQUIRE_ADMIN_TWO_FACTOR_KEY,
        targetLabel: 'Verificação em duas etapas para administradores',
        details: { requireAdminTwoFactor: { old, new: input.requireAdminTwoFactor } },
      });
    }
  });
  return getAppSettings(db);
}

async function hasTwoFactor(exec: Tx, userId: string | null): Promise<boolean> {
  if (!userId) return true; // the command line acts as no user and cannot be locked out
  const [row] = await exec
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.enabled === true;
}
