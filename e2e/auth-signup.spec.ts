import { expect, test, type Page } from '@playwright/test';
import { CONFIRMATION_SUBJECT } from '../src/server/mail/templates';
import { adminUsersText } from '../src/shared/i18n/admin-users';
import { RELEASE_POLL_MS } from '../src/shared/account/release-poll';
import { accessPending, authPage, signupDone, signupTab, toasts } from '../src/shared/i18n/auth';
import { setupText } from '../src/shared/i18n/setup';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { appOrigin, createUser, signInByApi, uniqueEmail } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
/** The release is noticed by the page's next poll: within one interval, plus the answer's own time. */
const RELEASE_NOTICED_MS = RELEASE_POLL_MS * 3;

/** E2E_SHOTS_DIR: screenshots of the sign-up's last step, the 'Confira seu email' screen and /access-pending. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test.describe('/auth — Cadastrar', () => {
  test('sign-up → "Confira seu email" → confirmation → pending → released by an admin → moves on by itself', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('signup');
    const admin = await createUser(request, 'admin', { role: 'admin', name: 'Admin Geral' });

    await page.goto('/auth');
    await page.getByRole('tab', { name: authPage.tabSignup }).click();
    await page.getByLabel(signupTab.fullName).fill('Bruno Tavares');
    await page.getByLabel(signupTab.whatsapp).fill('11987654321');
    await expect(page.getByLabel(signupTab.whatsapp)).toHaveValue('(11) 98765-4321');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const submit = page.getByRole('button', { name: signupTab.submit });
    await expect(submit).toBeDisabled(); // empty password
    await page.getByLabel('Senha', { exact: true }).fill('Senha-Forte-1');
    await expect(page.getByRole('meter', { name: signupTab.strength })).toHaveAttribute(
      'aria-valuetext',
      'Forte',
    );
    // The last step says that a person releases new accounts and when the 7 days start.
    await expect(page.getByTestId('signup-approval-note')).toHaveText(signupTab.approvalNote);
    await shot(page, 'signup-last-step');
    await submit.click();
    await expect(toast(page, toasts.signupSuccess)).toContainText(toasts.signupSuccessDetail);

    // A screen that stays, not only a toast: check the email, then an admin releases, an email says when.
    const done = page.getByRole('region', { name: signupDone.title });
    await expect(done).toBeVisible();
    await expect(done.getByRole('heading', { name: signupDone.title })).toBeFocused();
    await expect(done.getByText(signupDone.lead(email))).toBeVisible();
    for (const step of signupDone.steps) await expect(done.getByText(step)).toBeVisible();
    await expectNoSeriousViolations(page, [TOASTER]);
    await shot(page, 'signup-check-email');
    await page.getByRole('button', { name: signupDone.signIn }).click();
    // 'Entrar' with the email filled in; no session until the email is confirmed.
    await expect(page.getByRole('tab', { name: authPage.tabLogin })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    const mail = await waitForMail(request, email, CONFIRMATION_SUBJECT);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/access-pending$/);
    // The first-ever sign-in of a pending account: the pending notice only, never "Bem-vindo de volta". Both would
    // come before the page is drawn (the greeting first), so none is missing once the notice is on screen.
    await expect(toast(page, toasts.accessPending)).toBeVisible();
    await expect(toast(page, toasts.loginSuccess)).toHaveCount(0);
    await expect(page.getByText(toasts.loginSuccessDetail)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The whole name, not its first word.
    await expect(page.getByText('Bruno Tavares', { exact: true })).toBeVisible();
    await expect(page.getByTestId('release-watch')).toHaveText(accessPending.watching);
    await shot(page, 'access-pending');

    // The admin releases the account from /admin, in a browser of their own.
    const adminContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
    const adminPageTab = await adminContext.newPage();
    await signInByApi(adminPageTab, admin);
    await adminPageTab.goto('/admin');
    await adminPageTab.getByLabel(adminUsersText.search).fill(email);
    await adminPageTab.getByRole('button', { name: adminUsersText.openDetail('Bruno Tavares') }).click();
    const panel = adminPageTab.getByRole('dialog', { name: 'Bruno Tavares' });
    await panel.getByRole('button', { name: adminUsersText.actions.release, exact: true }).click();
    await adminPageTab
      .getByRole('alertdialog', { name: adminUsersText.release.title })
      .getByRole('button', { name: adminUsersText.actions.release, exact: true })
      .click();
    await expect(toast(adminPageTab, adminUsersText.release.done)).toBeVisible();
    await adminContext.close();

    // Nobody presses anything: the page asks /api/me every 10 s while on screen, then moves on — to the
    // first-run setup, where the app sends a new trader.
    await expect(page).toHaveURL(/\/setup$/, { timeout: RELEASE_NOTICED_MS });
    await expect(page.getByTestId('setup-page')).toHaveAttribute('data-step', 'account');
    await expect(page.getByRole('heading', { name: setupText.title }).first()).toBeAttached();
  });

  test('the strength meter scores as the spec says and the mask caps at 11 digits', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: authPage.tabSignup }).click();
    const password = page.getByLabel('Senha', { exact: true });
    const meter = page.getByRole('meter', { name: signupTab.strength });
    await expect(meter).toHaveCount(0);
    for (const [value, label, percent] of [
      ['abcdef', 'Fraca', '33'],
      ['abcdefgH', 'Média', '66'],
      ['abcdefH1', 'Média', '66'],
      ['abcdeH1!', 'Forte', '100'],
    ] as const) {
      await password.fill(value);
      await expect(meter).toHaveAttribute('aria-valuetext', label);
      await expect(meter).toHaveAttribute('aria-valuenow', percent);
    }
    const whatsapp = page.getByLabel(signupTab.whatsapp);
    await whatsapp.pressSequentially('119876543219999');
    await expect(whatsapp).toHaveValue('(11) 98765-4321');
    await whatsapp.fill('1');
    await expect(whatsapp).toHaveValue('(1');
    await whatsapp.fill('119876');
    await expect(whatsapp).toHaveValue('(11) 9876');
  });

  test('an email in use is flagged and blocks "Criar conta"', async ({ page, request }) => {
    const user = await createUser(request, 'inuse');
    await page.goto('/auth');
    await page.getByRole('tab', { name: authPage.tabSignup }).click();
    await page.getByLabel(signupTab.fullName).fill('Outra Pessoa');
    await page.getByLabel(signupTab.whatsapp).fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await expect(page.getByText(authPage.emailInUse)).toBeVisible();
    await expect(page.getByRole('button', { name: signupTab.submit })).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('livre'));
    await expect(page.getByText(authPage.emailInUse)).toHaveCount(0);
    await expect(page.getByRole('button', { name: signupTab.submit })).toBeEnabled();
  });

  test('required fields and the 6-character password are checked before sending', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: authPage.tabSignup }).click();
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: signupTab.submit }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  });
});
