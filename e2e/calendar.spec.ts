import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { calendarText } from '../src/shared/i18n/calendar';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi, type UserOptions } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

/*
 * The economic calendar through the UI: the month and list views on the shipped 2026 data, a filter, the
 * dashboard's notice on a COPOM day, the event-day comparison, an admin's form and .ics import, and what a trader
 * who is not an admin does not see.
 */

const T = calendarText;
const A = T.admin;
const ZONE = 'America/Sao_Paulo';
const SHOTS = '/tmp/shots-calendarclient';
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const uniqueTag = () => Math.random().toString(36).slice(2, 8);

/** Users whose server clock a test moved: put back after each test (the specs share one server). */
const moved = new Set<string>();

async function moveClock(request: APIRequestContext, userId: string, offsetMs: number) {
  const res = await request.post('/api/testing/clock', { data: { offsetMs, userId } });
  expect(res.status(), await res.text()).toBe(200);
  if (offsetMs === 0) moved.delete(userId);
  else moved.add(userId);
}

test.afterEach(async ({ request }) => {
  for (const userId of [...moved]) await moveClock(request, userId, 0);
});

/**
 * A signed-in trader in São Paulo. With `at`, both clocks show that instant: the server's (per user: the notice,
 * the presets) and the page's (the calendar's 'Hoje' and first month), and the page's keeps running from there.
 */
async function trader(page: Page, label: string, options: UserOptions & { at?: string } = {}) {
  const { at, ...userOptions } = options;
  const user = await createUser(page.request, label, { timezone: ZONE, ...userOptions });
  if (at) {
    await moveClock(page.request, user.userId, new Date(at).getTime() - Date.now());
    await page.clock.install({ time: new Date(at) });
  }
  await signInByApi(page, user);
  return user;
}

const monthLabel = (page: Page) => page.getByTestId('calendar-month-label');
const dayEvents = (page: Page) => page.getByTestId('calendar-day-events');
/** A figure of the event-day comparison: the value under its label. */
const figure = (box: Locator, label: string) =>
  box.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const eventRow = (page: Page, title: string) => page.getByTestId('calendar-event').filter({ hasText: title });

test('a trader reads the month, picks a day, switches to the list and filters by country', async ({
  page,
}) => {
  // Wednesday 4 Nov 2026: the COPOM decision day (18:30 BRT); the US left daylight saving on 1 Nov.
  await trader(page, 'cal-month', { at: '2026-11-04T10:00:00-03:00' });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  await expect(monthLabel(page)).toHaveText('Novembro de 2026');

  // A phone shows the compact month, today chosen and highlighted, and today's events below it.
  const today = page.getByRole('button', { name: /quarta-feira, 4 de novembro \(hoje\)/ });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(dayEvents(page)).toContainText('Hoje');
  await expect(eventRow(page, 'Decisão do COPOM')).toContainText('18:30');
  await expect(eventRow(page, 'Decisão do COPOM')).toContainText('Impacto Alta');
  await expect(
    eventRow(page, 'Decisão do COPOM').getByRole('link', { name: /Fonte de Decisão do COPOM/ }),
  ).toHaveAttribute('href', /bcb\.gov\.br/);

  // Another day: the IPCA of 12 Nov, 09:00 in Brasília.
  await page.getByRole('button', { name: /quinta-feira, 12 de novembro/ }).click();
  await expect(eventRow(page, 'IPCA')).toContainText('09:00');
  await expect(dayEvents(page)).not.toContainText('Decisão do COPOM');
  // The arrows move the chosen day: a day back (no event), then a week up (the COPOM again).
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: /quarta-feira, 11 de novembro/ })).toBeFocused();
  await expect(dayEvents(page)).toContainText(T.noEventsInDay);
  await page.keyboard.press('ArrowUp');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(eventRow(page, 'Decisão do COPOM')).toBeVisible();

  // The list: every day of the month with events; the FOMC minutes at 16:00 here, published 14:00 ET.
  await page.getByRole('button', { name: T.views.list }).click();
  await expect(page).toHaveURL(/view=list/);
  const minutes = eventRow(page, 'Ata do FOMC');
  await expect(minutes).toContainText('16:00');
  await expect(minutes).toContainText('14:00 ET');
  await expect(minutes).toContainText('Impacto Média');
  await expect(eventRow(page, 'Ata do COPOM')).toContainText('08:00');

  // Brasil only: the US events leave, and the filter stays in the URL across a reload.
  await page.getByLabel(T.filters.country).selectOption({ label: 'Brasil' });
  await expect(page).toHaveURL(/country=BR/);
  await expect(minutes).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(T.filters.country)).toHaveValue('BR');
  await expect(eventRow(page, 'Decisão do COPOM')).toBeVisible();
  await expect(eventRow(page, 'Ata do FOMC')).toHaveCount(0);

  // Next month by keyboard: December's COPOM (18:30) is there, its FOMC (a US event) is filtered out.
  await page.getByRole('button', { name: T.nav.next }).focus();
  await page.keyboard.press('Enter');
  await expect(monthLabel(page)).toHaveText('Dezembro de 2026');
  await expect(page).toHaveURL(/month=2026-12/);
  await expect(eventRow(page, 'Decisão do COPOM')).toContainText('18:30');
  await expect(eventRow(page, 'Decisão de juros do FOMC')).toHaveCount(0);
  await page.getByLabel(T.filters.country).selectOption({ label: T.filters.allCountries });
  // 9 Dec: 14:00 ET is 16:00 in Brasília while New York is on standard time.
  await expect(eventRow(page, 'Decisão de juros do FOMC')).toContainText('16:00');
  await page.getByRole('button', { name: T.nav.today }).click();
  await expect(monthLabel(page)).toHaveText('Novembro de 2026');
});

