import type { AppSettings } from '@/shared/admin/contract';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { getTrialDays, TRIAL_DAYS_KEY } from '../access/access.service';
import { recordAudit, type AuditActor } from '../audit/audit.service';

export async function getAppSettings(db: Db): Promise<AppSettings> {
  return { trialDays: await getTrialDays(db) };
}

/**
 * Stores the settings and audits the change (old and new values). The trial's length is read when a trial starts
 * (releaseProfile), so a change applies to trials started after it: running trials keep the end they were given.
 */
export async function updateAppSettings(
  db: Db,
  actor: AuditActor,
  input: AppSettings,
  now: Date,
): Promise<AppSettings> {
  await db.transaction(async (tx) => {
    const old = await getTrialDays(tx);
    await tx
      .insert(appSettings)
      .values({ key: TRIAL_DAYS_KEY, value: input.trialDays, updatedAt: now, updatedBy: actor.actorId })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: input.trialDays, updatedAt: now, updatedBy: actor.actorId },
      });
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: TRIAL_DAYS_KEY,
      targetLabel: 'Duração do teste grátis',
      details: { trialDays: { old, new: input.trialDays } },
    });
  });
  return getAppSettings(db);
}
