import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { dashboardText } from '@/shared/i18n/dashboard';
import { instantDate, money, moneyAxis, type MoneyCurrency } from '@/shared/format';
import type { EquityPoint } from '@/shared/trading/dashboard-contract';
import { signedDrawdown } from '@/shared/trading/metrics/drawdown';
import { linear, nearest, niceTicks, runningCurve } from '@/client/lib/charts/scale';
import { AXIS_LABEL } from '@/client/lib/charts/chart-style';
import { useWidth } from '@/client/lib/charts/use-width';

const E = dashboardText.equity;

/** Heights (px) of the two panels by layout; the skeleton uses the same, so nothing moves when data arrives. */
export const chartHeights = (narrow: boolean) => ({ equity: narrow ? 190 : 250, drawdown: narrow ? 64 : 84 });
const AXIS = 22; // x-axis labels under the drawdown panel
const GAP = 14;
const PAD_TOP = 18;
const PAD_RIGHT = 8;

function summaryOf(points: EquityPoint[], total: number, maxDrawdown: number, currency: MoneyCurrency) {
  const first = points[0];
  const last = points[points.length - 1];
  const peak = points.reduce((p, q) => Math.max(p, q.equity), 0);
  return E.summary(
    money(first?.equity ?? 0, currency),
    money(last?.equity ?? 0, currency),
    money(peak, currency),
    money(signedDrawdown(maxDrawdown), currency),
    total,
  );
}

export interface EquityChartProps {
  equity: { points: EquityPoint[]; total: number; downsampled: boolean };
  /** Of the whole period, cents ≥ 0 (the summary read out to screen readers). */
  maxDrawdown: number;
  currency: MoneyCurrency;
  /** The user's time zone, for the dates under the curve. */
  timezone: string;
}

