import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractPdfText } from '../src/server/features/pdf/pdf-text';
import { taxText } from '../src/shared/i18n/tax';
import { tradesText } from '../src/shared/i18n/trades';
import type { TaxMonthDto, TaxYearDto } from '../src/shared/tax/contract';
import { wallClock } from '../src/shared/time/zoned-time';
import { formatCents } from '../src/shared/format';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = taxText;
const S = taxText.statement;
const SHOTS = '/tmp/shots-taxclient';
const YEAR = 2025;
// Intl writes 'R$' with a no-break space; the page shows exactly what formatCents gives.
const brl = (cents: number) => formatCents(cents, 'BRL');
const br = (iso: string) => iso.split('-').reverse().join('/');

/** A trader in São Paulo with a seeded year: a profitable month, a losing one carried, and a swing trade. */
async function seededTrader(page: Page, label: string) {
  const user = await createUser(page.request, label, { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);
  const day = { instrument: 'WIN', costs: '0' };
  // January: a profitable day trade, R$ 2.000,00.
  await seedTrade(page, { ...day, date: `${YEAR}-01-15`, contracts: 10, entry: '125000', exit: '126000' });
  // February: a losing day trade, −R$ 500,00, carried.
  await seedTrade(page, {
    ...day,
    date: `${YEAR}-02-12`,
    type: 'venda',
    contracts: 5,
    entry: '125000',
    exit: '125500',
  });
  // March: a day-trade gain of R$ 300,00 that the February loss absorbs; a WDO swing trade held over a weekend.
  await seedTrade(page, { ...day, date: `${YEAR}-03-12`, contracts: 5, entry: '125000', exit: '125300' });
  await seedTrade(page, {
    instrument: 'WDO',
    costs: '0',
    date: `${YEAR}-03-20`,
    exitDate: `${YEAR}-03-24`,
    exitTime: '11:00',
    contracts: 2,
    entry: '5000',
    exit: '5050',
  });
  const res = await page.request.get(`/api/tax?year=${YEAR}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as TaxYearDto;
}

const monthOf = (tax: TaxYearDto, n: number): TaxMonthDto => {
  const m = tax.months.find((x) => x.month === `${YEAR}-${String(n).padStart(2, '0')}`);
  if (!m) throw new Error(`month ${n} missing`);
  return m;
};

async function openTax(page: Page, year = YEAR) {
  await page.goto(`/impostos?year=${year}`);
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
}

/** The month's card (phone width: the table is hidden below lg). */
const card = (page: Page, n: number) =>
  page.locator(`li[data-testid="tax-month"][data-month="${YEAR}-${String(n).padStart(2, '0')}"]`);

test('a seeded year: the months, a worked statement with its DARF, and the CSV', async ({ page }) => {
  const tax = await seededTrader(page, 'tax-year');
  const jan = monthOf(tax, 1);
  const feb = monthOf(tax, 2);
  const mar = monthOf(tax, 3);
  // What the rules give (the engine's own tests prove them); the page must show the API's figures.
  expect(jan.dayTrade.result).toBe(200_000);
  expect(feb.dayTrade.lossCarriedOut).toBe(50_000);
  expect(mar.dayTrade.lossUsed).toBe(30_000);
  expect(mar.swingTrade.result).toBe(100_000);
  expect(jan.darf).not.toBeNull();

  await openTax(page);
  await expect(page.getByTestId('tax-notice')).toContainText(T.notice.title);
  await expect(page.getByLabel(T.year, { exact: true })).toHaveValue(String(YEAR));
  await expect(page.getByTestId('tax-total-due')).toContainText(brl(tax.totals.taxDue));

  const january = card(page, 1);
  await expect(january).toContainText(brl(jan.dayTrade.result));
  await expect(january).toContainText(brl(jan.taxDue));
  await expect(january).toContainText(br(jan.darf?.dueDate ?? ''));
  await expect(card(page, 2)).toContainText(brl(feb.dayTrade.result));
  await expect(card(page, 2)).toContainText(T.months.noDarf);
  await expect(card(page, 3)).toContainText(brl(mar.swingTrade.result));
  await expect(card(page, 4)).toContainText(T.months.noTrades);

  // March's statement: the February loss carried in, used and carried out; the swing trade in its own pool.
  await page.getByRole('button', { name: T.months.openOf(`março de ${YEAR}`) }).click();
  const dialog = page.getByRole('dialog', { name: S.title(`março de ${YEAR}`) });
  await expect(dialog).toBeVisible();
  const dayTrade = dialog.getByTestId('statement-day-trade');
  await expect(dayTrade).toContainText(`${S.lossCarriedIn}${brl(mar.dayTrade.lossCarriedIn)}`);
  await expect(dayTrade).toContainText(`${S.lossUsed}${brl(mar.dayTrade.lossUsed)}`);
  await expect(dayTrade).toContainText(`${S.lossCarriedOut}${brl(mar.dayTrade.lossCarriedOut)}`);
  const swing = dialog.getByTestId('statement-swing-trade');
  await expect(swing).toContainText(`${S.base}${brl(mar.swingTrade.base)}`);
  await expect(swing).toContainText(`${S.tax}${brl(mar.swingTrade.tax)}`);
  await dialog.getByRole('button', { name: S.close }).click();
  await expect(dialog).toBeHidden();

  // January's DARF: code, period, due date and principal.
  await page.getByRole('button', { name: T.months.openOf(`janeiro de ${YEAR}`) }).click();
  const janDialog = page.getByRole('dialog', { name: S.title(`janeiro de ${YEAR}`) });
  const darf = janDialog.getByTestId('statement-darf');
  await expect(darf).toContainText(`${S.darfCode}6015`);
  await expect(darf).toContainText(`${S.darfPeriod}${br(jan.darf?.periodEnd ?? '')}`);
  await expect(darf).toContainText(`${S.darfDueDate}${br(jan.darf?.dueDate ?? '')}`);
  await expect(darf).toContainText(`${S.darfAmount}${brl(jan.darf?.amount ?? 0)}`);
  await expect(janDialog.getByRole('link', { name: S.downloadPdf })).toHaveAttribute(
    'href',
    `/api/tax/pdf?year=${YEAR}&month=1`,
  );
  // The month's PDF, from the server: a real PDF with the DARF's code and principal in its text.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    janDialog.getByRole('link', { name: S.downloadPdf }).click(),
  ]);
  const pdf = new Uint8Array(readFileSync(await pdfDownload.path()));
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  const { text } = await extractPdfText(pdf);
  expect(text).toContain('6015');
  expect(text).toContain(brl(jan.darf?.amount ?? 0).replace(/\u00a0/g, ' '));
  await page.keyboard.press('Escape');
  await expect(janDialog).toBeHidden();

  // The year's CSV: the file the server names, with January's tax due in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: T.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mctrading-impostos-${YEAR}.csv`);
  const csv = readFileSync(await download.path(), 'latin1');
  const due = (jan.taxDue / 100).toFixed(2);
  expect(
    [due, due.replace('.', ',')].some((figure) => csv.includes(figure)),
    csv,
  ).toBe(true);
});

