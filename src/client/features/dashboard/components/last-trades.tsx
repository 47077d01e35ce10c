import { ChevronRightIcon } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { amountSign, formatDate, formatMoney, formatTime } from '@/client/lib/format';
import { dashboardText } from '@/shared/i18n/dashboard';
import type { TradeDto } from '@/shared/trading/api-contract';
import { EMOTION_LABELS } from '@/shared/trading/emotions';

const L = dashboardText.lastTrades;
const tradeLabel = (t: TradeDto) => `${t.instrument} ${formatDate(t.date)} ${formatTime(t.time)}`;

function Pnl({ trade }: { trade: TradeDto }) {
  const sign = amountSign(trade.pnl);
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-red-700' : 'text-slate-700',
      )}
    >
      {formatMoney(trade.pnl, trade.currency)}
    </span>
  );
}

const Side = ({ trade }: { trade: TradeDto }) => (
  <Badge tone={trade.type === 'compra' ? 'success' : 'warning'}>
    {trade.type === 'compra' ? L.buy : L.sell}
  </Badge>
);

/** The period's 10 latest trades; each opens its edit dialog. A table on wide screens, tappable rows on phones. */
export function LastTrades({ trades, onOpen }: { trades: TradeDto[]; onOpen: (trade: TradeDto) => void }) {
  return (
    <div data-testid="last-trades">
      <ul className="grid divide-y divide-slate-100 md:hidden">
        {trades.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              aria-label={L.open(tradeLabel(t))}
              onClick={() => onOpen(t)}
              className="grid w-full grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 px-1 py-3 text-left text-sm hover:bg-slate-50"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{t.instrument}</span>
                <Side trade={t} />
              </span>
              <Pnl trade={t} />
              <ChevronRightIcon className="row-span-2 size-4 text-slate-400" aria-hidden="true" />
              <span className="text-xs text-slate-600 tabular-nums">
                {formatDate(t.date)} {formatTime(t.time)} · {L.contractsShort(t.contracts)}
              </span>
              <span className="text-right text-xs text-slate-600">
                {t.emotion ? EMOTION_LABELS[t.emotion] : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{L.title}</caption>
          <thead className="border-b border-slate-200 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {L.date}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {L.instrument}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {L.type}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {L.contracts}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {L.pnl}
              </th>
              <th scope="col" className="py-2 pl-3 font-medium">
                {L.emotion}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {trades.map((t) => (
              <tr key={t.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(t)}>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                  <button
                    type="button"
                    aria-label={L.open(tradeLabel(t))}
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(t);
                    }}
                    className="rounded text-left text-slate-900 underline-offset-2 hover:underline"
                  >
                    {formatDate(t.date)} <span className="text-slate-500">{formatTime(t.time)}</span>
                  </button>
                </td>
                <td className="px-3 py-2 font-semibold text-slate-900">{t.instrument}</td>
                <td className="px-3 py-2">
                  <Side trade={t} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{t.contracts}</td>
                <td className="px-3 py-2 text-right">
                  <Pnl trade={t} />
                </td>
                <td className="py-2 pl-3 text-slate-700">{t.emotion ? EMOTION_LABELS[t.emotion] : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
