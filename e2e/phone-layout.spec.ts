import { expect, type Page, test } from '@playwright/test';
import { adminNavText } from '../src/shared/i18n/admin';
import { adminUsersText } from '../src/shared/i18n/admin-users';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { tradesText } from '../src/shared/i18n/trades';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * Pages whose content once pushed the page sideways on a phone: a pending user's name that is one long word on
 * /admin (an email typed as a name), /trades with every filter set, a long student name on /school-admin. Each is
 * checked at the project's width and, on the phone project, at 390 px too.
 */
const SHOTS = process.env.SHOTS_DIR;
const D = dashboardText.filters;
/** 60 characters, one word. */
const LONG_NAME = `joaopedro.silvadossantos.trader${'x'.repeat(29)}`;

async function widthsFor(page: Page): Promise<number[]> {
  const width = page.viewportSize()?.width ?? 1280;
  return width < 768 ? [width, 390] : [width];
}

/** Fails when the page scrolls sideways at any of `widths`; screenshots at 390 and 1280 when asked. */
async function expectNoSidewaysScrollAtWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of await widthsFor(page)) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoSidewaysScroll(page, name);
    if (SHOTS && (width === 390 || width === 1440))
      await page.screenshot({
        path: `${SHOTS}/${name}-${width === 1440 ? 1280 : width}.png`,
        fullPage: true,
      });
  }
}

test('/admin with a pending user whose name is one 60-character word does not scroll sideways @layout', async ({
  page,
  request,
}) => {
  expect(LONG_NAME).toHaveLength(60);
  const admin = await createUser(request, 'lay-admin', { role: 'admin', whatsapp: '11987654321' });
  await createUser(request, 'lay-pending', { allowed: false, name: LONG_NAME, whatsapp: '11987654321' });
  await signInByApi(page, admin);
  await page.goto(`/admin?q=${LONG_NAME}`);
  await expectNoSidewaysScrollAtWidths(page, 'admin', async () => {
    await expect(page.getByText(LONG_NAME).filter({ visible: true }).first()).toBeVisible();
  });
  await expectNoSeriousViolations(page, [TOASTER]);
  await expect(page.getByRole('heading', { name: adminUsersText.title, exact: true })).toBeVisible();

  // The admin tabs scroll sideways on a phone: the active one (the last) is scrolled into view.
  await page.goto('/admin/settings');
  const active = page
    .getByRole('navigation', { name: adminNavText.label })
    .getByRole('link', { name: adminNavText.settings });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => {
      const box = await active.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      return box !== null && box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
});

test('/trades with every filter set does not scroll sideways @layout', async ({ page, request }) => {
  const user = await createUser(request, 'lay-trades', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await seedTrade(page, { date: '2025-03-14', exit: '124900', emotion: 'nervoso', tags: ['rompimento'] });
  const res = await page.request.get('/api/accounts', { headers: { origin: appOrigin } });
  const { accounts } = (await res.json()) as { accounts: { id: string }[] };
  const params = new URLSearchParams({
    period: 'custom',
    from: '2025-03-01',
    to: '2025-03-31',
    account: accounts[0]?.id ?? '',
    instrument: 'WIN',
    type: 'compra',
    emotion: 'nervoso',
    result: 'loss',
    tag: 'uma-etiqueta-bem-comprida-de-estrategia',
    ruleBreak: 'any',
  });
  await page.goto(`/trades?${params.toString()}`);
  await expectNoSidewaysScrollAtWidths(page, 'trades-filters', async () => {
    await expect(page.getByRole('button', { name: tradesText.filters.clear }).first()).toBeVisible();
  });
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/school-admin with a long student name does not scroll sideways @layout', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const admin = await createUser(request, 'lay-sc-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
  const created = await page.request.post('/api/admin/schools', {
    headers: { origin: appOrigin },
    data: { name: `Escola ${tag}`, slug: `lay-${tag}`, whatsapp: '11912345678', seatLimit: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { school } = (await created.json()) as { school: { id: string; inviteCode: string } };
  const student = await createUser(request, 'lay-sc-student', { name: LONG_NAME, whatsapp: '11987654321' });
  const other = await browser.newContext({ baseURL: appOrigin });
  const studentPage = await other.newPage();
  await signInByApi(studentPage, student);
  const joined = await studentPage.request.post('/api/me/school/join', {
    headers: { origin: appOrigin },
    data: { token: school.inviteCode },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await other.close();

  await page.goto(`/school-admin/${school.id}`);
  await expectNoSidewaysScrollAtWidths(page, 'school-admin', async () => {
    await expect(page.getByText(LONG_NAME).filter({ visible: true }).first()).toBeVisible();
  });
  await expectNoSeriousViolations(page, [TOASTER]);
});

test("the dashboard's Conta/Ativo filters and /settings with its 'Zona de perigo' fit @layout", async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'lay-dash', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await seedTrade(page);
  await page.goto('/dashboard?period=all');
  await expectNoSidewaysScrollAtWidths(page, 'dashboard-filters', async () => {
    await expect(page.getByLabel(D.account, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });
  // The 'Ativo' filter lists the trader's instruments: WIN (a trade), not every known contract.
  const instrument = page.getByLabel(D.instrument, { exact: true }).filter({ visible: true }).first();
  await expect(instrument.locator('option')).toHaveText([D.allInstruments, 'WIN']);
  if (SHOTS) {
    const width = page.viewportSize()?.width ?? 0;
    const filters = page.locator('section').filter({ has: instrument }).first();
    await filters.screenshot({ path: `${SHOTS}/dashboard-selects-${width}.png` });
    const calendar = page.getByTestId('calendar-total').locator('xpath=ancestor::section[1]');
    await calendar.screenshot({ path: `${SHOTS}/dashboard-calendar-${width}.png` });
  }
  await page.goto('/settings');
  await expectNoSidewaysScrollAtWidths(page, 'settings-danger-zone', async () => {
    await expect(page.getByRole('button', { name: tradesText.reset.confirm })).toBeVisible();
  });
  await expectNoSeriousViolations(page, [TOASTER]);
});
