import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { setupApi } from '../src/shared/account/setup';
import { toasts, whatsappPrompt } from '../src/shared/i18n/auth';
import { securityAccessText } from '../src/shared/i18n/security-access';
import { securitySubject } from '../src/server/mail/security-templates';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { chooseGoogleAccount } from './support/google';
import { waitForMail } from './support/mail';
import { appOrigin, createUser, signInByApi, uniqueEmail, type TestUser } from './support/users';

const P = securityAccessText.password;
const L = securityAccessText.linked;
const S = securityAccessText.sessions;
const SECURITY_TAB = '/profile?aba=seguranca';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Another browser (its own cookies) signed in as the user: the "other device". */
async function otherDevice(browser: Browser, user: Pick<TestUser, 'email' | 'password'>) {
  const context = await browser.newContext({ baseURL: appOrigin });
  const page = await context.newPage();
  await signInByApi(page, user);
  return { context, page };
}

/** Whether a password signs in (a fresh, cookie-less request). */
async function signInStatus(browser: Browser, email: string, password: string): Promise<number> {
  const context = await browser.newContext({ baseURL: appOrigin });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: appOrigin },
  });
  await context.close();
  return res.status();
}

test.describe('/profile — Segurança: senha, Google, sessões', () => {
  test('changes the password: other devices leave, the new one signs in, the old one is refused', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request, 'change-password');
    await signInByApi(page, user);
    const other = await otherDevice(browser, user);
    await page.goto(SECURITY_TAB);
    const panel = section(page, P.title);

    // A wrong current password is said under its field.
    await panel.getByLabel(P.current, { exact: true }).fill('nao-e-esta');
    await panel.getByLabel(P.new, { exact: true }).fill('Nova-senha-456!');
    const confirm = panel.getByLabel(P.confirm, { exact: true });
    await confirm.fill('Nova-senha-457!');
    await expect(panel.getByText(P.mismatch)).toBeVisible();
    const submit = panel.getByRole('button', { name: P.submit });
    await expect(submit).toBeDisabled();
    await confirm.fill('Nova-senha-456!');
    await expect(panel.getByTestId('password-strength')).toHaveAttribute('data-percent', '100');
    await submit.click();
    await expect(panel.getByText(P.wrongCurrent)).toBeVisible();
    await expect(panel.getByLabel(P.current, { exact: true })).toBeFocused();

    await panel.getByLabel(P.current, { exact: true }).fill(user.password);
    await panel.getByRole('button', { name: P.submit }).click();
    await expect(toast(page, P.updated)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: P.redirecting })).toBeVisible();
    // The spec's redirect, 2 seconds later; this device is still signed in.
    await expect(page).toHaveURL(/\/dashboard$/);

    expect((await other.page.request.get('/api/me')).status()).toBe(401);
    await other.context.close();
    expect(await signInStatus(browser, user.email, user.password)).toBe(401);
    expect(await signInStatus(browser, user.email, 'Nova-senha-456!')).toBe(200);
    await waitForMail(request, user.email, securitySubject('password-changed'));
  });

  test('a Google-only account creates a password and signs in with it', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('google-set-password');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await chooseGoogleAccount(page, { email, name: 'Gustavo Só Google' });
    // A new account is pending: the pending notice only, no "Bem-vindo de volta".
    await expect(toast(page, toasts.accessPending)).toBeVisible();
    await page
      .getByRole('dialog', { name: whatsappPrompt.title })
      .getByRole('button', { name: whatsappPrompt.skip })
      .click();
    await expect(page).toHaveURL(/\/access-pending$/);

    // An admin releases the new account.
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const admin = await createUser(request, 'release-admin', { role: 'admin' });
    const adminContext = await browser.newContext({ baseURL: appOrigin });
    await signInByApi(await adminContext.newPage(), admin);
    const released = await adminContext.request.post(`/api/admin/users/${me.user.id}/release`, {
      data: {},
      headers: { origin: appOrigin },
    });
    expect(released.status(), await released.text()).toBe(200);
    await adminContext.close();
    // A new trader starts on the first-run setup; this test is about the password, so it skips it.
    const skipped = await page.request.patch(setupApi.setup, {
      data: { status: 'skipped' },
      headers: { origin: appOrigin },
    });
    expect(skipped.status(), await skipped.text()).toBe(200);

    await page.goto(SECURITY_TAB);
    const panel = section(page, P.title);
    await expect(panel.getByText(P.leadSet)).toBeVisible();
    await expect(panel.getByLabel(P.current, { exact: true })).toHaveCount(0);
    await panel.getByLabel(P.new, { exact: true }).fill('Primeira-senha-1');
    await panel.getByLabel(P.confirm, { exact: true }).fill('Primeira-senha-1');
    await panel.getByRole('button', { name: P.setSubmit }).click();
    await expect(toast(page, P.created)).toBeVisible();
    // From now on it is changed with the current one.
    await expect(panel.getByLabel(P.current, { exact: true })).toBeVisible();
    // Google can go now that a password exists.
    await expect(section(page, L.title).getByRole('button', { name: L.unlink })).toBeEnabled();

    expect(await signInStatus(browser, email, 'Primeira-senha-1')).toBe(200);
    await waitForMail(request, email, securitySubject('password-set'));
  });

  test('links Google (the owner is told), then unlinks it', async ({ page, request }) => {
    // A day old: a Google account made with the user (sign-up) is not a "link" to tell about.
    const user = await createUser(request, 'link-google', { createdDaysAgo: 1 });
    await signInByApi(page, user);
    await page.goto(SECURITY_TAB);
    const panel = section(page, L.title);
    await expect(panel.getByTestId('google-status')).toHaveText(L.notLinked);

    // Another Google account (another email) is refused, and said so.
    await panel.getByRole('button', { name: L.link }).click();
    await chooseGoogleAccount(page, { email: uniqueEmail('other-google'), name: 'Outra Pessoa' });
    await expect(toast(page, L.linkError)).toContainText(L.errors.email_does_not_match ?? '');
    await expect(panel.getByTestId('google-status')).toHaveText(L.notLinked);

    await panel.getByRole('button', { name: L.link }).click();
    await chooseGoogleAccount(page, { email: user.email, name: user.name });
    await expect(toast(page, L.linked)).toBeVisible();
    await expect(page).toHaveURL(`${appOrigin}${SECURITY_TAB}`);
    await expect(panel.getByTestId('google-status')).toContainText('Vinculada em');
    await waitForMail(request, user.email, securitySubject('google-linked'));

    await panel.getByRole('button', { name: L.unlink }).click();
    const dialog = page.getByRole('alertdialog', { name: L.confirmTitle });
    await dialog.getByRole('button', { name: L.unlink }).click();
    await expect(toast(page, L.unlinked)).toBeVisible();
    await expect(panel.getByTestId('google-status')).toHaveText(L.notLinked);
    await waitForMail(request, user.email, securitySubject('google-unlinked'));
  });

  test('ends another session, then all the others: those browsers are signed out', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request, 'sessions');
    await signInByApi(page, user);
    const second = await otherDevice(browser, user);
    const third = await otherDevice(browser, user);
    await page.goto(SECURITY_TAB);
    const panel = section(page, S.title);
    const items = panel.getByTestId('session');
    await expect(items).toHaveCount(3);
    await expect(panel.locator('[data-current]')).toContainText(S.thisDevice);
    await expect(items.first()).toContainText('IP ');

    await panel
      .getByRole('button', { name: /^Encerrar a sessão de / })
      .first()
      .click();
    await page
      .getByRole('alertdialog', { name: S.confirmOneTitle })
      .getByRole('button', { name: S.end })
      .click();
    await expect(toast(page, S.ended)).toBeVisible();
    await expect(items).toHaveCount(2);
    const statuses = async () => [
      (await second.page.request.get('/api/me')).status(),
      (await third.page.request.get('/api/me')).status(),
    ];
    expect((await statuses()).sort()).toEqual([200, 401]);

    await panel.getByRole('button', { name: S.endOthers }).click();
    await page
      .getByRole('alertdialog', { name: S.confirmOthersTitle })
      .getByRole('button', { name: S.endOthers })
      .click();
    await expect(toast(page, S.endedOthers)).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(panel.getByText(S.onlyThis)).toBeVisible();
    expect(await statuses()).toEqual([401, 401]);
    // The ended browser finds itself signed out on its next page.
    await second.page.goto('/dashboard');
    await expect(second.page).toHaveURL(/\/auth$/);
    await second.context.close();
    await third.context.close();
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });

  test(
    'the security tab reads well at every width, without serious axe violations',
    { tag: '@layout' },
    async ({ page, browser, request }, testInfo) => {
      const user = await createUser(request, 'security-layout');
      await signInByApi(page, user);
      const other = await otherDevice(browser, user);
      await page.goto(SECURITY_TAB);
      await expect(section(page, S.title).getByTestId('session')).toHaveCount(2);
      await expect(section(page, L.title).getByTestId('google-status')).toBeVisible();
      await expect(section(page, P.title).getByLabel(P.current, { exact: true })).toBeVisible();
      // Something typed, so the meter shows too.
      await section(page, P.title).getByLabel(P.new, { exact: true }).fill('abc');

      await expectNoSeriousViolations(page, [TOASTER]);

      // Screenshots to look at, when asked for (E2E_SHOTS_DIR): this width, then 390 and 1280 px.
      const shots = process.env.E2E_SHOTS_DIR;
      if (shots) {
        mkdirSync(shots, { recursive: true });
        const shot = (name: string) =>
          page.screenshot({ path: path.join(shots, `security-${name}.png`), fullPage: true });
        await shot(testInfo.project.name);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await shot(String(width));
        }
      }
      await other.context.close();
    },
  );
});
