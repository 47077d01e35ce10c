import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useMe } from '@/client/lib/me';
import { NEW_TRADE_STATE } from '@/client/lib/new-trade-link';
import { notify } from '@/client/lib/notify';
import { riskPlanQuery, useAccounts, useTradingSettings } from '@/client/lib/queries';
import { resumeStep, SETUP_STEPS, type SetupStep } from '@/shared/account/setup';
import { setupText as T } from '@/shared/i18n/setup';
import { useSetupProgress } from '../api/setup';
import { AccountStep } from './account-step';
import { CostsStep } from './costs-step';
import { PlanStep } from './plan-step';
import { type StartChoice, StartStep } from './start-step';
import { TimezoneStep } from './timezone-step';

const TOTAL = SETUP_STEPS.length;

/**
 * /setup: the first-run setup, one step per screen. The step reached is stored on the server after each move, so
 * the setup resumes there on any device; 'Pular configuração' ends it at once (and it is never shown again unasked).
 */
export function SetupPage() {
  const me = useMe();
  const navigate = useNavigate();
  const progress = useSetupProgress();
  const accounts = useAccounts();
  const settings = useTradingSettings();
  const account = accounts.data?.find((a) => a.isDefault) ?? accounts.data?.[0];
  const plan = useQuery({ ...riskPlanQuery(account?.id), enabled: account !== undefined });

  const setup = me.data?.setup;
  const step: SetupStep = setup ? resumeStep(setup) : SETUP_STEPS[0];
  const index = SETUP_STEPS.indexOf(step);

  const goTo = async (target: SetupStep) => {
    await progress.mutateAsync({ step: target });
    window.scrollTo({ top: 0 });
  };
  const move = (offset: number) => {
    const target = SETUP_STEPS[index + offset];
    return target ? goTo(target) : Promise.resolve();
  };
  const moveSafely = (offset: number) =>
    void move(offset).catch((error: unknown) => notify.error(T.saveError, T.saveErrorDetail, error));

  const finish = async (status: 'done' | 'skipped', then: () => void) => {
    try {
      await progress.mutateAsync({ status });
      then();
    } catch (error) {
      notify.error(status === 'done' ? T.start.error : T.skipError, T.saveErrorDetail, error);
    }
  };
  const onChoose = (choice: StartChoice) =>
    void finish('done', () => {
      if (choice === 'import') void navigate('/trades/import');
      else if (choice === 'first-trade') void navigate('/trades', { state: NEW_TRADE_STATE });
      else void navigate('/dashboard');
    });

  const loading = accounts.isPending || settings.isPending || (account !== undefined && plan.isPending);
  const failed = accounts.isError || settings.isError || plan.isError;
  const stepProps = {
    onNext: () => move(1),
    onSkip: () => moveSafely(1),
    onBack: index > 0 ? () => moveSafely(-1) : undefined,
    moving: progress.isPending,
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5" data-testid="setup-page" data-step={step}>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-brand-700">{T.stepOf(index + 1, TOTAL)}</p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            disabled={progress.isPending}
            onClick={() => void finish('skipped', () => void navigate('/dashboard'))}
          >
            {T.skipAll}
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={T.progressLabel}
          aria-valuemin={1}
          aria-valuemax={TOTAL}
          aria-valuenow={index + 1}
          aria-valuetext={T.stepOf(index + 1, TOTAL)}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${((index + 1) / TOTAL) * 100}%` }}
          />
        </div>
        {index === 0 ? (
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
            <p className="text-slate-600">{T.lead}</p>
          </div>
        ) : (
          <h1 className="sr-only">{T.title}</h1>
        )}
      </header>
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {loading ? (
          <SkeletonList label={T.loading} rows={3} />
        ) : failed || !account || !settings.data || !plan.data ? (
          <LoadError
            message={T.loadError}
            retryLabel={T.retry}
            onRetry={() => void Promise.all([accounts.refetch(), settings.refetch(), plan.refetch()])}
          />
        ) : step === 'account' ? (
          <AccountStep key={account.id} account={account} {...stepProps} />
        ) : step === 'costs' ? (
          <CostsStep costs={settings.data.costsPerContract} {...stepProps} />
        ) : step === 'plan' ? (
          <PlanStep key={`${plan.data.accountId}:${plan.data.capital}`} plan={plan.data} {...stepProps} />
        ) : step === 'timezone' ? (
          <TimezoneStep timezone={settings.data.timezone} {...stepProps} />
        ) : (
          <StartStep onChoose={onChoose} onBack={() => moveSafely(-1)} pending={progress.isPending} />
        )}
      </section>
    </div>
  );
}
