import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/cn';
import { disciplineText } from '@/shared/i18n/rule-breaks';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { SECTION_EXPLANATIONS } from '@/shared/trading/metrics/explanations';
import { money, moneyAxis } from '@/shared/format';
import type { PeriodView } from '@/client/lib/period-view';
import { linear, niceTicks, runningCurve } from '@/client/lib/charts/scale';
import { AXIS_LABEL } from '@/client/lib/charts/chart-style';
import { useWidth } from '@/client/lib/charts/use-width';
import { InfoTip } from './info-tip';

const T = disciplineText;
const PAD_TOP = 20;
const PAD_RIGHT = 8;
const ALL_COLOR = '#334155'; // slate-700
const CLEAN_COLOR = '#047857'; // emerald-700

/** The /trades link to the trades that broke a rule, with the dashboard's period, account and instrument. */
function tradesHref(period: DashboardData['period'], view: Pick<PeriodView, 'accountId' | 'instrument'>) {
  const params = new URLSearchParams({ ruleBreak: 'any' });
  if (period.preset !== 'all') params.set('period', period.preset);
  if (period.preset === 'custom') {
    if (period.from) params.set('from', period.from);
    if (period.to) params.set('to', period.to);
  }
  if (view.accountId) params.set('account', view.accountId);
  if (view.instrument) params.set('instrument', view.instrument);
  return `/trades?${params.toString()}`;
}

/**
 * "Custo da indisciplina": what the trades that broke a rule did to the result (in words, with its sign), and the
 * equity curve with all trades against the one without them. The chart is drawn for the eye; its content is the
 * text summary read by screen readers.
 */
export function DisciplineCost({ data, view }: { data: DashboardData; view: PeriodView }) {
  const d = data.discipline;
  const currency = data.currency;
  const summaryId = useId();
  const infoTip = <InfoTip label={T.infoLabel}>{SECTION_EXPLANATIONS.discipline}</InfoTip>;

  if (d.brokenTrades === 0)
    return (
      <div data-testid="discipline-empty" className="flex items-start justify-between gap-2">
        <p className="text-sm text-slate-600">{T.empty}</p>
        {infoTip}
      </div>
    );

  const amount = money(Math.abs(d.brokenPnl), currency);
  const headline = d.brokenPnl < 0 ? T.cost(amount) : d.brokenPnl > 0 ? T.gain(amount) : T.even;
  return (
    <div data-testid="discipline" className="grid gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p
            data-testid="discipline-headline"
            className={cn(
              'text-base font-semibold sm:text-lg',
              d.brokenPnl < 0 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {headline}
          </p>
          <p className="text-sm text-slate-600">{T.broken(d.brokenTrades, d.curve.total)}</p>
        </div>
        {infoTip}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 rounded" style={{ background: ALL_COLOR }} />
          {T.finalAll(money(d.totalPnl, currency))}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="w-4 border-t-2 border-dashed"
            style={{ borderColor: CLEAN_COLOR }}
          />
          {T.finalClean(money(d.cleanPnl, currency))}
        </span>
        {d.curve.downsampled ? (
          <span className="text-slate-500">{T.downsampled(d.curve.points.length, d.curve.total)}</span>
        ) : null}
      </div>
      <p id={summaryId} className="sr-only" data-testid="discipline-summary">
        {T.summary(money(d.totalPnl, currency), money(d.cleanPnl, currency), d.curve.total)}
      </p>
      <TwoLines data={data} />
      <Link
        to={tradesHref(data.period, view)}
        className="justify-self-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-emerald-800"
      >
        {T.seeTrades}
      </Link>
    </div>
  );
}

function TwoLines({ data }: { data: DashboardData }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const narrow = width > 0 && width < 480;
  const height = narrow ? 170 : 210;
  const points = data.discipline.curve.points;
  const currency = data.currency;

  const chart = useMemo(() => {
    if (width <= 0 || points.length === 0) return null;
    // Both curves start at zero just before the period's first trade.
    const { path: curve } = runningCurve(points, 4, width - PAD_RIGHT);
    let lo = 0;
    let hi = 0;
    for (const p of points) {
      lo = Math.min(lo, p.all, p.clean);
      hi = Math.max(hi, p.all, p.clean);
    }
    const ticks = niceTicks(lo, hi, narrow ? 3 : 4);
    const y = linear(ticks.min, ticks.max, height - 4, PAD_TOP);
    const path = (key: 'all' | 'clean') => curve(y, (p) => p[key]);
    return { y, ticks, all: path('all'), clean: path('clean') };
  }, [width, points, narrow, height]);

  return (
    <div ref={ref} data-testid="discipline-chart" className="relative w-full" style={{ height }}>
      {chart ? (
        <svg width={width} height={height} aria-hidden="true" className="block select-none">
          {chart.ticks.ticks.map((v) => (
            <line
              key={v}
              x1={0}
              x2={width}
              y1={chart.y(v)}
              y2={chart.y(v)}
              stroke={v === 0 ? '#94a3b8' : '#e2e8f0'}
              strokeDasharray={v === 0 ? undefined : '3 4'}
            />
          ))}
          <path
            d={chart.clean}
            fill="none"
            stroke={CLEAN_COLOR}
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinejoin="round"
          />
          <path
            d={chart.all}
            fill="none"
            stroke={ALL_COLOR}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          {chart.ticks.ticks.map((v) => (
            <text key={v} x={2} y={chart.y(v) - 4} {...AXIS_LABEL}>
              {moneyAxis(v, currency)}
            </text>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