test("the dashboard names today's COPOM decision, and this week's when it is still ahead", async ({
  page,
}) => {
  const user = await trader(page, 'cal-notice', { at: '2026-11-04T10:00:00-03:00' });
  await page.goto('/dashboard');
  const notice = page.getByTestId('upcoming-events');
  await expect(notice).toContainText('Hoje: Decisão do COPOM às 18:30');

  // Monday of the same week: the decision is later this week.
  await moveClock(page.request, user.userId, new Date('2026-11-02T09:00:00-03:00').getTime() - Date.now());
  await page.reload();
  await expect(notice).toContainText('Esta semana: Decisão do COPOM na quarta-feira às 18:30');
  await expect(notice).not.toContainText('Hoje:');
  await notice.getByRole('link', { name: T.notice.link }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
});

test('a trader compares event days with other days, and sees the trade entered near the COPOM', async ({
  page,
}) => {
  await trader(page, 'cal-days');
  // 4 Nov 2026 (COPOM at 18:30): a gain at 18:45, within 30 minutes. 5 Nov: a loss, no event.
  await seedTrade(page, { date: '2026-11-04', time: '18:45', entry: '125000', exit: '125100' });
  await seedTrade(page, { date: '2026-11-05', time: '10:15', entry: '125000', exit: '124900' });
  await seedTrade(page, { date: '2026-11-05', time: '11:15', entry: '125000', exit: '124950' });

  await page.goto('/calendar');
  const D = T.eventDays;
  const panel = page.getByRole('region', { name: D.title });
  await panel.getByLabel(D.period).selectOption({ label: 'Personalizado' });
  await panel.getByLabel(D.from, { exact: true }).fill('2026-11-01');
  await panel.getByLabel(D.to, { exact: true }).fill('2026-11-30');
  await expect(page).toHaveURL(/preset=custom&from=2026-11-01&to=2026-11-30/);

  const eventDays = panel.getByTestId('event-days');
  const otherDays = panel.getByTestId('other-days');
  // WIN: 100 points × R$ 0,20 = R$ 20,00.
  await expect(eventDays).toContainText('R$ 20,00');
  await expect(eventDays).toContainText('100,0%');
  await expect(otherDays).toContainText('-R$ 30,00');
  await expect(otherDays).toContainText('0,0%');
  await expect(figure(otherDays, D.trades)).toHaveText('2');
  const near = panel.getByTestId('near-event');
  await expect(figure(near, D.trades)).toHaveText('1');
  await expect(near).toContainText('R$ 20,00');

  // /trades tags the trade entered near the COPOM decision, and only it.
  await page.goto('/trades?preset=all');
  const badges = page.getByRole('button', {
    name: /Perto de um evento de alto impacto: Decisão do COPOM às 18:30/,
  });
  await expect(badges).toHaveCount(1);
  await expect(page.getByText(T.nearEvent.badge, { exact: true })).toHaveCount(1);
});

test('an admin adds, edits and removes an event, and imports an .ics file', async ({ page }) => {
  test.setTimeout(90_000);
  await trader(page, 'cal-admin', { role: 'admin' });
  const tag = uniqueTag();
  const title = `Reunião extraordinária ${tag}`;
  await page.goto('/calendar?view=list&month=2027-05');

  await page.getByRole('button', { name: A.newEvent }).click();
  const dialog = page.getByRole('dialog', { name: A.form.createTitle });
  // The shared schema's messages, in Portuguese, before anything is sent.
  await dialog.getByRole('button', { name: A.form.submitCreate }).click();
  await expect(dialog.getByText('Use pelo menos 3 caracteres')).toBeVisible();
  await dialog.getByLabel(A.form.title).fill(title);
  await dialog.getByLabel(A.form.country).selectOption('US');
  await dialog.getByLabel(A.form.impact).selectOption('alta');
  await dialog.getByLabel(A.form.timeZone).selectOption('America/New_York');
  await dialog.getByLabel(A.form.date).fill('2027-05-19');
  await dialog.getByLabel(A.form.time).fill('10:00');
  await dialog.getByLabel(A.form.source).fill('https://www.federalreserve.gov/');
  await dialog.getByRole('button', { name: A.form.submitCreate }).click();
  await expect(toast(page, A.form.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  // 10:00 in New York (daylight time) is 11:00 in Brasília.
  const row = eventRow(page, title);
  await expect(row).toContainText('11:00');
  await expect(row).toContainText('10:00 ET');

  await row.getByRole('button', { name: A.edit(title) }).click();
  const edit = page.getByRole('dialog', { name: A.form.editTitle });
  await expect(edit.getByLabel(A.form.time)).toHaveValue('10:00');
  await edit.getByLabel(A.form.title).fill(`${title} (adiada)`);
  await edit.getByLabel(A.form.impact).selectOption('media');
  await edit.getByRole('button', { name: A.form.submitEdit }).click();
  await expect(toast(page, A.form.updated)).toBeVisible();
  const edited = eventRow(page, `${title} (adiada)`);
  await expect(edited).toContainText('Impacto Média');

  await edited.getByRole('button', { name: A.remove(`${title} (adiada)`) }).click();
  const confirm = page.getByRole('alertdialog', { name: A.removeTitle });
  await confirm.getByRole('button', { name: A.removeConfirm }).click();
  await expect(toast(page, A.removed)).toBeVisible();
  await expect(eventRow(page, title)).toHaveCount(0);

  // .ics: two events of June 2027 are added; a file that is not a calendar is refused with the server's reason.
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MCTrading e2e//PT',
    ...[1, 2].flatMap((n) => [
      'BEGIN:VEVENT',
      `UID:e2e-${tag}-${n}@mctrading.test`,
      `DTSTAMP:20261101T120000Z`,
      `DTSTART;TZID=America/New_York:2027060${n}T083000`,
      `SUMMARY:Relatório importado ${tag} ${n}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
  await page.getByRole('button', { name: A.importIcs }).click();
  const importDialog = page.getByRole('dialog', { name: A.ics.title });
  await importDialog
    .getByLabel(A.ics.file)
    .setInputFiles({ name: 'bls.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await importDialog.getByRole('button', { name: A.ics.submit }).click();
  const result = importDialog.getByTestId('ics-result');
  await expect(result).toContainText(A.ics.added(2));
  await expect(result).toContainText(A.ics.updated(0));
  await expect(result).toContainText(A.ics.skipped(0));
  await expect(toast(page, A.ics.done)).toBeVisible();

  await importDialog.getByLabel(A.ics.file).setInputFiles({
    name: 'notas.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from('isto não é um calendário'),
  });
  await importDialog.getByRole('button', { name: A.ics.submit }).click();
  await expect(importDialog.getByRole('alert')).toContainText('BEGIN:VCALENDAR');
  await importDialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: T.nav.next }).click();
  await expect(monthLabel(page)).toHaveText('Junho de 2027');
  // 08:30 in New York is 09:30 in Brasília.
  await expect(eventRow(page, `Relatório importado ${tag} 1`)).toContainText('09:30');
  await expect(eventRow(page, `Relatório importado ${tag} 2`)).toContainText('08:30 ET');
});

test('a trader who is not an admin sees no way to change the calendar', async ({ page }) => {
  await trader(page, 'cal-reader', { at: '2026-11-04T10:00:00-03:00' });
  await page.goto('/calendar?view=list');
  await expect(eventRow(page, 'Decisão do COPOM')).toBeVisible();
  await expect(page.getByRole('button', { name: A.newEvent })).toHaveCount(0);
  await expect(page.getByRole('button', { name: A.importIcs })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar |^Remover / })).toHaveCount(0);
  // And the server refuses anyway.
  const res = await page.request.post('/api/calendar/events', {
    headers: { origin: appOrigin },
    data: { title: 'Tentativa', country: 'BR', impact: 'alta', date: '2027-01-05' },
  });
  expect(res.status()).toBe(403);
});

test('the calendar at every width @layout', { tag: '@layout' }, async ({ page }) => {
  await trader(page, 'cal-layout', { role: 'admin', at: '2026-11-04T10:00:00-03:00' });
  const width = page.viewportSize()?.width ?? 0;
  mkdirSync(SHOTS, { recursive: true });

  await page.goto('/calendar');
  await expect(monthLabel(page)).toHaveText('Novembro de 2026');
  await expect(page.getByTestId('calendar-month')).toBeVisible();
  await expect(
    page.getByRole('region', { name: T.eventDays.title }).getByText(T.eventDays.empty),
  ).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/calendar-month-${width}.png`, fullPage: true });

  // A chip (wide) or a day (phone) opens the event's details.
  if (width >= 1024) {
    await page.getByTestId('event-chip').filter({ hasText: 'Decisão do COPOM' }).click();
    const details = page.getByTestId('event-details');
    await expect(details).toContainText('18:30');
    await expect(details).toContainText('Alta');
    await page.screenshot({ path: `${SHOTS}/calendar-chip-${width}.png` });
    await page.keyboard.press('Escape');
  }

  await page.getByRole('button', { name: T.views.list }).click();
  await expect(eventRow(page, 'Ata do FOMC')).toContainText('14:00 ET');
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/calendar-list-${width}.png`, fullPage: true });

  await page.goto('/dashboard');
  await expect(page.getByTestId('upcoming-events')).toContainText('Hoje: Decisão do COPOM às 18:30');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-notice-${width}.png` });
});
