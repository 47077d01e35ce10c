import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportDto } from '@/shared/reports/contract';
import type { TaxYearDto } from '@/shared/tax/contract';
import type { TestClient } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller, tradeBody } from '../trades/test-callers';
import { money, percent } from './format';
import { extractPdfText } from './pdf-text';

/*
 * The PDFs the routes serve, read back: the figures GET /api/reports and GET /api/tax return for a seeded trader
 * are in the PDF's text, and another trader's PDF has none of them. On PGlite and on PostgreSQL.
 */
let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp({ now: new Date('2026-03-15T15:00:00Z') });
});

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

async function addTrade(client: TestClient, over: Record<string, unknown>) {
  const res = await client.json('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** WIN: 100 points on 1 contract = R$ 20,00. January: +R$ 61,72 · −R$ 10,00 · +R$ 40,00; March: −R$ 20,00. */
async function seeded() {
  const a = await allowedCaller(t);
  const win = (date: string, time: string, points: number, contracts = 1) => ({
    date,
    time,
    instrument: 'WIN',
    contracts,
    entry: '125000',
    exit: String(125000 + points),
    stop: '124900',
  });
  await addTrade(a.client, win('2026-01-05', '09:05', 1543, 2));
  await addTrade(a.client, win('2026-01-06', '09:05', -50));
  await addTrade(a.client, win('2026-01-06', '10:00', 200));
  await addTrade(a.client, win('2026-03-02', '11:30', -100));
  return a;
}

async function pdfOf(client: TestClient, path: string) {
  const res = await client.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const pdf = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  return { res, ...(await extractPdfText(pdf)) };
}

describe('GET /api/reports/pdf', () => {
  it('holds the figures GET /api/reports returns, and none of them for another trader', async () => {
    const { client } = await seeded();
    const report = (await client.json<ReportDto>('/api/reports?preset=this-year')).body;
    const { current } = report.summary;
    expect(current.trades).toBe(4);

    const { res, text } = await pdfOf(client, '/api/reports/pdf?preset=this-year');
    expect(res.headers.get('content-disposition')).toContain('mctrading-relatorio-2026-03-15.pdf');
    expect(text).toContain(report.trader);
    expect(text).toContain('01/01/2026 – 31/12/2026');
    expect(text).toContain(`Resultado líquido ${plain(money(current.netPnl, 'BRL'))}`);
    expect(text).toContain(`Trades ${current.trades}`);
    expect(text).toContain(`Taxa de acerto ${percent(current.winRate)}`);
    const january = report.cuts.find((c) => c.key === '2026-01');
    expect(text).toContain(
      `jan/2026 ${january?.metrics.trades} ${plain(money(january?.metrics.netPnl ?? 0, 'BRL'))}`,
    );
    expect(text).toContain(plain(money(-2_000, 'BRL'))); // March's loss, with '−'

    const other = await allowedCaller(t);
    const theirs = await pdfOf(other.client, '/api/reports/pdf?preset=this-year');
    expect(theirs.text).toContain('Nenhum trade no período escolhido.');
    expect(theirs.text).not.toContain(plain(money(current.netPnl, 'BRL')));
  });
});

describe('GET /api/reports/pdf by playbook', () => {
  it('holds the "Por playbook" section with each playbook’s figures and the trades without one', async () => {
    const a = await seeded();
    const created = await a.client.json<{ id: string }>('/api/playbooks', {
      json: { name: 'Rompimento da VWAP' },
    });
    expect(created.status).toBe(201);
    await addTrade(a.client, {
      date: '2026-03-03',
      time: '10:00',
      instrument: 'WIN',
      entry: '125000',
      exit: '125150',
      stop: '124900',
      playbookId: created.body.id,
    });
    const report = (await a.client.json<ReportDto>('/api/reports?preset=this-year')).body;
    expect(report.byPlaybook.map((r) => r.name)).toEqual(['Rompimento da VWAP', null]);

    const { text } = await pdfOf(a.client, '/api/reports/pdf?preset=this-year');
    expect(text).toContain('Por playbook');
    expect(text).toContain(`Rompimento da VWAP amostra pequena 1 100,0%`);
    expect(text).toContain(`Sem playbook amostra pequena 4`);
    expect(text).toContain(plain(money(3_000, 'BRL')));

    const other = await allowedCaller(t);
    await addTrade(other.client, { date: '2026-03-03', time: '10:00', instrument: 'WIN' });
    const theirs = await pdfOf(other.client, '/api/reports/pdf?preset=this-year');
    expect(theirs.text).not.toContain('Por playbook');
    expect(theirs.text).not.toContain('Rompimento da VWAP');
  });
});

describe('GET /api/tax/pdf', () => {
  it('holds the month’s statement GET /api/tax returns', async () => {
    const { client } = await seeded();
    const tax = (await client.json<TaxYearDto>('/api/tax?year=2026')).body;
    const january = tax.months.find((m) => m.month === '2026-01');
    expect(january?.dayTrade.trades).toBe(3);

    const { text } = await pdfOf(client, '/api/tax/pdf?year=2026&month=1');
    expect(text).toContain('Pessoa Trader');
    expect(text.toLowerCase()).toContain('auxílio de cálculo, não orientação tributária');
    expect(text).toContain(`Resultado líquido do mês ${plain(money(january?.dayTrade.result ?? 0, 'BRL'))}`);
    expect(text).toContain(`Base de cálculo ${plain(money(january?.dayTrade.base ?? 0, 'BRL'))}`);
    expect(text).toContain(`Imposto devido no mês ${plain(money(january?.taxDue ?? 0, 'BRL'))}`);
    if (january?.darf) {
      expect(text).toContain('04 · CÓDIGO DA RECEITA 6015');
      expect(text).toContain(`07 · VALOR DO PRINCIPAL ${plain(money(january.darf.amount, 'BRL'))}`);
    }

    const other = await allowedCaller(t);
    const theirs = await pdfOf(other.client, '/api/tax/pdf?year=2026&month=1');
    expect(theirs.text).not.toContain(plain(money(january?.dayTrade.result ?? 0, 'BRL')));
  });
});
