import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { errorMessages } from '../src/shared/i18n/errors';
import { tradesText } from '../src/shared/i18n/trades';
import { trial } from '../src/shared/i18n/trial';
import { CONTINUE_REQUEST_SUBJECT_PREFIX } from '../src/server/mail/trial-templates';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { waitForMail } from './support/mail';
import { fillTradeDialog, seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi, uniqueEmail, type TestUser } from './support/users';

const HOUR = 3600_000;
const SUPPORT_WHATSAPP = '5511912345678'; // playwright.config.ts
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Users whose clock a test moved: put back to real time after each test (specs share one server). */
const moved = new Set<string>();

async function moveClock(request: APIRequestContext, userId: string, offsetMs: number) {
  const res = await request.post('/api/testing/clock', { data: { offsetMs, userId } });
  expect(res.status(), await res.text()).toBe(200);
  if (offsetMs === 0) moved.delete(userId);
  else moved.add(userId);
}

test.afterEach(async ({ request }) => {
  for (const userId of [...moved]) await moveClock(request, userId, 0);
});

/** A trader released now, on the trial's real dates in São Paulo (the fixture's access: 'trial'). */
async function trialTrader(page: Page, label: string): Promise<TestUser & { trialEndsAt: number }> {
  const user = {
    email: uniqueEmail(label),
    password: 'Senha-forte-123',
    name: `Ana ${label}`,
    whatsapp: '11987654321',
  };
  const res = await page.request.post('/api/testing/users', {
    data: { ...user, allowed: true, access: 'trial', timezone: 'America/Sao_Paulo' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  await signInByApi(page, user);
  const me = await page.request.get('/api/me');
  const { access } = (await me.json()) as { access: { trialEndsAt: string; trialDaysLeft: number } };
  expect(access.trialDaysLeft).toBe(7);
  return { ...user, userId, trialEndsAt: Date.parse(access.trialEndsAt) };
}

/** Moves the trader's server clock to `target` (an instant relative to their trial's end). */
const clockAt = (page: Page, u: { userId: string }, target: number) =>
  moveClock(page.request, u.userId, target - Date.now());

test('trial: quiet chip, loud last day, read-only after it, Continuar records the request and opens the chat', async ({
  page,
  context,
  playwright,
}) => {
  // Every admin gets the continue-request notice: this one is ours to read.
  const admin = await createUser(page.request, 'trial-admin', { role: 'admin' });
  const u = await trialTrader(page, 'trial-flow');
  await seedTrade(page, { notes: 'antes do fim do teste' });

  // Days to spare: a small chip in the header, no banner.
  await page.goto('/dashboard');
  await expect(page.getByTestId('trial-chip')).toHaveText('Teste grátis: faltam 7 dias');
  await expect(page.getByTestId('trial-loud-banner')).toHaveCount(0);

  // The last day: the chip gives way to a banner with 'Continuar'.
  await clockAt(page, u, u.trialEndsAt - 12 * HOUR);
  await page.reload();
  const loud = page.getByTestId('trial-loud-banner');
  await expect(loud).toContainText(trial.loudTitle(1));
  await expect(loud.getByRole('link', { name: trial.continue })).toBeVisible();
  await expect(page.getByTestId('trial-chip')).toHaveCount(0);

  // Past the end: read-only, the data still listed, a write refused with the toast and its 'Continuar'.
  await clockAt(page, u, u.trialEndsAt + HOUR);
  await page.goto('/trades');
  const readOnly = page.getByTestId('trial-read-only-banner');
  await expect(readOnly).toContainText(trial.readOnlyTitle);
  await expect(readOnly).toContainText(trial.readOnlyDetail);
  await expect(page.getByTestId('trade-list').getByText('WIN', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const dialog = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await dialog.getByLabel(tradesText.form.date).fill('2025-03-17');
  await dialog.getByLabel(tradesText.form.time).fill('10:00');
  await fillTradeDialog(dialog, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125050' });
  await dialog.getByRole('button', { name: tradesText.form.submitCreate }).click();
  const refused = toast(page, trial.expiredToastTitle);
  await expect(refused).toContainText(errorMessages.TRIAL_EXPIRED);
  // The trader closes the dialog (it keeps what they typed until then) and follows the toast's 'Continuar'.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The feature's own error toast stacks over ours: the stack opens on hover (a tap on phones).
  await page.locator('[data-sonner-toast][data-front="true"]').hover();
  await refused.getByRole('button', { name: trial.continue }).click();
  await expect(page).toHaveURL(/\/continuar$/);

  // /continuar: what happened, then 'Continuar' opens the support chat with who asks, and tells the admins.
  await expect(page.getByRole('heading', { name: trial.page.expiredLead })).toBeVisible();
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: new RegExp(`^${trial.continue}`) }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const chat = new URL(popup.url());
  expect(chat.pathname).toBe(`/${SUPPORT_WHATSAPP}`);
  expect(chat.searchParams.get('text')).toBe(trial.page.chatMessage(u.name, u.email));
  await popup.close();

  await expect(page.getByTestId('continue-requested')).toHaveText(/^Pedido enviado em \d{2}\/\d{2}\/\d{4}$/);
  const notice = await waitForMail(page.request, admin.email, `${CONTINUE_REQUEST_SUBJECT_PREFIX}${u.name}`);
  expect(notice.text).toContain(u.email);
  expect(notice.links.some((l) => l.endsWith(`/admin?q=${encodeURIComponent(u.email)}`))).toBe(true);

  // After a reload the request is still shown; the read-only banner says so on other pages too.
  await page.goto('/dashboard');
  await expect(page.getByTestId('trial-read-only-banner')).toContainText(/Pedido enviado em/);

  // An admin continues the account, without end (adminApi.continueAccess).
  const asAdmin = await playwright.request.newContext({
    baseURL: appOrigin,
    extraHTTPHeaders: { origin: appOrigin },
  });
  const adminIn = await asAdmin.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
  });
  expect(adminIn.status()).toBe(200);
  const continued = await asAdmin.post(`/api/admin/users/${u.userId}/continue`, { data: { until: null } });
  expect(continued.status(), await continued.text()).toBe(200);
  await asAdmin.dispose();

  // After a reload: no banner, no chip, and writes work again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('trial-read-only-banner')).toHaveCount(0);
  await expect(page.getByTestId('trial-chip')).toHaveCount(0);
  await seedTrade(page, { notes: 'depois de continuar' });
  await page.goto('/continuar');
  await expect(page.getByRole('heading', { name: trial.page.activeTitle })).toBeVisible();
});

test(
  'trial: read-only banner and /continuar at every width, accessible and without overflow',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const u = await trialTrader(page, 'trial-layout');
    await seedTrade(page);
    await clockAt(page, u, u.trialEndsAt + HOUR);

    await page.goto('/dashboard');
    await expect(page.getByTestId('trial-read-only-banner')).toBeVisible();
    await expectNoSeriousViolations(page, [TOASTER]);

    await page.goto('/continuar');
    await expect(page.getByRole('heading', { name: trial.page.expiredLead })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${trial.continue}`) })).toHaveAttribute(
      'href',
      `https://wa.me/${SUPPORT_WHATSAPP}?text=${encodeURIComponent(trial.page.chatMessage(u.name, u.email))}`,
    );
    await expectNoSeriousViolations(page, [TOASTER]);

    if (process.env.E2E_SHOTS_DIR) {
      const width = testInfo.project.name === 'phone' ? 390 : testInfo.project.name === 'desktop' ? 1280 : 0;
      if (width) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${process.env.E2E_SHOTS_DIR}/continuar-${width}.png`,
          fullPage: true,
        });
        await page.goto('/trades');
        await expect(page.getByTestId('trial-read-only-banner')).toBeVisible();
        await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/read-only-${width}.png` });
        await clockAt(page, u, u.trialEndsAt - 12 * HOUR);
        await page.goto('/dashboard');
        await expect(page.getByTestId('trial-loud-banner')).toBeVisible();
        await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/loud-${width}.png` });
        await clockAt(page, u, u.trialEndsAt - 5 * 24 * HOUR);
        await page.goto('/dashboard');
        await expect(page.getByTestId('trial-chip')).toBeVisible();
        await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/quiet-${width}.png` });
      }
    }
  },
);
