import { PlusIcon, RotateCwIcon, UploadIcon } from 'lucide-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BucketBars } from '@/client/components/charts/bucket-bars';
import { chartHeights, EquityChart } from '@/client/components/charts/equity-chart';
import { CostDaysNote } from '@/client/components/brokerage-notes/cost-days-note';
import { DefaultPeriodNote } from '@/client/components/default-period-note';
import { PeriodFiltersBar } from '@/client/components/period-filters-bar';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { usePeriodView } from '@/client/lib/default-period';
import {
  DEFAULT_PRESET,
  type PeriodView,
  validRange,
  viewFromParams,
  viewToParams,
  viewToQuery,
} from '@/client/lib/period-view';
import { dashboardText } from '@/shared/i18n/dashboard';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { disciplineText, rMultipleText } from '@/shared/i18n/rule-breaks';
import type { AccountDto, InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import { useDashboard } from '../api/dashboard';
import { DayCalendar } from './day-calendar';
import { DisciplineCost } from './discipline-cost';
import { Histogram } from './distribution';
import { EmotionAnalysis } from './emotions';
import { ExcursionAnalysis } from './excursion';
import { Insights } from './insights';
import { LastTrades } from './last-trades';
import { MetricCards, MetricCardsSkeleton } from './metric-cards';
import { RDistribution } from './r-distribution';

const T = dashboardText;

export interface TradeDialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trade to edit; null registers a new one. */
  trade: TradeDto | null;
}

export interface DashboardPageProps {
  greetingName: string;
  /** From GET /api/accounts (the route reads them with the trades feature's hook); undefined while loading. */
  accounts: AccountDto[] | undefined;
  instruments: InstrumentDto[] | undefined;
  /** The trade dialog (the trades feature's), composed by the route: new trade when `trade` is null. */
  renderTradeDialog: (props: TradeDialogSlotProps) => ReactNode;
  /** The 'Novo trade' button of the header (the trades feature's NewTradeButton). */
  newTradeButton: ReactNode;
  /** The risk feature's 'Hoje' panel, shown right under the header. */
  todayPanel?: ReactNode;
}

