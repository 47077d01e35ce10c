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

const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** An ISO instant as the local 'dd/mm/aaaa' (the browser's zone: the trader's own). */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** The last day of a continuation whose end is the local midnight after it. */
export function lastDayBefore(iso: string): string {
  return formatDay(new Date(new Date(iso).getTime() - 1).toISOString());
}
