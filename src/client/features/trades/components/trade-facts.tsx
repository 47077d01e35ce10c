import { cn } from '@/client/lib/cn';
import { amountSign, formatDate, formatMoney, formatNumber, formatTime } from '@/shared/format';
import { tradeDetailText as D } from '@/shared/i18n/trade-detail';
import { tradesText } from '@/shared/i18n/trades';
import { notesText } from '@/shared/i18n/brokerage-notes';
import type { TradeDto } from '@/shared/trading/api-contract';
import { EMOTION_LABELS } from '@/shared/trading/emotions';
import { tradeToForm } from '../lib/trade-form';

const F = tradesText.form;

/** A price or points value as the dialog shows it, or a dash when the trade has none. */
const orDash = (value: string | null) => (value === null ? D.noValue : formatNumber(value));

/**
 * The trade's facts with the edit dialog's own labels, read-only: the result first (what a trader looks for), then
 * the entry, the exit and the rest, in the dialog's order.
 */
export function TradeFacts({ trade, accountName }: { trade: TradeDto; accountName: string | undefined }) {
  const sign = amountSign(trade.pnl);
  const exitDay =
    trade.exitDate && trade.exitDate !== trade.date
      ? `${formatDate(trade.exitDate)}${trade.exitTime ? ` ${formatTime(trade.exitTime)}` : ''}`
      : null;
  const rows: [string, string][] = [
    [F.date, formatDate(trade.date)],
    [F.time, formatTime(trade.time)],
    ...(exitDay ? ([[D.exitDay, exitDay]] as [string, string][]) : []),
    [F.type, trade.type === 'compra' ? F.buy : F.sell],
    [F.contracts, String(trade.contracts)],
    [F.instrument, tradeToForm(trade).instrument],
    [F.entry, formatNumber(trade.entry)],
    [F.exit, formatNumber(trade.exit)],
    [F.stopRequired, trade.stop === null ? D.noStop : formatNumber(trade.stop)],
    [F.mep, orDash(trade.mep)],
    [F.men, orDash(trade.men)],
    [
      F.costs,
      trade.costsNote
        ? `${formatMoney(trade.costs, trade.currency)} · ${notesText.trade.costsFromNote(trade.costsNote)}`
        : formatMoney(trade.costs, trade.currency),
    ],
    [F.emotion, trade.emotion ? EMOTION_LABELS[trade.emotion] : F.emotionNone],
    [F.account, accountName ?? D.noValue],
    [F.tags, trade.tags.length > 0 ? trade.tags.join(', ') : D.noValue],
  ];
  return (
    <div className="grid gap-4">
      <p className="grid gap-0.5">
        <span className="text-sm text-slate-600">{D.result}</span>
        <span
          data-testid="trade-detail-pnl"
          className={cn(
            'text-3xl font-bold tabular-nums',
            sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-red-700' : 'text-slate-900',
          )}
        >
          {formatMoney(trade.pnl, trade.currency)}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold break-words text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
