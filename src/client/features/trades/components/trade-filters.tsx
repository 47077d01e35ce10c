import { FilterIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { tradesText } from '@/shared/i18n/trades';
import type { AccountDto, InstrumentDto } from '@/shared/trading/api-contract';
import {
  EMOTION_GROUP_LABELS,
  EMOTION_GROUPS,
  EMOTION_LABELS,
  type EmotionGroup,
} from '@/shared/trading/emotions';
import { hasActiveFilters, PERIOD_PRESETS, type PeriodPreset, type TradeFilters } from '../lib/filters';
import { selectClass } from './field-styles';

const F = tradesText.filters;

interface TradeFiltersProps {
  filters: TradeFilters;
  accounts: AccountDto[];
  instruments: InstrumentDto[];
  onChange: (patch: Partial<TradeFilters>) => void;
  onClear: () => void;
}

export function TradeFiltersPanel({ filters, accounts, instruments, onChange, onClear }: TradeFiltersProps) {
  const [open, setOpen] = useState(hasActiveFilters(filters));
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
  const active = hasActiveFilters(filters);

  return (
    <section
      aria-labelledby="trade-filters-title"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="trade-filters-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <FilterIcon className="size-4" aria-hidden="true" />
          {F.title}
        </h2>
        <div className="flex gap-2">
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
        className={`${open ? 'grid' : 'hidden'} gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="filter-period">{F.period}</Label>
          <select
            id="filter-period"
            className={selectClass}
            value={filters.period}
            onChange={(e) =>
              onChange({ period: e.target.value as PeriodPreset, from: undefined, to: undefined })
            }
          >
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {F.presets[p]}
              </option>
            ))}
          </select>
        </div>
        {filters.period === 'custom' ? (
          <div className="grid grid-cols-2 gap-2">
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
        <div className="grid gap-1.5">
          <Label htmlFor="filter-account">{F.account}</Label>
          <select
            id="filter-account"
            className={selectClass}
            value={filters.accountId ?? ''}
            onChange={(e) => onChange({ accountId: select(e.target.value) })}
          >
            <option value="">{F.anyFem}</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-instrument">{F.instrument}</Label>
          <select
            id="filter-instrument"
            className={selectClass}
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
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-type">{F.type}</Label>
          <select
            id="filter-type"
            className={selectClass}
            value={filters.type ?? ''}
            onChange={(e) => onChange({ type: select(e.target.value) as TradeFilters['type'] })}
          >
            <option value="">{F.any}</option>
            <option value="compra">{tradesText.form.buy}</option>
            <option value="venda">{tradesText.form.sell}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-emotion">{F.emotion}</Label>
          <select
            id="filter-emotion"
            className={selectClass}
            value={filters.emotion ?? ''}
            onChange={(e) => onChange({ emotion: select(e.target.value) as TradeFilters['emotion'] })}
          >
            <option value="">{F.anyFem}</option>
            {(Object.keys(EMOTION_GROUPS) as EmotionGroup[]).map((group) => (
              <optgroup key={group} label={EMOTION_GROUP_LABELS[group]}>
                {EMOTION_GROUPS[group].map((e) => (
                  <option key={e} value={e}>
                    {EMOTION_LABELS[e]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-result">{F.result}</Label>
          <select
            id="filter-result"
            className={selectClass}
            value={filters.result ?? ''}
            onChange={(e) => onChange({ result: select(e.target.value) as TradeFilters['result'] })}
          >
            <option value="">{F.any}</option>
            <option value="gain">{F.gain}</option>
            <option value="loss">{F.loss}</option>
          </select>
        </div>
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
