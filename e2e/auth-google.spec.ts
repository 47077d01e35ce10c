import { expect, test, type Page } from '@playwright/test';
import {
  accessPending,
  authPage,
  loginTab,
  signupTab,
  toasts,
  whatsappPrompt,
} from '../src/shared/i18n/auth';
import { chooseGoogleAccount } from './support/google';
import { appOrigin, createUser, uniqueEmail } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function providersOf(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/auth/list-accounts');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { providerId: string }[]).map((a) => a.providerId).sort();
}

test.describe('/auth — Google', () => {
  test("'Cadastrar com Google' creates a pending account from the Google name", async ({ page }) => {
    const email = uniqueEmail('google-signup');
    await page.goto('/auth');
    await page.getByRole('tab', { name: authPage.tabSignup }).click();
    await page.getByRole('button', { name: signupTab.google }).click();

    await chooseGoogleAccount(page, { email, name: 'Gabriela Nunes Prado' });

    // Back in the app with a session, pending: only the pending notice, no greeting; then the
    // (optional) WhatsApp is offered.
    await expect(toast(page, toasts.accessPending)).toBeVisible();
    await expect(toast(page, toasts.loginSuccess)).toHaveCount(0);
    const prompt = page.getByRole('dialog', { name: whatsappPrompt.title });
    await prompt.getByRole('button', { name: whatsappPrompt.skip }).click();
    // Not released by an admin yet.
    await expect(page).toHaveURL(/\/access-pending$/);
    await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Gabriela Nunes Prado', { exact: true })).toBeVisible();
    expect(await providersOf(page)).toEqual(['google']);
  });

  test("'Entrar com Google' with the email of an allowed account links it and opens the dashboard", async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'google-login', {
      name: 'Rafael Costa',
      whatsapp: '11987654321',
      allowed: true,
      verified: true,
    });
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: authPage.tabLogin })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: loginTab.google }).click();

    await chooseGoogleAccount(page, { email: user.email, name: 'Rafael G. Costa' });

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/^Olá, Rafael!/)).toBeVisible();
    // The same user, now with both ways in.
    expect(await providersOf(page)).toEqual(['credential', 'google']);
    const me = await page.request.get('/api/me');
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.userId);
  });

  test('Google with the email of an unconfirmed account is refused back on /auth', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'google-unconfirmed', {
      verified: false,
      whatsapp: '11987654321',
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: loginTab.google }).click();

    await chooseGoogleAccount(page, { email: user.email, name: 'Outra Pessoa' });

    await expect(toast(page, toasts.callbackError)).toContainText(toasts.callbackErrorDetail);
    await expect(page).toHaveURL(`${appOrigin}/auth`);
    const session = await page.request.get('/api/me');
    expect(session.status()).toBe(401);
  });
});
