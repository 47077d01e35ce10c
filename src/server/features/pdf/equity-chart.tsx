import { Line, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { EquityPoint } from '@/shared/trading/dashboard-contract';
import { pdfText } from '@/shared/i18n/pdf';
import { wallClock } from '@/shared/time/zoned-time';
import { date, integer, money } from './format';
import { CONTENT_WIDTH, colors, styles } from './styles';

const GUTTER = 64;
const PLOT_WIDTH = CONTENT_WIDTH - GUTTER;
const EQUITY_HEIGHT = 150;
const DRAWDOWN_HEIGHT = 56;
const GAP = 8;

interface Plotted {
  i: number;
  equity: number;
  drawdown: number;
}

/**
 * At most two points per point of width (and the last): per column of the plot, the lowest and the highest equity (in trade
 * order) and the deepest drawdown — what the eye sees at that size, peaks and troughs included. 2,000 points
 * become ~800, and the PDF's paths stay small.
 */
export function reduceForWidth(points: readonly EquityPoint[], width: number): Plotted[] {
  if (points.length <= width * 2) return points.map(({ i, equity, drawdown }) => ({ i, equity, drawdown }));
  const first = (points[0] as EquityPoint).i;
  const span = Math.max(1, (points[points.length - 1] as EquityPoint).i - first);
  const out: Plotted[] = [];
  let column = -1;
  let low: EquityPoint | null = null;
  let high: EquityPoint | null = null;
  let deepest = 0;
  const flush = () => {
    if (!low || !high) return;
    const [a, b] = low.i <= high.i ? [low, high] : [high, low];
    out.push({ i: a.i, equity: a.equity, drawdown: deepest });
    if (b !== a) out.push({ i: b.i, equity: b.equity, drawdown: deepest });
  };
  for (const p of points) {
    const c = Math.floor(((p.i - first) / span) * width);
    if (c !== column) {
      flush();
      column = c;
      low = high = p;
      deepest = p.drawdown;
      continue;
    }
    if (p.equity < (low as EquityPoint).equity) low = p;
    if (p.equity > (high as EquityPoint).equity) high = p;
    if (p.drawdown < deepest) deepest = p.drawdown;
  }
  flush();
  // The curve ends on the period's result, whatever the last column's extremes were.
  const last = points[points.length - 1] as EquityPoint;
  if ((out[out.length - 1] as Plotted).i !== last.i)
    out.push({ i: last.i, equity: last.equity, drawdown: last.drawdown });
  return out;
}

const fixed = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The equity curve over the trades (x = the trade's position), starting at 0 before the first trade, and the
 * drawdown under it as a red area, both as vector paths.
 */
export function EquityChart({
  points,
  total,
  downsampled,
  currency,
  timeZone,
}: {
  points: EquityPoint[];
  total: number;
  downsampled: boolean;
  currency: 'BRL' | 'USD';
  timeZone: string;
}) {
  const plotted = [{ i: -1, equity: 0, drawdown: 0 }, ...reduceForWidth(points, PLOT_WIDTH)];
  const last = plotted[plotted.length - 1] as Plotted;
  const xSpan = Math.max(1, last.i + 1);
  const x = (i: number) => ((i + 1) / xSpan) * PLOT_WIDTH;

  let top = 0;
  let bottom = 0;
  let deepest = 0;
  for (const p of plotted) {
    if (p.equity > top) top = p.equity;
    if (p.equity < bottom) bottom = p.equity;
    if (p.drawdown < deepest) deepest = p.drawdown;
  }
  const pad = Math.max(1, (top - bottom) * 0.06);
  const yTop = top + pad;
  const yBottom = bottom - (bottom < 0 ? pad : 0);
  const y = (v: number) => ((yTop - v) / (yTop - yBottom)) * EQUITY_HEIGHT;
  const ddDepth = Math.min(-1, deepest);
  const yd = (v: number) => (v / ddDepth) * (DRAWDOWN_HEIGHT - 2);

  const curve = plotted.map((p, k) => `${k ? 'L' : 'M'}${fixed(x(p.i))} ${fixed(y(p.equity))}`).join(' ');
  const area = `M0 0 ${plotted.map((p) => `L${fixed(x(p.i))} ${fixed(yd(p.drawdown))}`).join(' ')} L${fixed(
    x(last.i),
  )} 0 Z`;

  const firstDate = points[0] ? date(wallClock(points[0].t, timeZone).date) : '';
  const lastPoint = points[points.length - 1];
  const lastDate = lastPoint ? date(wallClock(lastPoint.t, timeZone).date) : '';

  // A label is centred on its line but kept inside its panel (the lowest would run into the dates below).
  const label = (value: number, at: number, panel = EQUITY_HEIGHT) => (
    <Text
      style={{
        position: 'absolute',
        top: Math.min(Math.max(at - 5, 0), panel - 9),
        left: 0,
        width: GUTTER - 6,
        ...labelStyle,
      }}
    >
      {money(value, currency)}
    </Text>
  );

  return (
    <View wrap={false}>
      <Text style={legendStyle}>{pdfText.report.equityLegend}</Text>
      <View style={{ position: 'relative', height: EQUITY_HEIGHT, paddingLeft: GUTTER }}>
        {label(top, y(top))}
        {/* Labels closer than a line apart would overprint: the extremes win over the zero line. */}
        {y(0) - y(top) > 10 && (bottom === 0 || y(bottom) - y(0) > 10) ? label(0, y(0)) : null}
        {bottom < 0 ? label(bottom, y(bottom)) : null}
        <Svg width={PLOT_WIDTH} height={EQUITY_HEIGHT} viewBox={`0 0 ${PLOT_WIDTH} ${EQUITY_HEIGHT}`}>
          <Line
            x1={0}
            y1={y(0)}
            x2={PLOT_WIDTH}
            y2={y(0)}
            stroke={colors.muted}
            strokeWidth={0.5}
            strokeDasharray="3 2"
          />
          <Line x1={0} y1={0} x2={0} y2={EQUITY_HEIGHT} stroke={colors.border} strokeWidth={0.5} />
          <Path d={curve} stroke={colors.line} strokeWidth={1.2} fill="none" />
        </Svg>
      </View>
      <Text style={[legendStyle, { marginTop: GAP }]}>{pdfText.report.drawdownLegend}</Text>
      <View style={{ position: 'relative', height: DRAWDOWN_HEIGHT, paddingLeft: GUTTER }}>
        {label(0, 2, DRAWDOWN_HEIGHT)}
        {deepest < 0 ? label(deepest, yd(deepest), DRAWDOWN_HEIGHT) : null}
        <Svg width={PLOT_WIDTH} height={DRAWDOWN_HEIGHT} viewBox={`0 0 ${PLOT_WIDTH} ${DRAWDOWN_HEIGHT}`}>
          <Line x1={0} y1={0.5} x2={PLOT_WIDTH} y2={0.5} stroke={colors.muted} strokeWidth={0.5} />
          <Path d={area} fill={colors.drawdownFill} stroke={colors.drawdown} strokeWidth={0.6} />
        </Svg>
      </View>
      <View
        style={{ flexDirection: 'row', justifyContent: 'space-between', paddingLeft: GUTTER, marginTop: 2 }}
      >
        <Text style={labelStyle}>{firstDate}</Text>
        <Text style={labelStyle}>{lastDate}</Text>
      </View>
      <Text style={styles.note}>
        {downsampled || plotted.length - 1 < total
          ? pdfText.report.equityDownsampled(integer(plotted.length - 1), integer(total))
          : pdfText.report.equityTrades(total, integer(total))}
      </Text>
    </View>
  );
}

const labelStyle = { fontSize: 6.5, color: colors.muted, textAlign: 'right' } as const;
const legendStyle = { fontSize: 7.5, fontWeight: 700, color: colors.muted, marginBottom: 3 } as const;
