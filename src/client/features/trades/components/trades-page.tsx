import { useMediaQuery } from '@/client/lib/use-media-query';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { LoadError } from '@/client/components/load-error';
import { DownloadIcon, ListChecksIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { opensNewTrade } from '@/client/lib/new-trade-link';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { cn } from '@/client/lib/cn';
import { DefaultPeriodNote } from '@/client/components/default-period-note';
import { touchesPeriod, useDefaultPeriod, withPeriod } from '@/client/lib/default-period';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { amountSign, formatMoney } from '@/shared/format';
import { notify } from '@/client/lib/notify';
import { playbooksText } from '@/shared/i18n/playbooks';
import { tradesText } from '@/shared/i18n/trades';
import { tradingApi, type TradeDto, type TradeListResponse } from '@/shared/trading/api-contract';
import { useAccounts, useMyInstruments } from '@/client/lib/queries';
import { useTraderZone } from '@/client/lib/trader-clock';
import { useDeleteTrades, useTrades } from '../api/trades';
import {
  DEFAULT_FILTERS,
  exportHref,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  listQuery,
  nextSort,
  PAGE_SIZE,
  periodInParams,
  TRADES_DEFAULT_PERIOD,
  type TradeFilters,
} from '../lib/filters';
import { TradeAttachmentsDialog } from '@/client/components/attachments/trade-attachments-dialog';
import { BulkPlaybookDialog } from './bulk-playbook-dialog';
import { TradeFiltersPanel } from './trade-filters';
import { TradeFormDialog } from './trade-form-dialog';
import { TradeCards, TradeListSkeleton, tradeLabel, TradeTable } from './trade-list';

type Deleting = { kind: 'one'; trade: TradeDto } | { kind: 'many'; ids: string[] } | null;

/** /trades: the journal's list, filters kept in the URL, totals and export (the data reset is on /settings). */
export function TradesPage() {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromParams(params), [params]);
  // Without a period in the URL: this month when it has trades, else the latest month with trades (one rule).
  const explicit = periodInParams(params);
  const pagePeriod = useDefaultPeriod(TRADES_DEFAULT_PERIOD, 'month', explicit);
  const filters = useMemo(() => {
    if (explicit) return urlFilters;
    const p = withPeriod(
      { preset: urlFilters.period, from: urlFilters.from, to: urlFilters.to },
      pagePeriod.period,
    );
    return { ...urlFilters, period: p.preset, from: p.from, to: p.to };
  }, [explicit, urlFilters, pagePeriod.period]);
  // "Today" for the period presets: the trader's zone.
  const { zone } = useTraderZone();
  const clock = { timeZone: zone, now: new Date() };
  const query = listQuery(filters, clock);
  const trades = useTrades(query, pagePeriod.ready);
  const accounts = useAccounts();
  // The 'Ativo' filter lists the trader's own instruments, not every known one.
  const instruments = useMyInstruments();
  const remove = useDeleteTrades();
  const wide = useMediaQuery('(min-width: 768px)');

  const { state } = useLocation();
  const [dialog, setDialog] = useState<{ open: boolean; trade: TradeDto | null }>(() => ({
    open: opensNewTrade(state),
    trade: null,
  }));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [imagesOf, setImagesOf] = useState<TradeDto | null>(null);
  const [settingPlaybook, setSettingPlaybook] = useState<string[] | null>(null);

  const setFilters = (patch: Partial<TradeFilters>) => {
    const picked = explicit || 'period' in patch || touchesPeriod(patch);
    setParams(filtersToParams({ ...(picked ? filters : urlFilters), page: 1, ...patch }, picked), {
      replace: true,
    });
    setSelected(new Set());
  };

  // Back to no filter at all: the default period again, not a chosen one.
  const clearFilters = (keep: Partial<TradeFilters> = {}) => {
    setParams(filtersToParams({ ...DEFAULT_FILTERS, ...keep }), { replace: true });
    setSelected(new Set());
  };

  const items = trades.data?.items ?? [];
  const visibleSelected = new Set(items.filter((t) => selected.has(t.id)).map((t) => t.id));
  const accountNames = new Map((accounts.data ?? []).map((a) => [a.id, a.name]));
  const openNew = () => setDialog({ open: true, trade: null });

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting.kind === 'one' ? [deleting.trade.id] : deleting.ids;
    remove.mutate(ids, {
      onSuccess: (count) => {
        notify.success(ids.length === 1 ? tradesText.deleted : tradesText.deletedMany(count));
        setSelected(new Set());
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        notify.error(tradesText.deleteError, tradesText.deleteErrorDetail, error);
      },
    });
  };

  const listProps = {
    trades: items,
    accountNames,
    sort: filters.sort,
    dir: filters.dir,
    onSort: (column: TradeFilters['sort']) => setFilters(nextSort(filters, column)),
    onSortChange: (sort: TradeFilters['sort'], dir: TradeFilters['dir']) => setFilters({ sort, dir }),
    selected: visibleSelected,
    onToggle: (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    onToggleAll: (all: boolean) => setSelected(all ? new Set(items.map((t) => t.id)) : new Set()),
    onEdit: (trade: TradeDto) => setDialog({ open: true, trade }),
    onDelete: (trade: TradeDto) => setDeleting({ kind: 'one', trade }),
    onImages: (trade: TradeDto) => setImagesOf(trade),
  };

  const total = trades.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (trades.data?.pageSize ?? PAGE_SIZE)));
  const filtered = hasActiveFilters(urlFilters);
  const nothingYet = trades.isSuccess && total === 0 && !filtered;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={tradesText.title}
        description={tradesText.lead}
        actions={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button variant="outline" asChild className="flex-1 sm:flex-none">
              <Link to="/trades/import">
                <UploadIcon aria-hidden="true" />
                {tradesText.importTrades}
              </Link>
            </Button>
            <Button onClick={openNew} className="flex-1 sm:flex-none">
              <PlusIcon aria-hidden="true" />
              {tradesText.newTrade}
            </Button>
          </div>
        }
      />

      {nothingYet ? null : (
        <TradeFiltersPanel
          filters={filters}
          accounts={accounts.data ?? []}
          instruments={instruments.data ?? []}
          onChange={setFilters}
          onClear={() => clearFilters({ sort: filters.sort, dir: filters.dir })}
          active={filtered}
        />
      )}
      <DefaultPeriodNote
        period={pagePeriod.period}
        naturalLabel={PERIOD_LABELS[TRADES_DEFAULT_PERIOD]}
        onNatural={() => setFilters({ period: TRADES_DEFAULT_PERIOD, from: undefined, to: undefined })}
      />

      {trades.isPending ? (
        <TradeListSkeleton />
      ) : trades.isError && !trades.data ? (
        <LoadError
          message={tradesText.loadError}
          retryLabel={tradesText.retry}
          onRetry={() => trades.refetch()}
        />
      ) : nothingYet ? (
        <EmptyState
          className="py-12"
          title={tradesText.emptyTitle}
          description={tradesText.emptyLead}
          actions={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={openNew}>
                <PlusIcon aria-hidden="true" />
                {tradesText.newTrade}
              </Button>
              <Button variant="outline" asChild>
                <Link to="/trades/import">
                  <UploadIcon aria-hidden="true" />
                  {tradesText.importTrades}
                </Link>
              </Button>
            </div>
          }
        />
      ) : (
        <>
          {trades.data ? <Totals totals={trades.data.totals} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {visibleSelected.size > 0 ? (
                <>
                  <Button
                    variant="destructive"
                    size="sm"
                    onClick={() => setDeleting({ kind: 'many', ids: [...visibleSelected] })}
                  >
                    {tradesText.bulkDelete(visibleSelected.size)}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setSettingPlaybook([...visibleSelected])}
                  >
                    <ListChecksIcon aria-hidden="true" />
                    {playbooksText.bulk.action}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                    {tradesText.clearSelection}
                  </Button>
                </>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <a href={exportHref(tradingApi.tradesExport, filters, clock, 'spreadsheet')} download>
                  <DownloadIcon aria-hidden="true" />
                  {tradesText.export.spreadsheet}
                </a>
              </Button>
              <Button variant="outline" size="sm" asChild>
                <a href={exportHref(tradingApi.tradesExport, filters, clock, 'generic')} download>
                  <DownloadIcon aria-hidden="true" />
                  {tradesText.export.generic}
                </a>
              </Button>
            </div>
          </div>
          {items.length === 0 ? (
            <EmptyState
              title={tradesText.emptyFilteredTitle}
              description={tradesText.emptyFilteredLead}
              actions={
                <Button variant="outline" onClick={() => clearFilters()}>
                  {tradesText.clearFilters}
                </Button>
              }
            />
          ) : (
            <div className={cn('transition-opacity', trades.isPlaceholderData && 'opacity-60')}>
              {wide ? <TradeTable {...listProps} /> : <TradeCards {...listProps} />}
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={tradesText.pagination.label} className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ page: filters.page - 1 })}
              >
                {tradesText.pagination.previous}
              </Button>
              <p className="text-sm text-slate-600">
                {tradesText.pagination.status(filters.page, pages, total)}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ page: filters.page + 1 })}
              >
                {tradesText.pagination.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <TradeFormDialog
        open={dialog.open}
        trade={dialog.trade}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <BulkPlaybookDialog
        open={settingPlaybook !== null}
        ids={settingPlaybook ?? []}
        onOpenChange={(open) => (open ? undefined : setSettingPlaybook(null))}
        onApplied={() => setSelected(new Set())}
      />
      <TradeAttachmentsDialog
        tradeId={imagesOf?.id ?? null}
        tradeName={imagesOf ? tradeLabel(imagesOf) : ''}
        onClose={() => setImagesOf(null)}
      />
      <ConfirmDialog
        confirmLabel={tradesText.confirmDelete}
        open={deleting !== null}
        title={
          deleting?.kind === 'many' ? tradesText.bulkDeleteTitle(deleting.ids.length) : tradesText.deleteTitle
        }
        description={
          deleting?.kind === 'one'
            ? tradesText.deleteDescription(tradeLabel(deleting.trade))
            : tradesText.bulkDeleteDescription
        }
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function Totals({ totals }: { totals: TradeListResponse['totals'] }) {
  if (totals.length === 0) return null;
  const T = tradesText.totals;
  return (
    <section aria-label={T.title} className="grid gap-3 sm:grid-cols-2">
      {totals.map((t) => {
        const sign = amountSign(t.pnl);
        return (
          <div
            key={t.currency}
            data-testid={`totals-${t.currency}`}
            className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="text-sm text-slate-600">
              {T.pnl} ({t.currency}) · {T.count(t.count)}
            </p>
            <p
              className={cn(
                'text-2xl font-bold tabular-nums',
                sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-red-700' : 'text-slate-900',
              )}
            >
              {formatMoney(t.pnl, t.currency)}
            </p>
            <p className="text-sm text-slate-600">
              {T.wins(t.wins)} · {T.losses(t.losses)} · {T.costs}: {formatMoney(t.costs, t.currency)}
            </p>
          </div>
        );
      })}
    </section>
  );
}
