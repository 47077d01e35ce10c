import { expect, test, type Page } from '@playwright/test';
import { adminPage, forbiddenPage, layout, toasts } from '../src/shared/i18n/auth';
import { appOrigin, createUser, signInByApi, openMenuIfCollapsed } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('non-admins get a 403 page at /admin', async ({ page, request }) => {
  const user = await createUser(request, 'notadmin', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: forbiddenPage.title })).toBeVisible();
});

test('admins release, search and revoke (with confirmation); the user feels it on the next request @layout', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const tag = `grupo${Date.now()}`;
  const admin = await createUser(request, 'admin', { role: 'admin', whatsapp: '11987654321' });
  const waiting = await createUser(request, tag, {
    allowed: false,
    name: `Gabi ${tag}`,
    whatsapp: '11987654321',
  });
  const active = await createUser(request, tag, {
    allowed: true,
    name: `Hugo ${tag}`,
    whatsapp: '11912345678',
  });

  // The active user is on the dashboard in a browser of their own.
  const userContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
  const userPage = await userContext.newPage();
  await signInByApi(userPage, active);
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/dashboard$/);

  await signInByApi(page, admin);
  await page.goto('/dashboard');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: layout.navLabel })
    .filter({ visible: true })
    .getByRole('link', { name: layout.items.admin })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: adminPage.title, exact: true })).toBeVisible();

  await page.getByLabel(adminPage.search).fill(tag);
  const pending = page.getByRole('region', { name: new RegExp(adminPage.pendingTitle) });
  const others = page.getByRole('region', { name: new RegExp(adminPage.allTitle) });
  await expect(pending.getByText(waiting.email).filter({ visible: true })).toBeVisible();
  await expect(others.getByText(active.email).filter({ visible: true })).toBeVisible();
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
  await expect(page.getByTestId(desktop ? 'admin-user-row' : 'admin-user-card').first()).toBeVisible();

  // Search by name narrows the list.
  await page.getByLabel(adminPage.search).fill(`Gabi ${tag}`);
  await expect(others.getByText(adminPage.empty)).toBeVisible();

  await page.getByLabel(adminPage.search).fill(tag);
  await pending
    .getByRole('button', { name: `${adminPage.allow}: Gabi` })
    .filter({ visible: true })
    .click();
  await expect(toast(page, adminPage.allowedToast)).toBeVisible();
  await expect(pending.getByText(adminPage.emptyPending)).toBeVisible();

  // Revoking asks first; 'Cancelar' keeps the access.
  await others
    .getByRole('button', { name: `${adminPage.revoke}: Hugo` })
    .filter({ visible: true })
    .click();
  const confirm = page.getByRole('alertdialog', { name: adminPage.revokeTitle });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await others
    .getByRole('button', { name: `${adminPage.revoke}: Hugo` })
    .filter({ visible: true })
    .click();
  await confirm.getByRole('button', { name: adminPage.revokeConfirm }).click();
  await expect(toast(page, adminPage.revokedToast)).toBeVisible();
  await expect(pending.getByText(active.email).filter({ visible: true })).toBeVisible();

  // The revoked user's next move lands on /access-pending, with the notice.
  await openMenuIfCollapsed(userPage);
  await userPage
    .getByRole('navigation', { name: layout.navLabel })
    .filter({ visible: true })
    .getByRole('link', { name: layout.items.profile })
    .click();
  await expect(userPage).toHaveURL(/\/access-pending$/);
  await expect(toast(userPage, toasts.accessPending)).toBeVisible();
  await userContext.close();
});
