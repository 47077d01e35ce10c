import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSettingsText, adminUsersText as T } from '../src/shared/i18n/admin-users';
import { forbiddenPage, layout } from '../src/shared/i18n/auth';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { waitForMail } from './support/mail';
import { appOrigin, createUser, openMenuIfCollapsed, signInByApi, type TestUser } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const WHATSAPP = '11987654321';

/** The day `days` from today in São Paulo (the fixtures' zone), as the app shows it: dd/mm/aaaa. */
const brDayFromToday = (days: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
const isoDayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

async function signInAsNewAdmin(page: Page, request: Parameters<typeof createUser>[0]) {
  const admin = await createUser(request, 'admin', { role: 'admin', whatsapp: WHATSAPP });
  await signInByApi(page, admin);
  return admin;
}

/** Cards on phones and tablets, table rows from 1024 px: the one that lists this user. */
function userEntry(page: Page, user: TestUser): Locator {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  return page.getByTestId(wide ? 'admin-user-row' : 'admin-user-card').filter({ hasText: user.email });
}

async function search(page: Page, text: string) {
  await page.getByLabel(T.search).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

/** Searches the user and opens their detail panel with the name's button (Enter works as well as a click). */
async function openDetail(page: Page, user: TestUser): Promise<Locator> {
  await search(page, user.name);
  await userEntry(page, user)
    .getByRole('button', { name: T.openDetail(user.name) })
    .click();
  const panel = page.getByRole('dialog', { name: user.name });
  await expect(panel).toBeVisible();
  return panel;
}

async function confirmAction(page: Page, title: string, confirm: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

const accessOf = async (page: Page) => {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: { status: string; trialDaysLeft: number | null } }).access;
};

test('non-admins get a 403 page at /admin and /admin/settings', async ({ page, request }) => {
  const user = await createUser(request, 'notadmin', { whatsapp: WHATSAPP });
  await signInByApi(page, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: forbiddenPage.title })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: forbiddenPage.title })).toBeVisible();
});

test('an admin finds a pending user by search and releases them: mail, then the dashboard on trial', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const tag = `lib${Date.now()}`;
  const waiting = await createUser(request, tag, { allowed: false, name: `Gabi ${tag}`, whatsapp: WHATSAPP });
  await signInAsNewAdmin(page, request);

  // The pending user waits in a browser of their own.
  const userContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
  const userPage = await userContext.newPage();
  await signInByApi(userPage, waiting);
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/access-pending$/);

  await page.goto('/dashboard');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: layout.navLabel })
    .filter({ visible: true })
    .getByRole('link', { name: layout.items.admin })
    .click();
  await expect(page.getByRole('heading', { name: T.title, exact: true })).toBeVisible();

  // The search is the server's (name, email or WhatsApp), kept in the URL.
  await search(page, tag);
  const entry = userEntry(page, waiting);
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(entry.getByText('(11) 98765-4321')).toBeVisible();
  await expect(
    page.getByRole('button', { name: T.filters.withCount(T.filters.status.pending, 1) }),
  ).toBeVisible();
  await search(page, `${tag}-nobody`);
  await expect(page.getByText(T.emptyFor(`${tag}-nobody`))).toBeVisible();

  // Keyboard: the name is a button, Enter opens the panel.
  await search(page, waiting.name);
  await userEntry(page, waiting)
    .getByRole('button', { name: T.openDetail(waiting.name) })
    .focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: waiting.name });
  await expect(panel.getByText(T.detail.notReleased)).toBeVisible();
  await expect(panel.getByText('Email e senha')).toBeVisible();

  await panel.getByRole('button', { name: T.actions.release, exact: true }).click();
  await confirmAction(page, T.release.title, T.actions.release);
  await expect(toast(page, T.release.done)).toContainText(T.release.doneDetail(waiting.name));
  await expect(panel.getByText('Em teste', { exact: true })).toBeVisible();
  await expect(panel.getByText(brDayFromToday(6))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(userEntry(page, waiting).getByText('Em teste', { exact: true })).toBeVisible();

  const mail = await waitForMail(request, waiting.email, /acesso ao MCTrading foi liberado/);
  expect(mail.text).toContain(brDayFromToday(6));

  // The released user reaches the dashboard, on a 7-day trial.
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/dashboard$/);
  expect(await accessOf(userPage)).toMatchObject({ status: 'trial', trialDaysLeft: 7 });
  await userContext.close();
});

