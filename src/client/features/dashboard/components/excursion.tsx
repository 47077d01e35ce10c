import { dashboardText } from '@/shared/i18n/dashboard';
import type { ExcursionRow, Metrics } from '@/shared/trading/dashboard-contract';
import { explain } from '../lib/explanations';
import { percent, points } from '@/shared/format';

const X = dashboardText.excursion;

/** '1.234,5 pts' ('—' without a value). */
const pts = (value: number | null) => (value === null ? '—' : X.points(points(value)));

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

/** The columns of the per-instrument table: each average in points, with its formula on hover. */
const AVERAGES = [
  ['averageMep', X.averageMep],
  ['averageMen', X.averageMen],
  ['averageLoserMen', X.averageLoserMen],
] as const;

function ByInstrument({ rows }: { rows: ExcursionRow[] }) {
  if (rows.length === 0) return <p className="text-xs text-slate-600">{X.averagesNone}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px] sm:text-sm" data-testid="excursion-by-instrument">
        <caption className="pb-2 text-left text-sm font-semibold text-slate-900">{X.byInstrument}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {X.instrument}
            </th>
            {AVERAGES.map(([key, label]) => (
              <th key={key} scope="col" className="py-1.5 pl-2 text-right font-medium">
                <abbr title={explain(key)} className="no-underline">
                  {label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.instrument} data-instrument={r.instrument}>
              <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
                {r.instrument}
              </th>
              {AVERAGES.map(([key]) => (
                <td key={key} className="py-2 pl-2 text-right tabular-nums">
                  {pts(r[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How much of the favourable move winners kept (MEP), and how much of the adverse move losers took (MEN): ratios,
 * which hold across instruments; then the averages in points, one row per instrument (points of WIN and WDO
 * never mix).
 */
export function ExcursionAnalysis({ metrics: m, rows }: { metrics: Metrics; rows: ExcursionRow[] }) {
  return (
    <div className="grid gap-5" data-testid="excursion">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          <p className="text-sm text-slate-800" data-testid="mep-efficiency">
            {m.mepEfficiency === null ? X.efficiencyNone : X.efficiency(percent(m.mepEfficiency))}
          </p>
          {m.mepEfficiency === null ? null : <Meter label={X.captured} value={m.mepEfficiency} tone="good" />}
        </div>
        <div className="grid content-start gap-3">
          <p className="text-sm text-slate-800" data-testid="men-taken">
            {m.menTaken === null ? X.menNone : X.menTaken(percent(m.menTaken))}
          </p>
          {m.menTaken === null ? null : <Meter label={X.taken} value={m.menTaken} tone="bad" />}
        </div>
      </div>
      <ByInstrument rows={rows} />
    </div>
  );
}
