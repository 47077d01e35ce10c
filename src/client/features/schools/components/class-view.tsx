import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { formatDate } from '@/shared/format/dates';
import { classesText as T } from '@/shared/i18n/classes';
import { RULE_BREAK_SHORT_LABELS, type RuleBreakKind } from '@/shared/risk/contract';
import type { ClassWeekDto } from '@/shared/schools/classes-contract';
import { useClassView } from '../api/classes';

const WEEK_CHOICES = [4, 8, 13, 26] as const;

/**
 * The class view: per ISO week, how many students journaled, planned, used stops, kept their limits and broke rules
 * (and which), and their challenge days — from students who share at least 'Resumo'. Process only: no money.
 * Phone first: one card per week, newest first.
 */
export function ClassView({ schoolId, classId }: { schoolId: string; classId: string }) {
  const [weeks, setWeeks] = useState<number>(8);
  const view = useClassView(schoolId, classId, weeks);
  const selectId = `class-view-weeks-${classId}`;
  return (
    <section aria-labelledby={`view-${classId}`} className="grid gap-3" data-testid="class-view">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h4 id={`view-${classId}`} className="text-lg font-semibold text-slate-900">
          {T.view}
        </h4>
        <div className="grid gap-1">
          <Label htmlFor={selectId}>{T.viewWeeks}</Label>
          <Select id={selectId} value={String(weeks)} onChange={(e) => setWeeks(Number(e.target.value))}>
            {WEEK_CHOICES.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {view.isPending ? (
        <SkeletonList label={T.view} rows={2} />
      ) : view.isError ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => view.refetch()} />
      ) : (
        <>
          <p className="max-w-3xl text-sm text-slate-600">
            {T.viewLead(view.data.sharing, view.data.notSharing)}
          </p>
          <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {[...view.data.weeks].reverse().map((w) => (
              <WeekCard key={w.week} week={w} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function WeekCard({ week: w }: { week: ClassWeekDto }) {
  const breaks = Object.entries(w.ruleBreaks) as [RuleBreakKind, number][];
  const line = (label: string, value: string) => (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
  return (
    <li
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
      data-testid="class-week"
    >
      <p className="font-semibold text-slate-900">
        {T.week} {formatDate(w.week)}
      </p>
      <dl className="grid gap-1">
        {line(T.journaled, String(w.journaled))}
        {line(T.wrotePlan, String(w.wrotePlan))}
        {line(T.usedStops, T.ofTraded(w.usedStops, w.traded))}
        {line(T.withinLimits, T.ofTraded(w.withinLimits, w.traded))}
        {line(T.brokeRules, T.ofTraded(w.brokeRules, w.traded))}
        {line(T.challengeDays, `${w.challengeDaysPassed} / ${w.challengeDaysFailed}`)}
      </dl>
      {breaks.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={T.brokeRules}>
          {breaks.map(([kind, n]) => (
            <li key={kind} className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
              {RULE_BREAK_SHORT_LABELS[kind]}: {n}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