function Panel({
  title,
  lead,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={id} className="text-base font-bold text-slate-900 sm:text-lg">
            {title}
          </h2>
          {lead ? <p className="text-sm text-slate-600">{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Blocks of the final layout's sizes while the first answer loads: nothing moves when it arrives. */
function DashboardSkeleton() {
  const narrow = chartHeights(true);
  const wide = chartHeights(false);
  return (
    <div className="grid gap-4" role="status" aria-label={dashboardText.filters.updating}>
      <MetricCardsSkeleton />
      <div
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        aria-hidden="true"
      >
        <Skeleton className="h-6 w-40" />
        <Skeleton
          className="bg-slate-100 [height:var(--h-narrow)] sm:[height:var(--h-wide)]"
          style={
            {
              '--h-narrow': `${narrow.equity + narrow.drawdown + 44 + 24}px`,
              '--h-wide': `${wide.equity + wide.drawdown + 44 + 24}px`,
            } as React.CSSProperties
          }
        />
      </div>
    </div>
  );
}

function visibleWeekdays(data: DashboardData) {
  // Weekends only when someone traded on them (crypto, or a mistake worth seeing).
  return data.distribution.byWeekday.filter((b) => b.trades > 0 || (b.key !== '0' && b.key !== '6'));
}

export function DashboardPage({
  greetingName,
  accounts,
  instruments,
  renderTradeDialog,
  newTradeButton,
  todayPanel,
}: DashboardPageProps) {
  const [params, setParams] = useSearchParams();
  const urlView = useMemo(() => viewFromParams(params), [params]);
  // Without a period in the URL: this month when it has trades, else the latest month with trades (one rule).
  const { view, pagePeriod, patched } = usePeriodView(params, urlView, DEFAULT_PRESET, 'month');
  const rangeOk = validRange(view);
  const query = useMemo(() => viewToQuery(view), [view]);
  const dashboard = useDashboard(query, rangeOk && pagePeriod.ready);
  const [dialog, setDialog] = useState<{ open: boolean; trade: TradeDto | null }>({
    open: false,
    trade: null,
  });

  // A period the user picks is written to the URL (even 'Este mês'); other filters leave the default period alone.
  const setView = (patch: Partial<PeriodView>) => {
    const { next, picked } = patched(patch);
    setParams(viewToParams(next, picked ? null : DEFAULT_PRESET), { replace: true });
  };

  const data = dashboard.data;
  const openNew = () => setDialog({ open: true, trade: null });
  const tradeCount = accounts?.reduce((n, a) => n + a.tradeCount, 0);
  const hasNoTradesAtAll = data !== undefined && data.metrics.totalTrades === 0 && tradeCount === 0;
  const filtered = Boolean(view.accountId || view.instrument || view.playbookId);

  const header = (
    <PageHeader
      title={T.title}
      description={
        <>
          {T.greeting(greetingName)} {T.lead}
        </>
      }
      actions={newTradeButton}
    />
  );

  let body: ReactNode;
  if (hasNoTradesAtAll) {
    body = (
      <EmptyState
        data-testid="dashboard-empty"
        className="gap-4 py-14"
        title={T.empty.title}
        description={T.empty.lead}
        actions={
          <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
            <Button onClick={openNew} size="lg">
              <PlusIcon aria-hidden="true" />
              {T.empty.register}
            </Button>
            <Button variant="outline" size="lg" asChild>
              <Link to="/trades/import">
                <UploadIcon aria-hidden="true" />
                {T.empty.import}
              </Link>
            </Button>
          </div>
        }
      />
    );
  } else {
    let content: ReactNode;
    if (!rangeOk) content = null;
    else if (dashboard.isPending) content = <DashboardSkeleton />;
    else if (dashboard.isError && !data)
      content = (
        <Alert className="justify-items-start gap-y-3 p-4">
          <AlertDescription className="text-base">{T.loadError}</AlertDescription>
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {T.retry}
          </Button>
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() =>
                setView({
                  accountId: undefined,
                  instrument: undefined,
                  playbookId: undefined,
                  currency: undefined,
                })
              }
            >
              {T.clearFilters}
            </Button>
          ) : null}
        </Alert>
      );
    else if (data && data.metrics.totalTrades === 0)
      content = (
        <EmptyState
          data-testid="dashboard-none-in-period"
          className="py-12"
          title={filtered ? T.noneInPeriod.titleFiltered : T.noneInPeriod.title}
          description={T.noneInPeriod.lead}
          actions={
            <div className="flex flex-wrap justify-center gap-2">
              {view.preset === 'all' ? null : (
                <Button variant="outline" asChild>
                  {/* The same account and instrument, over every date. */}
                  <Link
                    to={`/dashboard?${viewToParams({ ...view, preset: 'all', from: undefined, to: undefined }).toString()}`}
                    replace
                  >
                    {T.noneInPeriod.allTime}
                  </Link>
                </Button>
              )}
              {filtered ? (
                <Button
                  variant="ghost"
                  onClick={() =>
                    setView({ accountId: undefined, instrument: undefined, currency: undefined })
                  }
                >
                  {T.clearFilters}
                </Button>
              ) : null}
            </div>
          }
        />
      );
    else if (data)
      content = (
        <DashboardBody data={data} view={view} onOpenTrade={(trade) => setDialog({ open: true, trade })} />
      );

    body = (
      <>
        <PeriodFiltersBar
          label={T.filters.label}
          view={view}
          onChange={setView}
          accounts={accounts ?? []}
          instruments={instruments ?? []}
          data={data}
          updating={dashboard.isFetching}
          note={
            <DefaultPeriodNote
              period={pagePeriod.period}
              naturalLabel={PERIOD_LABELS[DEFAULT_PRESET]}
              onNatural={() => setView({ preset: DEFAULT_PRESET, from: undefined, to: undefined })}
            />
          }
        />
        <div
          className={cn('transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}
          aria-busy={dashboard.isFetching}
        >
          {content}
        </div>
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      {header}
      {todayPanel}
      {body}
      {renderTradeDialog({
        open: dialog.open,
        trade: dialog.trade,
        onOpenChange: (open) => setDialog((d) => ({ ...d, open })),
      })}
    </div>
  );
}

function DashboardBody({
  data,
  view,
  onOpenTrade,
}: {
  data: DashboardData;
  view: PeriodView;
  onOpenTrade: (trade: TradeDto) => void;
}) {
  // The panels under the curve (two thirds of the page's elements) render in the pass right after the cards and
  // the curve are on screen, instead of holding them back; after that first time they render with the rest.
  const showLower = useDeferredValue(true, false);
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5" data-testid="dashboard-content">
      <MetricCards data={data} />
      <CostDaysNote costDays={data.costDays} />
      <div className="grid grid-cols-1 gap-4 sm:gap-5 xl:grid-cols-[2fr_1fr]">
        <Panel title={T.equity.title} lead={T.equity.lead} testId="equity-panel">
          <EquityChart
            equity={data.equity}
            maxDrawdown={data.metrics.maxDrawdown}
            currency={data.currency}
            timezone={data.period.timezone}
          />
        </Panel>
        <Panel title={T.insights.title}>
          <Insights insights={data.insights} />
        </Panel>
      </div>
      {showLower ? <LowerPanels data={data} view={view} onOpenTrade={onOpenTrade} /> : null}
    </div>
  );
}

function LowerPanels({
  data,
  view,
  onOpenTrade,
}: {
  data: DashboardData;
  view: PeriodView;
  onOpenTrade: (trade: TradeDto) => void;
}) {
  const D = T.distribution;
  return (
    <>
      <Panel
        title={T.lastTrades.title}
        lead={T.lastTrades.lead}
        action={
          <Button variant="ghost" size="sm" asChild>
            <Link to="/trades">{T.lastTrades.seeAll}</Link>
          </Button>
        }
      >
        <LastTrades trades={data.lastTrades} onOpen={onOpenTrade} />
      </Panel>
      <div className="grid grid-cols-1 gap-4 sm:gap-5 lg:grid-cols-[3fr_2fr]">
        <Panel title={disciplineText.title} lead={disciplineText.lead} testId="discipline-panel">
          <DisciplineCost data={data} view={view} />
        </Panel>
        <Panel title={rMultipleText.distribution.title} testId="r-distribution-panel">
          <RDistribution data={data} />
        </Panel>
      </div>
      <Panel title={D.title} lead={D.lead} testId="distribution">
        <div className="grid gap-6 md:grid-cols-2">
          <BucketBars
            title={D.byWeekday}
            kind="weekday"
            buckets={visibleWeekdays(data)}
            currency={data.currency}
            testId="by-weekday"
          />
          <BucketBars
            title={D.byHour}
            kind="hour"
            buckets={data.distribution.byHour}
            currency={data.currency}
            testId="by-hour"
          />
          <div className="grid content-start gap-6">
            <BucketBars
              title={D.byInstrument}
              kind="instrument"
              buckets={data.distribution.byInstrument}
              currency={data.currency}
              testId="by-instrument"
            />
            <BucketBars
              title={D.bySide}
              kind="side"
              buckets={data.distribution.bySide}
              currency={data.currency}
              testId="by-side"
            />
          </div>
          <Histogram bins={data.distribution.histogram} currency={data.currency} />
        </div>
      </Panel>
      <div className="grid grid-cols-1 gap-4 sm:gap-5 lg:grid-cols-2">
        <Panel title={T.calendar.title}>
          <DayCalendar key={`${data.period.from}:${data.period.to}`} data={data} />
        </Panel>
        <Panel title={T.excursion.title} lead={T.excursion.lead}>
          <ExcursionAnalysis metrics={data.metrics} rows={data.excursion} />
        </Panel>
      </div>
      <Panel title={T.emotions.title} lead={T.emotions.lead} testId="emotions">
        <EmotionAnalysis data={data} />
      </Panel>
    </>
  );
}
