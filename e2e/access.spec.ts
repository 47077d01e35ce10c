import { expect, test, type Page } from '@playwright/test';
import { accessPending, completionModal, layout, toasts } from '../src/shared/i18n/auth';
import { RELEASE_POLL_MS } from '../src/shared/account/release-poll';
import { adminApi } from '../src/shared/admin/contract';
import { rankingText } from '../src/shared/i18n/ranking';
import { appOrigin, createUser, signInByApi, openMenuIfCollapsed } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('anonymous visitors of protected pages go to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/admin', '/school-admin/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('a pending user lands on /access-pending; checking says so; "Sair da Conta" signs out', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'pending', {
    allowed: false,
    whatsapp: '11987654321',
    name: 'Ester Prado',
  });
  await signInByApi(page, user);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/access-pending$/);
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  await expect(page.getByText(accessPending.status)).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Ester Prado', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(accessPending.contact) })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?text=/,
  );

  await page.getByRole('button', { name: accessPending.check }).click();
  const pendingToast = toast(page, toasts.accessPending);
  await expect(pendingToast).toContainText(toasts.accessPendingDetail);
  await expect(page).toHaveURL(/\/access-pending$/);

  await page.getByRole('button', { name: accessPending.signOut }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/access-pending');
  await expect(page).toHaveURL(/\/auth$/);
});

test('after the trial a profile without WhatsApp must be completed (blocking modal)', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'complete', { createdDaysAgo: 8 });
  await signInByApi(page, user);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: completionModal.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: completionModal.submit }).click();
  await expect(
    dialog.getByText('Campo obrigatório: Por favor, preencha o número do WhatsApp.'),
  ).toBeVisible();
  await dialog.getByLabel(completionModal.label).fill('11987654321');
  await dialog.getByRole('button', { name: completionModal.submit }).click();
  await expect(toast(page, toasts.profileCompleted)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the signed-in layout: menu without admin items, the ranking page from it', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'layout', { whatsapp: '11987654321', name: 'Fábio Nunes' });
  await signInByApi(page, user);
  await page.goto('/dashboard');
  const mobile = await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: layout.navLabel }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: layout.items.ranking })).toBeVisible();
  await expect(nav.getByRole('link', { name: layout.items.admin })).toHaveCount(0);
  await nav.getByRole('link', { name: layout.items.ranking }).click();
  await expect(page).toHaveURL(/\/ranking$/);
  await expect(page.getByRole('heading', { name: rankingText.title, level: 1 })).toBeVisible();
  if (!mobile) await expect(page.getByTestId('user-name')).toHaveText('Fábio Nunes');
  // No horizontal scroll at any width.
  await expectNoSidewaysScroll(page);
});

test('/access-pending moves on by itself once an admin releases the account (second browser)', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, 'pending-watch', {
    allowed: false,
    whatsapp: '11987654321',
    name: 'Iara Souto',
  });
  await signInByApi(page, user);
  await page.goto('/access-pending');
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  await expect(page.getByTestId('release-watch')).toHaveText(accessPending.watching);

  // The admin, in a browser of their own, releases the account through the admin API.
  const admin = await createUser(request, 'watch-admin', { role: 'admin' });
  const adminContext = await browser.newContext({ baseURL: appOrigin });
  await signInByApi(await adminContext.newPage(), admin);
  const released = await adminContext.request.post(adminApi.release(user.userId), {
    data: {},
    headers: { origin: appOrigin },
  });
  expect(released.status(), await released.text()).toBe(200);
  await adminContext.close();

  // Nothing pressed: the page's poll of /api/me notices the release and opens the app's home.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: RELEASE_POLL_MS * 3 });
  await expect(page.getByText(/^Olá, Iara!/)).toBeVisible();
});
