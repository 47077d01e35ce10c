import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reportsText } from '@/shared/i18n/reports';
import type { ReportDto } from '@/shared/reports/contract';
import { reportQueryKey } from '../api/reports';
import { reportFixture } from '../lib/report-fixture';
import { ReportsPage } from './reports-page';

/** The page at `url`, with `report` already answered for the URL's query (as after the fetch), as words. */
function render(url: string, report?: ReportDto, query = { preset: 'this-year', granularity: 'month' }) {
  const client = new QueryClient();
  if (report) client.setQueryData(reportQueryKey(query as never), report);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ReportsPage
          accounts={[]}
          instruments={[]}
          registerButton={<button type="button">Novo trade</button>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\u00a0|&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
  return { html, words };
}

describe('the reports page', () => {
  it('shows the summary with each change against the previous period, in words and arrows', () => {
    const { words } = render('/reports', reportFixture());
    expect(words).toContain('Resumo do período');
    expect(words).toContain('Variação em relação a 02/10/2025 a 31/12/2025.');
    // P&L 1.411,11 against 1.000,00: up and better; drawdown 400 against 100: up and worse.
    expect(words).toContain('R$ 1.411,11 ▲ +R$ 411,11 (subiu, melhor, em relação ao anterior)');
    expect(words).toContain('-R$ 400,00 ▲ +R$ 300,00 (subiu, pior, em relação ao anterior)');
    expect(words).toContain('53,3% ▼ -6,7 p.p. (caiu, pior, em relação ao anterior)');
  });

  it('lists the months with their figures, "—" for the first one\'s change and ∞ for a profit factor without loss', () => {
    const { html, words } = render('/reports', reportFixture());
    expect(words).toContain('Mês a mês');
    expect(words).toContain('Janeiro de 2026');
    expect(words).toContain('Março de 2026');
    expect(words).toContain('-R$ 123,45');
    expect(words).toContain('R$ 1.234,56 ▲ +R$ 1.358,01');
    expect(words).toContain('∞');
    expect(html).toMatch(/data-cut="2026-01"[\s\S]*?data-change="none"/);
    // The table scrolls inside its own focusable box.
    expect(html).toMatch(/role="region"[^>]*tabindex="0"[^>]*data-testid="report-cuts"/);
  });

  it('names the weeks by number and dates when cut week by week', () => {
    const report = reportFixture({
      granularity: 'week',
      cuts: [
        {
          key: '2026-W12',
          from: '2026-03-16',
          to: '2026-03-22',
          metrics: reportFixture().summary.current,
          previous: null,
        },
      ],
    });
    const { words } = render('/reports?granularity=week', report, {
      preset: 'this-year',
      granularity: 'week',
    });
    expect(words).toContain('Semana a semana');
    expect(words).toContain('Semana 12 · 16/03 a 22/03');
  });

  it('breaks the period down by playbook, "Sem playbook" last, small samples said to be small', () => {
    const set = (trades: number, totalPnl: number) => ({
      trades,
      winRate: 0.5,
      expectancy: totalPnl / trades,
      payoff: 2,
      averageR: null,
      rTrades: 0,
      profitFactor: 2,
      profitFactorInfinite: false,
      totalPnl,
      small: trades < 20,
    });
    const report = reportFixture({
      byPlaybook: [
        { id: 'pb-1', name: 'Rompimento', figures: set(24, 48_000) },
        { id: null, name: null, figures: set(3, -1_500) },
      ],
    });
    const { html, words } = render('/reports', report);
    expect(words).toContain('Por playbook');
    expect(words).toContain('Rompimento Resultado R$ 480,00 Trades 24 Acerto 50,0% Expectativa R$ 20,00');
    expect(words).toContain('Sem playbook amostra pequena Resultado -R$ 15,00 Trades 3');
    expect(html).toContain('href="/playbooks/pb-1"');
    expect(words).toContain('Com menos de 20 trades');
    expect(render('/reports', reportFixture()).words).not.toContain('Por playbook');
  });

  it('shows the breakdowns, the emotions traded, best and worst days and discipline', () => {
    const { words } = render('/reports', reportFixture());
    expect(words).toContain('Por ativo');
    expect(words).toContain('WDO');
    expect(words).toContain('rompimento');
    expect(words).toContain('Calmo');
    expect(words).toContain('Ansioso');
    expect(words).not.toContain('Ganancioso');
    expect(words).toContain('Melhores dias 05/03/2026 · 3 trades R$ 1.234,56');
    expect(words).toContain('Piores dias 05/02/2026 · 4 trades -R$ 400,00');
    expect(words).toContain('Trades com quebra de regra 2 ▼ -3 (caiu, melhor, em relação ao anterior)');
  });

  it('says there is no previous period to compare with when there is none', () => {
    const base = reportFixture();
    const { words } = render(
      '/reports',
      reportFixture({ summary: { ...base.summary, previous: null, previousRange: null } }),
    );
    expect(words).toContain(reportsText.summary.noPrevious);
    expect(words).toContain('R$ 1.411,11 — (sem comparação)');
  });

  it('says the previous period had no trade when it has a range but no figures', () => {
    const base = reportFixture();
    const { words } = render('/reports', reportFixture({ summary: { ...base.summary, previous: null } }));
    expect(words).toContain(
      'Nenhuma operação de 02/10/2025 a 31/12/2025 (o período anterior): sem variação para mostrar.',
    );
  });

  it('invites to register or import when the period has no trade, and disables the exports', () => {
    const base = reportFixture();
    const empty = reportFixture({
      summary: { current: { ...base.summary.current, trades: 0 }, previous: null, previousRange: null },
      cuts: [],
    });
    const { html, words } = render('/reports', empty);
    expect(words).toContain('Nenhuma operação no período');
    expect(words).toContain('Novo trade');
    expect(html).toContain('href="/trades/import"');
    expect(html).toContain('href="/reports?preset=all"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>[\s\S]*?Exportar PDF/);
  });

  it('says which days took their costs from brokerage notes, with a link to /notas, only with notes', () => {
    const noted = render('/reports', reportFixture({ costDays: { fromNotes: 12, fromSettings: 3 } }));
    expect(noted.words).toContain('Custos: 12 dias das notas de corretagem, 3 dias pela configuração');
    expect(noted.html).toMatch(/data-testid="cost-days"[\s\S]*?href="\/notas"/);
    const none = render('/reports', reportFixture({ costDays: null }));
    expect(none.html).not.toContain('data-testid="cost-days"');
    expect(none.words).not.toContain('notas de corretagem');
  });

  it('shows skeletons while the first answer loads', () => {
    const { html, words } = render('/reports');
    expect(html).toContain('data-testid="report-loading"');
    expect(words).toContain(reportsText.loading);
  });
});
