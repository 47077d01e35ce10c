import { expect, test, type Page } from '@playwright/test';
import { CONFIRMATION_SUBJECT } from '../src/server/mail/templates';
import { RELEASE_POLL_MS } from '../src/shared/account/release-poll';
import { accessPending, authPage, signupDone, signupTab } from '../src/shared/i18n/auth';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { importsPage, previewStep, summaryStep, uploadStep } from '../src/shared/i18n/imports';
import { riskText } from '../src/shared/i18n/risk';
import { setupText as S } from '../src/shared/i18n/setup';
import { TODAY_STATE_LABELS } from '../src/shared/risk/contract';
import type { TradeDto } from '../src/shared/trading/api-contract';
import { wallClock } from '../src/shared/time/zoned-time';
import { linkIn, waitForMail } from './support/mail';
import { cents, profitFile } from './support/profit-file';
import { appOrigin, createUser, uniqueEmail } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * A B3 day trader's first hour as one path, on a fresh account. Sign up → "Confira seu email" → confirm →
 * /access-pending moves on by itself when an admin releases the account → the setup (capital, costs, plan) → import
 * a Profit file of a past month → the summary's link opens the dashboard on that month with the file's P&L → no
 * imported trade is a rule break → 'Hoje' reflects the plan just set. A layout test: it runs at every width.
 */
const lastYear = Number(wallClock(new Date(), 'America/Sao_Paulo').date.slice(0, 4)) - 1;
const NOV = `${lastYear}-11`;

const next = (page: Page) => page.getByRole('button', { name: S.next, exact: true });

test('a new trader: sign-up, release, setup, a past month imported and seen, no false rule break @layout', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('first-hour');
  const admin = await createUser(request, 'first-hour-admin', { role: 'admin' });

  // Sign up, and the screen that stays.
  await page.goto('/auth');
  await page.getByRole('tab', { name: authPage.tabSignup }).click();
  await page.getByLabel(signupTab.fullName).fill('Carla Mendes');
  await page.getByLabel(signupTab.whatsapp).fill('11987654321');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha-Forte-1');
  await page.getByRole('button', { name: signupTab.submit }).click();
  await expect(page.getByRole('region', { name: signupDone.title })).toBeVisible();

  // Confirm the email: pending, and the page watches for the release.
  const mail = await waitForMail(request, email, CONFIRMATION_SUBJECT);
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/access-pending$/);
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const userId = me.user.id;

  // An admin releases the account (their own session, through the API the /admin page uses).
  const adminContext = await browser.newContext({ baseURL: appOrigin });
  const adminSignIn = await adminContext.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: appOrigin },
  });
  expect(adminSignIn.status()).toBe(200);
  const released = await adminContext.request.post('/api/admin/users/release', {
    data: { userIds: [userId] },
    headers: { origin: appOrigin },
  });
  expect(released.status(), await released.text()).toBe(200);
  await adminContext.close();

  // Nobody presses anything: the page moves on to the setup.
  await expect(page).toHaveURL(/\/setup$/, { timeout: RELEASE_POLL_MS * 3 });
  const step = page.getByTestId('setup-page');
  await expect(step).toHaveAttribute('data-step', 'account');
  await page.getByLabel(S.account.capital).fill('20.000,00');
  await next(page).click();
  await expect(step).toHaveAttribute('data-step', 'costs');
  await page.getByRole('checkbox', { name: 'WIN', exact: true }).check();
  await page.getByLabel(S.costs.costLabel('WIN')).fill('0,25');
  await next(page).click();
  await expect(step).toHaveAttribute('data-step', 'plan');
  // 1 % of R$ 20.000,00.
  await expect(page.getByTestId('setup-plan-preview')).toContainText('1R = R$ 200,00');
  await expect(page.getByRole('checkbox', { name: riskText.plan.requireStop })).toBeChecked();
  await next(page).click();
  await expect(step).toHaveAttribute('data-step', 'timezone');
  await next(page).click();
  await expect(step).toHaveAttribute('data-step', 'start');
  await page.getByRole('button', { name: new RegExp(S.start.import) }).click();

  // Import a Profit file of last November: the file has no stop column.
  await expect(page).toHaveURL(/\/trades\/import$/);
  await expect(page.getByRole('heading', { name: importsPage.title, level: 1 })).toBeVisible();
  await page.getByLabel(uploadStep.fileInput).setInputFiles(profitFile(12, lastYear));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: previewStep.title })).toBeVisible();
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByRole('heading', { name: summaryStep.title })).toBeVisible();
  await expect(page.getByTestId('summary-imported')).toHaveText('12');
  const net = cents((await page.getByTestId('summary-net').textContent()) ?? '');

  await page.getByRole('link', { name: summaryStep.openDashboard }).click();
  await expect(page).toHaveURL(new RegExp(`preset=custom&from=${NOV}-03&to=${NOV}-14`));
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range(`03/11/${lastYear}`, `14/11/${lastYear}`),
  );
  const total = page.getByTestId('metric-total-pnl').getByTestId('metric-value');
  await expect(total).toBeVisible();
  expect(cents((await total.textContent()) ?? '')).toBe(net);
  // 'Hoje' is judged by the plan confirmed in the setup.
  await expect(page.getByTestId('today-panel').getByTestId('today-state')).toContainText(
    TODAY_STATE_LABELS.ok,
  );

  // A stop the file could not carry is unknown, not missing: no imported trade broke a rule.
  const list = (await (await page.request.get(`/api/trades?from=${NOV}-01&to=${NOV}-30`)).json()) as {
    items: TradeDto[];
  };
  expect(list.items).toHaveLength(12);
  expect(list.items.filter((t) => t.ruleBreaks.length > 0)).toEqual([]);
  expect(list.items.every((t) => t.stopUnknown)).toBe(true);
  await page.goto(`/trades?from=${NOV}-01&to=${NOV}-30`);
  await expect(page.getByTestId('stop-unknown-badge').first()).toBeVisible();
  await expect(page.getByTestId('rule-break-badge')).toHaveCount(0);
  // Nothing sticks out sideways on the way.
  await expectNoSidewaysScroll(page);
});
