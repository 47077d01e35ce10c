import { renderReportPdf, renderTaxMonthPdf } from '../src/server/features/pdf/render';
import { generateTrades, reportFixture } from '../src/server/features/pdf/report-fixture';
import { taxYearFixture } from '../src/server/features/pdf/tax-fixture';
import { round } from './support/scratch-postgres';
import type { Bench } from './types';
import { median } from './support/stats';

/*
 * The report PDF for a year of daily trading: 5,000 trades (20 a day over 250 business days) made into a ReportDto
 * with the metrics engine — 12 months (or 52 weeks) with their changes, every breakdown and the equity curve cut
 * to at most 2,000 points — then rendered by React-PDF; and one month's tax statement. The first render of the
 * process (fonts parsed, code warmed up) is reported apart; then the median of RUNS, in wall time and in this
 * process's CPU time (the machine may be shared: CPU time, the GC's threads included, says what the render itself
 * costs). The issue asks ≤ 3 s.
 */
const TRADES = 5_000;
const RUNS = 7;
const TARGET_MS = 3_000;
const NOW = new Date('2026-12-31T20:00:00.000Z');

async function measure(render: () => Promise<Uint8Array>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let k = 0; k < RUNS; k++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    bytes = (await render()).byteLength;
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1_000);
  }
  return {
    medianMs: round(median(wall)),
    cpuMedianMs: round(median(cpu)),
    minMs: round(Math.min(...wall)),
    runs: RUNS,
    bytes,
  };
}

export const pdfBench: Bench = {
  name: 'pdf',
  description:
    'PDF do relatório de um ano de trades (5 mil trades, mês a mês e semana a semana) e o DARF de um mês',
  async run() {
    const trades = generateTrades(TRADES);
    const byMonth = reportFixture({ trades, granularity: 'month' });
    const byWeek = reportFixture({ trades, granularity: 'week' });

    const firstStarted = performance.now();
    await renderReportPdf(byMonth, { now: NOW });
    const firstRenderMs = round(performance.now() - firstStarted);

    const month = await measure(() => renderReportPdf(byMonth, { now: NOW }));
    const week = await measure(() => renderReportPdf(byWeek, { now: NOW }));
    const tax = await measure(() =>
      renderTaxMonthPdf(taxYearFixture(), '2026-03', 'Trader do bench', { now: NOW }),
    );
    return {
      trades: TRADES,
      equityPoints: byMonth.equity.points.length,
      firstRenderMs,
      reportByMonth: { cuts: byMonth.cuts.length, ...month },
      reportByWeek: { cuts: byWeek.cuts.length, ...week },
      taxMonth: tax,
      target: { underMs: TARGET_MS, met: Math.max(month.medianMs, week.medianMs) <= TARGET_MS },
    };
  },
};
