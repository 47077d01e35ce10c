import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { reportsText } from '../src/shared/i18n/reports';
import type { ReportDto } from '../src/shared/reports/contract';
import { extractPdfText } from '../src/server/features/pdf/pdf-text';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * /reports against the real server: a trader's trades over three months (two instruments, emotions, tags) stored
 * through the API, the trader's clock set to 15/04/2026 (so 'Este ano' is January to mid-April whatever day the
 * test runs). The page must show what GET /api/reports answers, and the total is also checked by hand below.
 */
const T = reportsText;
const NOW = Date.parse('2026-04-15T15:00:00Z'); // 12:00 in São Paulo

interface SeedTrade {
  date: string;
  time: string;
  type: 'compra' | 'venda';
  contracts: number;
  /** Realised points per contract (positive = a gain). WIN: R$ 0,20 a point; WDO: R$ 10. */
  points: number;
  instrument: 'WIN' | 'WDO';
  costs?: number;
  emotion?: string;
  tags?: string[];
}

const POINT_CENTS = { WIN: 20, WDO: 1000 } as const;
const ENTRY = { WIN: 125000, WDO: 5500 } as const;
const pnlCents = (t: SeedTrade) =>
  Math.round(t.points * POINT_CENTS[t.instrument] * t.contracts - (t.costs ?? 0) * 100);

const TRADES: SeedTrade[] = [
  {
    date: '2026-01-06',
    time: '10:00',
    type: 'compra',
    contracts: 2,
    points: 150,
    instrument: 'WIN',
    emotion: 'calmo',
    tags: ['rompimento'],
  },
  {
    date: '2026-01-07',
    time: '11:00',
    type: 'venda',
    contracts: 1,
    points: 5,
    instrument: 'WDO',
    emotion: 'confiante',
  },
  {
    date: '2026-01-08',
    time: '14:00',
    type: 'compra',
    contracts: 1,
    points: -100,
    instrument: 'WIN',
    emotion: 'ansioso',
    tags: ['reversao'],
  },
  {
    date: '2026-02-03',
    time: '10:00',
    type: 'compra',
    contracts: 1,
    points: -8,
    instrument: 'WDO',
    emotion: 'ansioso',
  },
  {
    date: '2026-02-10',
    time: '09:30',
    type: 'venda',
    contracts: 3,
    points: 200,
    instrument: 'WIN',
    emotion: 'calmo',
    tags: ['rompimento'],
  },
  {
    date: '2026-02-11',
    time: '10:00',
    type: 'compra',
    contracts: 1,
    points: 50,
    instrument: 'WIN',
    costs: 1,
  },
  {
    date: '2026-03-02',
    time: '10:00',
    type: 'compra',
    contracts: 2,
    points: 3,
    instrument: 'WDO',
    emotion: 'disciplinado',
    tags: ['rompimento'],
  },
  {
    date: '2026-03-03',
    time: '15:00',
    type: 'compra',
    contracts: 1,
    points: -250,
    instrument: 'WIN',
    emotion: 'frustrado',
  },
  {
    date: '2026-03-17',
    time: '10:00',
    type: 'venda',
    contracts: 2,
    points: 75,
    instrument: 'WIN',
    emotion: 'calmo',
  },
];

