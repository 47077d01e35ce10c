import { formatInteger } from '@/shared/format';
import { SearchIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { cn } from '@/client/lib/cn';
import { ACCESS_STATUSES, type AccessStatus } from '@/shared/account/access';
import { adminUsersText } from '@/shared/i18n/admin-users';
import { hasUserFilters, USER_SORTS, type UserFilters, type UserSort } from '../lib/user-filters';

const F = adminUsersText.filters;

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
  onClear: () => void;
  schools: { id: string; name: string }[];
  /** How many pending users the current search and school hold (undefined while unknown). */
  pendingCount: number | undefined;
}

/** Typing waits for a pause before it searches, so the server is asked once per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL may change under us (back button, 'Limpar filtros'): follow it, but not our own search coming back
  // (the trader may have typed on meanwhile).
  if (synced !== value) {
    setSynced(value);
    if (value !== sent) setText(value);
  }
  const run = (q: string) => {
    setSent(q);
    if (q !== value) onSearch(q);
  };
  const searchAfterPause = useEffectEvent(run);
  useEffect(() => {
    const timer = setTimeout(() => searchAfterPause(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="grid gap-1.5 sm:max-w-md">
      <Label htmlFor="admin-users-search">{adminUsersText.search}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id="admin-users-search"
          type="search"
          className="pl-9"
          placeholder={adminUsersText.searchPlaceholder}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Enter searches at once instead of waiting for the pause.
          onKeyDown={(e) => (e.key === 'Enter' ? run(text.trim()) : undefined)}
        />
      </div>
    </div>
  );
}

function Chip({
  active,
  onClick,
  children,
  label,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        active
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}

export function UserFiltersBar({ filters, onChange, onClear, schools, pendingCount }: UserFiltersBarProps) {
  const setStatus = (status: AccessStatus | undefined) => onChange({ status });
  return (
    <section
      aria-label={F.label}
      className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <SearchBox value={filters.q} onSearch={(q) => onChange({ q })} />

      <div role="group" aria-label={F.statusLabel} className="flex flex-wrap gap-2">
        <Chip active={!filters.status} onClick={() => setStatus(undefined)}>
          {F.all}
        </Chip>
        {ACCESS_STATUSES.map((status) => {
          const count = status === 'pending' ? pendingCount : undefined;
          return (
            <Chip
              key={status}
              active={filters.status === status}
              onClick={() => setStatus(status)}
              label={count ? F.withCount(F.status[status], count) : undefined}
            >
              {F.status[status]}
              {count ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'rounded-full px-1.5 text-xs font-bold tabular-nums',
                    filters.status === status ? 'bg-white text-emerald-800' : 'bg-amber-200 text-amber-950',
                  )}
                >
                  {formatInteger(count)}
                </span>
              ) : null}
            </Chip>
          );
        })}
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,14rem)_1fr] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-users-school">{F.school}</Label>
          <Select
            id="admin-users-school"
            value={filters.schoolId ?? ''}
            onChange={(e) => onChange({ schoolId: e.target.value || undefined })}
          >
            <option value="">{F.allSchools}</option>
            <option value="none">{F.noSchool}</option>
            {schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-users-sort">{F.sort}</Label>
          <Select
            id="admin-users-sort"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as UserSort })}
          >
            {USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {F.sorts[sort]}
              </option>
            ))}
          </Select>
        </div>
        {hasUserFilters(filters) ? (
          <div className="sm:justify-self-end">
            <Button variant="ghost" onClick={onClear}>
              <XIcon aria-hidden="true" />
              {F.clear}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
