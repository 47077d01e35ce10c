import { expect, test, type Page } from '@playwright/test';
import { ROLE_GRANTED_SUBJECT, ROLE_REVOKED_SUBJECT } from '../src/server/mail/role-templates';
import { adminNavText } from '../src/shared/i18n/admin';
import { auditActionLabels, auditPage, permissionsPage } from '../src/shared/i18n/admin-roles';
import { forbiddenPage } from '../src/shared/i18n/auth';
import { errorMessages } from '../src/shared/i18n/errors';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { waitForMail } from './support/mail';
import { appOrigin, createUser, signInByApi, type TestUser } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Below lg the lists are cards, above it tables: whichever this width shows. */
const visible = (page: Page, name: string) => page.getByRole('button', { name }).filter({ visible: true });

async function searchPerson(page: Page, text: string) {
  await page.getByLabel(permissionsPage.search).fill(text);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${permissionsPage.resultsTitle}`) }),
  ).toBeVisible();
}

async function expectForbidden(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: forbiddenPage.title })).toBeVisible();
}

test('an admin grants and removes the admin role, cannot remove their own, and finds both in the audit', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const tag = `papel${Date.now()}`;
  const admin = await createUser(request, `${tag}-admin`, {
    role: 'admin',
    name: `Ana Chefe ${tag}`,
    whatsapp: '11987654321',
  });
  const user: TestUser = await createUser(request, `${tag}-user`, {
    name: `Bruno Novo ${tag}`,
    whatsapp: '11912345678',
  });

  // The future admin, in a browser of their own: /admin is closed to them for now.
  const userContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
  const userPage = await userContext.newPage();
  await signInByApi(userPage, user);
  await expectForbidden(userPage, '/admin/permissions');

  await signInByApi(page, admin);
  await page.goto('/admin/permissions');
  await expect(page.getByRole('navigation', { name: adminNavText.label })).toBeVisible();
  await expect(page.getByRole('heading', { name: permissionsPage.title, level: 1 })).toBeVisible();
  await searchPerson(page, tag);

  // Grant: the confirmation names the person and what they will be able to do.
  await visible(page, `${permissionsPage.makeAdmin}: Bruno Novo ${tag}`).click();
  const grant = page.getByRole('alertdialog', { name: permissionsPage.grantAdminTitle });
  await expect(grant).toContainText(`Bruno Novo ${tag} passará a administrar todo o MCTrading`);
  await grant.getByRole('button', { name: permissionsPage.confirmGrant }).click();
  await expect(toast(page, permissionsPage.grantedToast)).toBeVisible();
  await expect(visible(page, `${permissionsPage.removeAdmin}: Bruno Novo ${tag}`)).toBeVisible();
  await waitForMail(request, user.email, ROLE_GRANTED_SUBJECT);

  // The new admin reaches the admin area at once (the server reads the role on every request).
  await userPage.goto('/admin/permissions');
  await expect(userPage.getByRole('heading', { name: permissionsPage.title, level: 1 })).toBeVisible();
  await userPage.goto('/admin');
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(userPage.getByRole('heading', { name: forbiddenPage.title })).toHaveCount(0);

  // Revoke, after a confirmation; the user is shown the 403 page again.
  await visible(page, `${permissionsPage.removeAdmin}: Bruno Novo ${tag}`).click();
  const revoke = page.getByRole('alertdialog', { name: permissionsPage.revokeAdminTitle });
  await expect(revoke).toContainText(`Bruno Novo ${tag} deixará de administrar o MCTrading`);
  await revoke.getByRole('button', { name: permissionsPage.confirmRevoke }).click();
  await expect(toast(page, permissionsPage.revokedToast)).toBeVisible();
  await expect(visible(page, `${permissionsPage.makeAdmin}: Bruno Novo ${tag}`)).toBeVisible();
  await waitForMail(request, user.email, ROLE_REVOKED_SUBJECT);
  await expectForbidden(userPage, '/admin');
  await userContext.close();

  // Removing oneself is refused by the server, which says why: LAST_ADMIN when no other admin is left (a
  // server of its own), or the self-removal refusal when other specs' admins exist on this shared server.
  await searchPerson(page, `Ana Chefe ${tag}`);
  await expect(page.getByText(`(${permissionsPage.you})`).filter({ visible: true })).toBeVisible();
  await visible(page, `${permissionsPage.removeAdmin}: Ana Chefe ${tag}`).click();
  await page
    .getByRole('alertdialog', { name: permissionsPage.revokeAdminTitle })
    .getByRole('button', { name: permissionsPage.confirmRevoke })
    .click();
  const refusal = toast(page, permissionsPage.actionError);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(
    new RegExp(`${escape(errorMessages.LAST_ADMIN)}|${escape(errorMessages.SELF_ADMIN_REVOKE)}`),
  );
  await expect(visible(page, `${permissionsPage.removeAdmin}: Ana Chefe ${tag}`)).toBeVisible();

  // The audit shows both changes, found by their action.
  await page
    .getByRole('navigation', { name: adminNavText.label })
    .getByRole('link', { name: adminNavText.audit })
    .click();
  await expect(page.getByRole('heading', { name: auditPage.title, level: 1 })).toBeVisible();
  await page.getByLabel(auditPage.target, { exact: true }).fill(user.email);
  await page
    .getByLabel(auditPage.action, { exact: true })
    .selectOption({ label: auditActionLabels['role.admin_grant'] });
  await expect(page).toHaveURL(/action=role\.admin_grant/);
  await expect(page).toHaveURL(/target=/);
  const entries = page.getByTestId('audit-card');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(auditActionLabels['role.admin_grant']);
  await expect(entries.first()).toContainText(admin.email);
  await expect(entries.first()).toContainText(`Bruno Novo ${tag}`);

  await page
    .getByLabel(auditPage.action, { exact: true })
    .selectOption({ label: auditActionLabels['role.admin_revoke'] });
  await expect(page).toHaveURL(/action=role\.admin_revoke/);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(auditActionLabels['role.admin_revoke']);

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel(auditPage.action, { exact: true })).toHaveValue('role.admin_revoke');
  await expect(entries).toHaveCount(1);
  // The refused self-removal left no entry.
  await page.getByLabel(auditPage.target, { exact: true }).fill(admin.email);
  await expect(page.getByText(auditPage.empty)).toBeVisible();
});

test('an admin makes a trader the admin of a school, then removes them from it', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = `escola${Date.now()}`;
  const admin = await createUser(request, `${tag}-admin`, { role: 'admin', whatsapp: '11987654321' });
  const trader = await createUser(request, `${tag}-user`, {
    name: `Carla Coord ${tag}`,
    whatsapp: '11912345678',
  });
  await signInByApi(page, admin);
  const schoolName = `Escola Permissões ${tag}`;
  const created = await page.request.post('/api/admin/schools', {
    data: { name: schoolName, slug: tag },
    headers: { origin: appOrigin },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/permissions');
  await searchPerson(page, tag);
  await visible(page, `${permissionsPage.makeSchoolAdmin}: Carla Coord ${tag}`).click();
  const dialog = page.getByRole('dialog', { name: permissionsPage.grantSchoolTitle });
  await expect(dialog).toContainText(`Carla Coord ${tag} poderá ver os alunos`);
  // Nothing chosen yet: the dialog asks for a school instead of sending.
  await dialog.getByRole('button', { name: permissionsPage.confirmGrant }).click();
  await expect(dialog.getByText(permissionsPage.schoolRequired)).toBeVisible();
  await dialog.getByLabel(permissionsPage.schoolLabel).selectOption({ label: schoolName });
  await dialog.getByRole('button', { name: permissionsPage.confirmGrant }).click();
  await expect(toast(page, permissionsPage.grantedToast)).toBeVisible();
  await expect(
    page.getByText(permissionsPage.schoolAdminOf(schoolName), { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await waitForMail(request, trader.email, ROLE_GRANTED_SUBJECT);

  await visible(page, `${permissionsPage.removeFromSchoolNamed(schoolName)}: Carla Coord ${tag}`).click();
  const confirm = page.getByRole('alertdialog', { name: permissionsPage.revokeSchoolTitle });
  await expect(confirm).toContainText(`Carla Coord ${tag} deixará de administrar a escola ${schoolName}`);
  await confirm.getByRole('button', { name: permissionsPage.confirmRevoke }).click();
  await expect(toast(page, permissionsPage.revokedToast)).toBeVisible();
  await expect(
    page.getByText(permissionsPage.schoolAdminOf(schoolName), { exact: true }).filter({ visible: true }),
  ).toHaveCount(0);
  await waitForMail(request, trader.email, ROLE_REVOKED_SUBJECT);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the permissions and audit pages fit every width and pass axe @layout', async ({ page, request }) => {
  test.slow();
  const tag = `layout${Date.now()}`;
  const admin = await createUser(request, `${tag}-admin`, {
    role: 'admin',
    name: `Carla Layout ${tag}`,
    whatsapp: '11987654321',
  });
  const someone = await createUser(request, `${tag}-user`, { name: `Dora Layout ${tag}` });
  await signInByApi(page, admin);
  // Two real entries for the audit table.
  for (const granted of [true, false]) {
    const res = await page.request.post('/api/admin/roles/admin', {
      data: { userId: someone.userId, granted },
      headers: { origin: appOrigin },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/admin/permissions');
  await expect(page.getByRole('heading', { name: permissionsPage.title, level: 1 })).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await expect(page.getByTestId(wide ? 'permission-matrix' : 'permission-cards')).toBeVisible();
  await searchPerson(page, tag);
  await expect(visible(page, `${permissionsPage.makeAdmin}: Dora Layout ${tag}`)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);

  await page.goto(`/admin/audit?target=${encodeURIComponent(someone.email)}`);
  await expect(page.getByRole('heading', { name: auditPage.total(2) })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});
