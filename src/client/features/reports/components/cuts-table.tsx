import { cn } from '@/client/lib/cn';
import { formatDayMonth, monthName } from '@/shared/format';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportCut, ReportDto } from '@/shared/reports/contract';
import { type FigureKey, formatFigure } from '../lib/figures';
import { ChangeText } from './change-text';

const C = reportsText.columns;

const COLUMNS: { key: FigureKey; label: string; title?: string }[] = [
  { key: 'netPnl', label: C.netPnl, title: reportsText.metrics.netPnl },
  { key: 'trades', label: C.trades },
  { key: 'winRate', label: C.winRate, title: reportsText.metrics.winRate },
  { key: 'profitFactor', label: C.profitFactor, title: reportsText.metrics.profitFactor },
  { key: 'expectancy', label: C.expectancy, title: reportsText.metrics.expectancy },
  { key: 'payoff', label: C.payoff },
  { key: 'averageR', label: C.averageR },
  { key: 'maxDrawdown', label: C.maxDrawdown, title: reportsText.metrics.maxDrawdown },
  { key: 'ruleBreaks', label: C.ruleBreaks, title: reportsText.discipline.ruleBreaks },
  { key: 'challengeDaysPassed', label: C.challengePassed, title: reportsText.discipline.challengePassed },
  { key: 'challengeDaysFailed', label: C.challengeFailed, title: reportsText.discipline.challengeFailed },
];

/** '2026-03' → ['Março de 2026', null]; '2026-W12' → ['Semana 12', '16/03 a 22/03'] (the week's dates in the period). */
export function cutLabel(cut: Pick<ReportCut, 'key' | 'from' | 'to'>): [string, string | null] {
  const week = /^\d{4}-W(\d{2})$/.exec(cut.key);
  if (week)
    return [
      reportsText.cuts.week(Number(week[1])),
      reportsText.cuts.weekDates(formatDayMonth(cut.from), formatDayMonth(cut.to)),
    ];
  const name = monthName(cut.key);
  return [name.charAt(0).toUpperCase() + name.slice(1), null];
}

/** The row's name: a week's dates under its number on a phone (the pinned column stays narrow), beside it wider. */
function CutName({ cut }: { cut: ReportCut }) {
  const [name, dates] = cutLabel(cut);
  if (!dates) return name;
  return (
    <>
      {name}
      <span className="hidden sm:inline"> · </span>
      <span className="block text-xs font-normal text-slate-600 sm:inline sm:text-[13px] sm:font-semibold sm:text-slate-800">
        {dates}
      </span>
    </>
  );
}

/**
 * One row per month or week, each figure with its change against the cut before. Wider than a phone: the table
 * scrolls sideways inside its own box (a focusable region, so the keyboard scrolls it too), with the cut's name
 * pinned on the left; the page itself never scrolls sideways (the box is `relative` so that the cells' sr-only texts,
 * absolutely placed, are clipped by it instead of widening the page).
 */
export function CutsTable({ report }: { report: ReportDto }) {
  const title = report.granularity === 'week' ? reportsText.cuts.titleWeek : reportsText.cuts.titleMonth;
  return (
    <section
      aria-labelledby="report-cuts"
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-0.5">
        <h2 id="report-cuts" className="text-base font-bold text-slate-900 sm:text-lg">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{reportsText.cuts.lead}</p>
      </div>
      <div
        role="region"
        aria-label={reportsText.cuts.region(title)}
        // A scrolling box must take focus for keyboard users to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative -mx-4 overflow-x-auto outline-offset-2 sm:mx-0"
        data-testid="report-cuts"
      >
        <table className="w-full min-w-max border-separate border-spacing-0 text-[13px] sm:text-sm">
          <thead className="text-xs text-slate-600">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 border-b border-slate-200 bg-white py-2 pr-3 pl-4 text-left font-medium sm:pl-0"
              >
                {C.cut}
              </th>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  title={c.title}
                  className="border-b border-slate-200 px-3 py-2 text-right font-medium whitespace-nowrap"
                >
                  {/* Short headers on screen ('Desafio ✓'); their full names for screen readers. */}
                  {c.title ? (
                    <>
                      <span aria-hidden="true">{c.label}</span>
                      <span className="sr-only">{c.title}</span>
                    </>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.cuts.map((cut) => (
              <tr key={cut.key} data-cut={cut.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-b border-slate-100 bg-white py-2 pr-3 pl-4 text-left font-semibold whitespace-nowrap text-slate-800 sm:pl-0"
                >
                  <CutName cut={cut} />
                </th>
                {COLUMNS.map((c) => (
                  <td
                    key={c.key}
                    data-figure={c.key}
                    className="border-b border-slate-100 px-3 py-2 text-right align-top whitespace-nowrap tabular-nums"
                  >
                    <span
                      data-testid="figure-value"
                      className={cn(
                        'block font-semibold',
                        c.key === 'netPnl' && cut.metrics.netPnl > 0 && 'text-emerald-700',
                        c.key === 'netPnl' && cut.metrics.netPnl < 0 && 'text-red-700',
                      )}
                    >
                      {formatFigure(cut.metrics, c.key, report.currency)}
                    </span>
                    <ChangeText
                      className="block text-xs"
                      current={cut.metrics}
                      previous={cut.previous}
                      figure={c.key}
                      currency={report.currency}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