test('an admin revokes, extends a trial, continues an account and ends sessions, each confirmed', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const tag = `act${Date.now()}`;
  const hugo = await createUser(request, tag, { name: `Hugo ${tag}`, whatsapp: WHATSAPP });
  const iara = await createUser(request, tag, {
    name: `Iara ${tag}`,
    whatsapp: WHATSAPP,
    access: 'trial',
    timezone: 'America/Sao_Paulo',
  });
  await signInAsNewAdmin(page, request);
  await page.goto('/admin');

  // Revoke: 'Cancelar' keeps the access; the red button takes it away.
  let panel = await openDetail(page, hugo);
  await panel.getByRole('button', { name: T.actions.revoke, exact: true }).click();
  const revoke = page.getByRole('alertdialog', { name: T.revoke.title });
  await revoke.getByRole('button', { name: 'Cancelar' }).click();
  await expect(revoke).toHaveCount(0);
  await expect(panel.getByText('Ativo', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: T.actions.revoke, exact: true }).click();
  await confirmAction(page, T.revoke.title, T.actions.revoke);
  await expect(toast(page, T.revoke.done)).toBeVisible();
  await expect(panel.getByText('Revogado', { exact: true })).toBeVisible();
  // A revoked account can be released again, not revoked twice.
  await expect(panel.getByRole('button', { name: T.actions.release, exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: T.actions.revoke, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Iara is signed in on her phone, on trial until the 7th day.
  const userContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
  const userPage = await userContext.newPage();
  await signInByApi(userPage, iara);
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/dashboard$/);

  // Extend the trial: the days are validated with the shared schema, then 3 more days.
  panel = await openDetail(page, iara);
  await expect(panel.getByText(brDayFromToday(6))).toBeVisible();
  await panel.getByRole('button', { name: T.actions.extendTrial }).click();
  const extend = page.getByRole('dialog', { name: T.extendTrial.title });
  await extend.getByLabel(T.extendTrial.days).fill('0');
  await extend.getByRole('button', { name: T.extendTrial.submit }).click();
  await expect(extend.getByText('Informe ao menos 1 dia')).toBeVisible();
  await extend.getByLabel(T.extendTrial.days).fill('3');
  await extend.getByRole('button', { name: T.extendTrial.submit }).click();
  await expect(extend).toHaveCount(0);
  await expect(toast(page, T.extendTrial.done)).toContainText(T.extendTrial.doneDetail(iara.name, 3));
  await expect(panel.getByText(brDayFromToday(9))).toBeVisible();
  expect(await accessOf(userPage)).toMatchObject({ status: 'trial', trialDaysLeft: 10 });

  // Continue the account until a date (inclusive, in her zone).
  await panel.getByRole('button', { name: T.actions.continue }).click();
  const cont = page.getByRole('dialog', { name: T.continueAccess.title });
  await cont.getByLabel(T.continueAccess.untilDate).check();
  await cont.getByLabel(T.continueAccess.until).fill(isoDayFromToday(30));
  await cont.getByRole('button', { name: T.continueAccess.submit }).click();
  await expect(cont).toHaveCount(0);
  await expect(toast(page, T.continueAccess.done)).toContainText(
    T.continueAccess.doneUntil(iara.name, brDayFromToday(30)),
  );
  await expect(panel.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(panel.getByText(T.detail.continuedUntil(brDayFromToday(30)))).toBeVisible();
  expect((await accessOf(userPage)).status).toBe('active');

  // End her sessions: her next page asks her to sign in again.
  await expect(panel.getByText(/1 sessão ativa|\d+ sessões ativas/)).toBeVisible();
  await panel.getByRole('button', { name: T.actions.endSessions }).click();
  await confirmAction(page, T.endSessions.title, T.actions.endSessions);
  await expect(toast(page, T.endSessions.done)).toBeVisible();
  await expect(panel.getByText(T.detail.sessions(0))).toBeVisible();
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/auth/);
  await userContext.close();
});

test('bulk release: tick two pending users, confirm, the toast counts them', async ({ page, request }) => {
  test.slow();
  const tag = `lote${Date.now()}`;
  const joana = await createUser(request, tag, { allowed: false, name: `Joana ${tag}`, whatsapp: WHATSAPP });
  const kleber = await createUser(request, tag, {
    allowed: false,
    name: `Kleber ${tag}`,
    whatsapp: WHATSAPP,
  });
  const lia = await createUser(request, tag, { name: `Lia ${tag}`, whatsapp: WHATSAPP });
  await signInAsNewAdmin(page, request);
  await page.goto('/admin');
  await search(page, tag);

  // The pending chip counts them; filtering by it is kept in the URL across a reload.
  const pendingChip = page.getByRole('button', { name: T.filters.withCount(T.filters.status.pending, 2) });
  await pendingChip.click();
  await expect(page).toHaveURL(/status=pending/);
  await page.reload();
  await expect(pendingChip).toHaveAttribute('aria-pressed', 'true');
  await expect(userEntry(page, lia)).toHaveCount(0);

  // Only pending users can be ticked. (None of them has a school: 'Sem escola' keeps them all.)
  await page.getByRole('button', { name: T.filters.all }).click();
  await page.getByLabel(T.filters.school).selectOption({ label: T.filters.noSchool });
  await expect(page).toHaveURL(/school=none/);
  await expect(userEntry(page, lia)).toBeVisible();
  await expect(userEntry(page, lia).getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('checkbox', { name: T.selectRow(joana.name) }).check();
  await page.getByRole('checkbox', { name: T.selectRow(kleber.name) }).check();
  await page.getByRole('button', { name: T.bulk.release(2) }).click();
  const confirm = page.getByRole('alertdialog', { name: T.bulk.confirmTitle(2) });
  await expect(confirm).toContainText(T.bulk.confirmDescription(2));
  await confirm.getByRole('button', { name: T.bulk.confirm, exact: true }).click();
  await expect(toast(page, T.bulk.done)).toContainText(T.bulk.doneDetail(2, 0));
  await expect(userEntry(page, joana).getByText('Em teste', { exact: true })).toBeVisible();
  await expect(userEntry(page, kleber).getByText('Em teste', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: T.filters.status.pending, exact: true })).toBeVisible();
  await waitForMail(request, joana.email, /acesso ao MCTrading foi liberado/);
});

test('/admin/settings: the trial length is validated and saved, with a "Salvo"', async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request);
  await page.goto('/admin/settings');
  const S = adminSettingsText.trial;
  const section = page.getByRole('region', { name: S.title });
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  await expect(page.getByText(S.hint)).toBeVisible();
  const days = page.getByLabel(S.days);
  await expect(days).not.toHaveValue('');
  // Saving the value it has: other specs run at the same time on this server and release users meanwhile.
  const current = await days.inputValue();
  await days.fill('91');
  await section.getByRole('button', { name: S.submit }).click();
  await expect(page.getByText('O teste dura no máximo 90 dias')).toBeVisible();
  await days.fill(current);
  await section.getByRole('button', { name: S.submit }).click();
  await expect(section.getByRole('status').filter({ hasText: S.saved })).toBeVisible();
  await expect(toast(page, S.savedToast)).toBeVisible();
  await page.reload();
  await expect(days).toHaveValue(current);
});

