import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { DashboardData, EmotionRow } from '@/shared/trading/dashboard-contract';
import { EMOTIONS, emotionLabel } from '@/shared/trading/emotions';
import { money, percent } from '@/shared/format';
import { signTone } from '@/client/lib/sign-tone';

const T = dashboardText.emotions;

function Rows({ rows, currency }: { rows: EmotionRow[]; currency: DashboardData['currency'] }) {
  return rows.map((r) => (
    <TableRow key={r.key} className={cn(r.trades === 0 && 'text-slate-500')} data-emotion={r.key}>
      <TableHead scope="row" className="whitespace-nowrap">
        {emotionLabel(r.key)}
      </TableHead>
      <TableCell className="text-right tabular-nums">{r.trades}</TableCell>
      <TableCell className="text-right tabular-nums">{percent(r.winRate)}</TableCell>
      <TableCell className="pr-0 text-right whitespace-nowrap tabular-nums sm:pr-2">
        <span className={cn('font-semibold', r.trades && signTone(r.total))}>
          {r.trades ? money(r.total, currency) : '—'}
        </span>
        {/* Phones: the average under the total instead of its own column. */}
        {r.trades ? (
          <span className={cn('block text-xs sm:hidden', signTone(r.average))}>
            {T.averageShort(money(r.average, currency))}
          </span>
        ) : null}
      </TableCell>
      <TableCell
        className={cn(
          'hidden text-right whitespace-nowrap tabular-nums sm:table-cell',
          r.trades && signTone(r.average),
        )}
      >
        {money(r.average, currency)}
      </TableCell>
    </TableRow>
  ));
}

function EmotionTable({
  caption,
  first,
  rows,
  currency,
}: {
  caption: string;
  first: string;
  rows: EmotionRow[];
  currency: DashboardData['currency'];
}) {
  return (
    <div className="overflow-x-auto">
      <Table variant="compact">
        <caption className="pb-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{first}</TableHead>
            <TableHead className="text-right">{T.trades}</TableHead>
            <TableHead className="text-right">
              <span className="whitespace-nowrap">{T.winRate}</span>
            </TableHead>
            <TableHead className="pr-0 text-right sm:pr-2">{T.total}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">{T.average}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <Rows rows={rows} currency={currency} />
        </TableBody>
      </Table>
    </div>
  );
}

/** The 8 emotions in the spec's order, then the 3 groups; and the emotion that cost the most, in words. */
export function EmotionAnalysis({ data }: { data: DashboardData }) {
  const { byEmotion, byGroup, costliest } = data.emotions;
  const order = new Map<string, number>(EMOTIONS.map((e, k) => [e, k]));
  const emotions = [...byEmotion].sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99));
  // No emotion recorded: the invitation alone (11 rows of zeros would say nothing).
  if (!byEmotion.some((r) => r.trades > 0))
    return (
      <p className="text-sm text-slate-600" data-testid="emotions-none">
        {T.none}
      </p>
    );
  return (
    <div className="grid gap-5">
      <p
        data-testid="costliest-emotion"
        className={cn(
          'rounded-lg px-3 py-2 text-sm font-medium',
          costliest && costliest.total < 0 ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
        )}
      >
        {costliest && costliest.total < 0
          ? T.costliest(emotionLabel(costliest.key), money(costliest.total, data.currency))
          : T.noCost}
      </p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <EmotionTable caption={T.byEmotion} first={T.emotion} rows={emotions} currency={data.currency} />
        <EmotionTable caption={T.byGroup} first={T.group} rows={byGroup} currency={data.currency} />
      </div>
    </div>
  );
}
