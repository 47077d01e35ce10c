import { ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { TradeGalleryButton } from '@/client/components/attachments/trade-gallery';
import { amountSign, formatDate, formatMoney, formatTime } from '@/shared/format';
import { dashboardText } from '@/shared/i18n/dashboard';
import { tradeDetailText } from '@/shared/i18n/trade-detail';
import { tradePagePath } from '@/shared/routes';
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
          <li key={t.id} className="flex items-center gap-2">
            <button
              type="button"
              aria-label={L.open(tradeLabel(t))}
              onClick={() => onOpen(t)}
              className="grid min-w-0 flex-1 grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 px-1 py-3 text-left text-sm hover:bg-slate-50"
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
            <TradeGalleryButton trade={t} tradeName={tradeLabel(t)} />
            <Link
              to={tradePagePath(t.id)}
              aria-label={tradeDetailText.openLabel(tradeLabel(t))}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <FileTextIcon className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <Table variant="compact" caption={L.title}>
          <TableHeader>
            <TableRow>
              <TableHead>{L.date}</TableHead>
              <TableHead>{L.instrument}</TableHead>
              <TableHead>{L.type}</TableHead>
              <TableHead className="text-right">{L.contracts}</TableHead>
              <TableHead className="text-right">{L.pnl}</TableHead>
              <TableHead>{L.emotion}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trades.map((t) => (
              <TableRow
                key={t.id}
                className="cursor-pointer hover:bg-slate-50"
                onClick={(event) => {
                  // A click in the gallery (portalled, but bubbling through React) is not a click on the row.
                  if (event.currentTarget.contains(event.target as Node)) onOpen(t);
                }}
              >
                <TableCell className="whitespace-nowrap tabular-nums">
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
                </TableCell>
                <TableCell className="font-semibold text-slate-900">
                  <span className="flex items-center gap-2">
                    <Link
                      to={tradePagePath(t.id)}
                      aria-label={tradeDetailText.openLabel(tradeLabel(t))}
                      // The row opens the edit dialog; this link opens the trade's page instead.
                      onClick={(event) => event.stopPropagation()}
                      className="rounded-sm underline decoration-slate-300 underline-offset-4 hover:decoration-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2"
                    >
                      {t.instrument}
                    </Link>
                    <TradeGalleryButton trade={t} tradeName={tradeLabel(t)} />
                  </span>
                </TableCell>
                <TableCell>
                  <Side trade={t} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{t.contracts}</TableCell>
                <TableCell className="text-right">
                  <Pnl trade={t} />
                </TableCell>
                <TableCell className="text-slate-700">
                  {t.emotion ? EMOTION_LABELS[t.emotion] : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