test('the year picker keeps the year in the URL; a year without BRL trades shows the empty state', async ({
  page,
}) => {
  await seededTrader(page, 'tax-picker');
  await openTax(page);
  // The page's current year is the trader's, in their zone.
  const current = Number(wallClock(Date.now(), 'America/Sao_Paulo').date.slice(0, 4));
  await page.getByLabel(T.year, { exact: true }).selectOption(String(current));
  // A year the trader picks stays in the URL, the current one too (without one, the page opens on the latest year
  // with trades: ADR 031).
  await expect(page).toHaveURL(new RegExp(`\\?year=${current}$`));
  await expect(page.getByRole('heading', { name: T.empty.title(current) })).toBeVisible();
  // The loss still to offset follows the trader into the next years.
  await page.getByLabel(T.year, { exact: true }).selectOption(String(YEAR));
  await expect(page).toHaveURL(new RegExp(`\\?year=${YEAR}$`));
  await expect(card(page, 1)).toBeVisible();
});

test('a failed read says so and reads again on demand', async ({ page }) => {
  const user = await createUser(page.request, 'tax-error', { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);
  // The server fails twice (the query's own retry included); the trader's retry reaches the real API.
  let failures = 0;
  await page.route('**/api/tax?*', async (route) => {
    if (failures++ >= 2) return route.fallback();
    await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erro interno' } });
  });
  await openTax(page);
  await expect(page.getByText(T.loadError)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: T.retry }).click();
  await expect(page.getByRole('heading', { name: T.empty.title(YEAR) })).toBeVisible();
});

