import { expect, test, type Page } from '@playwright/test';
import { MAGIC_LINK_SUBJECT, RECOVERY_SUBJECT } from '../src/server/mail/templates';
import { loginTab, recoveryDialog, resetPage, toasts } from '../src/shared/i18n/auth';
import { authCodeMessages } from '../src/shared/i18n/auth-codes';
import { linkIn, waitForMail } from './support/mail';
import { createUser, signInByUi } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('recovery: request → email → reset → sign in with the new password', async ({ page, request }) => {
  test.slow();
  const user = await createUser(request, 'recovery', { whatsapp: '11987654321' });
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: loginTab.forgot }).click();
  const dialog = page.getByRole('dialog', { name: recoveryDialog.title });
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await dialog.getByRole('button', { name: recoveryDialog.submit }).click();
  await expect(toast(page, toasts.emailSent)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mail = await waitForMail(request, user.email, RECOVERY_SUBJECT);
  await page.goto(linkIn(mail, '/reset-password/'));
  await expect(page).toHaveURL(/\/auth\/callback\?type=recovery.*token=/);
  await expect(page.getByRole('heading', { name: resetPage.title })).toBeVisible();

  const submit = page.getByRole('button', { name: resetPage.submit });
  await page.getByLabel(resetPage.password, { exact: true }).fill('Nova-senha-9');
  await page.getByLabel(resetPage.confirm).fill('Nova-senha-8');
  await expect(page.getByText(resetPage.mismatch)).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(resetPage.password, { exact: true }).fill('12345');
  await page.getByLabel(resetPage.confirm).fill('12345');
  await submit.click();
  await expect(page.getByText(resetPage.tooShort)).toBeVisible();

  await page.getByLabel(resetPage.password, { exact: true }).fill('Nova-senha-9');
  await page.getByLabel(resetPage.confirm).fill('Nova-senha-9');
  await submit.click();
  await expect(toast(page, toasts.passwordUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

  await signInByUi(page, { email: user.email, password: user.password });
  await expect(toast(page, toasts.loginError)).toContainText(toasts.login.invalidCredentials);
  await signInByUi(page, { email: user.email, password: 'Nova-senha-9' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('recovery dialog: Cancelar closes it', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: loginTab.forgot }).click();
  const dialog = page.getByRole('dialog', { name: recoveryDialog.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: recoveryDialog.cancel }).click();
  await expect(dialog).toHaveCount(0);
});

test('a recovery link without a valid token says so', async ({ page }) => {
  await page.goto('/auth/callback?type=recovery&error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: resetPage.title })).toBeVisible();
  await expect(page.getByText(resetPage.missingToken)).toBeVisible();
});

test('magic link: request → email → link signs in', async ({ page, request }) => {
  const user = await createUser(request, 'magic', { whatsapp: '11987654321', name: 'Dora Lima' });
  await page.goto('/auth');
  await page.getByRole('button', { name: loginTab.magicLink }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: loginTab.magicLink }).click();
  await expect(toast(page, toasts.magicLinkSent)).toBeVisible();

  const mail = await waitForMail(request, user.email, MAGIC_LINK_SUBJECT);
  await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, toasts.loginSuccess)).toBeVisible();
  await expect(page.getByText(/^Olá, Dora!/)).toBeVisible();
});

test('a failed callback without a session shows the error and goes to /auth', async ({ page }) => {
  await page.goto('/auth/callback?error=INVALID_TOKEN');
  // better-auth's code, cited in Portuguese (never a raw English code).
  await expect(toast(page, toasts.callbackError)).toContainText(
    `(Código: ${authCodeMessages.INVALID_TOKEN})`,
  );
  await expect(page).toHaveURL(/\/auth$/);
});
