import { FilterIcon, XIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { ruleBreakText } from '@/shared/i18n/rule-breaks';
import { RULE_BREAK_KINDS, RULE_BREAK_LABELS } from '@/shared/risk/contract';
import { tradesText } from '@/shared/i18n/trades';
import { PERIOD_PRESETS, type PeriodPreset } from '@/shared/time/periods';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import { hasActiveFilters, type TradeFilters } from '../lib/filters';
import { EmotionOptions } from './emotion-options';
import { Select } from '@/client/components/ui/select';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';
import { NO_PLAYBOOK } from '@/shared/playbooks/contract';

const F = tradesText.filters;
const PB = playbooksText.filter;

interface TradeFiltersProps {
  filters: TradeFilters;
  accounts: AccountDto[];
  instruments: InstrumentDto[];
  onChange: (patch: Partial<TradeFilters>) => void;
  onClear: () => void;
  /** Whether something the user chose narrows the list (the default period does not); default: from `filters`. */
  active?: boolean;
}

export function TradeFiltersPanel({
  filters,
  accounts,
  instruments,
  onChange,
  onClear,
  active: chosen,
}: TradeFiltersProps) {
  const [open, setOpen] = useState(chosen ?? hasActiveFilters(filters));
  const [tag, setTag] = useState(filters.tag ?? '');
  const [syncedTag, setSyncedTag] = useState(filters.tag);
  // The URL may change under us (clear, back button): follow it.
  if (syncedTag !== filters.tag) {
    setSyncedTag(filters.tag);
    setTag(filters.tag ?? '');
  }
  const commitTag = () => {
    const next = tag.trim() || undefined;
    if (next !== filters.tag) onChange({ tag: next });
  };
  const select = (value: string) => value || undefined;
  const active = chosen ?? hasActiveFilters(filters);
  const playbooks = useAllPlaybooks().data ?? [];
  // Shown once the trader has a playbook (or a link asks for one), as on the dashboard's filters.
  const showPlaybooks = playbooks.length > 0 || Boolean(filters.playbookId);

  return (
    <section
      aria-labelledby="trade-filters-title"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* Wraps on a phone: 'Filtros', 'Limpar filtros' and 'Ocultar filtros' did not fit one 360 px row. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="trade-filters-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <FilterIcon className="size-4" aria-hidden="true" />
          {F.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Button variant="ghost" size="sm" onClick={onClear}>
              <XIcon aria-hidden="true" />
              {F.clear}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="sm:hidden"
            aria-expanded={open}
            aria-controls="trade-filters-body"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? F.hide : F.show}
          </Button>
        </div>
      </div>
      <div
        id="trade-filters-body"
        className={`${open ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0`}
      >
        <FilterSelect
          id="filter-period"
          label={F.period}
          value={filters.period}
          onChange={(e) =>
            onChange({ period: e.target.value as PeriodPreset, from: undefined, to: undefined })
          }
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </FilterSelect>
        {filters.period === 'custom' ? (
          // Two dates in one of four columns cut them ("03/01/20"): the pair takes two there.
          <div className="grid grid-cols-2 gap-2 lg:col-span-2">
            <div className="grid gap-1.5">
              <Label htmlFor="filter-from">{F.from}</Label>
              <Input
                id="filter-from"
                type="date"
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(e) => onChange({ from: e.target.value || undefined })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="filter-to">{F.to}</Label>
              <Input
                id="filter-to"
                type="date"
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(e) => onChange({ to: e.target.value || undefined })}
              />
            </div>
          </div>
        ) : null}
        <FilterSelect
          id="filter-account"
          label={F.account}
          value={filters.accountId ?? ''}
          onChange={(e) => onChange({ accountId: select(e.target.value) })}
        >
          <option value="">{F.anyFem}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-instrument"
          label={F.instrument}
          value={filters.instrument ?? ''}
          onChange={(e) => onChange({ instrument: select(e.target.value) })}
        >
          <option value="">{F.any}</option>
          {filters.instrument && !instruments.some((i) => i.symbol === filters.instrument) ? (
            <option value={filters.instrument}>{filters.instrument}</option>
          ) : null}
          {instruments.map((i) => (
            <option key={i.id ?? i.symbol} value={i.symbol}>
              {i.symbol} — {i.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-type"
          label={F.type}
          value={filters.type ?? ''}
          onChange={(e) => onChange({ type: select(e.target.value) as TradeFilters['type'] })}
        >
          <option value="">{F.any}</option>
          <option value="compra">{tradesText.form.buy}</option>
          <option value="venda">{tradesText.form.sell}</option>
        </FilterSelect>
        <FilterSelect
          id="filter-emotion"
          label={F.emotion}
          value={filters.emotion ?? ''}
          onChange={(e) => onChange({ emotion: select(e.target.value) as TradeFilters['emotion'] })}
        >
          <option value="">{F.anyFem}</option>
          <EmotionOptions />
        </FilterSelect>
        <FilterSelect
          id="filter-result"
          label={F.result}
          value={filters.result ?? ''}
          onChange={(e) => onChange({ result: select(e.target.value) as TradeFilters['result'] })}
        >
          <option value="">{F.any}</option>
          <option value="gain">{F.gain}</option>
          <option value="loss">{F.loss}</option>
        </FilterSelect>
        <FilterSelect
          id="filter-rule-break"
          label={ruleBreakText.filter}
          value={filters.ruleBreak ?? ''}
          onChange={(e) => onChange({ ruleBreak: select(e.target.value) as TradeFilters['ruleBreak'] })}
        >
          <option value="">{ruleBreakText.filterAll}</option>
          <option value="any">{ruleBreakText.filterAny}</option>
          {RULE_BREAK_KINDS.map((k) => (
            <option key={k} value={k}>
              {RULE_BREAK_LABELS[k]}
            </option>
          ))}
        </FilterSelect>
        {showPlaybooks ? (
          <FilterSelect
            id="filter-playbook"
            label={PB.label}
            value={filters.playbookId ?? ''}
            onChange={(e) => onChange({ playbookId: select(e.target.value) })}
          >
            <option value="">{PB.all}</option>
            {filters.playbookId &&
            filters.playbookId !== NO_PLAYBOOK &&
            !playbooks.some((p) => p.id === filters.playbookId) ? (
              <option value={filters.playbookId}>{PB.unknown}</option>
            ) : null}
            {playbooks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.archived ? playbooksText.picker.archived(p.name) : p.name}
              </option>
            ))}
            <option value={NO_PLAYBOOK}>{PB.none}</option>
          </FilterSelect>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="filter-tag">{F.tag}</Label>
          <Input
            id="filter-tag"
            type="search"
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            onBlur={commitTag}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitTag();
            }}
          />
        </div>
      </div>
    </section>
  );
}

/** A labelled filter: the select gets the label's id, so tests and screen readers find it by name. */
function FilterSelect({ id, label, ...props }: ComponentProps<'select'> & { id: string; label: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...props} />
    </div>
  );
}
