import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { DashboardData, EmotionRow } from '@/shared/trading/dashboard-contract';
import { EMOTIONS, emotionLabel } from '@/shared/trading/emotions';
import { money, percent, signTone } from '@/client/lib/metric-format';

const T = dashboardText.emotions;

function Rows({ rows, currency }: { rows: EmotionRow[]; currency: DashboardData['currency'] }) {
  return rows.map((r) => (
    <tr key={r.key} className={cn(r.trades === 0 && 'text-slate-500')} data-emotion={r.key}>
      <th scope="row" className="py-2 pr-2 text-left font-medium whitespace-nowrap text-slate-800">
        {emotionLabel(r.key)}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{r.trades}</td>
      <td className="px-2 py-2 text-right tabular-nums">{percent(r.winRate)}</td>
      <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums sm:px-2">
        <span className={cn('font-semibold', r.trades && signTone(r.total))}>
          {r.trades ? money(r.total, currency) : '—'}
        </span>
        {/* Phones: the average under the total instead of its own column. */}
        {r.trades ? (
          <span className={cn('block text-xs sm:hidden', signTone(r.average))}>
            {T.averageShort(money(r.average, currency))}
          </span>
        ) : null}
      </td>
      <td
        className={cn(
          'hidden py-2 pl-2 text-right whitespace-nowrap tabular-nums sm:table-cell',
          r.trades && signTone(r.average),
        )}
      >
        {money(r.average, currency)}
      </td>
    </tr>
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
      <table className="w-full text-[13px] sm:text-sm">
        <caption className="pb-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {first}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              {T.trades}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              <span className="whitespace-nowrap">{T.winRate}</span>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium sm:px-2">
              {T.total}
            </th>
            <th scope="col" className="hidden py-1.5 pl-2 text-right font-medium sm:table-cell">
              {T.average}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <Rows rows={rows} currency={currency} />
        </tbody>
      </table>
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