test('/admin/settings: requiring two-factor is refused to an admin without it, with a way to enrol', async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request);
  await page.goto('/admin/settings');
  const S = adminSettingsText.twoFactor;
  const section = page.getByRole('region', { name: S.title });
  const box = section.getByLabel(S.label);
  // Other specs share this server: the setting stays off (this admin is refused, which changes nothing).
  await expect(box).not.toBeChecked();
  await box.check();
  await section.getByRole('button', { name: S.submit }).click();
  await expect(section.getByRole('alert')).toContainText(
    'Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.',
  );
  await section.getByRole('link', { name: S.enrolFirst }).click();
  await expect(page).toHaveURL(/\/profile\?aba=seguranca$/);
  await expect(page.getByRole('region', { name: 'Verificação em duas etapas' })).toBeVisible();
});

test('the list pages 30 users 25 at a time, fits the screen and passes axe @layout', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = `pag${Date.now()}`;
  for (let batch = 0; batch < 3; batch++)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUser(request, tag, {
          name: `Pessoa ${tag} ${String(batch * 10 + i + 1).padStart(2, '0')}`,
          whatsapp: WHATSAPP,
          allowed: i % 3 !== 0,
        }),
      ),
    );
  await signInAsNewAdmin(page, request);
  await page.goto(`/admin?q=${tag}&sort=name`);
  await expect(page.getByLabel(T.search)).toHaveValue(tag);
  await expect(page.getByLabel(T.filters.sort)).toHaveValue('name');
  await expect(page.getByText(T.totalLabel(30))).toBeVisible();
  const pager = page.getByRole('navigation', { name: T.pagination.label });
  await expect(pager.getByText(T.pagination.status(1, 2))).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  const entries = page.getByTestId(wide ? 'admin-user-row' : 'admin-user-card');
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText(`Pessoa ${tag} 01`);

  await expectNoSeriousViolations(page, [TOASTER]);

  await pager.getByRole('button', { name: T.pagination.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByText(T.pagination.status(2, 2))).toBeVisible();
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText(`Pessoa ${tag} 26`);
  // Back returns to the first page.
  await page.goBack();
  await expect(pager.getByText(T.pagination.status(1, 2))).toBeVisible();

  // The detail panel, too.
  await entries
    .first()
    .getByRole('button', { name: T.openDetail(`Pessoa ${tag} 01`) })
    .click();
  await expect(page.getByRole('dialog', { name: `Pessoa ${tag} 01` })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});
