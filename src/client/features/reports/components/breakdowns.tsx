import { BucketBars } from '@/client/components/charts/bucket-bars';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { money, percent } from '@/shared/format';
import { signTone } from '@/client/lib/sign-tone';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto } from '@/shared/reports/contract';
import type { EmotionRow } from '@/shared/trading/dashboard-contract';
import { EMOTIONS, emotionLabel } from '@/shared/trading/emotions';

const B = reportsText.breakdowns;

function EmotionTable({ rows, currency }: { rows: EmotionRow[]; currency: ReportDto['currency'] }) {
  const order = new Map<string, number>(EMOTIONS.map((e, k) => [e, k]));
  const shown = rows
    .filter((r) => r.trades > 0)
    .sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99));
  return (
    <section className="grid content-start gap-3" data-testid="by-emotion">
      <h3 className="text-sm font-semibold text-slate-900">{B.byEmotion}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{B.noEmotion}</p>
      ) : (
        <Table variant="compact" className="max-w-2xl">
          <TableHeader>
            <TableRow>
              <TableHead>{B.emotion}</TableHead>
              <TableHead className="text-right">{B.trades}</TableHead>
              <TableHead className="text-right">{B.winRate}</TableHead>
              <TableHead className="text-right">{B.total}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.key} data-emotion={r.key}>
                <TableHead scope="row">{emotionLabel(r.key)}</TableHead>
                <TableCell className="text-right tabular-nums">{r.trades}</TableCell>
                <TableCell className="text-right tabular-nums">{percent(r.winRate)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  <span className={cn('font-semibold', signTone(r.total))}>{money(r.total, currency)}</span>
                  <span className={cn('block text-xs', signTone(r.average))}>
                    {B.average} {money(r.average, currency)}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The period's results by instrument, weekday, hour, tag and emotion. */
export function Breakdowns({ report }: { report: ReportDto }) {
  const { byInstrument, byWeekday, byHour, byTag, byEmotion } = report.breakdowns;
  // Weekends only when someone traded on them (as on the dashboard).
  const weekdays = byWeekday.filter((b) => b.trades > 0 || (b.key !== '0' && b.key !== '6'));
  return (
    <section
      aria-labelledby="report-breakdowns"
      className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-0.5">
        <h2 id="report-breakdowns" className="text-base font-bold text-slate-900 sm:text-lg">
          {B.title}
        </h2>
        <p className="text-sm text-slate-600">{B.lead}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <BucketBars
          title={B.byInstrument}
          kind="instrument"
          buckets={byInstrument}
          currency={report.currency}
          testId="by-instrument"
        />
        <BucketBars
          title={B.byWeekday}
          kind="weekday"
          buckets={weekdays}
          currency={report.currency}
          testId="by-weekday"
        />
        <BucketBars
          title={B.byHour}
          kind="hour"
          buckets={byHour}
          currency={report.currency}
          testId="by-hour"
        />
        <BucketBars title={B.byTag} kind="tag" buckets={byTag} currency={report.currency} testId="by-tag" />
        <div className="md:col-span-2">
          <EmotionTable rows={byEmotion} currency={report.currency} />
        </div>
      </div>
    </section>
  );
}
