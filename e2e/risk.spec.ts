import { expect, type Page, test } from '@playwright/test';
import { breathing } from '../src/shared/i18n/breathing';
import { riskText } from '../src/shared/i18n/risk';
import { settingsText } from '../src/shared/i18n/settings';
import { tradesText } from '../src/shared/i18n/trades';
import { TODAY_STATE_LABELS } from '../src/shared/risk/contract';
import { wallClock } from '../src/shared/time/zoned-time';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';

/**
 * The trader's plan and day against the real server: the plan set on /risk and kept (also in settings), trades
 * crossing the daily loss limit, the 'Hoje' panel's states and the alert reaching another open tab live.
 */
const P = riskText.plan;
const TZ = 'America/Sao_Paulo';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The plan form (the calculator on /risk has a 'Risco por trade' of its own). */
const form = (page: Page) => page.getByTestId('risk-plan-form');
const state = (page: Page) => page.getByTestId('today-state');
const unit = (page: Page, field: string) => form(page).getByRole('group', { name: P.modeLabel(field) });
/** Taps a unit's segment ('R$'), as a finger would: the radio inside it is visually hidden. */
const chooseUnit = (page: Page, field: string, spoken: string) =>
  unit(page, field).locator('label').filter({ hasText: spoken }).click();

async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  return user;
}

/** The default account's starting capital (a % risk needs it). */
async function setStartingCapital(page: Page, reais: number) {
  const res = await page.request.get('/api/accounts');
  const { accounts } = (await res.json()) as { accounts: { id: string; isDefault: boolean }[] };
  const account = accounts.find((a) => a.isDefault) ?? accounts[0];
  const patch = await page.request.patch(`/api/accounts/${account?.id}`, {
    headers: { origin: appOrigin },
    data: { startingCapital: reais.toFixed(2) },
  });
  expect(patch.status(), await patch.text()).toBe(200);
}

/** Today's date and a time `minutesAgo` before now in the trader's zone (never before midnight). */
function todayAt(minutesAgo: number) {
  const now = wallClock(new Date(), TZ);
  const [h = 0, m = 0] = now.time.split(':').map(Number);
  const at = Math.max(0, h * 60 + m - minutesAgo);
  const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  return { date: now.date, time };
}

/** A WIN loss of `reais` (R$ 0,20 per point per contract, 5 contracts: R$ 1 per point). */
const winLoss = (reais: number, minutesAgo: number) => ({
  ...todayAt(minutesAgo),
  type: 'compra',
  contracts: 5,
  instrument: 'WIN',
  entry: '125000',
  exit: String(125000 - reais),
  costs: '0',
});

