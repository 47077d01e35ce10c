import { describe, expect, it } from 'vitest';
import type { ReportDto } from '@/shared/reports/contract';
import { extractPdfText } from './pdf-text';
import { renderReportPdf, renderTaxMonthPdf } from './render';
import { generateTrades, reportFixture } from './report-fixture';
import { taxYearFixture } from './tax-fixture';

const now = new Date('2026-11-26T23:30:00Z'); // 20:30 in São Paulo
const header = (pdf: Uint8Array) => new TextDecoder().decode(pdf.subarray(0, 5));

/** A March report whose figures are known: net R$ 1.234,56, a worst day of −R$ 50,00. */
function marchReport(): ReportDto {
  const base = reportFixture({ trades: generateTrades(120, 6, '2026-03-02') });
  const current = { ...base.summary.current, netPnl: 123_456, trades: 120, winRate: 0.625 };
  return {
    ...base,
    period: { preset: 'custom', from: '2026-03-01', to: '2026-03-31', timezone: 'America/Sao_Paulo' },
    account: { id: 'acc-1', name: 'Conta Clear' },
    instrument: 'WIN',
    trader: 'João Conceição',
    summary: { ...base.summary, current, previousRange: { from: '2026-01-29', to: '2026-02-28' } },
    worstDays: [
      { date: '2026-03-17', trades: 4, pnl: -5_000 },
      ...base.worstDays.filter((d) => d.date !== '2026-03-17').slice(1),
    ],
  };
}

describe('renderReportPdf', () => {
  it('renders an A4 PDF whose text has the trader, the period, the account and pt-BR figures', async () => {
    const pdf = await renderReportPdf(marchReport(), { now });
    expect(header(pdf)).toBe('%PDF-');
    const { pages, text } = await extractPdfText(pdf);
    expect(text).toContain('João Conceição');
    expect(text).toContain('01/03/2026 – 31/03/2026');
    expect(text).toContain('Conta Clear');
    expect(text).toContain('WIN');
    expect(text).toContain('Resultado líquido R$ 1.234,56');
    expect(text).toContain('Taxa de acerto 62,5%');
    expect(text).toContain('17/03/2026 4 −R$ 50,00');
    expect(text).toContain('≥ 1'); // drawn from the fallback font, read back as the character
    expect(text).toContain('Período anterior: 29/01/2026 – 28/02/2026');
    expect(text).toContain('Gerado em 26/11/2026 às 20:30');
    expect(text).not.toMatch(/-R\$/); // never the hyphen for a negative amount
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
  });

  it('says "Todo o período" and "Todas as contas" without a period or an account, and prints no table without trades', async () => {
    const base = marchReport();
    const empty = reportFixture({ trades: [] });
    const pdf = await renderReportPdf(
      {
        ...empty,
        period: { preset: 'all', from: null, to: null, timezone: 'America/Sao_Paulo' },
        trader: base.trader,
      },
      { now },
    );
    const { pages, text } = await extractPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Todo o período');
    expect(text).toContain('Todas as contas');
    expect(text).toContain('Nenhum trade no período escolhido.');
    expect(text).not.toContain('Resumo do período');
  });

  it("speaks the app's words and leaves no page mostly blank: a 3-month table shares its page", async () => {
    // Three months of trades: a 3-row month-by-month table.
    const report = reportFixture({ trades: generateTrades(180, 3, '2026-01-05'), tags: 3 });
    expect(report.cuts).toHaveLength(3);
    const { pages, text } = await extractPdfText(await renderReportPdf(report, { now }));
    expect(text).toContain('Todos os ativos');
    expect(text).toContain('Pay-off');
    expect(text).not.toMatch(/Instrumento|Payoff/);
    // The summary and the curve, then one page with the table, the emotions, the days and the breakdowns.
    expect(pages).toHaveLength(2);
    for (const title of ['Mês a mês', 'Emoções', 'Melhores e piores dias', 'Por ativo, dia da semana'])
      expect(pages[1], title).toContain(title);
  });

  it('keeps the breakdowns title with its tables (never alone at the foot of a page)', async () => {
    const report = reportFixture({ trades: generateTrades(250, 1, '2025-01-06'), tags: 3 });
    const { pages } = await extractPdfText(await renderReportPdf(report, { now }));
    const page = pages.find((p) => p.includes('Por ativo, dia da semana, horário e tag'));
    expect(page).toMatch(/Por ativo, dia da semana, horário e tag\s+Ativo\s+Trades/);
  });

  it('breaks a year of weeks across pages cleanly: the table header on each page, every week once', async () => {
    const report = reportFixture({ trades: generateTrades(2_000, 8), granularity: 'week' });
    const { pages } = await extractPdfText(await renderReportPdf(report, { now }));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.forEach((page, k) => expect(page).toContain(`Página ${k + 1} de ${pages.length}`));
    const tablePages = pages.filter((p) => /Sem\. \d+\/2026/.test(p));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) expect(page).toMatch(/Período Trades Resultado Acerto Fator/);
    for (const cut of report.cuts) {
      const label = `Sem. ${Number(cut.key.slice(6))}/2026 `;
      expect(pages.join(' ').split(label).length - 1, label).toBe(1);
    }
  });
});

describe('renderTaxMonthPdf', () => {
  it('prints the worked statement, the DARF fields and the notice, on one page', async () => {
    const pdf = await renderTaxMonthPdf(taxYearFixture(), '2026-03', 'João Conceição', { now });
    expect(header(pdf)).toBe('%PDF-');
    const { pages, text } = await extractPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(text).toContain('João Conceição');
    expect(text.toLowerCase()).toContain('auxílio de cálculo, não orientação tributária');
    expect(text).toContain('Resultado líquido do mês R$ 1.284,56 R$ 300,00');
    expect(text).toContain('Prejuízo compensado R$ 500,00');
    expect(text).toContain('Base de cálculo R$ 784,56 R$ 300,00');
    expect(text).toContain('Alíquota 20% 15%');
    expect(text).toContain('IRRF deduzido −R$ 31,50');
    expect(text).toContain('Imposto devido no mês R$ 170,41');
    expect(text).toContain('04 · CÓDIGO DA RECEITA 6015');
    expect(text).toContain('02 · PERÍODO DE APURAÇÃO 31/03/2026');
    expect(text).toContain('06 · DATA DE VENCIMENTO 30/04/2026');
    expect(text).toContain('07 · VALOR DO PRINCIPAL R$ 170,41');
    expect(text).toContain('≥ R$ 10,00');
    expect(text).toContain('−US$ 50,00');
  });

  it('says no DARF is due when the tax is under R$ 10 and is carried', async () => {
    const { text } = await extractPdfText(
      await renderTaxMonthPdf(taxYearFixture(), '2026-04', 'João Conceição', { now }),
    );
    expect(text).toContain('Nenhum DARF a pagar neste mês.');
    expect(text).toContain('O imposto de R$ 7,40 fica abaixo de R$ 10,00 e é levado ao próximo mês.');
    expect(text).not.toContain('CÓDIGO DA RECEITA');
  });

  it('refuses a month that is not in the year', async () => {
    await expect(renderTaxMonthPdf(taxYearFixture(), '2025-12', 'João Conceição')).rejects.toThrow(
      RangeError,
    );
  });
});
