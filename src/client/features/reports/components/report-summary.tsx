import { formatDate } from '@/shared/format';
import { cn } from '@/client/lib/cn';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto } from '@/shared/reports/contract';
import { type FigureKey, formatFigure } from '../lib/figures';
import { ChangeText } from './change-text';

const M = reportsText.metrics;

/** The summary's cards, in the order a trader reads them: result first, then quality, then risk. */
export const SUMMARY_FIGURES: { key: FigureKey; label: string }[] = [
  { key: 'netPnl', label: M.netPnl },
  { key: 'trades', label: M.trades },
  { key: 'winRate', label: M.winRate },
  { key: 'profitFactor', label: M.profitFactor },
  { key: 'expectancy', label: M.expectancy },
  { key: 'payoff', label: M.payoff },
  { key: 'averageR', label: M.averageR },
  { key: 'maxDrawdown', label: M.maxDrawdown },
];

const valueTone = (key: FigureKey, cents: number) =>
  key === 'netPnl' && cents !== 0 ? (cents > 0 ? 'text-emerald-700' : 'text-red-700') : 'text-slate-900';

/** The whole period's figures, each with its change against the period of the same length just before. */
export function ReportSummary({ report }: { report: ReportDto }) {
  const { current, previous, previousRange } = report.summary;
  const S = reportsText.summary;
  const note = previousRange
    ? (previous ? S.versus : S.noPreviousData)(formatDate(previousRange.from), formatDate(previousRange.to))
    : report.period.preset === 'all'
      ? S.noPreviousAll
      : S.noPrevious;
  return (
    <section aria-labelledby="report-summary" className="grid gap-3" data-testid="report-summary">
      <div className="grid gap-0.5">
        <h2 id="report-summary" className="text-base font-bold text-slate-900 sm:text-lg">
          {S.title}
        </h2>
        <p className="text-sm text-slate-600">{note}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {SUMMARY_FIGURES.map(({ key, label }) => (
          <div
            key={key}
            data-figure={key}
            className="grid min-w-0 content-start gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd
              data-testid="figure-value"
              className={cn(
                'text-lg font-bold break-words tabular-nums sm:text-xl',
                valueTone(key, current.netPnl),
              )}
            >
              {formatFigure(current, key, report.currency)}
            </dd>
            <dd className="text-xs sm:text-sm">
              <ChangeText current={current} previous={previous} figure={key} currency={report.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