/** The equity curve with its drawdown below (/dashboard and /reports): real pixels, a keyboard slider over trades. */
export function EquityChart({ equity, maxDrawdown, currency, timezone: tz }: EquityChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const narrow = width > 0 && width < 568;
  const h = chartHeights(narrow || width === 0);
  const height = PAD_TOP + h.equity + GAP + h.drawdown + AXIS;
  const points = equity.points;
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const summaryId = useId();

  const chart = useMemo(() => {
    if (width <= 0 || points.length === 0) return null;
    // The curve starts at zero just before the period's first trade.
    const { x, path } = runningCurve(points, 4, width - PAD_RIGHT);
    let lo = 0;
    let hi = 0;
    let ddLo = 0;
    for (const p of points) {
      if (p.equity < lo) lo = p.equity;
      if (p.equity > hi) hi = p.equity;
      if (p.drawdown < ddLo) ddLo = p.drawdown;
    }
    const yTicks = niceTicks(lo, hi, narrow ? 3 : 4);
    const y = linear(yTicks.min, yTicks.max, PAD_TOP + h.equity, PAD_TOP);
    const ddTop = PAD_TOP + h.equity + GAP;
    const ddTicks = niceTicks(ddLo === 0 ? -100 : ddLo, 0, 1);
    const yd = linear(ddTicks.min, 0, ddTop + h.drawdown, ddTop);

    const xs = points.map((p) => x(p.i));
    const line = path(y, (p) => p.equity);
    const area = `${line}L${(xs[xs.length - 1] ?? 0).toFixed(1)},${y(0).toFixed(1)}Z`;
    const ddArea = `${path(yd, (p) => p.drawdown)}L${(xs[xs.length - 1] ?? 0).toFixed(1)},${yd(0).toFixed(1)}Z`;

    // Date labels spread over the width, never overlapping (about 70 px each).
    const labelCount = Math.max(2, Math.min(points.length, Math.floor(width / 80)));
    const xLabels: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] = [];
    for (let k = 0; k < labelCount; k++) {
      const idx = Math.round((k * (points.length - 1)) / Math.max(1, labelCount - 1));
      const p = points[idx];
      if (!p || xLabels.some((l) => Math.abs(l.x - (xs[idx] ?? 0)) < 60)) continue;
      xLabels.push({
        x: xs[idx] ?? 0,
        text: instantDate(p.t, tz),
        anchor: k === 0 ? 'start' : k === labelCount - 1 ? 'end' : 'middle',
      });
    }
    return { x, y, yd, xs, yTicks, ddTicks, line, area, ddArea, xLabels, ddTop };
  }, [width, points, narrow, h.equity, h.drawdown, tz]);

  const activePoint = active === null ? null : (points[active] ?? null);
  const finalEquity = points[points.length - 1]?.equity ?? 0;
  const positive = finalEquity >= 0;

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (!chart) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(nearest(chart.xs, event.clientX - rect.left));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (points.length === 0) return;
    const step = event.shiftKey ? 10 : 1;
    const current = active ?? points.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(points.length - 1, current + step)
        : event.key === 'ArrowLeft'
          ? Math.max(0, current - step)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? points.length - 1
              : event.key === 'Escape'
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const summary = summaryOf(points, equity.total, maxDrawdown, currency);
  const pointText = activePoint
    ? `${E.point(activePoint.i + 1, instantDate(activePoint.t, tz, true))}: ${E.equityLabel} ${money(activePoint.equity, currency)}, ${E.drawdown} ${money(activePoint.drawdown, currency)}`
    : '';

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('h-0.5 w-4 rounded', positive ? 'bg-emerald-600' : 'bg-red-600')}
          />
          {E.equityLabel}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-4 rounded-sm bg-red-200" />
          {E.drawdown}
        </span>
        {equity.downsampled ? (
          <span className="text-slate-500">{E.downsampled(points.length, equity.total)}</span>
        ) : null}
      </div>
      <p id={summaryId} className="sr-only" data-testid="equity-summary">
        {summary}
      </p>
      <p id={hintId} className="sr-only">
        {E.hint}
      </p>
      {/* A slider over the trades: arrows move the point read out (aria-valuetext), like hovering does. */}
      <div
        ref={ref}
        data-testid="equity-chart"
        tabIndex={0}
        role="slider"
        aria-label={E.title}
        aria-describedby={`${summaryId} ${hintId}`}
        aria-valuemin={1}
        aria-valuemax={Math.max(1, points.length)}
        aria-valuenow={(active ?? points.length - 1) + 1}
        aria-valuetext={pointText || summary}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
        className="relative w-full touch-pan-y rounded-md outline-offset-4"
        style={{ height }}
      >
        {chart ? (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            className="block select-none"
            onPointerMove={pick}
            onPointerDown={pick}
            onPointerLeave={(e) => {
              if (e.pointerType === 'mouse') setActive(null);
            }}
          >
            <defs>
              <linearGradient id="equity-fill" x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={positive ? '#10b981' : '#ef4444'} stopOpacity="0.28" />
                <stop offset="100%" stopColor={positive ? '#10b981' : '#ef4444'} stopOpacity="0.02" />
              </linearGradient>
            </defs>
            {chart.yTicks.ticks.map((v) => (
              <g key={v}>
                <line
                  x1={0}
                  x2={width}
                  y1={chart.y(v)}
                  y2={chart.y(v)}
                  stroke={v === 0 ? '#94a3b8' : '#e2e8f0'}
                  strokeDasharray={v === 0 ? undefined : '3 4'}
                />
              </g>
            ))}
            <path d={chart.area} fill="url(#equity-fill)" />
            <path
              d={chart.line}
              fill="none"
              stroke={positive ? '#059669' : '#dc2626'}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            {/* Labels over the curve, with a white halo so the line never hides them. */}
            {chart.yTicks.ticks.map((v) => (
              <text key={v} x={2} y={chart.y(v) - 4} {...AXIS_LABEL}>
                {moneyAxis(v, currency)}
              </text>
            ))}
            {/* Drawdown panel. */}
            <line x1={0} x2={width} y1={chart.yd(0)} y2={chart.yd(0)} stroke="#94a3b8" />
            <line
              x1={0}
              x2={width}
              y1={chart.yd(chart.ddTicks.min)}
              y2={chart.yd(chart.ddTicks.min)}
              stroke="#e2e8f0"
              strokeDasharray="3 4"
            />
            <path d={chart.ddArea} fill="#fecaca" stroke="#f87171" strokeWidth={1} />
            <text x={2} y={chart.ddTop + 12} {...AXIS_LABEL}>
              {E.drawdown}
            </text>
            <text x={2} y={chart.yd(chart.ddTicks.min) - 4} {...AXIS_LABEL}>
              {moneyAxis(chart.ddTicks.min, currency)}
            </text>
            {chart.xLabels.map((l) => (
              <text key={`${l.x}-${l.text}`} x={l.x} y={height - 6} textAnchor={l.anchor} {...AXIS_LABEL}>
                {l.text}
              </text>
            ))}
            {activePoint && active !== null ? (
              <g>
                <line
                  x1={chart.xs[active]}
                  x2={chart.xs[active]}
                  y1={PAD_TOP}
                  y2={chart.yd(chart.ddTicks.min)}
                  stroke="#334155"
                  strokeDasharray="2 3"
                />
                <circle
                  cx={chart.xs[active]}
                  cy={chart.y(activePoint.equity)}
                  r={4.5}
                  fill="white"
                  stroke={positive ? '#059669' : '#dc2626'}
                  strokeWidth={2}
                />
              </g>
            ) : null}
          </svg>
        ) : null}
        {activePoint && chart && active !== null ? (
          <div
            data-testid="equity-tooltip"
            className="pointer-events-none absolute top-1 z-10 grid min-w-40 gap-0.5 rounded-lg bg-slate-900/95 px-3 py-2 text-xs text-white shadow-lg"
            style={
              (chart.xs[active] ?? 0) > width / 2
                ? { right: Math.max(0, width - (chart.xs[active] ?? 0) + 10) }
                : { left: (chart.xs[active] ?? 0) + 10 }
            }
          >
            <span className="font-semibold">
              {E.point(activePoint.i + 1, instantDate(activePoint.t, tz, true))}
            </span>
            <span className="tabular-nums">
              {E.equityLabel}: {money(activePoint.equity, currency)}
            </span>
            <span className="tabular-nums text-red-200">
              {E.drawdown}: {money(activePoint.drawdown, currency)}
            </span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
