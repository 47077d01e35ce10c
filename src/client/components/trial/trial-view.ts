import { TRIAL_LOUD_DAYS, type AccessDto } from '@/shared/account/access';

/** What the signed-in frame shows about the trial: nothing, a quiet chip, a loud banner, or the read-only banner. */
export type TrialView =
  | { kind: 'none' }
  | { kind: 'quiet'; daysLeft: number }
  | { kind: 'loud'; daysLeft: number }
  | { kind: 'readOnly'; requestedAt: string | null };

export function trialView(access: AccessDto | undefined): TrialView {
  if (!access) return { kind: 'none' };
  if (access.readOnly) return { kind: 'readOnly', requestedAt: access.continueRequestedAt };
  if (access.status !== 'trial' || access.trialDaysLeft === null) return { kind: 'none' };
  const daysLeft = Math.max(1, access.trialDaysLeft);
  return daysLeft <= TRIAL_LOUD_DAYS ? { kind: 'loud', daysLeft } : { kind: 'quiet', daysLeft };
}
