import { useQueryClient } from '@tanstack/react-query';
import { HourglassIcon, LockIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { onApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/cn';
import { meQueryKey, useMe } from '@/client/lib/me';
import { notify } from '@/client/lib/notify';
import { trial } from '@/shared/i18n/trial';
import { formatInstantDay } from '@/shared/format';
import { trialView } from './trial-view';

export const CONTINUE_PATH = '/continuar';

/** The quiet chip in the header while the trial has days to spare; on phones only the days show (the rest is read). */
export function TrialChip() {
  const { data: me } = useMe();
  const view = trialView(me?.access);
  if (view.kind !== 'quiet') return null;
  return (
    <Link
      to={CONTINUE_PATH}
      data-testid="trial-chip"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-slate-600 hover:bg-slate-200"
    >
      <HourglassIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{trial.chipPrefix}</span>
      {trial.daysLeft(view.daysLeft)}
    </Link>
  );
}

/**
 * The banner under the header in the trial's last days (loud) and once it is over (read-only, on every page but
 * /continuar, which explains it). It never closes: the state it tells is the account's, not a passing notice.
 */
export function TrialBanner() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const view = trialView(me?.access);
  if (view.kind !== 'loud' && view.kind !== 'readOnly') return null;
  if (view.kind === 'readOnly' && pathname === CONTINUE_PATH) return null;
  const readOnly = view.kind === 'readOnly';
  return (
    <section
      aria-label={trial.bannerLabel}
      data-testid={readOnly ? 'trial-read-only-banner' : 'trial-loud-banner'}
      className={cn('border-b', readOnly ? 'border-amber-300 bg-amber-100' : 'border-amber-200 bg-amber-50')}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        {readOnly ? (
          <LockIcon className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
        ) : (
          <HourglassIcon className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1 basis-56 text-sm text-amber-950">
          <p className="font-semibold">{readOnly ? trial.readOnlyTitle : trial.loudTitle(view.daysLeft)}</p>
          <p>{readOnly ? trial.readOnlyDetail : trial.loudDetail}</p>
          {readOnly && view.requestedAt ? (
            <p className="mt-1 text-amber-900">{trial.requestedOn(formatInstantDay(view.requestedAt))}</p>
          ) : null}
        </div>
        {pathname === CONTINUE_PATH ? null : (
          <Link to={CONTINUE_PATH} className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}>
            {trial.continue}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * Any write refused with 403 TRIAL_EXPIRED (the trial ended while the page was open, or a button the read-only
 * banner did not stop): one toast naming why, with 'Continuar', and /api/me read again so the banner appears.
 */
export function useTrialExpiredNotice(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status !== 403 || error.code !== 'TRIAL_EXPIRED') return;
        // A warning that stays 10 s (the shape of a limit alert: the trial is one), replacing itself on repeats.
        notify.limit(trial.expiredToastTitle, error.message, {
          id: 'trial-expired',
          persistent: false,
          action: { label: trial.continue, onClick: () => navigate(CONTINUE_PATH) },
        });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }),
    [queryClient, navigate],
  );
}