test('sets a plan, watches the day cross the loss limit and alerts another open tab live', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, 'risk-flow');

  // The plan: R$ 100 per trade, R$ 300 a day.
  await page.goto('/risk');
  await expect(page.getByRole('heading', { level: 1, name: riskText.title })).toBeVisible();
  await expect(state(page)).toContainText(TODAY_STATE_LABELS.ok);
  await expect(page.getByTestId('today-empty')).toContainText(riskText.today.empty);
  await expect(form(page).getByLabel(P.riskValue, { exact: true })).toHaveValue(/^1(,00)?$/);
  await chooseUnit(page, P.riskValue, P.spokenMoney);
  await form(page).getByLabel(P.riskValue, { exact: true }).fill('100');
  await chooseUnit(page, P.dailyLossValue, P.spokenMoney);
  await form(page).getByLabel(P.dailyLossValue, { exact: true }).fill('300');
  await expect(page.getByText(/Equivale a R\$\s300,00/)).toBeVisible();
  // A typo is refused under its field; nothing is saved.
  await form(page).getByLabel(P.maxTradesPerDay, { exact: true }).fill('0');
  await page.getByRole('button', { name: P.submit }).click();
  await expect(page.getByText('Informe de 1 a 100 trades por dia')).toBeVisible();
  await form(page).getByLabel(P.maxTradesPerDay, { exact: true }).fill('5');
  await page.getByRole('button', { name: P.submit }).click();
  await expect(toast(page, P.saved)).toBeVisible();

  // Kept after a reload; the settings' 'Risco' tab links here, the plan's one home.
  await page.reload();
  await expect(form(page).getByLabel(P.riskValue, { exact: true })).toHaveValue(/^100(,00)?$/);
  await expect(unit(page, P.riskValue).getByRole('radio', { name: P.spokenMoney })).toBeChecked();
  await expect(form(page).getByLabel(P.dailyLossValue, { exact: true })).toHaveValue(/^300(,00)?$/);
  await page.goto('/settings?aba=risco');
  await expect(page.getByRole('tab', { name: settingsText.tabs.risk })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: settingsText.elsewhere.riskLink }).click();
  await expect(page).toHaveURL(/\/risk$/);
  await expect(form(page).getByLabel(P.riskValue, { exact: true })).toHaveValue(/^100(,00)?$/);

  // A second tab, open before any trade, on another page: it must hear the alert without a reload.
  const other = await context.newPage();
  const streamOpen = other.waitForResponse((r) => r.url().includes('/api/dashboard/events'));
  await other.goto('/trades');
  await streamOpen;

  await page.goto('/dashboard');
  const panel = page.getByTestId('today-panel');
  await expect(state(page)).toContainText(TODAY_STATE_LABELS.ok);

  await seedTrade(page, winLoss(100, 20));
  await expect(panel.getByTestId('today-loss')).toContainText(/R\$\s100,00 de R\$\s300,00/);
  await expect(state(page)).toContainText(TODAY_STATE_LABELS.ok);

  await seedTrade(page, winLoss(150, 10));
  await expect(state(page)).toContainText(TODAY_STATE_LABELS.attention);
  await expect(panel.getByTestId('today-loss')).toContainText(/R\$\s250,00 de R\$\s300,00/);
  await expect(toast(other, 'Limite de perda diária: 80%')).toBeVisible();

  // The last one through the real dialog (today, now): R$ 60 more crosses the limit.
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const dialog = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await dialog.getByLabel(tradesText.form.instrument).fill('WIN');
  await dialog.getByLabel(tradesText.form.contracts).fill('5');
  await dialog.getByLabel(tradesText.form.entry).fill('125000');
  await dialog.getByLabel(tradesText.form.exit).fill('124940');
  await dialog.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();

  await expect(state(page)).toContainText(TODAY_STATE_LABELS.reached);
  await expect(panel.getByTestId('today-trades')).toContainText('3 de 5');
  // Three losses in a row: the plan's 15-minute pause runs, counting down by itself.
  await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

  const reached = toast(other, 'perda máxima do dia').filter({ hasText: riskText.alerts.reachedTitle });
  await expect(reached).toBeVisible();
  await expect(reached).toContainText(/R\$\s310,00 de R\$\s300,00/);
  await expect(reached.getByRole('button', { name: riskText.alerts.breathe })).toBeVisible();
  await other.screenshot({ path: testInfo.outputPath('alert-other-tab.png') });
  // One tap opens the breathing pause there; Esc closes it.
  await reached.getByRole('button', { name: riskText.alerts.breathe }).click();
  const pause = other.getByRole('dialog', { name: breathing.title });
  await expect(pause).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(pause).toBeHidden();

  await page.goto('/risk');
  await expect(state(page)).toContainText(TODAY_STATE_LABELS.reached);
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('the /risk page with the Hoje panel fits every width and has no serious accessibility problem @layout', async ({
  page,
}, testInfo) => {
  const width = { phone: 390, tablet: 768, desktop: 1280 }[testInfo.project.name] ?? 1280;
  await page.setViewportSize({ width, height: 900 });
  await signedIn(page, 'risk-layout');
  // R$ 10.000 at the default plan (1% a trade, 3R a day): a R$ 300 limit, R$ 120 of it used.
  await setStartingCapital(page, 10_000);
  await seedTrade(page, winLoss(120, 5));
  await page.goto('/risk');
  await expect(state(page)).toBeVisible();
  await expect(page.getByTestId('today-loss')).toContainText(/R\$\s120,00 de R\$\s300,00/);
  await expect(page.getByText(/hoje R\$\s100,00/)).toBeVisible();
  await expect(form(page)).toBeVisible();
  await expect(
    page.getByTestId('position-size-contracts').or(page.getByTestId('position-size-pending')),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`risk-${width}.png`), fullPage: true });
  await page.goto('/dashboard');
  await expect(page.getByTestId('today-panel')).toBeVisible();
  await expect(state(page)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`dashboard-top-${width}.png`) });
});
