import { expect, test } from '@playwright/test';
import type { ReportDto } from '../src/shared/reports/contract';
import { formatCents } from '../src/shared/format';
import { extractPdfText } from '../src/server/features/pdf/pdf-text';
import { seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';

/*
 * The report's PDF as the browser downloads it (the signed-in session's cookies, the real server): a valid PDF
 * whose text holds the trader's name and the net P&L that GET /api/reports gives for the same query. The /reports
 * button itself is walked in reports.spec.ts.
 */
test('the report PDF is a real PDF with the trader’s net P&L in its text', async ({ page, request }) => {
  const user = await createUser(request, 'reports-pdf', { name: 'Joana Conceição' });
  await signInByApi(page, user);
  // WIN at R$ 0,20 a point: 1.543 points on 2 contracts = +R$ 617,20, then −R$ 20,00.
  await seedTrade(page, { date: '2026-01-05', time: '09:05', contracts: 2, exit: String(125000 + 1543) });
  await seedTrade(page, { date: '2026-01-06', time: '10:00', exit: '124900' });

  const query = 'preset=all';
  const report = (await (await page.request.get(`/api/reports?${query}`)).json()) as ReportDto;
  expect(report.summary.current.trades).toBe(2);

  const res = await page.request.get(`/api/reports/pdf?${query}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/mctrading-relatorio-\d{4}-\d{2}-\d{2}\.pdf/);
  const pdf = new Uint8Array(await res.body());
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');

  const { text } = await extractPdfText(pdf);
  expect(text).toContain('Joana Conceição');
  const net = formatCents(report.summary.current.netPnl, 'BRL')
    .replace(/\u00a0/g, ' ')
    .replace(/^-/, '−');
  expect(text).toContain(`Resultado líquido ${net}`);
});
