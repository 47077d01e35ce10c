import { dashboardText } from '@/shared/i18n/dashboard';
import type { Metrics } from '@/shared/trading/dashboard-contract';
import { percent, points } from '../lib/format';

const X = dashboardText.excursion;

function Meter({ label, value, tone }: { label: string; value: number | null; tone: 'good' | 'bad' }) {
  const pct = value === null ? 0 : Math.max(0, Math.min(1, value)) * 100;
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        <span className="font-semibold tabular-nums text-slate-900">{percent(value)}</span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className={
            tone === 'good' ? 'h-full rounded-full bg-emerald-500' : 'h-full rounded-full bg-red-500'
          }
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

/** How much of the favourable move winners kept (MEP), and how much of the adverse move losers took (MEN). */
export function ExcursionAnalysis({ metrics: m }: { metrics: Metrics }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2" data-testid="excursion">
      <div className="grid content-start gap-3">
        <p className="text-sm text-slate-800" data-testid="mep-efficiency">
          {m.mepEfficiency === null ? X.efficiencyNone : X.efficiency(percent(m.mepEfficiency))}
        </p>
        {m.mepEfficiency === null ? null : <Meter label={X.captured} value={m.mepEfficiency} tone="good" />}
        <p className="text-xs text-slate-600">
          {X.averageMep}:{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{points(m.averageMep)}</span>
          {m.averageMep === null ? null : ' pts'}
        </p>
      </div>
      <div className="grid content-start gap-3">
        <p className="text-sm text-slate-800" data-testid="men-taken">
          {m.menTaken === null ? X.menNone : X.menTaken(percent(m.menTaken), points(m.averageLoserMen))}
        </p>
        {m.menTaken === null ? null : <Meter label={X.taken} value={m.menTaken} tone="bad" />}
        <p className="text-xs text-slate-600">
          {X.averageMen}:{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{points(m.averageMen)}</span>
          {m.averageMen === null ? null : ' pts'}
        </p>
      </div>
    </div>
  );
}
