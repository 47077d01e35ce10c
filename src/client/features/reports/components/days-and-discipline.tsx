import { cn } from '@/client/lib/cn';
import { formatDate, money } from '@/shared/format';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto } from '@/shared/reports/contract';
import type { DayResult } from '@/shared/trading/dashboard-contract';
import { type FigureKey, formatFigure } from '../lib/figures';
import { ChangeText } from './change-text';

const D = reportsText.days;

function DayList({
  title,
  days,
  currency,
  testId,
}: {
  title: string;
  days: DayResult[];
  currency: ReportDto['currency'];
  testId: string;
}) {
  return (
    <section className="grid content-start gap-2" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {days.length === 0 ? (
        <p className="text-sm text-slate-500">{D.none}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {days.map((d) => (
            <li key={d.date} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="text-slate-800 tabular-nums">
                {formatDate(d.date)} <span className="text-xs text-slate-500">· {D.trades(d.trades)}</span>
              </span>
              <span
                className={cn(
                  'font-semibold whitespace-nowrap tabular-nums',
                  d.pnl > 0 ? 'text-emerald-700' : d.pnl < 0 ? 'text-red-700' : 'text-slate-700',
                )}
              >
                {money(d.pnl, currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Best and worst days of the period (up to 5 each). */
export function BestWorstDays({ report }: { report: ReportDto }) {
  return (
    <section
      aria-labelledby="report-days"
      className="grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="report-days" className="sr-only">
        {`${D.best} · ${D.worst}`}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <DayList title={D.best} days={report.bestDays} currency={report.currency} testId="best-days" />
        <DayList title={D.worst} days={report.worstDays} currency={report.currency} testId="worst-days" />
      </div>
    </section>
  );
}

const DISCIPLINE: { key: FigureKey; label: string }[] = [
  { key: 'ruleBreaks', label: reportsText.discipline.ruleBreaks },
  { key: 'challengeDaysPassed', label: reportsText.discipline.challengePassed },
  { key: 'challengeDaysFailed', label: reportsText.discipline.challengeFailed },
  { key: 'tradingDays', label: reportsText.discipline.tradingDays },
];

/** Rule breaks and challenge days of the period, each with its change against the period before. */
export function Discipline({ report }: { report: ReportDto }) {
  const { current, previous } = report.summary;
  return (
    <section
      aria-labelledby="report-discipline"
      className="grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="report-discipline"
    >
      <div className="grid gap-0.5">
        <h2 id="report-discipline" className="text-base font-bold text-slate-900 sm:text-lg">
          {reportsText.discipline.title}
        </h2>
        <p className="text-sm text-slate-600">{reportsText.discipline.lead}</p>
      </div>
      <dl className="divide-y divide-slate-100">
        {DISCIPLINE.map(({ key, label }) => (
          <div key={key} data-figure={key} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <dt className="text-slate-700">{label}</dt>
            <dd className="flex items-baseline gap-3 tabular-nums">
              <span className="font-semibold text-slate-900">
                {formatFigure(current, key, report.currency)}
              </span>
              <ChangeText
                className="min-w-16 text-right text-xs"
                current={current}
                previous={previous}
                figure={key}
                currency={report.currency}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
