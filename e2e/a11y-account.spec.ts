import { expect, test } from '@playwright/test';
import { accessPending, adminPage, authPage, resetPage, signupTab } from '../src/shared/i18n/auth';
import { createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';

test('/auth (both tabs) and the recovery form', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.getByRole('tab', { name: authPage.tabSignup }).click();
  await page.getByLabel('Senha', { exact: true }).fill('abcdefgH');
  await expect(page.getByRole('meter', { name: signupTab.strength })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.goto('/auth/callback?type=recovery&token=abc');
  await page.getByLabel(resetPage.password, { exact: true }).fill('123456');
  await page.getByLabel(resetPage.confirm).fill('1234');
  await expect(page.getByText(resetPage.mismatch)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/access-pending, /dashboard and /admin', async ({ page, request }) => {
  const pending = await createUser(request, 'a11y-pending', { allowed: false, whatsapp: '11987654321' });
  await signInByApi(page, pending);
  await page.goto('/access-pending');
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);

  await page.context().clearCookies();
  const admin = await createUser(request, 'a11y-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: adminPage.pendingTitle })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});
