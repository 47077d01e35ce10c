/** An axis label of the dashboard's SVG charts: small, muted, with a white halo so it reads over a line. */
export const AXIS_LABEL = {
  className: 'fill-slate-500 text-[11px] tabular-nums',
  stroke: 'white',
  strokeWidth: 3,
  paintOrder: 'stroke',
} as const;
