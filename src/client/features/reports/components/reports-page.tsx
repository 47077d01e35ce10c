import { Segmented } from '@/client/components/ui/segmented';
import { RotateCwIcon, UploadIcon } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CostDaysNote } from '@/client/components/brokerage-notes/cost-days-note';
import { EquityChart } from '@/client/components/charts/equity-chart';
import { DefaultPeriodNote } from '@/client/components/default-period-note';
import { PeriodFiltersBar } from '@/client/components/period-filters-bar';
import { Alert, AlertDescription } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { Panel } from '@/client/components/ui/panel';
import { cn } from '@/client/lib/cn';
import { usePeriodView } from '@/client/lib/default-period';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto, ReportGranularity } from '@/shared/reports/contract';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import { useReport } from '../api/reports';
import {
  REPORT_DEFAULT_PRESET,
  type ReportView,
  reportViewFromParams,
  reportViewToParams,
  reportViewToQuery,
  validReportRange,
} from '../lib/params';
import { Breakdowns } from './breakdowns';
import { PlaybookBreakdown } from './playbook-breakdown';
import { CutsTable } from './cuts-table';
import { BestWorstDays, Discipline } from './days-and-discipline';
import { ExportButtons } from './export-buttons';
import { ReportSkeleton } from './report-skeleton';
import { ReportSummary } from './report-summary';

const T = reportsText;

export interface ReportsPageProps {
  /** From GET /api/accounts and /api/instruments (shared queries); undefined while loading. */
  accounts: AccountDto[] | undefined;
  instruments: InstrumentDto[] | undefined;
  /** The trades feature's 'Novo trade' button (composed by the route), for the empty state. */
  registerButton?: ReactNode;
}

function GranularitySwitch({
  value,
  onChange,
}: {
  value: ReportGranularity;
  onChange: (value: ReportGranularity) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:flex sm:items-center sm:gap-3">
      <span id={id} className="text-sm font-semibold text-slate-900">
        {T.filters.granularity}
      </span>
      <Segmented
        labelledBy={id}
        options={[
          { value: 'month', label: T.filters.month },
          { value: 'week', label: T.filters.week },
        ]}
        value={value}
        onChange={onChange}
        className="grid grid-cols-2 sm:w-64"
      />
    </div>
  );
}

export function ReportsPage({ accounts, instruments, registerButton }: ReportsPageProps) {
  const [params, setParams] = useSearchParams();
  const urlView = useMemo(() => reportViewFromParams(params), [params]);
  // Without a period in the URL: this year when it has trades, else the latest year with trades (one rule).
  const { view, pagePeriod, patched } = usePeriodView(params, urlView, REPORT_DEFAULT_PRESET, 'year');
  const rangeOk = validReportRange(view);
  const query = useMemo(() => reportViewToQuery(view), [view]);
  const report = useReport(query, rangeOk && pagePeriod.ready);
  const data = report.data;
  const setView = (patch: Partial<ReportView>) => {
    const { next, picked } = patched(patch);
    setParams(reportViewToParams(next, picked), { replace: true });
  };
  const filtered = Boolean(view.accountId || view.instrument || view.playbookId);
  const clearFilters = () =>
    setView({ accountId: undefined, instrument: undefined, playbookId: undefined, currency: undefined });

  let content: ReactNode = null;
  if (!rangeOk) content = null;
  else if (report.isPending) content = <ReportSkeleton />;
  else if (report.isError && !data)
    content = (
      <Alert className="justify-items-start gap-y-3 p-4" data-testid="report-error">
        <AlertDescription className="text-base">{T.loadError}</AlertDescription>
        <Button variant="outline" onClick={() => void report.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          {T.retry}
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={clearFilters}>
            {T.clearFilters}
          </Button>
        ) : null}
      </Alert>
    );
  else if (data && data.summary.current.trades === 0)
    content = (
      <EmptyState
        data-testid="report-empty"
        className="py-12"
        title={filtered ? T.empty.titleFiltered : T.empty.title}
        description={T.empty.lead}
        actions={
          <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row sm:flex-wrap">
            {registerButton}
            <Button variant="outline" asChild>
              <Link to="/trades/import">
                <UploadIcon aria-hidden="true" />
                {T.empty.import}
              </Link>
            </Button>
            {view.preset === 'all' ? null : (
              <Button variant="ghost" asChild>
                <Link
                  to={`/reports?${reportViewToParams({ ...view, preset: 'all', from: undefined, to: undefined }).toString()}`}
                  replace
                >
                  {T.empty.allTime}
                </Link>
              </Button>
            )}
          </div>
        }
      />
    );
  else if (data) content = <ReportBody report={data} />;

  const hasFigures = Boolean(data && data.summary.current.trades > 0);
  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <PageHeader
        title={T.title}
        description={T.lead}
        actions={
          <div className="w-full sm:w-auto">
            <ExportButtons query={query} disabled={!rangeOk || !hasFigures} />
          </div>
        }
      />
      <PeriodFiltersBar
        label={T.filters.label}
        view={view}
        onChange={setView}
        accounts={accounts ?? []}
        instruments={instruments ?? []}
        data={data}
        updating={report.isFetching}
        note={
          <DefaultPeriodNote
            period={pagePeriod.period}
            naturalLabel={PERIOD_LABELS[REPORT_DEFAULT_PRESET]}
            onNatural={() => setView({ preset: REPORT_DEFAULT_PRESET, from: undefined, to: undefined })}
          />
        }
      >
        <GranularitySwitch value={view.granularity} onChange={(granularity) => setView({ granularity })} />
      </PeriodFiltersBar>
      <div
        className={cn('transition-opacity', report.isPlaceholderData && 'opacity-60')}
        aria-busy={report.isFetching}
      >
        {content}
      </div>
    </div>
  );
}

function ReportBody({ report }: { report: ReportDto }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5" data-testid="report-content">
      <ReportSummary report={report} />
      <CostDaysNote costDays={report.costDays} />
      <Panel id="report-equity" title={T.equity.title} lead={T.equity.lead}>
        <EquityChart
          equity={report.equity}
          maxDrawdown={report.summary.current.maxDrawdown}
          currency={report.currency}
          timezone={report.period.timezone}
        />
      </Panel>
      <CutsTable report={report} />
      <div className="grid grid-cols-1 gap-4 sm:gap-5 lg:grid-cols-2">
        <Discipline report={report} />
        <BestWorstDays report={report} />
      </div>
      <Breakdowns report={report} />
      <PlaybookBreakdown report={report} />
    </div>
  );
}