test('a swing trade registered through the form lands in the swing pool of the month it closed in', async ({
  page,
}) => {
  const user = await createUser(page.request, 'tax-form', { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const F = tradesText.form;
  const d = page.getByRole('dialog', { name: F.createTitle });
  await expect(d.getByLabel(F.exitDate)).toHaveCount(0);
  await d.getByLabel(F.date, { exact: true }).fill(`${YEAR}-04-29`);
  await d.getByLabel(F.time, { exact: true }).fill('15:00');
  await d.getByLabel(F.instrument).fill('WIN');
  await d.getByLabel(F.entry).fill('125000');
  await d.getByLabel(F.exit).fill('125500');
  await d.getByLabel(F.costs).fill('0');
  await d.getByLabel(F.closedLater).check();
  // Ticked, the exit date is asked for.
  await d.getByRole('button', { name: F.submitCreate }).click();
  await expect(d.getByText(F.exitDateRequired)).toBeVisible();
  // Closed in May: the trade counts in May, as a swing trade.
  await d.getByLabel(F.exitDate).fill(`${YEAR}-05-02`);
  await d.getByLabel(F.exitTime).fill('10:30');
  await d.getByRole('button', { name: F.submitCreate }).click();
  await expect(d).toBeHidden();

  await openTax(page);
  const may = card(page, 5);
  await expect(may).toContainText(`${T.months.swingTrade}${brl(10_000)}`);
  await expect(card(page, 4)).toContainText(T.months.noTrades);

  // Editing it back to a day trade moves it to April's day-trade pool.
  await page.goto('/trades');
  await page
    .getByRole('button', { name: /Editar/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: F.editTitle });
  await expect(edit.getByLabel(F.closedLater)).toBeChecked();
  await expect(edit.getByLabel(F.exitDate)).toHaveValue(`${YEAR}-05-02`);
  await edit.getByLabel(F.closedLater).uncheck();
  await edit.getByRole('button', { name: F.submitEdit }).click();
  await expect(edit).toBeHidden();
  await openTax(page);
  await expect(card(page, 4)).toContainText(`${T.months.dayTrade}${brl(10_000)}`);
  await expect(card(page, 5)).toContainText(T.months.noTrades);
});

test(
  'the tax page fits the screen and passes axe, with a statement open',
  { tag: '@layout' },
  async ({ page }, info) => {
    await seededTrader(page, 'tax-layout');
    await openTax(page);
    await expect(page.getByTestId('tax-total-due')).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    const widths =
      info.project.name === 'phone' ? [360, 390] : info.project.name === 'desktop' ? [1440, 1280] : [768];
    for (const width of widths) {
      await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
      await expectNoSidewaysScroll(page, `/tax at ${width}px`);
      await page.screenshot({ path: `${SHOTS}/tax-${width}.png`, fullPage: true });
    }
    await expectNoSeriousViolations(page, [TOASTER]);

    await page
      .getByRole('button', { name: T.months.openOf(`janeiro de ${YEAR}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: S.title(`janeiro de ${YEAR}`) });
    await expect(dialog.getByTestId('statement-darf')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tax-statement-${widths.at(-1)}.png` });
    await expectNoSeriousViolations(page, [TOASTER]);
  },
);
