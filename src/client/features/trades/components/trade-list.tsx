import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ImagePlusIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { TradeGalleryButton } from '@/client/components/attachments/trade-gallery';
import { attachmentsText } from '@/shared/i18n/attachments';
import { amountSign, formatDate, formatMoney, formatNumber, formatTime } from '@/shared/format';
import { tradeDetailText } from '@/shared/i18n/trade-detail';
import { tradesText } from '@/shared/i18n/trades';
import { tradePagePath } from '@/shared/routes';
import type { TradeDto } from '@/shared/trading/api-contract';
import { EMOTION_LABELS } from '@/shared/trading/emotions';
import type { SortColumn, SortDir } from '../lib/filters';
import { NearEventBadge } from './near-event-badge';
import { PlaybookTag } from './playbook-tag';
import { RuleBreakBadge, StopUnknownBadge } from './rule-break-badge';

const C = tradesText.columns;

export interface TradeListProps {
  trades: TradeDto[];
  accountNames: Map<string, string>;
  sort: SortColumn;
  dir: SortDir;
  onSort: (column: SortColumn) => void;
  /** Phones have no column headers: they pick column and direction from one select. */
  onSortChange: (sort: SortColumn, dir: SortDir) => void;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (trade: TradeDto) => void;
  onDelete: (trade: TradeDto) => void;
  /** Opens the trade's images (add, order, caption, delete). */
  onImages: (trade: TradeDto) => void;
}

/** 'WIN 14/03/2025 10:15', how a trade is named to screen readers and in confirmations. */
export const tradeLabel = (t: TradeDto) => `${t.instrument} ${formatDate(t.date)} ${formatTime(t.time)}`;

/** The symbol, linking to the trade's own page (its facts, breaks, playbook and images). */
function TradePageLink({ trade }: { trade: TradeDto }) {
  return (
    <Link
      to={tradePagePath(trade.id)}
      aria-label={tradeDetailText.openLabel(tradeLabel(trade))}
      data-testid="trade-page-link"
      className="rounded-sm font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:decoration-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {trade.instrument}
    </Link>
  );
}

const sideLabel = (t: TradeDto) => (t.type === 'compra' ? tradesText.form.buy : tradesText.form.sell);

function Pnl({ trade, className }: { trade: TradeDto; className?: string }) {
  const sign = amountSign(trade.pnl);
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-red-700' : 'text-slate-700',
        className,
      )}
    >
      {formatMoney(trade.pnl, trade.currency)}
    </span>
  );
}

function SideBadge({ trade }: { trade: TradeDto }) {
  return <Badge tone={trade.type === 'compra' ? 'success' : 'warning'}>{sideLabel(trade)}</Badge>;
}

const COLUMNS: { key: SortColumn; label: string; numeric?: boolean }[] = [
  { key: 'date', label: C.date },
  { key: 'instrument', label: C.instrument },
  { key: 'type', label: C.type },
  { key: 'contracts', label: C.contracts, numeric: true },
  { key: 'entry', label: C.entry, numeric: true },
  { key: 'exit', label: C.exit, numeric: true },
  { key: 'pnl', label: C.pnl, numeric: true },
  { key: 'emotion', label: C.emotion },
  { key: 'account', label: C.account },
];

