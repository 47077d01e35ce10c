import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Panel } from '@/client/components/ui/panel';
import { cn } from '@/client/lib/cn';
import { formatInstantDateTime, formatDayMonth, money, percent, ratio } from '@/shared/format';
import { RULE_BREAK_LABELS } from '@/shared/risk/contract';
import { weeklyReviewText } from '@/shared/i18n/weekly-review';
import { emotionLabel } from '@/shared/trading/emotions';
import type { Metrics } from '@/shared/trading/dashboard-contract';
import type { RankedCriterion, RankedPlaybook, WeeklyReviewDto } from '@/shared/weekly-review/contract';
import { WeekTable } from './week-table';

const T = weeklyReviewText;
type Props = { review: WeeklyReviewDto };

function Row({ label, value, money: isMoney = false }: { label: string; value: string; money?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd
        className={cn(
          'text-right text-sm font-semibold text-slate-900 tabular-nums',
          isMoney && 'whitespace-nowrap',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

export function ProcessPanel({ review }: Props) {
  const p = review.process;
  const currency = review.figures.week.currency;
  return (
    <Panel id="weekly-review-process" title={T.process.title} lead={T.process.lead}>
      <dl>
        <Row
          label={T.process.plans}
          value={
            p.tradedDays
              ? T.process.plansValue(p.plannedBeforeFirstTrade, p.tradedDays)
              : T.process.plansWritten(p.plannedDays)
          }
        />
        <Row label={T.process.stops} value={T.process.ofTrades(p.tradesWithStop, p.trades)} />
        <Row label={T.process.journaled} value={T.process.ofTrades(p.journaledTrades, p.trades)} />
        <Row label={T.process.emotions} value={T.process.ofTrades(p.tradesWithEmotion, p.trades)} />
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{T.process.ruleBreaks}</h3>
        {p.ruleBreakTrades === 0 ? (
          <p className="text-sm text-slate-600">{T.process.noRuleBreaks}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{T.process.ruleBreakTrades(p.ruleBreakTrades)}</p>
            <ul className="flex flex-wrap gap-2">
              {p.ruleBreaks.map((b) => (
                <li key={b.kind}>
                  <Badge tone="warning">
                    {RULE_BREAK_LABELS[b.kind]}: {b.trades}
                  </Badge>
                </li>
              ))}
            </ul>
            <dl>
              <Row label={T.process.ruleBreakCost} value={money(p.ruleBreakCost, currency)} money />
            </dl>
          </>
        )}
      </div>
      {review.challenge ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{T.process.challenge}</h3>
          <p className="text-sm text-slate-700">
            {T.process.challengePassed(review.challenge.passed, review.challenge.over)}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}

const FIGURE_ROWS: { label: string; value: (m: Metrics) => string }[] = [
  { label: T.figures.trades, value: (m) => String(m.totalTrades) },
  { label: T.figures.winRate, value: (m) => percent(m.winRate) },
  { label: T.figures.expectancy, value: (m) => money(m.expectancy, m.currency) },
  { label: T.figures.payoff, value: (m) => ratio(m.payoff) },
  { label: T.figures.profitFactor, value: (m) => (m.profitFactorInfinite ? '∞' : ratio(m.profitFactor)) },
  { label: T.figures.averageR, value: (m) => ratio(m.averageR) },
  { label: T.figures.result, value: (m) => money(m.totalPnl, m.currency) },
];

export function FiguresPanel({ review }: Props) {
  const { week, previous, previousTogether } = review.figures;
  return (
    <Panel id="weekly-review-figures" title={T.figures.title} lead={T.figures.lead}>
      {week.metrics.totalTrades === 0 ? (
        <EmptyState
          title={T.noTrades.title}
          description={T.noTrades.description}
          titleAs="h3"
          className="py-6"
        />
      ) : (
        <WeekTable
          label={T.figures.tableLabel}
          rowsHeader={T.figures.metric}
          rowHeader={(r) => r.label}
          rowKey={(r) => r.label}
          rows={FIGURE_ROWS}
          columns={[
            {
              header: T.figures.thisWeek,
              cell: (r) => r.value(week.metrics),
              className: 'font-semibold text-slate-900',
            },
            {
              header: T.figures.previousFour,
              cell: (r) => r.value(previousTogether.metrics),
              className: 'text-slate-700',
            },
          ]}
        />
      )}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{T.figures.weeksTitle}</h3>
        <WeekTable
          dense
          label={T.figures.weeksTableLabel}
          rowsHeader={T.figures.week}
          rowHeader={(w) => `${formatDayMonth(w.start)}–${formatDayMonth(w.end)}`}
          rowKey={(w) => w.start}
          rows={[week, ...previous]}
          columns={[
            { header: T.figures.trades, cell: (w) => w.metrics.totalTrades },
            { header: T.figures.winRate, cell: (w) => percent(w.metrics.winRate) },
            {
              header: T.figures.result,
              cell: (w) => (w.metrics.totalTrades ? money(w.metrics.totalPnl, w.currency) : '—'),
            },
          ]}
        />
      </div>
    </Panel>
  );
}

function PlaybookLine({ label, p, currency }: { label: string; p: RankedPlaybook; currency: 'BRL' | 'USD' }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-100 py-2 last:border-0">
      <span className="text-xs text-slate-600">{label}</span>
      <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <Link
          to={`/playbooks/${encodeURIComponent(p.id)}`}
          className="font-semibold text-emerald-800 underline"
        >
          {p.name}
        </Link>
        <span className="text-slate-700">
          {T.playbooks.trades(p.trades)} · {percent(p.winRate)} · {money(p.pnl, currency)}
        </span>
        {p.small ? <Badge tone="warning">{T.playbooks.small}</Badge> : null}
      </span>
    </div>
  );
}

function CriterionLine({
  label,
  c,
  currency,
}: {
  label: string;
  c: RankedCriterion;
  currency: 'BRL' | 'USD';
}) {
  return (
    <div className="grid min-w-0 gap-0.5 border-b border-slate-100 py-2 last:border-0" data-criterion={c.id}>
      <span className="text-xs text-slate-600">{label}</span>
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
        <span className="min-w-0 font-semibold break-words text-slate-900">{c.label}</span>
        <Link
          to={`/playbooks/${encodeURIComponent(c.playbookId)}`}
          className="min-w-0 break-words text-emerald-800 underline"
        >
          {T.playbooks.criterionOf(c.playbookName)}
        </Link>
      </span>
      <span className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
        <span>
          {T.playbooks.trades(c.trades)} · {percent(c.winRate)} ·{' '}
          {T.playbooks.expectancy(c.expectancy === null ? '—' : money(Math.round(c.expectancy), currency))}
        </span>
        {c.small ? <Badge tone="warning">{T.playbooks.small}</Badge> : null}
      </span>
    </div>
  );
}

/** The week's best and worst playbook and criterion; nothing is shown while the server has none to rank. */
export function PlaybooksPanel({ review }: Props) {
  const { best, worst } = review.playbooks;
  const criteria = review.criteria;
  const currency = review.figures.week.currency;
  if (!best && !worst && !criteria.best) return null;
  return (
    <Panel id="weekly-review-playbooks" title={T.playbooks.title}>
      <div>
        {best ? <PlaybookLine label={T.playbooks.best} p={best} currency={currency} /> : null}
        {worst && worst.id !== best?.id ? (
          <PlaybookLine label={T.playbooks.worst} p={worst} currency={currency} />
        ) : null}
      </div>
      {criteria.best ? (
        <div data-testid="weekly-review-criteria">
          <p className="text-xs text-slate-600">{T.playbooks.criteriaLead}</p>
          <CriterionLine label={T.playbooks.bestCriterion} c={criteria.best} currency={currency} />
          {criteria.worst && criteria.worst.id !== criteria.best.id ? (
            <CriterionLine label={T.playbooks.worstCriterion} c={criteria.worst} currency={currency} />
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

export function EmotionsPanel({ review }: Props) {
  return (
    <Panel id="weekly-review-emotions" title={T.emotions.title}>
      {review.emotions.length === 0 ? (
        <p className="text-sm text-slate-600">{T.emotions.empty}</p>
      ) : (
        <ul className="grid gap-1.5">
          {review.emotions.map((e) => (
            <li key={e.key} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">{emotionLabel(e.key)}</span>
              <span className="text-slate-700 tabular-nums">
                {T.emotions.trades(e.trades)} · {T.emotions.winRate(percent(e.winRate))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function EventsPanel({ review }: Props) {
  const zone = review.week.timezone;
  return (
    <Panel id="weekly-review-events" title={T.events.title}>
      {review.events.length === 0 ? (
        <p className="text-sm text-slate-600">{T.events.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {review.events.map((e, i) => (
            <li key={`${e.kind}-${e.tradeId ?? e.startsAt ?? i}`} className="grid gap-0.5 text-sm">
              <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {e.kind === 'economic'
                  ? T.events.economic
                  : e.kind === 'largest-loss'
                    ? T.events.largestLoss
                    : T.events.ruleBreak}
              </span>
              <span className="font-semibold break-words text-slate-900">
                {e.title}
                {e.pnl !== undefined && e.currency ? ` · ${money(e.pnl, e.currency)}` : ''}
              </span>
              <span className="text-slate-700">
                {e.startsAt ? formatInstantDateTime(e.startsAt, zone) : formatDayMonth(e.day)}
                {e.nearTrades ? ` · ${T.events.nearTrades(e.nearTrades)}` : ''}
                {e.kinds?.length ? ` · ${e.kinds.map((k) => RULE_BREAK_LABELS[k]).join(', ')}` : ''}
              </span>
              {e.tradeId ? (
                <Link to={`/trades?from=${e.day}&to=${e.day}`} className="text-emerald-800 underline">
                  {T.events.openTrade}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
