import { CircleCheckIcon, CircleDashedIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/load-error';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatDate, formatMoney } from '@/shared/format';
import { riskText } from '@/shared/i18n/risk';
import { toDecimal } from '@/shared/trading/decimal';
import { TODAY_STATE_LABELS, type TodayDto, type TodayState } from '@/shared/risk/contract';
import { useToday } from '../api/risk';
import { type Bar, type BarTone, gainBar, lossBar, streakBar, tradesBar } from '../lib/today';
import { CooldownCountdown } from './cooldown';

const T = riskText.today;

const STATE_STYLE: Record<TodayState, { icon: typeof CircleCheckIcon; className: string }> = {
  ok: { icon: CircleCheckIcon, className: 'border-brand-400 bg-brand-50 text-brand-700' },
  attention: { icon: TriangleAlertIcon, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  reached: { icon: OctagonXIcon, className: 'border-red-300 bg-red-50 text-red-800' },
};

const BAR_FILL: Record<BarTone, string> = {
  ok: 'bg-brand-500',
  attention: 'bg-amber-500',
  reached: 'bg-red-600',
};

/** The day's state in colour, icon and words (never colour alone). */
export function TodayStateBadge({ state }: { state: TodayState }) {
  const { icon: Icon, className } = STATE_STYLE[state];
  return (
    <p
      data-testid="today-state"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{T.stateLabel}: </span>
      {TODAY_STATE_LABELS[state]}
    </p>
  );
}

function Meter({
  id,
  label,
  value,
  hint,
  bar,
  compact,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
  bar: Bar;
  compact?: boolean;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {label}
        </p>
        <p className="text-sm font-semibold text-slate-900 tabular-nums">{value}</p>
      </div>
      <ProgressBar
        labelledBy={`${id}-label`}
        value={bar.width}
        max={100}
        valueText={`${value} (${T.percentUsed(bar.percent)})`}
        className="h-2.5"
        fillClassName={BAR_FILL[bar.tone]}
      />
      <p className={cn('text-xs text-slate-600', compact && 'hidden sm:block')}>{hint}</p>
    </div>
  );
}

function TodayFigures({ today, compact }: { today: TodayDto; compact?: boolean }) {
  const money = (v: string) => formatMoney(v, today.currency);
  const loss = lossBar(today);
  // A % risk on an account without capital is worth nothing: there is no limit to measure against.
  const hasLossLimit = toDecimal(today.lossLimit).sign() > 0;
  const gain = gainBar(today);
  const trades = tradesBar(today);
  const streak = streakBar(today);
  const pnlSign = toDecimal(today.pnl).sign();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-sm font-medium text-slate-700">{T.pnl}</p>
        <p
          data-testid="today-pnl"
          className={cn(
            'text-2xl font-bold tabular-nums',
            pnlSign < 0 ? 'text-red-700' : pnlSign > 0 ? 'text-brand-700' : 'text-slate-900',
          )}
        >
          {money(today.pnl)}
        </p>
      </div>
      {today.trades === 0 ? (
        <p data-testid="today-empty" className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{T.empty}.</span> {T.emptyLead}
        </p>
      ) : null}
      <div
        className={cn(
          // One row on a wide screen: four cells, five with a gain lock; two columns on a phone when compact.
          'grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-4',
          compact && 'grid-cols-2 gap-x-4 lg:grid-cols-4',
          gain && 'xl:grid-cols-5',
        )}
      >
        <Meter
          id="today-loss"
          label={T.lossBar}
          value={hasLossLimit ? T.lossBarValue(money(loss.used), money(loss.limit)) : T.noLossLimit}
          hint={hasLossLimit ? T.lossBarHint : T.noLossLimitHint}
          bar={loss}
          compact={compact}
        />
        {gain ? (
          <Meter
            id="today-gain"
            label={T.gainBar}
            value={T.gainBarValue(money(gain.used), money(gain.limit))}
            hint={T.gainBarHint}
            bar={gain}
            compact={compact}
          />
        ) : null}
        <Meter
          id="today-trades"
          label={T.trades}
          value={T.tradesValue(today.trades, today.tradeCap)}
          hint={T.tradesHint}
          bar={trades}
          compact={compact}
        />
        <Meter
          id="today-streak"
          label={T.streak}
          value={T.streakValue(today.lossStreak, today.stopAfterLosses)}
          hint={T.streakHint(today.stopAfterLosses)}
          bar={streak}
          compact={compact}
        />
        <CooldownCountdown until={today.cooldownUntil} compact={compact} />
      </div>
    </div>
  );
}

/** No plan confirmed yet: the day's P&L, and the way to set the plan — no limits the trader never chose. */
function PlanNotSet({ today, linkToPlan }: { today: TodayDto; linkToPlan: boolean }) {
  const pnlSign = toDecimal(today.pnl).sign();
  return (
    <div className="grid gap-3" data-testid="today-plan-not-set">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-sm font-medium text-slate-700">{T.pnl}</p>
        <p
          data-testid="today-pnl"
          className={cn(
            'text-2xl font-bold tabular-nums',
            pnlSign < 0 ? 'text-red-700' : pnlSign > 0 ? 'text-brand-700' : 'text-slate-900',
          )}
        >
          {formatMoney(today.pnl, today.currency)}
        </p>
      </div>
      <p className="text-sm text-slate-700">{T.notSetLead}</p>
      {linkToPlan ? (
        <Link
          to={`/risk?account=${encodeURIComponent(today.accountId)}#plano`}
          className="justify-self-start rounded text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {T.setPlan}
        </Link>
      ) : null}
    </div>
  );
}

function PlanNotSetBadge() {
  return (
    <p
      data-testid="today-state"
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm font-semibold text-slate-700"
    >
      <CircleDashedIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{T.stateLabel}: </span>
      {T.notSet}
    </p>
  );
}

function TodaySkeleton() {
  return (
    <div role="status" aria-label={riskText.loading} className="grid gap-4">
      <Skeleton className="h-8 w-40" />
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    </div>
  );
}

export interface TodayPanelProps {
  /** The account (no id = the default account). */
  accountId?: string;
  /** Named in the title when the trader has several accounts. */
  accountName?: string;
  /**
   * Tighter, for the dashboard's top: two columns on a phone, the explanations from the tablet width up, and a
   * link to /risk, where everything is explained.
   */
  compact?: boolean;
  className?: string;
}

/**
 * 'Hoje': the trader's local day against the plan — P&L against the loss limit and the gain lock, trades against
 * the cap, the loss streak and the cooldown — with the state of the day. Read again after every trade write.
 */
export function TodayPanel({ accountId, accountName, compact, className }: TodayPanelProps) {
  const today = useToday(accountId);
  const data = today.data;
  return (
    <section
      aria-labelledby="today-title"
      data-testid="today-panel"
      aria-busy={today.isFetching}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id="today-title" className="text-base font-bold text-slate-900 sm:text-lg">
            {accountName ? T.titleFor(accountName) : T.title}
          </h2>
          {data ? <p className="text-sm text-slate-600">{T.lead(formatDate(data.day))}</p> : null}
        </div>
        {data ? data.planConfirmed ? <TodayStateBadge state={data.state} /> : <PlanNotSetBadge /> : null}
      </div>
      {today.isPending ? (
        <TodaySkeleton />
      ) : today.isError && !data ? (
        <LoadError message={T.loadError} retryLabel={riskText.retry} onRetry={() => void today.refetch()} />
      ) : data && !data.planConfirmed ? (
        <PlanNotSet today={data} linkToPlan={Boolean(compact)} />
      ) : data ? (
        <TodayFigures today={data} compact={compact} />
      ) : null}
      {compact && data?.planConfirmed !== false ? (
        <Link
          to={accountId ? `/risk?account=${encodeURIComponent(accountId)}` : '/risk'}
          className="justify-self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {T.seePlan}
        </Link>
      ) : null}
    </section>
  );
}