const moneyFmt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (cents: number) => moneyFmt.format(Math.round(cents) / 100);
const pctFmt = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** The CSV's numbers: decimal comma, no thousands separator. */
const csvMoney = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function seededTrader(page: Page, label: string) {
  const user = await createUser(page.request, label, {
    whatsapp: '11987654321',
    timezone: 'America/Sao_Paulo',
  });
  const clock = await page.request.post('/api/testing/clock', {
    data: { offsetMs: NOW - Date.now(), userId: user.userId },
  });
  expect(clock.status(), await clock.text()).toBe(200);
  await signInByApi(page, user);
  for (const t of TRADES) {
    const entry = ENTRY[t.instrument];
    const exit = t.type === 'compra' ? entry + t.points : entry - t.points;
    const res = await page.request.post('/api/trades', {
      headers: { origin: appOrigin },
      data: {
        date: t.date,
        time: t.time,
        type: t.type,
        contracts: t.contracts,
        instrument: t.instrument,
        entry: String(entry),
        exit: String(exit),
        costs: (t.costs ?? 0).toFixed(2),
        ...(t.emotion ? { emotion: t.emotion } : {}),
        ...(t.tags ? { tags: t.tags } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return user;
}

/** What the API answers for a query (the page's own cookies). */
async function apiReport(page: Page, query: string): Promise<ReportDto> {
  const res = await page.request.get(`/api/reports?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ReportDto;
}

const summaryValue = (page: Page, figure: string) =>
  page.getByTestId('report-summary').locator(`[data-figure="${figure}"] [data-testid="figure-value"]`);
const cutValue = (page: Page, cut: string, figure: string) =>
  page
    .getByTestId('report-cuts')
    .locator(`tr[data-cut="${cut}"] [data-figure="${figure}"] [data-testid="figure-value"]`);

test('a trader reads the API figures month by month and week by week; the URL keeps the filter across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seededTrader(page, 'reports-flow');
  const monthly = await apiReport(page, 'preset=this-year&granularity=month');
  // The server's total is the trades' sum (worked by hand here, not by the app's engine).
  const total = TRADES.reduce((s, t) => s + pnlCents(t), 0);
  expect(total).toBe(17_900);
  expect(monthly.summary.current.netPnl).toBe(total);
  expect(monthly.cuts.slice(0, 3).map((c) => c.key)).toEqual(['2026-01', '2026-02', '2026-03']);

  await page.goto('/reports');
  await expect(summaryValue(page, 'netPnl')).toHaveText(money(total), { timeout: 15_000 });
  await expect(summaryValue(page, 'trades')).toHaveText(String(TRADES.length));
  await expect(summaryValue(page, 'winRate')).toHaveText(pctFmt.format(monthly.summary.current.winRate ?? 0));
  await expect(page.getByRole('heading', { name: T.cuts.titleMonth })).toBeVisible();
  for (const cut of monthly.cuts) {
    await expect(cutValue(page, cut.key, 'netPnl')).toHaveText(money(cut.metrics.netPnl));
    await expect(cutValue(page, cut.key, 'trades')).toHaveText(String(cut.metrics.trades));
  }
  // February after January: its change is the difference, with its arrow.
  const [jan, feb] = monthly.cuts;
  const febChange = (feb?.metrics.netPnl ?? 0) - (jan?.metrics.netPnl ?? 0);
  await expect(
    page.getByTestId('report-cuts').locator('tr[data-cut="2026-02"] [data-figure="netPnl"]'),
  ).toContainText(`${febChange > 0 ? '▲ +' : '▼ -'}${money(Math.abs(febChange))}`);
  await expect(page.getByTestId('by-instrument')).toContainText('WDO');
  await expect(page.getByTestId('by-tag')).toContainText('rompimento');
  await expect(page.getByTestId('by-emotion')).toContainText('Ansioso');
  await expect(page.getByTestId('best-days')).toContainText(money(monthly.bestDays[0]?.pnl ?? 0));

  // Week by week.
  await page.getByRole('radio', { name: T.filters.week }).click();
  await expect(page).toHaveURL(/granularity=week/);
  await expect(page.getByRole('heading', { name: T.cuts.titleWeek })).toBeVisible();
  const weekly = await apiReport(page, 'preset=this-year&granularity=week');
  await expect(page.getByTestId('report-cuts').locator('tbody tr')).toHaveCount(weekly.cuts.length);
  const w12 = weekly.cuts.find((c) => c.key === '2026-W12');
  expect(w12?.metrics.trades).toBe(1);
  await expect(cutValue(page, '2026-W12', 'netPnl')).toHaveText(money(w12?.metrics.netPnl ?? 0));
  await expect(page.getByTestId('report-cuts')).toContainText('Semana 12 · 16/03 a 22/03');

  // A filter: WDO alone.
  const wdo = TRADES.filter((t) => t.instrument === 'WDO');
  await page.getByLabel(dashboardText.filters.instrument, { exact: true }).selectOption('WDO');
  await expect(page).toHaveURL(/instrument=WDO/);
  await expect(summaryValue(page, 'trades')).toHaveText(String(wdo.length));
  await expect(summaryValue(page, 'netPnl')).toHaveText(money(wdo.reduce((s, t) => s + pnlCents(t), 0)));

  await page.reload();
  await expect(page.getByLabel(dashboardText.filters.instrument, { exact: true })).toHaveValue('WDO');
  await expect(page.getByRole('radio', { name: T.filters.week })).toHaveAttribute('aria-checked', 'true');
  await expect(summaryValue(page, 'trades')).toHaveText(String(wdo.length));
  await expect(page.getByRole('heading', { name: T.cuts.titleWeek })).toBeVisible();
});

test('exports the CSV of the report on screen, and says so when the PDF fails', async ({ page }) => {
  test.setTimeout(90_000);
  await seededTrader(page, 'reports-export');
  await page.goto('/reports?instrument=WDO');
  const wdoTotal = TRADES.filter((t) => t.instrument === 'WDO').reduce((s, t) => s + pnlCents(t), 0);
  await expect(summaryValue(page, 'netPnl')).toHaveText(money(wdoTotal), { timeout: 15_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.export.csv }).click(),
  ]);
  // The trader's local date at their clock.
  expect(download.suggestedFilename()).toBe('mctrading-relatorio-2026-04-15.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('WDO');
  expect(csv).toContain(csvMoney(wdoTotal));
  // The month of March alone: 2 WDO contracts × 3 points × R$ 10.
  expect(csv).toContain(csvMoney(6_000));

  // The PDF, rendered on the server: a real PDF with the figure on screen in its text.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.export.pdf }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('mctrading-relatorio-2026-04-15.pdf');
  const pdf = new Uint8Array(await readFile((await pdfDownload.path()) ?? ''));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  const { text } = await extractPdfText(pdf);
  expect(text).toContain(
    `Resultado líquido ${money(wdoTotal)
      .replace(/\u00a0/g, ' ')
      .replace(/^-/, '−')}`,
  );

  // A server failure while rendering (the request is failed here, and held until the busy state is seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reports/pdf?*', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Erro interno' }),
    });
  });
  await page.getByRole('button', { name: T.export.pdf }).click();
  const busy = page.getByRole('button', { name: T.export.pdfBusy });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.locator(TOASTER)).toContainText(T.export.failedTitle);
  await expect(page.getByRole('button', { name: T.export.pdf })).toBeEnabled();
});

test('a trader with no trade in the period is invited to register or import', async ({ page }) => {
  const user = await createUser(page.request, 'reports-empty', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: T.empty.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: T.empty.import })).toHaveAttribute('href', '/trades/import');
  await expect(page.getByRole('button', { name: T.export.pdf })).toBeDisabled();
});

test('the report fits every width, its table scrolls in its own box, and axe finds nothing serious @layout', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = { phone: 390, tablet: 768, desktop: 1280 }[testInfo.project.name] ?? 1280;
  await page.setViewportSize({ width, height: 900 });
  await seededTrader(page, 'reports-layout');
  // Half the trades with a playbook (a long name, as traders write them): the "Por playbook" section too.
  const created = await page.request.post('/api/playbooks', {
    headers: { origin: appOrigin },
    data: { name: 'Rompimento da máxima do dia anterior com volume' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listed = (await (await page.request.get('/api/trades?pageSize=200')).json()) as {
    items: { id: string }[];
  };
  const bulk = await page.request.post('/api/trades/bulk-playbook', {
    headers: { origin: appOrigin },
    data: {
      ids: listed.items.slice(0, Math.ceil(listed.items.length / 2)).map((i) => i.id),
      playbookId: ((await created.json()) as { id: string }).id,
    },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);
  await page.goto('/reports?granularity=week');
  await expect(summaryValue(page, 'trades')).toHaveText(String(TRADES.length), { timeout: 15_000 });
  await expect(page.getByTestId('equity-chart').locator('svg')).toBeVisible();

  await expectNoSidewaysScroll(page);
  if (width < 768) {
    // The table is wider than a phone: it scrolls inside its box, not the page.
    const box = await page
      .getByTestId('report-cuts')
      .evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
  }
  await expectNoSeriousViolations(page, [TOASTER]);
  const byPlaybook = page.getByRole('region', { name: T.playbooks.title });
  await expect(byPlaybook.getByTestId('report-playbooks').getByRole('listitem')).toHaveCount(2);
  await expect(byPlaybook).toContainText(T.playbooks.none);
  await byPlaybook.screenshot({ path: testInfo.outputPath(`reports-playbooks-${width}.png`) });

  const shots = process.env.REPORTS_SHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/reports-${width}.png`, fullPage: true });
    await page.goto('/reports');
    await expect(summaryValue(page, 'trades')).toHaveText(String(TRADES.length), { timeout: 15_000 });
    await page.screenshot({ path: `${shots}/reports-month-${width}.png`, fullPage: true });
  }
});
