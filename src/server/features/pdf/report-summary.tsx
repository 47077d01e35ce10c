import { Text } from '@react-pdf/renderer';
import type { ReportDto, ReportMetrics } from '@/shared/reports/contract';
import { pdfText } from '@/shared/i18n/pdf';
import { signedDrawdown } from '@/shared/trading/metrics/drawdown';
import {
  dateRange,
  integer,
  money,
  moneyOrNone,
  percent,
  profitFactor,
  ratio,
  rMultiple,
  signedInteger,
  signedMoney,
  signedPoints,
  signedRatio,
} from './format';
import { Table, toneOf, type Column, type Tone } from './layout';
import { styles } from './styles';

type Currency = 'BRL' | 'USD';
const T = pdfText.report;

/** One figure of ReportMetrics as the documents print it, and its change between two sets of metrics. */
export interface Figure {
  label: string;
  value: (m: ReportMetrics) => string;
  change: (current: ReportMetrics, previous: ReportMetrics) => string | null;
  tone?: (m: ReportMetrics) => Tone;
}

const both = <T,>(a: T | null, b: T | null, f: (a: T, b: T) => string): string | null =>
  a === null || b === null ? null : f(a, b);

/** The figures of a cut and of the summary, in the order the issue lists them. */
export function figures(currency: Currency): Record<string, Figure> {
  return {
    netPnl: {
      label: T.metrics.netPnl,
      value: (m) => money(m.netPnl, currency),
      change: (c, p) => signedMoney(c.netPnl - p.netPnl, currency),
      tone: (m) => toneOf(m.netPnl),
    },
    trades: {
      label: T.metrics.trades,
      value: (m) => integer(m.trades),
      change: (c, p) => signedInteger(c.trades - p.trades),
    },
    winRate: {
      label: T.metrics.winRate,
      value: (m) => percent(m.winRate),
      change: (c, p) => both(c.winRate, p.winRate, (a, b) => signedPoints(a - b)),
    },
    profitFactor: {
      label: T.metrics.profitFactor,
      value: (m) => profitFactor(m.profitFactor, m.profitFactorInfinite),
      change: (c, p) =>
        c.profitFactorInfinite || p.profitFactorInfinite
          ? null
          : both(c.profitFactor, p.profitFactor, (a, b) => signedRatio(a - b)),
    },
    expectancy: {
      label: T.metrics.expectancy,
      value: (m) => moneyOrNone(m.expectancy, currency),
      change: (c, p) =>
        both(c.expectancy, p.expectancy, (a, b) => signedMoney(Math.round(a) - Math.round(b), currency)),
      tone: (m) => toneOf(m.expectancy),
    },
    payoff: {
      label: T.metrics.payoff,
      value: (m) => ratio(m.payoff),
      change: (c, p) => both(c.payoff, p.payoff, (a, b) => signedRatio(a - b)),
    },
    averageR: {
      label: T.metrics.averageR,
      value: (m) => rMultiple(m.averageR),
      change: (c, p) => both(c.averageR, p.averageR, (a, b) => `${signedRatio(a - b)} R`),
    },
    // A drawdown is a loss: printed negative, as on the dashboard (signedDrawdown), and its change is the change
    // of that signed figure (a smaller fall is a positive change).
    maxDrawdown: {
      label: T.metrics.maxDrawdown,
      value: (m) => money(signedDrawdown(m.maxDrawdown), currency),
      change: (c, p) => signedMoney(p.maxDrawdown - c.maxDrawdown, currency),
      tone: (m) => toneOf(signedDrawdown(m.maxDrawdown)),
    },
    costs: {
      label: T.metrics.costs,
      value: (m) => money(m.costs, currency),
      change: (c, p) => signedMoney(c.costs - p.costs, currency),
    },
    tradingDays: {
      label: T.metrics.tradingDays,
      value: (m) => integer(m.tradingDays),
      change: (c, p) => signedInteger(c.tradingDays - p.tradingDays),
    },
    ruleBreaks: {
      label: T.metrics.ruleBreaks,
      value: (m) => integer(m.ruleBreaks),
      change: (c, p) => signedInteger(c.ruleBreaks - p.ruleBreaks),
    },
    challengeDays: {
      label: T.metrics.challengeDays,
      value: (m) => challengeDays(m),
      change: () => null,
    },
  };
}

export const challengeDays = (m: ReportMetrics): string =>
  m.challengeDaysPassed || m.challengeDaysFailed
    ? `${integer(m.challengeDaysPassed)} / ${integer(m.challengeDaysFailed)}`
    : pdfText.none;

interface SummaryRow {
  figure: Figure;
}

/** The whole period against the period of the same length before it. */
export function SummaryTable({ report }: { report: ReportDto }) {
  const { current, previous, previousRange } = report.summary;
  const all = figures(report.currency);
  const rows: SummaryRow[] = Object.values(all).map((figure) => ({ figure }));
  const columns: Column<SummaryRow>[] = [
    { label: T.summaryColumns.metric, value: (r) => r.figure.label },
    {
      label: T.summaryColumns.current,
      width: 110,
      align: 'right',
      bold: true,
      value: (r) => r.figure.value(current),
      tone: (r) => r.figure.tone?.(current),
    },
    {
      label: T.summaryColumns.previous,
      width: 110,
      align: 'right',
      value: (r) => (previous ? r.figure.value(previous) : pdfText.none),
    },
    {
      label: T.summaryColumns.change,
      width: 100,
      align: 'right',
      value: (r) => (previous ? (r.figure.change(current, previous) ?? pdfText.none) : pdfText.none),
    },
  ];
  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(r) => r.figure.label} />
      <Text style={styles.note}>
        {previousRange ? T.previousRange(dateRange(previousRange.from, previousRange.to)) : T.noPrevious}
      </Text>
      <Text style={styles.note}>{T.definitions}</Text>
    </>
  );
}