function RowActions({
  trade,
  onEdit,
  onDelete,
  onImages,
  compact = false,
}: Pick<TradeListProps, 'onEdit' | 'onDelete' | 'onImages'> & { trade: TradeDto; compact?: boolean }) {
  const label = tradeLabel(trade);
  return (
    <div className={cn('flex justify-end', compact ? 'gap-0' : 'gap-1')}>
      <Button
        variant="ghost"
        size="icon"
        className={cn(compact && 'size-9')}
        aria-label={attachmentsText.attach(label)}
        onClick={() => onImages(trade)}
      >
        <ImagePlusIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(compact && 'size-9')}
        aria-label={tradesText.editLabel(label)}
        onClick={() => onEdit(trade)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn('text-red-700 hover:bg-red-50', compact && 'size-9')}
        aria-label={tradesText.deleteLabel(label)}
        onClick={() => onDelete(trade)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

function AccountCell({ name }: { name: string | undefined }) {
  return (
    <TableCell className="max-w-32 truncate" title={name}>
      {name ?? '—'}
    </TableCell>
  );
}

export function TradeTable(props: TradeListProps) {
  const { trades, accountNames, sort, dir, onSort, selected, onToggle, onToggleAll } = props;
  const allSelected = trades.length > 0 && trades.every((t) => selected.has(t.id));
  // One account says the same on every row: its column only takes width from the others.
  const showAccount = accountNames.size > 1;
  const columns = showAccount ? COLUMNS : COLUMNS.filter((c) => c.key !== 'account');
  return (
    <Table
      data-testid="trade-list"
      caption={tradesText.listLabel}
      frameClassName="rounded-xl shadow-sm"
      className="[&_td]:px-2"
    >
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-label={C.selectAll}
              checked={allSelected}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
          </TableHead>
          {columns.map((col) => {
            const active = sort === col.key;
            const Icon = !active ? ArrowUpDownIcon : dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
            return (
              <TableHead
                key={col.key}
                aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                className={cn('px-1', col.numeric && 'text-right')}
              >
                <button
                  type="button"
                  onClick={() => onSort(col.key)}
                  className={cn(
                    'inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-slate-200/60',
                    active && 'text-slate-900',
                  )}
                >
                  {col.label}
                  <Icon
                    className={cn('size-3.5', active ? 'opacity-100' : 'opacity-40')}
                    aria-hidden="true"
                  />
                </button>
              </TableHead>
            );
          })}
          <TableHead className="sticky right-0 bg-slate-50 text-right">
            <span className="sr-only">{C.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {trades.map((t) => (
          <TableRow key={t.id} data-state={selected.has(t.id) ? 'selected' : undefined}>
            <TableCell>
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={C.selectRow(tradeLabel(t))}
                checked={selected.has(t.id)}
                onChange={() => onToggle(t.id)}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {/* The time under the date: one column narrower, so the table fits a desktop's frame. */}
              <span className="flex flex-col">
                {formatDate(t.date)} <span className="text-slate-500">{formatTime(t.time)}</span>
              </span>
            </TableCell>
            <TableCell className="max-w-44 font-semibold text-slate-900">
              {/* The badge sits under the symbol and truncates: the full list is in its popover. */}
              <span className="flex flex-col items-start gap-1">
                <span className="flex items-center gap-2">
                  <TradePageLink trade={t} />
                  <TradeGalleryButton trade={t} tradeName={tradeLabel(t)} />
                </span>
                <RuleBreakBadge trade={t} tradeName={tradeLabel(t)} />
                <StopUnknownBadge trade={t} />
                <NearEventBadge nearEvent={t.nearEvent} />
                <PlaybookTag trade={t} />
              </span>
            </TableCell>
            <TableCell>
              <SideBadge trade={t} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{t.contracts}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(t.entry)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(t.exit)}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Pnl trade={t} />
            </TableCell>
            <TableCell>{t.emotion ? EMOTION_LABELS[t.emotion] : '—'}</TableCell>
            {showAccount ? <AccountCell name={accountNames.get(t.accountId)} /> : null}
            {/* The actions stay in view when a narrow frame scrolls the rest of the row sideways. */}
            <TableCell className="sticky right-0 bg-white px-2 py-1 shadow-[-6px_0_6px_-6px_rgb(15_23_42_/_0.2)]">
              <RowActions
                compact
                trade={t}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
                onImages={props.onImages}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SortSelect({ sort, dir, onSortChange }: Pick<TradeListProps, 'sort' | 'dir' | 'onSortChange'>) {
  return (
    <label className="flex items-center justify-end gap-2 text-sm text-slate-700">
      {C.sortLabel}
      <select
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        value={`${sort}:${dir}`}
        onChange={(e) => {
          const [column, direction] = e.target.value.split(':') as [SortColumn, SortDir];
          onSortChange(column, direction);
        }}
      >
        {COLUMNS.flatMap((col) =>
          (['desc', 'asc'] as const).map((d) => (
            <option key={`${col.key}:${d}`} value={`${col.key}:${d}`}>
              {`${col.label} (${d === 'desc' ? C.sortDesc : C.sortAsc})`}
            </option>
          )),
        )}
      </select>
    </label>
  );
}

export function TradeCards(props: TradeListProps) {
  const { trades, accountNames, selected, onToggle } = props;
  return (
    <>
      <SortSelect sort={props.sort} dir={props.dir} onSortChange={props.onSortChange} />
      <ul data-testid="trade-list" className="grid gap-3" aria-label={tradesText.listLabel}>
        {trades.map((t) => (
          <li
            key={t.id}
            className={cn(
              'grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
              selected.has(t.id) && 'border-brand-300 bg-brand-50/60',
            )}
          >
            <div className="flex items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={C.selectRow(tradeLabel(t))}
                checked={selected.has(t.id)}
                onChange={() => onToggle(t.id)}
              />
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                <TradePageLink trade={t} />
                <SideBadge trade={t} />
                <RuleBreakBadge trade={t} tradeName={tradeLabel(t)} />
                <StopUnknownBadge trade={t} />
                <NearEventBadge nearEvent={t.nearEvent} />
                <PlaybookTag trade={t} />
              </div>
              <TradeGalleryButton trade={t} tradeName={tradeLabel(t)} />
              <Pnl trade={t} className="text-base" />
            </div>
            <p className="text-sm text-slate-700 tabular-nums">
              {t.contracts} × {formatNumber(t.entry)} → {formatNumber(t.exit)}
            </p>
            <p className="text-sm text-slate-600 tabular-nums">
              {formatDate(t.date)} {formatTime(t.time)}
              {t.emotion ? ` · ${EMOTION_LABELS[t.emotion]}` : ''}
              {accountNames.get(t.accountId) ? ` · ${accountNames.get(t.accountId)}` : ''}
            </p>
            <div className="-mb-2 border-t border-slate-100 pt-1">
              <RowActions
                trade={t}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
                onImages={props.onImages}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TradeListSkeleton({ rows = 5 }: { rows?: number }) {
  return <SkeletonList label={tradesText.loading} rows={rows} rowClassName="h-14 rounded-xl" />;
}
