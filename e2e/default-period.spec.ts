import { expect, test, type Page } from '@playwright/test';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { importsPage, previewStep, summaryStep, uploadStep } from '../src/shared/i18n/imports';
import { defaultPeriodText, PERIOD_LABELS } from '../src/shared/i18n/periods';
import { taxText } from '../src/shared/i18n/tax';
import { tradesText } from '../src/shared/i18n/trades';
import { wallClock } from '../src/shared/time/zoned-time';
import { cents, profitFile } from './support/profit-file';
import { seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * A trader whose trades are all from last year opens every page with a period on the latest
 * month (or year) with trades, and each page says so; the import's summary opens the dashboard on the file's period.
 * On a phone, 'Confirmar importação' is on screen without scrolling past the file's rows.
 */
const ZONE = 'America/Sao_Paulo';
const lastYear = Number(wallClock(new Date(), ZONE).date.slice(0, 4)) - 1;
const NOV = `${lastYear}-11`;
const note = (page: Page) => page.getByTestId('default-period-note');
const shots = process.env.DEFAULT_PERIOD_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test("every page's default period follows the one rule", async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, 'default-period', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  // October and November of last year; nothing this year.
  await seedTrade(page, { date: `${lastYear}-10-15` });
  await seedTrade(page, { date: `${NOV}-20`, exit: '125200' });
  const month = defaultPeriodText.latest('month', NOV);
  const year = defaultPeriodText.latest('year', String(lastYear));

  await page.goto('/dashboard');
  await expect(note(page)).toHaveText(new RegExp(month));
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range(`01/11/${lastYear}`, `30/11/${lastYear}`),
  );
  await expect(page.getByTestId('equity-summary')).toContainText('1 trade');
  await shot(page, 'dashboard');

  await page.goto('/trades');
  await expect(note(page)).toHaveText(new RegExp(month));
  await expect(page.getByTestId('totals-BRL')).toContainText(tradesText.totals.count(1));

  await page.goto('/reports');
  await expect(note(page)).toHaveText(new RegExp(year));

  await page.goto('/calendar');
  await expect(note(page)).toHaveText(new RegExp(month));

  await page.goto('/impostos');
  await expect(note(page)).toHaveText(new RegExp(year));
  const picker = page.getByLabel(taxText.year, { exact: true });
  await expect(picker).toHaveValue(String(lastYear));
  // The current year is offered, marked as without trades.
  await expect(picker.locator('option', { hasText: taxText.yearWithoutTrades(lastYear + 1) })).toHaveCount(1);
  await shot(page, 'impostos');

  // A period the user picks wins: 'Ver este mês' shows this (empty) month, and the URL keeps it.
  await page.goto('/dashboard');
  await note(page)
    .getByRole('button', { name: defaultPeriodText.backTo(PERIOD_LABELS['this-month']) })
    .click();
  await expect(page).toHaveURL(/preset=this-month/);
  await expect(page.getByRole('heading', { name: dashboardText.noneInPeriod.title })).toBeVisible();
  await expect(note(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: dashboardText.noneInPeriod.title })).toBeVisible();
});

test("the import's summary opens the dashboard on the file's period, with the file's P&L", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, 'import-period', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades/import');
  await expect(page.getByRole('heading', { name: importsPage.title, level: 1 })).toBeVisible();
  await page.getByLabel(uploadStep.fileInput).setInputFiles(profitFile(6, lastYear));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: previewStep.title })).toBeVisible();
  await shot(page, 'import-preview-6');
  await page.getByRole('button', { name: previewStep.confirmButton }).click();

  await expect(page.getByRole('heading', { name: summaryStep.title })).toBeVisible();
  await expect(page.getByTestId('summary-imported')).toHaveText('6');
  await expect(page.getByTestId('summary-period')).toHaveText(
    summaryStep.periodRange(`03/11/${lastYear}`, `08/11/${lastYear}`),
  );
  const net = cents((await page.getByTestId('summary-net').textContent()) ?? '');
  // The toast speaks Portuguese plurals.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '6 trades importados.' })).toBeVisible();
  await shot(page, 'import-summary');

  await page.getByRole('link', { name: summaryStep.openDashboard }).click();
  await expect(page).toHaveURL(new RegExp(`preset=custom&from=${NOV}-03&to=${NOV}-08`));
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range(`03/11/${lastYear}`, `08/11/${lastYear}`),
  );
  const total = page.getByTestId('metric-total-pnl').getByTestId('metric-value');
  await expect(total).toBeVisible();
  expect(cents((await total.textContent()) ?? '')).toBe(net);
  // A period named in the URL is not the default: no sentence.
  await expect(note(page)).toHaveCount(0);
});

test("a 40-row file's preview keeps 'Confirmar importação' on screen @layout", async ({ page }) => {
  const user = await createUser(page.request, 'import-40', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades/import');
  await page.getByLabel(uploadStep.fileInput).setInputFiles(profitFile(40, lastYear));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: previewStep.title })).toBeVisible();
  const confirm = page.getByRole('button', { name: previewStep.confirmButton });
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  if (wide) {
    // Desktop keeps the table of every row; the button follows it.
    await expect(page.getByTestId('preview-row')).toHaveCount(40);
  } else {
    // Phones and tablets: a few samples (every row on request) and the button on screen, not under the bottom bar.
    await expect(page.getByTestId('preview-card')).toHaveCount(5);
    await expect(confirm).toBeInViewport();
    const onTop = await confirm.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
    await page.getByRole('button', { name: previewStep.showAll(40) }).click();
    await expect(page.getByTestId('preview-card')).toHaveCount(40);
    await expect(confirm).toBeInViewport();
  }
  await expectNoSidewaysScroll(page);
  await shot(page, 'import-preview-40');
});
