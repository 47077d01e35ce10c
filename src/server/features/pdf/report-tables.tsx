import { Text, View } from '@react-pdf/renderer';
import type { ReportCut, ReportDto } from '@/shared/reports/contract';
import type { Bucket, DayResult, EmotionRow } from '@/shared/trading/dashboard-contract';
import { EMOTION_GROUP_LABELS, EMOTION_LABELS, isEmotion } from '@/shared/trading/emotions';
import { pdfText } from '@/shared/i18n/pdf';
import { monthEnd } from '@/shared/time/calendar-date';
import { dashboardText } from '@/shared/i18n/dashboard';
import { date, dayMonth, integer, isoWeek, money, moneyOrNone, monthShort, percent } from './format';
import { Table, toneOf, type Column } from './layout';
import { challengeDays, figures } from './report-summary';
import { styles } from './styles';

type Currency = 'BRL' | 'USD';
const T = pdfText.report;
const C = T.cutColumns;

/** 'mar/2026' or 'Semana 12/2026', and the dates when the cut is a week or a month clipped by the period. */
function cutLabel(
  cut: ReportCut,
  granularity: ReportDto['granularity'],
): { label: string; dates: string | null } {
  const dates = `${dayMonth(cut.from)} – ${dayMonth(cut.to)}`;
  if (granularity === 'week') return { label: T.week(isoWeek(cut.key)), dates };
  const whole = cut.from === `${cut.key}-01` && cut.to === monthEnd(cut.key);
  return { label: monthShort(cut.key), dates: whole ? null : dates };
}

/** Each cut's figures, with the change against the cut before under each value. */
export function CutsTable({ report }: { report: ReportDto }) {
  const f = figures(report.currency);
  const column = (key: keyof ReturnType<typeof figures>, label: string, width: number): Column<ReportCut> => {
    const figure = f[key] as ReturnType<typeof figures>[string];
    return {
      label,
      width,
      align: 'right',
      value: (cut) => figure.value(cut.metrics),
      sub: (cut) => (cut.previous ? figure.change(cut.metrics, cut.previous) : null),
      tone: (cut) => figure.tone?.(cut.metrics),
    };
  };
  const columns: Column<ReportCut>[] = [
    {
      label: C.cut,
      bold: true,
      value: (cut) => cutLabel(cut, report.granularity).label,
      sub: (cut) => cutLabel(cut, report.granularity).dates,
    },
    column('trades', C.trades, 36),
    column('netPnl', C.netPnl, 66),
    column('winRate', C.winRate, 44),
    column('profitFactor', C.profitFactor, 36),
    column('expectancy', C.expectancy, 58),
    column('payoff', C.payoff, 36),
    column('averageR', C.averageR, 40),
    column('maxDrawdown', C.maxDrawdown, 62),
    column('ruleBreaks', C.ruleBreaks, 38),
    { label: C.challenge, width: 40, align: 'right', value: (cut) => challengeDays(cut.metrics) },
  ];
  return (
    <View style={{ fontSize: 7.5 }}>
      <Table columns={columns} rows={report.cuts} rowKey={(cut) => cut.key} />
      <Text style={styles.note}>{T.cutsNote}</Text>
    </View>
  );
}

const emotionLabel = (row: EmotionRow): string =>
  isEmotion(row.key) ? EMOTION_LABELS[row.key] : `${EMOTION_GROUP_LABELS[row.key]} ${T.groupSuffix}`;

export function EmotionsTable({ rows, currency }: { rows: EmotionRow[]; currency: Currency }) {
  const E = T.emotionColumns;
  const columns: Column<EmotionRow>[] = [
    { label: E.emotion, value: emotionLabel },
    { label: E.trades, width: 60, align: 'right', value: (r) => integer(r.trades) },
    { label: E.winRate, width: 60, align: 'right', value: (r) => percent(r.winRate) },
    {
      label: E.total,
      width: 100,
      align: 'right',
      value: (r) => money(r.total, currency),
      tone: (r) => toneOf(r.total),
    },
    {
      label: E.average,
      width: 100,
      align: 'right',
      value: (r) => moneyOrNone(r.average, currency),
      tone: (r) => toneOf(r.average),
    },
  ];
  return <Table columns={columns} rows={rows.filter((r) => r.trades > 0)} rowKey={(r) => r.key} />;
}

