import { Skeleton } from '@/client/components/ui/skeleton';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/cn';
import { money, percent, ratio, splitMoney } from '@/shared/format';
import { signTone } from '@/client/lib/sign-tone';
import { dashboardText } from '@/shared/i18n/dashboard';
import { rMultipleText } from '@/shared/i18n/rule-breaks';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { SECTION_EXPLANATIONS } from '@/shared/trading/metrics/explanations';
import { signedDrawdown } from '@/shared/trading/metrics/drawdown';
import { explain } from '../lib/explanations';
import { InfoTip } from './info-tip';

const M = dashboardText.metrics;
const R = rMultipleText;

// Eleven cards: the average R takes two cells, so phones (2 columns) and wider screens (4) fill every row.
const GRID = 'grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4';

interface MetricCardProps {
  id: string;
  label: string;
  explanation: string;
  value: ReactNode;
  tone?: string;
  sub?: ReactNode;
  className?: string;
}

function MetricCard({ id, label, explanation, value, tone, sub, className }: MetricCardProps) {
  const headingId = `metric-${id}-label`;
  return (
    <section
      data-testid={`metric-${id}`}
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:min-h-30 sm:p-4',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <InfoTip label={M.infoLabel(label)}>{explanation}</InfoTip>
      </div>
      <p
        data-testid="metric-value"
        className={cn(
          'text-lg leading-snug font-bold tracking-tight tabular-nums sm:text-2xl',
          tone ?? 'text-slate-900',
        )}
      >
        {value}
      </p>
      {sub ? <div className="mt-auto text-xs text-slate-600 tabular-nums">{sub}</div> : null}
    </section>
  );
}

/**
 * An amount for a card: in a phone's two columns a long one ('-R$ 12.345,67') puts its sign and symbol on a line
 * above the figure instead of overflowing the card.
 */
function Money({ text }: { text: string }) {
  const [symbol, figure] = splitMoney(text);
  if (!symbol) return text;
  return (
    <>
      <span className="whitespace-nowrap">{symbol}</span> <span className="whitespace-nowrap">{figure}</span>
    </>
  );
}

/**
 * A sentence with an amount in it ('Maior perda -R$ 12.345,67'): it may wrap between words, never inside the
 * amount (a browser would break after the '-').
 */
function Whole({ sentence, amount }: { sentence: string; amount: string }) {
  const at = sentence.indexOf(amount);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="whitespace-nowrap">{amount}</span>
      {sentence.slice(at + amount.length)}
    </>
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
    <div aria-label={M.label} role="group" className={GRID}>
      <MetricCard
        id="total-pnl"
        label={M.totalPnl}
        explanation={explain('totalPnl')}
        value={<Money text={money(m.totalPnl, c)} />}
        tone={signTone(m.totalPnl)}
        sub={
          <>
            <Whole sentence={M.grossProfitSub(money(m.grossProfit, c))} amount={money(m.grossProfit, c)} />
            {' · '}
            <Whole sentence={M.grossLossSub(money(m.grossLoss, c))} amount={money(m.grossLoss, c)} />
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
        value={<Money text={money(m.expectancy, c)} />}
        tone={signTone(m.expectancy === null ? 0 : Math.round(m.expectancy))}
        sub={M.expectancySub}
      />
      <MetricCard
        id="average-win"
        label={M.averageWin}
        explanation={explain('averageWin')}
        value={<Money text={money(m.averageWin, c)} />}
        tone={signTone(m.averageWin)}
        sub={
          m.largestWin === null ? undefined : (
            <Whole sentence={M.largestWin(money(m.largestWin, c))} amount={money(m.largestWin, c)} />
          )
        }
      />
      <MetricCard
        id="average-loss"
        label={M.averageLoss}
        explanation={explain('averageLoss')}
        value={<Money text={money(m.averageLoss, c)} />}
        tone={signTone(m.averageLoss)}
        sub={
          m.largestLoss === null ? undefined : (
            <Whole sentence={M.largestLoss(money(m.largestLoss, c))} amount={money(m.largestLoss, c)} />
          )
        }
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
        value={<span className="text-base sm:text-xl">{streakText(m.currentStreak)}</span>}
        tone={m.currentStreak > 0 ? 'text-emerald-700' : m.currentStreak < 0 ? 'text-red-700' : undefined}
        sub={M.longestStreaks(m.longestWinStreak, m.longestLossStreak)}
      />
      <MetricCard
        id="total-trades"
        label={M.totalTrades}
        explanation={`${explain('totalTrades')} ${explain('totalCosts')}`}
        value={m.totalTrades}
        sub={<Whole sentence={M.totalTradesSub(money(m.totalCosts, c))} amount={money(m.totalCosts, c)} />}
      />
      <MetricCard
        id="max-drawdown"
        label={M.maxDrawdown}
        explanation={`${explain('maxDrawdown')} ${explain('maxDrawdownPct')}`}
        value={<Money text={money(signedDrawdown(m.maxDrawdown), c)} />}
        tone={m.maxDrawdown > 0 ? 'text-red-700' : undefined}
        sub={
          m.maxDrawdownPct === null ? (
            // Without a starting capital there is no %: say where to set it.
            <Link
              to="/settings?aba=contas"
              data-testid="max-drawdown-pct"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-emerald-800"
            >
              {M.maxDrawdownNoCapital}
            </Link>
          ) : (
            <span data-testid="max-drawdown-pct">
              {M.maxDrawdownSub(percent(signedDrawdown(m.maxDrawdownPct)))}
            </span>
          )
        }
      />
      <MetricCard
        id="average-r"
        className="col-span-2"
        label={R.card.label}
        explanation={`${explain('averageR')} ${SECTION_EXPLANATIONS.rExcluded}`}
        value={m.averageR === null ? '—' : R.card.value(ratio(m.averageR))}
        tone={
          m.averageR === null
            ? undefined
            : m.averageR > 0
              ? 'text-emerald-700'
              : m.averageR < 0
                ? 'text-red-700'
                : undefined
        }
        sub={
          <>
            {m.rTrades ? R.card.sub(m.rTrades) : R.card.noneWithStop}
            {' · '}
            <span data-testid="r-excluded">{R.excluded(data.rExcluded)}</span>
          </>
        }
      />
    </div>
  );
}

export function MetricCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 11 }, (_, i) => (
        <div
          key={i}
          className={cn(
            'flex h-[6.75rem] flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:h-auto sm:min-h-30 sm:p-4',
            i === 10 && 'col-span-2',
          )}
        >
          <Skeleton className="h-4 w-24 max-w-full" />
          <Skeleton className="h-7 w-32 max-w-full sm:h-8" />
          <Skeleton className="mt-auto h-3 w-40 max-w-full bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
