import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { layout } from '../src/shared/i18n/auth';
import {
  accessStatusLabels,
  adminSchoolsText,
  inviteText,
  schoolAdminText,
  schoolsNavText,
  settingsSchoolText,
  sharingLabels,
} from '../src/shared/i18n/schools';
import { schoolInvitationSubject } from '../src/server/mail/school-templates';
import { costDaysText } from '../src/shared/trading/cost-days';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, openMenuIfCollapsed, signInByApi, type TestUser } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const A = adminSchoolsText;
const S = schoolAdminText;

async function newPage(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize(), baseURL: appOrigin });
  return context.newPage();
}

/** From an invite page: 'Já tenho conta' → the sign-in form. */
async function signInFromInvite(page: Page, user: TestUser) {
  await page.getByRole('link', { name: inviteText.signIn }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('an admin creates a school and invites its admin by email; a pending trader joins by the link, is released and shares what they choose', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const schoolName = `Escola ${tag}`;
  const admin = await createUser(request, 'sc-admin', { role: 'admin', whatsapp: '11987654321' });
  const schoolAdmin = await createUser(request, 'sc-schooladmin', {
    name: `Sara ${tag}`,
    whatsapp: '11987654322',
  });
  const trader = await createUser(request, 'sc-trader', {
    name: `Tiago ${tag}`,
    allowed: false,
    whatsapp: '11987654323',
  });

  // The admin creates the school: the identifier follows the name.
  await signInByApi(page, admin);
  await page.goto('/admin/schools');
  await expect(page.getByRole('heading', { name: A.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: A.add }).click();
  const form = page.getByRole('dialog', { name: A.form.createTitle });
  await form.getByLabel(A.form.name).fill(schoolName);
  await expect(form.getByLabel(A.form.slug)).toHaveValue(`escola-${tag}`);
  await form.getByLabel(A.form.whatsapp).fill('11912345678');
  await expect(form.getByLabel(A.form.whatsapp)).toHaveValue('(11) 91234-5678');
  await form.getByLabel(A.form.seatLimit).fill('5');
  await form.getByRole('button', { name: A.form.submitCreate }).click();
  await expect(toast(page, A.created)).toBeVisible();
  const card = page.getByTestId('school-card').filter({ hasText: schoolName });
  await expect(card.getByText('0/5')).toBeVisible();
  const inviteUrl = new URL(await card.getByTestId('invite-link').inputValue());

  // ...and invites the school admin by email.
  await card.getByRole('button', { name: A.inviteByEmail }).click();
  const inviteForm = page.getByRole('dialog', { name: A.inviteForm.title });
  await inviteForm.getByLabel(A.inviteForm.email).fill(schoolAdmin.email);
  await inviteForm.getByLabel(A.inviteForm.role).selectOption('admin');
  await inviteForm.getByRole('button', { name: A.inviteForm.submit }).click();
  await expect(toast(page, A.inviteForm.sent)).toBeVisible();
  await expect(card.getByTestId('invitation').filter({ hasText: schoolAdmin.email })).toBeVisible();

  // The mail arrives; its link, opened signed out, leads through the sign-in into the school as its admin.
  const mail = await waitForMail(request, schoolAdmin.email, schoolInvitationSubject(schoolName));
  const adminInvite = new URL(linkIn(mail, '/convite/'));
  const sa = await newPage(browser, page);
  await sa.goto(adminInvite.pathname);
  await expect(sa.getByRole('heading', { name: inviteText.title(schoolName) })).toBeVisible();
  await expect(sa.getByText(inviteText.asRole.admin)).toBeVisible();
  await signInFromInvite(sa, schoolAdmin);
  await expect(toast(sa, inviteText.joined)).toBeVisible();
  await openMenuIfCollapsed(sa);
  await sa
    .getByRole('navigation', { name: layout.navLabel })
    .filter({ visible: true })
    .getByRole('link', { name: schoolsNavText.item(schoolName) })
    .click();
  await expect(sa.getByRole('heading', { name: schoolName, level: 1 })).toBeVisible();
  await expect(sa.getByText(S.empty)).toBeVisible();

  // A pending trader opens the school's link, signs in and joins: they wait on /access-pending.
  const tp = await newPage(browser, page);
  await tp.goto(inviteUrl.pathname);
  await expect(tp.getByRole('heading', { name: inviteText.title(schoolName) })).toBeVisible();
  await expect(tp.getByText(inviteText.asRole.member)).toBeVisible();
  await signInFromInvite(tp, trader);
  await expect(tp).toHaveURL(/\/access-pending$/);
  await expect(toast(tp, inviteText.joined)).toBeVisible();

  // The school admin sees them pending and releases them.
  await sa.reload();
  const student = sa.getByTestId('student-card').filter({ hasText: trader.email });
  await expect(student.getByText(accessStatusLabels.pending)).toBeVisible();
  await student.getByRole('button', { name: S.releaseLabel(trader.name) }).click();
  await expect(toast(sa, S.released)).toBeVisible();
  await expect(student.getByText(accessStatusLabels.trial)).toBeVisible();
  await expect(sa.getByTestId('school-seats')).toHaveText('1/5');

  // Released, the trader records a trade; the school sees the summary they share by default.
  await tp.goto('/dashboard');
  await expect(tp).toHaveURL(/\/dashboard$/);
  await seedTrade(tp);
  await sa.reload();
  const figures = student.getByTestId('student-figures');
  await expect(figures).toContainText(S.figures.winRate);
  await expect(figures).toContainText('100%');
  await expect(student.getByText(sharingLabels.summary.title, { exact: true })).toBeVisible();

  // 'Exportar CSV' downloads the server's file, with the student in it.
  const [download] = await Promise.all([
    sa.waitForEvent('download'),
    sa.getByRole('link', { name: S.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mctrading-alunos-escola-.+\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(trader.email);

  // 'Nada': the school's page, read again, shows no figure at all.
  // The school's one home is the profile (the settings' 'Escola' tab links there).
  await tp.goto('/profile');
  await expect(tp.getByText(settingsSchoolText.memberOf(schoolName))).toBeVisible();
  await tp.getByRole('radio', { name: new RegExp(`^${sharingLabels.none.title}`) }).check();
  await expect(toast(tp, settingsSchoolText.saved)).toBeVisible();
  await sa.reload();
  await expect(student.getByText(S.notSharing)).toBeVisible();
  await expect(student.getByTestId('student-figures')).toHaveCount(0);
  await student.getByRole('button', { name: S.detailsLabel(trader.name) }).click();
  const detail = sa.getByRole('dialog', { name: trader.name });
  await expect(detail.getByText(S.notSharing)).toBeVisible();
  await expect(detail.getByRole('table')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Fechar' }).click();

  // 'Tudo': the details show the trader's latest trades too.
  await tp.getByRole('radio', { name: new RegExp(`^${sharingLabels.full.title}`) }).check();
  await expect(toast(tp, settingsSchoolText.saved).last()).toBeVisible();
  await expect(tp.getByRole('radio', { name: new RegExp(`^${sharingLabels.full.title}`) })).toBeChecked();
  await sa.reload();
  await expect(student.getByTestId('student-figures')).toBeVisible();
  await student.getByRole('button', { name: S.detailsLabel(trader.name) }).click();
  const trades = sa.getByRole('dialog', { name: trader.name }).getByTestId('student-trades');
  await expect(trades.getByRole('rowheader', { name: 'WIN' })).toBeVisible();

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const width of [390, 1280]) {
      await sa.setViewportSize({ width, height: 900 });
      await tp.setViewportSize({ width, height: 900 });
      await sa.screenshot({ path: `${shots}/student-detail-${width}.png` });
      await tp.screenshot({ path: `${shots}/settings-school-${width}.png`, fullPage: true });
    }
  }

  await Promise.all([sa.context().close(), tp.context().close()]);
});

test('an invite link that does not exist says what to do', async ({ page }) => {
  await page.goto('/convite/nao-existe-123');
  await expect(page.getByRole('heading', { name: inviteText.errorTitle })).toBeVisible();
  await expect(page.getByText('Peça um novo link à sua escola')).toBeVisible();
});

test('a school page its user does not administer is "not found or no access"', async ({ page, request }) => {
  const trader = await createUser(request, 'sc-nosy', { whatsapp: '11987654321' });
  await signInByApi(page, trader);
  await page.goto('/school-admin/nao-existe');
  await expect(page.getByRole('heading', { name: S.notFoundTitle })).toBeVisible();
});

test('schools pages fit every width and pass axe @layout', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const admin = await createUser(request, 'sc-layout-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
  const created = await page.request.post('/api/admin/schools', {
    headers: { origin: appOrigin },
    data: {
      name: `Escola Layout Com Nome Bem Comprido ${tag}`,
      slug: `layout-${tag}`,
      whatsapp: '11912345678',
      instagram: 'escolalayout',
      seatLimit: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { school } = (await created.json()) as { school: { id: string; inviteCode: string } };

  // A pending student and a released one who shares a trade.
  const other = await newPage(browser, page);
  for (const [label, allowed] of [
    ['sc-layout-pending', false],
    ['sc-layout-active', true],
  ] as const) {
    const user = await createUser(request, label, {
      allowed,
      whatsapp: '11987654321',
      name: `Aluno ${label}`,
    });
    await other.context().clearCookies();
    await signInByApi(other, user);
    const joined = await other.request.post('/api/me/school/join', {
      headers: { origin: appOrigin },
      data: { token: school.inviteCode },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    if (allowed) await seedTrade(other);
  }
  await other.context().close();

  const shots = process.env.SHOTS_DIR;
  const pages = [
    ['admin-schools', '/admin/schools', page.getByRole('heading', { name: A.title, level: 1 })],
    [
      'school-admin',
      `/school-admin/${school.id}`,
      page.getByText('Aluno sc-layout-active').filter({ visible: true }).first(),
    ],
    ['invite', `/convite/${school.inviteCode}`, page.getByRole('button', { name: inviteText.join })],
  ] as const;
  for (const [name, path, ready] of pages) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectNoSeriousViolations(page, [TOASTER]);
    if (shots) {
      const size = page.viewportSize();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(ready).toBeVisible();
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
      if (size) await page.setViewportSize(size);
    }
  }

  // Signed out, the invite offers to create an account or sign in first.
  const visitor = await newPage(browser, page);
  await visitor.goto(`/convite/${school.inviteCode}`);
  await expect(visitor.getByRole('link', { name: inviteText.signUp })).toBeVisible();
  await expectNoSidewaysScroll(visitor, 'anonymous invite');
  await expectNoSeriousViolations(visitor, [TOASTER]);
  if (shots) {
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.screenshot({ path: `${shots}/invite-anonymous-${width}.png`, fullPage: true });
    }
  }
  await visitor.context().close();
});

test("a student's days costed by brokerage notes show on the school's page at phone width", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now().toString(36);
  const admin = await createUser(request, 'sc-costs-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
  const created = await page.request.post('/api/admin/schools', {
    headers: { origin: appOrigin },
    data: { name: `Escola Custos ${tag}`, slug: `custos-${tag}`, seatLimit: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { school } = (await created.json()) as { school: { id: string; inviteCode: string } };

  // The student joins, trades on 03/11 and 04/11 and imports the note of 03/11 into the same account.
  const student = await createUser(request, 'sc-costs-student', {
    name: `Nara ${tag}`,
    whatsapp: '11987654322',
  });
  const sp = await newPage(browser, page);
  await signInByApi(sp, student);
  const joined = await sp.request.post('/api/me/school/join', {
    headers: { origin: appOrigin },
    data: { token: school.inviteCode },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const noted = (await seedTrade(sp, { date: '2026-11-03' })) as { id: string; accountId?: string };
  await seedTrade(sp, { date: '2026-11-04' });
  const imported = await sp.request.post('/api/brokerage-notes/import', {
    headers: { origin: appOrigin },
    multipart: {
      accountId: noted.accountId ?? '',
      files: {
        name: 'bmf-clear-1-page.pdf',
        mimeType: 'application/pdf',
        buffer: await readFile('fixtures/brokerage-notes/bmf-clear-1-page.pdf'),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toMatchObject({ imported: 1 });
  await sp.context().close();

  // The school's page: the line under the student's figures, and in their details.
  const line = costDaysText({ fromNotes: 1, fromSettings: 1 });
  await page.goto(`/school-admin/${school.id}`);
  const card = page.getByTestId('student-card').filter({ hasText: student.email });
  await expect(card.getByTestId('cost-days')).toHaveText(line);
  await card.getByTestId('cost-days').scrollIntoViewIfNeeded();
  await expect(card.getByTestId('cost-days')).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  const shots = process.env.SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/student-costs-390.png`, fullPage: true });
  await card.getByRole('button', { name: S.detailsLabel(student.name) }).click();
  const detail = page.getByRole('dialog', { name: student.name });
  await expect(detail.getByTestId('cost-days')).toHaveText(line);
  if (shots) await page.screenshot({ path: `${shots}/student-costs-detail-390.png` });
  await detail.getByRole('button', { name: 'Fechar' }).click();
  if (shots) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const row = page.getByTestId('student-row').filter({ hasText: student.email });
    await expect(row.getByTestId('cost-days')).toHaveText(line);
    await page.screenshot({ path: `${shots}/student-costs-1280.png`, fullPage: true });
  }
});