function DaysTable({ title, days, currency }: { title: string; days: DayResult[]; currency: Currency }) {
  const D = T.dayColumns;
  const columns: Column<DayResult>[] = [
    { label: D.date, value: (d) => date(d.date) },
    { label: D.trades, width: 44, align: 'right', value: (d) => integer(d.trades) },
    {
      label: D.pnl,
      width: 90,
      align: 'right',
      value: (d) => money(d.pnl, currency),
      tone: (d) => toneOf(d.pnl),
    },
  ];
  return (
    <View style={styles.half}>
      <Text style={[styles.bold, { marginBottom: 3 }]}>{title}</Text>
      <Table columns={columns} rows={days} rowKey={(d) => d.date} />
    </View>
  );
}

export function BestWorstDays({ report }: { report: ReportDto }) {
  return (
    <View style={styles.columns} wrap={false}>
      <DaysTable title={T.bestDays} days={report.bestDays} currency={report.currency} />
      <DaysTable title={T.worstDays} days={report.worstDays} currency={report.currency} />
    </View>
  );
}

type BreakdownKind = keyof typeof T.breakdowns;

const bucketLabel = (kind: BreakdownKind, key: string): string => {
  if (kind === 'byWeekday' && /^\d$/.test(key)) return dashboardText.weekdays[Number(key)] ?? key;
  if (kind === 'byHour' && /^\d{1,2}$/.test(key)) return T.hour(key.padStart(2, '0'));
  return key;
};

function BucketTable({
  kind,
  buckets,
  currency,
}: {
  kind: BreakdownKind;
  buckets: Bucket[];
  currency: Currency;
}) {
  const B = T.bucketColumns;
  const rows = buckets.filter((b) => b.trades > 0);
  const columns: Column<Bucket>[] = [
    { label: T.breakdowns[kind], value: (b) => bucketLabel(kind, b.key) },
    { label: B.trades, width: 40, align: 'right', value: (b) => integer(b.trades) },
    { label: B.winRate, width: 44, align: 'right', value: (b) => percent(b.winRate) },
    {
      label: B.pnl,
      width: 80,
      align: 'right',
      value: (b) => money(b.pnl, currency),
      tone: (b) => toneOf(b.pnl),
    },
  ];
  if (rows.length) return <Table columns={columns} rows={rows} rowKey={(b) => b.key} />;
  return kind === 'byTag' ? <Text style={styles.note}>{T.noTags}</Text> : null;
}

/** Rows up to which two breakdown tables sit side by side (and never break). */
const SIDE_BY_SIDE_ROWS = 26;

/**
 * Whether every breakdown table is short enough to sit side by side: then the whole block (with its title) stays on
 * one page instead of leaving the title alone at the foot of the page before.
 */
export const breakdownsFitTogether = (report: ReportDto): boolean =>
  (['byInstrument', 'byWeekday', 'byHour', 'byTag'] as const).every(
    (kind) => report.breakdowns[kind].length <= SIDE_BY_SIDE_ROWS,
  );

/** Two tables side by side while they are short; a long one (many tags) gets the page width and may break. */
function Pair({ kinds, report }: { kinds: [BreakdownKind, BreakdownKind]; report: ReportDto }) {
  const [a, b] = kinds.map((kind) => report.breakdowns[kind] as Bucket[]) as [Bucket[], Bucket[]];
  const long = Math.max(a.length, b.length) > SIDE_BY_SIDE_ROWS;
  return (
    <View style={long ? undefined : styles.columns} {...(long ? {} : { wrap: false })}>
      {kinds.map((kind, k) => (
        <View key={kind} style={long ? { marginBottom: 10 } : styles.half}>
          <BucketTable kind={kind} buckets={k ? b : a} currency={report.currency} />
        </View>
      ))}
    </View>
  );
}

export function Breakdowns({ report }: { report: ReportDto }) {
  return (
    <View style={{ fontSize: 8 }}>
      <Pair kinds={['byInstrument', 'byWeekday']} report={report} />
      <View style={{ height: 10 }} />
      <Pair kinds={['byHour', 'byTag']} report={report} />
    </View>
  );
}
