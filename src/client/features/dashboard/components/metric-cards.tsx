import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { explain } from '../lib/explanations';
import { money, percent, ratio, signTone } from '../lib/format';
import { InfoTip } from './info-tip';

const M = dashboardText.metrics;

interface MetricCardProps {
  id: string;
  label: string;
  explanation: string;
  value: ReactNode;
  tone?: string;
  sub?: ReactNode;
}

function MetricCard({ id, label, explanation, value, tone, sub }: MetricCardProps) {
  const headingId = `metric-${id}-label`;
  return (
    <section
      data-testid={`metric-${id}`}
      aria-labelledby={headingId}
      className="flex flex-col gap-1 rounded-xl sm:min-h-30 border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <InfoTip label={M.infoLabel(label)}>{explanation}</InfoTip>
      </div>
      <p
        data-testid="metric-value"
        className={cn('text-2xl font-bold tracking-tight tabular-nums', tone ?? 'text-slate-900')}
      >
        {value}
      </p>
      {sub ? <div className="mt-auto text-xs text-slate-600 tabular-nums">{sub}</div> : null}
    </section>
  );
}

function streakText(streak: number) {
  if (streak > 0) return M.streakWins(streak);
  if (streak < 0) return M.streakLosses(-streak);
  return M.streakNone;
}

export function MetricCards({ data }: { data: DashboardData }) {
  const m = data.metrics;
  const c = data.currency;
  const profitFactor = m.profitFactorInfinite ? '∞' : ratio(m.profitFactor);
  return (
    <div
      aria-label={M.label}
      role="group"
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5"
    >
      <MetricCard
        id="total-pnl"
        label={M.totalPnl}
        explanation={explain('totalPnl')}
        value={money(m.totalPnl, c)}
        tone={signTone(m.totalPnl)}
        sub={
          <>
            <span className="whitespace-nowrap">{M.grossProfitSub(money(m.grossProfit, c))}</span>
            {' · '}
            <span className="whitespace-nowrap">{M.grossLossSub(money(m.grossLoss, c))}</span>
          </>
        }
      />
      <MetricCard
        id="win-rate"
        label={M.winRate}
        explanation={explain('winRate')}
        value={percent(m.winRate)}
        sub={M.winRateSub(m.winners, m.losers, m.breakevens)}
      />
      <MetricCard
        id="profit-factor"
        label={M.profitFactor}
        explanation={explain('profitFactor')}
        value={profitFactor}
        sub={M.profitFactorSub}
        tone={
          m.profitFactorInfinite || (m.profitFactor ?? 0) > 1
            ? 'text-emerald-700'
            : m.profitFactor !== null && m.profitFactor < 1
              ? 'text-red-700'
              : undefined
        }
      />
      <MetricCard
        id="expectancy"
        label={M.expectancy}
        explanation={explain('expectancy')}
        value={money(m.expectancy, c)}
        tone={signTone(m.expectancy === null ? 0 : Math.round(m.expectancy))}
        sub={M.expectancySub}
      />
      <MetricCard
        id="average-win"
        label={M.averageWin}
        explanation={explain('averageWin')}
        value={money(m.averageWin, c)}
        tone={signTone(m.averageWin)}
        sub={m.largestWin === null ? undefined : M.largestWin(money(m.largestWin, c))}
      />
      <MetricCard
        id="average-loss"
        label={M.averageLoss}
        explanation={explain('averageLoss')}
        value={money(m.averageLoss, c)}
        tone={signTone(m.averageLoss)}
        sub={m.largestLoss === null ? undefined : M.largestLoss(money(m.largestLoss, c))}
      />
      <MetricCard
        id="payoff"
        label={M.payoff}
        explanation={explain('payoff')}
        value={ratio(m.payoff)}
        sub={M.payoffSub}
      />
      <MetricCard
        id="current-streak"
        label={M.currentStreak}
        explanation={explain('currentStreak')}
        value={<span className="text-xl">{streakText(m.currentStreak)}</span>}
        tone={m.currentStreak > 0 ? 'text-emerald-700' : m.currentStreak < 0 ? 'text-red-700' : undefined}
        sub={M.longestStreaks(m.longestWinStreak, m.longestLossStreak)}
      />
      <MetricCard
        id="total-trades"
        label={M.totalTrades}
        explanation={`${explain('totalTrades')} ${explain('totalCosts')}`}
        value={m.totalTrades}
        sub={M.totalTradesSub(money(m.totalCosts, c))}
      />
      <MetricCard
        id="max-drawdown"
        label={M.maxDrawdown}
        explanation={`${explain('maxDrawdown')} ${explain('maxDrawdownPct')}`}
        value={money(m.maxDrawdown > 0 ? -m.maxDrawdown : 0, c)}
        tone={m.maxDrawdown > 0 ? 'text-red-700' : undefined}
        sub={
          <span data-testid="max-drawdown-pct">
            {m.maxDrawdownPct === null ? M.maxDrawdownNoCapital : M.maxDrawdownSub(percent(m.maxDrawdownPct))}
          </span>
        }
      />
    </div>
  );
}

export function MetricCardsSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5"
      aria-hidden="true"
    >
      {Array.from({ length: 10 }, (_, i) => (
        <div
          key={i}
          className="flex h-[6.75rem] flex-col gap-3 rounded-xl sm:h-auto sm:min-h-30 border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
          <div className="h-8 w-32 animate-pulse rounded bg-slate-200" />
          <div className="mt-auto h-3 w-40 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
