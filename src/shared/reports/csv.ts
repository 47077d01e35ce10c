import { csvDecimal, formatDate } from '../format';
import { dashboardText } from '../i18n/dashboard';
import { REPORT_METRIC_COLUMNS, reportsCsvText as T } from '../i18n/reports-csv';
import { EMOTION_GROUP_LABELS, EMOTION_LABELS, type Emotion, type EmotionGroup } from '../trading/emotions';
import { CSV_BOM, csvRow } from '../trading/export';
import type { Bucket, DayResult, EmotionRow } from '../trading/dashboard-contract';
import type { ReportDto, ReportMetrics, ReportPlaybookRow } from './contract';

/**
 * The evolution report as a pt-BR spreadsheet (the trades export's writer: UTF-8 with BOM, ';', decimal comma
 * without thousands separators so that Excel reads numbers, dd/mm/aaaa): a header with the filters, the cut table
 * with every metric and its change against the cut before, the whole period and the previous one, then the
 * breakdowns, the playbooks (when any trade has one) and the best and worst days. Money in the report's currency,
 * in units (not cents).
 */

type Kind = 'count' | 'money' | 'percent' | 'ratio';
const KIND: Record<keyof ReportMetrics, Kind> = {
  trades: 'count',
  winners: 'count',
  losers: 'count',
  breakevens: 'count',
  netPnl: 'money',
  costs: 'money',
  winRate: 'percent',
  profitFactor: 'ratio',
  profitFactorInfinite: 'count',
  expectancy: 'money',
  payoff: 'ratio',
  averageR: 'ratio',
  maxDrawdown: 'money',
  ruleBreaks: 'count',
  challengeDaysPassed: 'count',
  challengeDaysFailed: 'count',
  tradingDays: 'count',
};

const money = (cents: number) => csvDecimal(cents / 100, 2);
const percent = (ratio: number | null) => (ratio === null ? '' : csvDecimal(ratio * 100, 2));

/** The value of one metric as the cell shows it (in the unit its column states). */
function numeric(m: ReportMetrics, key: keyof ReportMetrics): number | null {
  if (key === 'profitFactor' && m.profitFactorInfinite) return Infinity;
  const v = m[key];
  return typeof v === 'number' ? v : null;
}

function cell(kind: Kind, value: number | null): string {
  if (value === null) return '';
  if (value === Infinity) return T.infinite;
  switch (kind) {
    case 'count':
      return String(value);
    case 'money':
      return money(value);
    case 'percent':
      return csvDecimal(value * 100, 2);
    case 'ratio':
      return csvDecimal(value, 2);
  }
}

/** Current − previous, in the column's unit (percentage points for the win rate); empty when either is missing. */
function change(m: ReportMetrics, previous: ReportMetrics | null, key: keyof ReportMetrics): string {
  if (!previous) return '';
  const a = numeric(m, key);
  const b = numeric(previous, key);
  if (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b)) return '';
  return cell(KIND[key], a - b);
}

const metricHeader = REPORT_METRIC_COLUMNS.flatMap((c) => [c.label, T.change(c.label)]);
const metricCells = (m: ReportMetrics, previous: ReportMetrics | null) =>
  REPORT_METRIC_COLUMNS.flatMap((c) => [cell(KIND[c.key], numeric(m, c.key)), change(m, previous, c.key)]);

const bucketRows = (
  title: string,
  column: string,
  buckets: readonly Bucket[],
  label: (key: string) => string,
) => [
  [title],
  [
    column,
    T.bucketColumns.trades,
    T.bucketColumns.wins,
    T.bucketColumns.losses,
    T.bucketColumns.pnl,
    T.bucketColumns.winRate,
  ],
  ...buckets.map((b) => [
    label(b.key),
    String(b.trades),
    String(b.wins),
    String(b.losses),
    money(b.pnl),
    percent(b.winRate),
  ]),
  [],
];

const emotionLabel = (key: Emotion | EmotionGroup) =>
  (EMOTION_LABELS as Record<string, string>)[key] ??
  (EMOTION_GROUP_LABELS as Record<string, string>)[key] ??
  key;

