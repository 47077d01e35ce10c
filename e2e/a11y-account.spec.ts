import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminUsersText } from '../src/shared/i18n/admin-users';
import { accessPending, authPage, resetPage, signupTab } from '../src/shared/i18n/auth';
import { createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';

// One page (or state) per test: an axe run takes seconds on a busy machine, and three in one test outgrew the
// test's time.

test('/auth, Entrar tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/auth, Cadastrar tab with the strength meter', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: authPage.tabSignup }).click();
  await page.getByLabel('Senha', { exact: true }).fill('abcdefgH');
  await expect(page.getByRole('meter', { name: signupTab.strength })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('the recovery form with a mismatch error', async ({ page }) => {
  await page.goto('/auth/callback?type=recovery&token=abc');
  await page.getByLabel(resetPage.password, { exact: true }).fill('123456');
  await page.getByLabel(resetPage.confirm).fill('1234');
  await expect(page.getByText(resetPage.mismatch)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/access-pending', async ({ page, request }) => {
  const pending = await createUser(request, 'a11y-pending', { allowed: false, whatsapp: '11987654321' });
  await signInByApi(page, pending);
  await page.goto('/access-pending');
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const admin = await createUser(request, 'a11y-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
}

test('/dashboard', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/admin', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: adminUsersText.title, level: 1 })).toBeVisible();
  // The list has answered (its total is shown), so axe sees it rather than the loading skeleton.
  await expect(page.getByText(/^[\d.]+ usuários?$/)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});
