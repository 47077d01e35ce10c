import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BucketBars } from '@/client/components/charts/bucket-bars';
import { EquityChart } from '@/client/components/charts/equity-chart';
import { LoadError } from '@/client/components/load-error';
import { PeriodFiltersBar } from '@/client/components/period-filters-bar';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from '@/client/components/ui/page-header';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { ApiRequestError } from '@/client/lib/api';
import {
  type PeriodView,
  validRange,
  viewFromParams,
  viewToParams,
  viewToQuery,
} from '@/client/lib/period-view';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import { useAccounts } from '@/client/lib/queries';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { PeriodPreset } from '@/shared/time/periods';
import { usePlaybookStats } from '../api/playbooks';
import { CriteriaTable } from './criteria-table';
import { PlaybookDialog } from './playbook-dialog';
import { PlaybookFigures, PlaybookRuleBreaks } from './playbook-figures';

const T = playbooksText;
const S = T.stats;
/** A playbook is read over its whole history unless the trader narrows it (the stats route's default). */
const DEFAULT_PRESET: PeriodPreset = 'all';

/** /playbooks/:id: the playbook's figures, where it works, its rule breaks, and which criteria carry the edge. */
export function PlaybookStatsPage() {
  const { playbookId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params, DEFAULT_PRESET), [params]);
  const accounts = useAccounts();
  const rangeOk = validRange(view);
  const { instrument: _instrument, playbookId: _playbook, ...query } = viewToQuery(view);
  const stats = usePlaybookStats(playbookId, query, rangeOk);
  const [editing, setEditing] = useState(false);
  const setView = (patch: Partial<PeriodView>) =>
    setParams(viewToParams({ ...view, ...patch }, DEFAULT_PRESET), { replace: true });

  const data = stats.data;
  // The list's copy shows the header while the figures load (or when they cannot be read).
  const listed = useAllPlaybooks().data?.find((p) => p.id === playbookId);
  const playbook = data?.playbook ?? listed;
  const notFound = stats.error instanceof ApiRequestError && stats.error.code === 'PLAYBOOK_NOT_FOUND';
  const market = playbook
    ? [playbook.instruments.length ? playbook.instruments.join(', ') : T.anyMarket, playbook.timeframe]
        .filter(Boolean)
        .join(' · ')
    : '';

  const back = (
    <Link
      to="/playbooks"
      className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {S.backLabel}
    </Link>
  );

  if (notFound)
    return (
      <div className="grid grid-cols-1 gap-6">
        {back}
        <EmptyState title={S.notFound} description={S.notFoundLead} />
      </div>
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <PageHeader
        title={playbook?.name ?? T.title}
        description={playbook?.description || undefined}
        actions={
          playbook ? (
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {T.edit}
            </Button>
          ) : null
        }
      >
        {playbook ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {playbook.archived ? <Badge tone="neutral">{S.archivedBadge}</Badge> : null}
            <span>{market}</span>
            <span aria-hidden="true">·</span>
            <span>{T.criteriaCount(playbook.criteria.length)}</span>
          </div>
        ) : null}
      </PageHeader>

      {playbook?.imageUrl ? (
        <a
          href={playbook.imageUrl}
          target="_blank"
          rel="noreferrer"
          className="justify-self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <img
            src={playbook.thumbUrl ?? playbook.imageUrl}
            alt={T.picture.label(playbook.name)}
            className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
          />
        </a>
      ) : null}

      <PeriodFiltersBar
        label={S.filtersLabel}
        view={view}
        onChange={setView}
        accounts={accounts.data ?? []}
        instruments={null}
        playbookFilter={false}
        data={data}
        updating={stats.isFetching}
      />

      {!rangeOk ? null : stats.isPending ? (
        <SkeletonList label={T.loading} rows={4} rowClassName="h-28 rounded-xl" />
      ) : stats.isError && !data ? (
        <LoadError message={S.loadError} retryLabel={T.retry} onRetry={() => void stats.refetch()} />
      ) : data ? (
        <>
          <PlaybookFigures figures={data.figures} currency={data.currency} />
          {data.figures.trades === 0 ? <EmptyState title={S.noneTitle} description={S.noneLead} /> : null}
          <Panel id="playbook-criteria" title={S.criteriaTitle} lead={S.criteriaLead}>
            <p className="text-xs text-slate-600">{S.smallLegend}</p>
            <CriteriaTable criteria={data.criteria} total={data.figures.trades} currency={data.currency} />
          </Panel>
          {data.figures.trades > 0 ? (
            <>
              <Panel id="playbook-equity" title={S.equity}>
                <EquityChart
                  equity={data.equity}
                  maxDrawdown={data.metrics.maxDrawdown}
                  currency={data.currency}
                  timezone={data.period.timezone}
                />
              </Panel>
              <Panel id="playbook-distribution" title={S.distribution} lead={S.distributionLead}>
                <div className="grid gap-6 md:grid-cols-2">
                  <BucketBars
                    title={S.byInstrument}
                    kind="instrument"
                    buckets={data.byInstrument}
                    currency={data.currency}
                    testId="playbook-by-instrument"
                  />
                  <BucketBars
                    title={S.byHour}
                    kind="hour"
                    buckets={data.byHour}
                    currency={data.currency}
                    testId="playbook-by-hour"
                  />
                </div>
              </Panel>
            </>
          ) : null}
          <Panel id="playbook-rule-breaks" title={S.ruleBreaks} lead={S.ruleBreaksLead}>
            <PlaybookRuleBreaks rows={data.ruleBreaks} currency={data.currency} />
          </Panel>
        </>
      ) : null}

      <PlaybookDialog open={editing} onOpenChange={setEditing} playbook={playbook ?? null} />
    </div>
  );
}
