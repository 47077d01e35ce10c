import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { authPage } from '../src/shared/i18n/auth';
import { landing } from '../src/shared/i18n/landing';
import { privacyText } from '../src/shared/i18n/privacy';
import { privacyPolicy } from '../src/shared/i18n/privacy-policy';
import { profileText } from '../src/shared/i18n/profile';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = privacyText;

async function openPrivacyTab(page: Page) {
  await page.goto('/profile?aba=privacidade');
  await expect(page.getByRole('tab', { name: profileText.tabs.privacy })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: T.export.title })).toBeVisible();
}

test('exports the data as a zip and finds the trade in it', async ({ page, request }) => {
  const user = await createUser(request, 'privacy-export');
  await signInByApi(page, user);
  await seedTrade(page, { notes: 'Rompimento da mínima, nota para achar no zip' });
  await openPrivacyTab(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: T.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mctrading-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const csv = strFromU8(files['trades.csv'] ?? new Uint8Array());
  expect(csv).toContain('Rompimento da mínima, nota para achar no zip');
  const trades = JSON.parse(strFromU8(files['dados/trades.json'] ?? new Uint8Array())) as { notes: string }[];
  expect(trades.map((t) => t.notes)).toEqual(['Rompimento da mínima, nota para achar no zip']);
  const users = JSON.parse(strFromU8(files['dados/user.json'] ?? new Uint8Array())) as { email: string }[];
  expect(users[0]?.email).toBe(user.email);
});

test('deletes the account after the email and the password, and the account can no longer sign in', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'privacy-delete');
  await signInByApi(page, user);
  await openPrivacyTab(page);
  for (const line of T.deletion.consequences) await expect(page.getByText(line)).toBeVisible();

  await page.getByRole('button', { name: T.deletion.button }).click();
  const dialog = page.getByRole('dialog', { name: T.deletion.dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(T.deletion.emailLabel).fill('outro@example.test');
  await dialog.getByLabel(T.deletion.passwordLabel).fill(user.password);
  await dialog.getByRole('button', { name: T.deletion.confirm }).click();
  await expect(dialog.getByText('O email digitado não é o email desta conta.')).toBeVisible();

  await dialog.getByLabel(T.deletion.emailLabel).fill(user.email);
  await dialog.getByLabel(T.deletion.passwordLabel).fill('senha-errada-1');
  await dialog.getByRole('button', { name: T.deletion.confirm }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  // Said once, under the field: no toast repeats it (the field and a toast would come from the same answer).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: T.deletion.failed })).toHaveCount(0);

  await dialog.getByLabel(T.deletion.passwordLabel).fill(user.password);
  await dialog.getByRole('button', { name: T.deletion.confirm }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed out here, and the password no longer opens anything.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const again = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: appOrigin },
  });
  expect(again.status()).toBe(401);
});

test('the footer and the sign-up form lead to /privacidade', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: landing.footer.privacy }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: privacyPolicy.title })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('tab', { name: authPage.tabSignup }).click();
  const link = page.getByRole('link', { name: new RegExp(T.policyLink) });
  await expect(link).toHaveAttribute('href', '/privacidade');
  await expect(page.getByText(T.signupConsent)).toBeVisible();
});

test('/privacidade reads well at every width @layout', async ({ page }) => {
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: privacyPolicy.title })).toBeVisible();
  for (const s of privacyPolicy.sections)
    await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the Privacidade tab and the deletion dialog at every width @layout', async ({ page, request }) => {
  const user = await createUser(request, 'privacy-layout');
  await signInByApi(page, user);
  await openPrivacyTab(page);
  await expect(page.getByRole('button', { name: T.deletion.button })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: T.deletion.button }).click();
  await expect(page.getByRole('dialog', { name: T.deletion.dialogTitle })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});
