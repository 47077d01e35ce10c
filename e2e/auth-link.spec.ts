import { expect, test, type Page } from '@playwright/test';
import { CONFIRMATION_SUBJECT, MAGIC_LINK_SUBJECT } from '../src/server/mail/templates';
import { accessPending, loginTab, toasts, toaster, whatsappPrompt } from '../src/shared/i18n/auth';
import { SIGN_IN_WITH_LINK_PATH } from '../src/shared/routes';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { appOrigin, createUser, signInByUi, uniqueEmail } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-accounts/${name}-${page.viewportSize()?.width ?? 0}.png` });

test.describe('after a mailed link, the WhatsApp prompt opens over the page the link leads to', () => {
  test('magic link: the dashboard is behind the prompt, and Pular leaves it there for good', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'link-dash', { name: 'Lia Duarte' });
    const asked = await page.request.post('/api/auth/sign-in/magic-link', {
      data: { email: user.email, callbackURL: '/auth/callback' },
      headers: { origin: appOrigin },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const mail = await waitForMail(request, user.email, MAGIC_LINK_SUBJECT);
    await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));

    await expect(page).toHaveURL(/\/dashboard$/);
    const prompt = page.getByRole('dialog', { name: whatsappPrompt.title });
    await expect(prompt).toBeVisible();
    // The page itself, not an empty screen, is what the prompt covers.
    await expect(page.getByText(/^Olá, Lia!/)).toBeVisible();
    await shot(page, 'prompt-over-dashboard');

    await prompt.getByRole('button', { name: whatsappPrompt.skip }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The request to ask is gone from the history entry: a reload does not ask again.
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
  });

  test('confirmation link of a new account: /access-pending is behind the prompt, which saves the number', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('link-pending');
    const signedUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Trader Teste', email, password: 'Senha-forte-123', callbackURL: '/auth/callback' },
      headers: { origin: appOrigin },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const mail = await waitForMail(request, email, CONFIRMATION_SUBJECT);
    await page.goto(linkIn(mail, '/api/auth/verify-email'));

    await expect(page).toHaveURL(/\/access-pending$/);
    const prompt = page.getByRole('dialog', { name: whatsappPrompt.title });
    await expect(prompt).toBeVisible();
    await expect(page.getByText(accessPending.title, { exact: true })).toBeVisible();
    // The account's whole name, not its first word.
    await expect(page.getByText('Trader Teste', { exact: true })).toBeVisible();
    await shot(page, 'prompt-over-access-pending');
    // The confirmation's toast may still be fading in (its contrast is measured mid-animation).
    await expectNoSeriousViolations(page, [TOASTER]);

    await prompt.getByLabel(whatsappPrompt.label).fill('11987654321');
    await prompt.getByRole('button', { name: whatsappPrompt.submit }).click();
    await expect(toast(page, toasts.whatsappAdded)).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/access-pending$/);
    await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  });
});

test('the toast area and its close buttons are labelled in Portuguese', async ({ page, request }) => {
  const user = await createUser(request, 'toast-labels', { whatsapp: '11987654321' });
  await signInByUi(page, { email: user.email, password: 'senha-errada' });
  const error = toast(page, toasts.loginError);
  await expect(error).toBeVisible();
  await expect(page.getByRole('region', { name: `${toaster.region} alt+T` })).toBeAttached();
  await error.getByRole('button', { name: toaster.close }).click();
  await expect(error).toHaveCount(0);
});

test('the link in a blocked-sign-in mail opens the way in without a password, ready to type the email', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'link-from-mail', { whatsapp: '11987654321' });
  // What the mails about blocked password sign-ins link to (server/mail/templates.ts).
  await page.goto(SIGN_IN_WITH_LINK_PATH);
  await expect(page.getByTestId('magic-link-from-mail')).toHaveText(loginTab.magicLinkFromMail);
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await expectNoSeriousViolations(page, [TOASTER]);
  await email.fill(user.email);
  await page.getByRole('button', { name: loginTab.magicLink }).click();
  await expect(toast(page, toasts.magicLinkSent)).toBeVisible();
  await waitForMail(request, user.email, MAGIC_LINK_SUBJECT);
});