const emotionRows = (rows: readonly EmotionRow[]) => [
  [T.breakdowns.byEmotion],
  [
    T.bucketColumns.emotion,
    T.bucketColumns.trades,
    T.bucketColumns.wins,
    T.bucketColumns.pnl,
    T.bucketColumns.winRate,
    T.bucketColumns.average,
  ],
  ...rows.map((r) => [
    emotionLabel(r.key),
    String(r.trades),
    String(r.wins),
    money(r.total),
    percent(r.winRate),
    r.average === null ? '' : money(r.average),
  ]),
  [],
];

const P = T.playbookColumns;
const playbookRows = (rows: readonly ReportPlaybookRow[]) =>
  rows.length
    ? [
        [T.byPlaybook],
        [P.playbook, P.trades, P.winRate, P.expectancy, P.payoff, P.profitFactor, P.pnl, P.small],
        ...rows.map(({ name, figures: f }) => [
          name ?? T.noPlaybook,
          String(f.trades),
          percent(f.winRate),
          cell('money', f.expectancy === null ? null : Math.round(f.expectancy)),
          cell('ratio', f.payoff),
          cell('ratio', f.profitFactorInfinite ? Infinity : f.profitFactor),
          money(f.totalPnl),
          f.small ? T.yes : T.no,
        ]),
        [],
      ]
    : [];

const dayRows = (title: string, days: readonly DayResult[]) => [
  [title],
  [T.dayColumns.date, T.dayColumns.trades, T.dayColumns.pnl],
  ...days.map((d) => [formatDate(d.date), String(d.trades), money(d.pnl)]),
  [],
];

export function reportCsv(report: ReportDto): string {
  const { period, granularity, summary, breakdowns: b } = report;
  const cutLabel = (key: string) =>
    granularity === 'month' ? `${key.slice(5, 7)}/${key.slice(0, 4)}` : T.week(key);
  const rows: string[][] = [
    [T.title],
    [T.trader, report.trader],
    [
      T.period,
      period.from && period.to ? T.periodRange(formatDate(period.from), formatDate(period.to)) : T.periodAll,
    ],
    [T.account, report.account?.name ?? T.allAccounts],
    [T.instrument, report.instrument ?? T.allInstruments],
    [T.currency, report.currency],
    [],
    [T.cutsTitle[granularity]],
    [T.cutColumn[granularity], T.from, T.to, ...metricHeader],
    ...report.cuts.map((c) => [
      cutLabel(c.key),
      formatDate(c.from),
      formatDate(c.to),
      ...metricCells(c.metrics, c.previous),
    ]),
    [
      T.wholePeriod,
      period.from ? formatDate(period.from) : '',
      period.to ? formatDate(period.to) : '',
      ...metricCells(summary.current, summary.previous),
    ],
    ...(summary.previousRange
      ? [
          [
            T.previousPeriod,
            formatDate(summary.previousRange.from),
            formatDate(summary.previousRange.to),
            ...(summary.previous ? metricCells(summary.previous, null) : []),
          ],
        ]
      : []),
    [],
    ...bucketRows(T.breakdowns.byInstrument, T.bucketColumns.instrument, b.byInstrument, (k) => k),
    ...bucketRows(
      T.breakdowns.byWeekday,
      T.bucketColumns.weekday,
      b.byWeekday,
      (k) => dashboardText.weekdays[Number(k)] ?? k,
    ),
    ...bucketRows(T.breakdowns.byHour, T.bucketColumns.hour, b.byHour, T.hour),
    ...bucketRows(T.breakdowns.byTag, T.bucketColumns.tag, b.byTag, (k) => k),
    ...emotionRows(b.byEmotion),
    ...playbookRows(report.byPlaybook),
    ...dayRows(T.bestDays, report.bestDays),
    ...dayRows(T.worstDays, report.worstDays),
  ];
  return CSV_BOM + rows.map(csvRow).join('');
}
