import { FieldError } from '@/client/components/ui/field-error';
import { Segmented } from '@/client/components/ui/segmented';
import { CalendarRangeIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { cn } from '@/client/lib/cn';
import { formatDate } from '@/shared/format';
import { dashboardText } from '@/shared/i18n/dashboard';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { PERIOD_PRESETS as periodPresets, type PeriodPreset } from '@/shared/time/periods';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import { type PeriodView, validRange } from '@/client/lib/period-view';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';

const F = dashboardText.filters;
const PB = playbooksText.filter;

/** What a page's answer says about its view: the resolved dates and the currencies found (dashboard, reports). */
export interface ResolvedPeriod {
  period: { from: string | null; to: string | null };
  currencies: ('BRL' | 'USD')[];
  currency: 'BRL' | 'USD';
}

interface FiltersBarProps {
  /** The landmark's name ('Filtros do dashboard'). */
  label: string;
  view: PeriodView;
  onChange: (patch: Partial<PeriodView>) => void;
  accounts: AccountDto[];
  /** null: no 'Ativo' filter (a page that is about one playbook, across instruments). */
  instruments: InstrumentDto[] | null;
  /** The 'Playbook' filter (all, each, 'Sem playbook'), shown once the trader has a playbook. */
  playbookFilter?: boolean;
  /** The answer for the current view (resolved dates, currencies); the previous one while it loads. */
  data: ResolvedPeriod | undefined;
  /** The dates of the shown period, to start a custom range from. */
  updating: boolean;
  /** A page's own controls, under the shared ones (the reports' 'Mensal / Semanal'). */
  children?: ReactNode;
  /** Under the period's title: why this period (the default-period rule's sentence, DefaultPeriodNote). */
  note?: ReactNode;
}

function resolvedRange(data: ResolvedPeriod | undefined): string {
  if (!data) return '\u00a0';
  const { from, to } = data.period;
  if (from && to) return F.range(formatDate(from), formatDate(to));
  if (from) return F.rangeSince(formatDate(from));
  return F.rangeAll;
}

/**
 * Period presets (buttons on wide screens, a select on phones), custom dates, account, instrument, currency: the
 * filters /dashboard and /reports share, kept in the URL by the page (src/client/lib/period-view.ts).
 */
export function PeriodFiltersBar({
  label,
  view,
  onChange,
  accounts,
  instruments,
  data,
  updating,
  children,
  note,
  playbookFilter = true,
}: FiltersBarProps) {
  const id = useId();
  const playbooks = useAllPlaybooks({ enabled: playbookFilter }).data ?? [];
  const showPlaybooks = playbookFilter && (playbooks.length > 0 || Boolean(view.playbookId));
  const choosePreset = (preset: PeriodPreset) => {
    if (preset !== 'custom') return onChange({ preset, from: undefined, to: undefined });
    // Start the custom range from the dates on screen, so switching to it changes nothing until edited.
    onChange({
      preset,
      from: view.from ?? data?.period.from ?? undefined,
      to: view.to ?? data?.period.to ?? undefined,
    });
  };
  const rangeError = view.preset === 'custom' && !validRange(view) && view.from && view.to;
  const symbols = [...new Set((instruments ?? []).map((i) => i.symbol))].sort();
  if (view.instrument && !symbols.includes(view.instrument)) symbols.unshift(view.instrument);
  const showCurrency = (data?.currencies.length ?? 0) > 1;

  return (
    <section
      aria-label={label}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span id={`${id}-period`} className="text-sm font-semibold text-slate-900">
            {F.period}
          </span>
          <p
            className="flex items-center gap-1.5 text-sm text-slate-600 tabular-nums"
            data-testid="period-range"
          >
            <CalendarRangeIcon className="size-4 text-slate-400" aria-hidden="true" />
            <span aria-live="polite">{resolvedRange(data)}</span>
            {updating ? <span className="sr-only">{F.updating}</span> : null}
          </p>
        </div>
        {note}
        {/* Phones: one select. */}
        <Select
          aria-labelledby={`${id}-period`}
          className="sm:hidden"
          value={view.preset}
          onChange={(e) => choosePreset(e.target.value as PeriodPreset)}
        >
          {periodPresets.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </Select>
        {/* Wider: a segmented row of buttons. */}
        <div
          role="group"
          aria-labelledby={`${id}-period`}
          className="hidden gap-1 rounded-lg bg-slate-100 p-1 sm:grid sm:grid-cols-4 lg:flex"
        >
          {periodPresets.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={view.preset === p}
              onClick={() => choosePreset(p)}
              className={cn(
                'h-9 flex-auto rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                view.preset === p
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {PERIOD_LABELS[p]}
            </button>
          ))}
        </div>
      </div>

      {view.preset === 'custom' ? (
        <div className="grid gap-2">
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-from`}>{F.from}</Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={view.from ?? ''}
                max={view.to}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-range-error` : undefined}
                onChange={(e) => onChange({ from: e.target.value || undefined })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-to`}>{F.to}</Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={view.to ?? ''}
                min={view.from}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-range-error` : undefined}
                onChange={(e) => onChange({ to: e.target.value || undefined })}
              />
            </div>
          </div>
          {rangeError ? <FieldError id={`${id}-range`}>{F.invalidRange}</FieldError> : null}
        </div>
      ) : null}

      {/* One per row on a phone: side by side, 'Todas as contas' was clipped to 'Todas as cont'. */}
      <div
        className={cn(
          'grid grid-cols-1 gap-3 sm:grid-cols-2',
          showPlaybooks && instruments && 'lg:grid-cols-3',
          showCurrency &&
            (showPlaybooks && instruments
              ? 'lg:grid-cols-[1fr_1fr_1fr_auto]'
              : 'lg:grid-cols-[1fr_1fr_auto]'),
        )}
      >
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-account`}>{F.account}</Label>
          <Select
            id={`${id}-account`}
            value={view.accountId ?? ''}
            onChange={(e) => onChange({ accountId: e.target.value || undefined, currency: undefined })}
          >
            <option value="">{F.allAccounts}</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.currency})
              </option>
            ))}
          </Select>
        </div>
        {instruments ? (
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-instrument`}>{F.instrument}</Label>
            <Select
              id={`${id}-instrument`}
              value={view.instrument ?? ''}
              onChange={(e) => onChange({ instrument: e.target.value || undefined, currency: undefined })}
            >
              <option value="">{F.allInstruments}</option>
              {symbols.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {showPlaybooks ? (
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-playbook`}>{PB.label}</Label>
            <Select
              id={`${id}-playbook`}
              value={view.playbookId ?? ''}
              onChange={(e) => onChange({ playbookId: e.target.value || undefined, currency: undefined })}
            >
              <option value="">{PB.all}</option>
              {playbooks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.archived ? playbooksText.picker.archived(p.name) : p.name}
                </option>
              ))}
              <option value={NO_PLAYBOOK}>{PB.none}</option>
            </Select>
          </div>
        ) : null}
        {showCurrency && data ? (
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
            <span id={`${id}-currency`} className="text-sm font-medium text-slate-900">
              {F.currency}
            </span>
            <Segmented
              labelledBy={`${id}-currency`}
              options={data.currencies.map((c) => ({ value: c, label: dashboardText.currencyLabels[c] }))}
              value={data.currency}
              onChange={(currency) => onChange({ currency })}
            />
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}
