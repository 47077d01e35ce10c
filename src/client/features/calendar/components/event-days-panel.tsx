import { formatDate, money, percent } from '@/shared/format';
import { signTone } from '@/client/lib/sign-tone';
import { FieldError } from '@/client/components/ui/field-error';
import { Segmented } from '@/client/components/ui/segmented';
import { useId } from 'react';
import { DefaultPeriodNote } from '@/client/components/default-period-note';
import { LoadError } from '@/client/components/load-error';
import type { PagePeriod } from '@/client/lib/default-period';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Panel } from '@/client/components/ui/panel';
import { Select } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { useAccounts } from '@/client/lib/queries';
import type { EventDaysDto, EventDayStats } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { PERIOD_PRESETS, type PeriodPreset } from '@/shared/time/periods';
import { useEventDays } from '../api/calendar';
import { type CalendarView, DEFAULT_COMPARISON_PRESET, eventDaysQuery, validRange } from '../lib/params';

const T = calendarText.eventDays;
type Currency = EventDaysDto['currency'];

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn('text-base font-bold break-words text-slate-900 tabular-nums', className)}>
        {value}
      </dd>
    </div>
  );
}

function StatsCard({
  title,
  stats,
  currency,
  testId,
  highlight,
}: {
  title: string;
  stats: EventDayStats;
  currency: Currency;
  testId: string;
  highlight?: boolean;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={cn(
        'grid content-start gap-3 rounded-lg border p-4',
        highlight ? 'border-red-200 bg-red-50/40' : 'border-slate-200 bg-slate-50/60',
      )}
    >
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={T.pnl} value={money(stats.pnl, currency)} className={signTone(stats.pnl)} />
        <Figure label={T.winRate} value={percent(stats.winRate)} />
        <Figure label={T.trades} value={String(stats.trades)} />
        <Figure label={T.days} value={String(stats.days)} />
        <Figure
          label={T.averageDay}
          value={money(stats.averageDayPnl, currency)}
          className={signTone(stats.averageDayPnl)}
        />
      </dl>
    </section>
  );
}

function Results({ data }: { data: EventDaysDto }) {
  const near = data.nearEvent;
  if (data.eventDays.trades + data.otherDays.trades === 0)
    return <p className="text-sm text-slate-600">{T.empty}</p>;
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 md:grid-cols-2">
        <StatsCard
          title={T.eventDays}
          stats={data.eventDays}
          currency={data.currency}
          testId="event-days"
          highlight
        />
        <StatsCard title={T.otherDays} stats={data.otherDays} currency={data.currency} testId="other-days" />
      </div>
      <section
        aria-label={T.nearTitle}
        data-testid="near-event"
        className="grid gap-3 rounded-lg border border-slate-200 p-4"
      >
        <div className="grid gap-0.5">
          <h3 className="text-sm font-bold text-slate-900">{T.nearTitle}</h3>
          <p className="text-xs text-slate-600">{T.nearLead}</p>
        </div>
        {near.trades === 0 ? (
          <p className="text-sm text-slate-600">{T.nearNone}</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3">
            <Figure label={T.trades} value={String(near.trades)} />
            <Figure label={T.pnl} value={money(near.pnl, data.currency)} className={signTone(near.pnl)} />
            <Figure label={T.winRate} value={percent(near.winRate)} />
          </dl>
        )}
      </section>
    </div>
  );
}

/** The trader's results on days with a high-impact event vs the other days, and the trades entered near one. */
export function EventDaysPanel({
  view,
  onChange,
  pagePeriod,
}: {
  view: CalendarView;
  onChange: (patch: Partial<CalendarView>) => void;
  /** The period without one in the URL (src/client/lib/default-period.ts); absent: the view's as is. */
  pagePeriod?: PagePeriod;
}) {
  const id = useId();
  const rangeOk = validRange(view);
  const result = useEventDays(eventDaysQuery(view), rangeOk && (pagePeriod?.ready ?? true));
  const accounts = useAccounts();
  const data = result.data;
  const rangeError = view.preset === 'custom' && !rangeOk && view.from && view.to;
  const period = data?.period;

  const choosePreset = (preset: PeriodPreset) =>
    onChange(
      preset === 'custom'
        ? { preset, from: view.from ?? period?.from ?? undefined, to: view.to ?? period?.to ?? undefined }
        : { preset, from: undefined, to: undefined },
    );

  return (
    <Panel id={`${id}-title`} title={T.title} lead={T.lead}>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-4xl lg:grid-cols-[1fr_1fr_auto]">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-period`}>{T.period}</Label>
          <Select
            id={`${id}-period`}
            value={view.preset}
            onChange={(e) => choosePreset(e.target.value as PeriodPreset)}
          >
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-account`}>{T.account}</Label>
          <Select
            id={`${id}-account`}
            value={view.accountId ?? ''}
            onChange={(e) => onChange({ accountId: e.target.value || undefined, currency: undefined })}
          >
            <option value="">{T.allAccounts}</option>
            {(accounts.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.currency})
              </option>
            ))}
          </Select>
        </div>
        {data && data.currencies.length > 1 ? (
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
            <span id={`${id}-currency`} className="text-sm font-medium text-slate-900">
              {T.currency}
            </span>
            <Segmented
              labelledBy={`${id}-currency`}
              options={data.currencies.map((c) => ({ value: c, label: c }))}
              value={data.currency}
              onChange={(currency) => onChange({ currency })}
            />
          </div>
        ) : null}
      </div>
      {view.preset === 'custom' ? (
        <div className="grid gap-2">
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className="grid gap-1.5">
                <Label htmlFor={`${id}-${end}`}>{T[end]}</Label>
                <Input
                  id={`${id}-${end}`}
                  type="date"
                  value={view[end] ?? ''}
                  aria-invalid={rangeError ? true : undefined}
                  aria-describedby={rangeError ? `${id}-range-error` : undefined}
                  onChange={(e) => onChange({ [end]: e.target.value || undefined })}
                />
              </div>
            ))}
          </div>
          {rangeError ? <FieldError id={`${id}-range`}>{T.invalidRange}</FieldError> : null}
        </div>
      ) : null}
      {pagePeriod ? (
        <DefaultPeriodNote
          period={pagePeriod.period}
          naturalLabel={PERIOD_LABELS[DEFAULT_COMPARISON_PRESET]}
          onNatural={() => onChange({ preset: DEFAULT_COMPARISON_PRESET, from: undefined, to: undefined })}
        />
      ) : null}
      {period && (period.from || period.to) ? (
        <p className="text-sm text-slate-600 tabular-nums" data-testid="event-days-range">
          {period.from ? formatDate(period.from) : '…'} – {period.to ? formatDate(period.to) : '…'}
        </p>
      ) : null}
      <div
        aria-busy={result.isFetching}
        className={cn('transition-opacity', result.isPlaceholderData && 'opacity-60')}
      >
        {!rangeOk ? null : result.isPending ? (
          <div role="status" aria-label={T.loading} className="grid gap-3 md:grid-cols-2">
            <Skeleton className="h-40 rounded-lg" />
            <Skeleton className="h-40 rounded-lg" />
          </div>
        ) : result.isError && !data ? (
          <LoadError
            message={T.loadError}
            retryLabel={calendarText.retry}
            onRetry={() => void result.refetch()}
          />
        ) : data ? (
          <Results data={data} />
        ) : null}
      </div>
    </Panel>
  );
}
