import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { weeklyReviewText } from '../src/shared/i18n/weekly-review';
import { addDays } from '../src/shared/time/calendar-date';
import { weekMailDue, weekOfInstant } from '../src/shared/time/weeks';
import { WEEKLY_REVIEW_QUESTIONS, weeklyReviewApi } from '../src/shared/weekly-review/contract';
import { weekLabel } from '../src/shared/weekly-review/labels';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, openMenuIfCollapsed, signInByApi } from './support/users';

const T = weeklyReviewText;
const NOTE = 'Entrada no pullback da média com stop técnico';

/*
 * The Monday mail is due from Monday 08:00 in the trader's zone for the rest of the week: a zone where that moment
 * has passed right now (São Paulo, except on Monday mornings, when a zone ahead of it has) makes the mail due today.
 */
const ZONES = ['America/Sao_Paulo', 'Pacific/Kiritimati', 'Asia/Tokyo'];

/** A trader whose last week has trades (journaled, with and without a stop), in a zone where its mail is due. */
async function traderWithLastWeek(page: Page, label: string) {
  const zone = ZONES.find((z) => weekMailDue(Date.now(), z) !== null) ?? 'America/Sao_Paulo';
  const user = await createUser(page.request, label, { whatsapp: '11987654321', timezone: zone });
  await signInByApi(page, user);
  const current = weekOfInstant(Date.now(), zone).start;
  const last = addDays(current, -7);
  await seedTrade(page, {
    date: addDays(last, 1),
    time: '10:00',
    stop: '124900',
    emotion: 'calmo',
    notes: NOTE,
  });
  await seedTrade(page, { date: addDays(last, 2), time: '10:30', exit: '124900', emotion: 'ansioso' });
  await seedTrade(page, { date: addDays(last, 3), time: '11:00', exit: '125050', stop: '124950' });
  // Two weeks back: the comparison has something to compare with.
  await seedTrade(page, { date: addDays(last, -6), time: '10:00', exit: '125200' });
  return { user, zone, current, last };
}

async function openWeek(page: Page, week: string) {
  await page.goto(`/revisao-semanal?semana=${week}`);
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: T.process.title })).toBeVisible();
}

test('the weekly review: the week, the three questions, the Monday mail and its one-click stop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { user, last } = await traderWithLastWeek(page, 'weekly-review');

  // The menu leads to the page (under 'Mais' on a phone), on the current week.
  await page.goto('/dashboard');
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: T.navLabel }).click();
  await expect(page).toHaveURL(/\/revisao-semanal$/);
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();

  // The week picker lists the last week with its trades; picking it opens it.
  const picker = page.getByLabel(T.picker.label, { exact: true });
  await expect(picker).toBeEnabled();
  await picker.selectOption(last);
  await expect(page).toHaveURL(new RegExp(`semana=${last}`));
  const process = page.getByRole('region', { name: T.process.title });
  await expect(process.getByText(T.process.ofTrades(2, 3)).first()).toBeVisible();
  await expect(process.getByText(T.process.ofTrades(1, 3)).first()).toBeVisible();
  const figures = page.getByRole('region', { name: T.figures.title });
  await expect(figures.getByRole('columnheader', { name: T.figures.previousFour })).toBeVisible();
  await expect(page.getByRole('region', { name: T.emotions.title }).getByText('Calmo')).toBeVisible();
  await expect(
    page.getByRole('region', { name: T.events.title }).getByText(T.events.largestLoss),
  ).toBeVisible();

  // The three questions, with react-hook-form and the shared schema: too long is refused in place.
  const questions = page.getByRole('region', { name: T.questions.title });
  const first = questions.getByLabel(WEEKLY_REVIEW_QUESTIONS[0]);
  await first.fill('x'.repeat(1001));
  await questions.getByRole('button', { name: T.questions.submit }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  const answers = [
    'Respeitei o stop em todos os trades',
    'Não operar depois da perda',
    'Escrever o plano antes',
  ];
  for (const [i, q] of WEEKLY_REVIEW_QUESTIONS.entries())
    await questions.getByLabel(q).fill(answers[i] ?? '');
  await questions.getByRole('button', { name: T.questions.submit }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: T.questions.saved })).toBeVisible();
  await page.reload();
  await expect(questions.getByLabel(WEEKLY_REVIEW_QUESTIONS[1])).toHaveValue(answers[1] ?? '');

  // The opt-in switch, by keyboard.
  const mailSwitch = page.getByRole('switch', { name: T.mail.label });
  await expect(mailSwitch).toHaveAttribute('aria-checked', 'false');
  await mailSwitch.focus();
  await page.keyboard.press('Space');
  await expect(mailSwitch).toHaveAttribute('aria-checked', 'true');

  // The Monday mail, through the jobs table and the real SMTP receiver.
  const ran = await page.request.post('/api/testing/jobs/weekly-review-mail/run', {
    headers: { origin: appOrigin },
    data: {},
  });
  expect(ran.ok(), await ran.text()).toBe(true);
  const mail = await waitForMail(page.request, user.email, `Sua revisão semanal: ${weekLabel(last)}`);
  expect(mail.text).toContain('Trades com stop: 2 de 3');
  expect(mail.text).not.toMatch(/R\$/);
  const reviewLink = linkIn(mail, `/revisao-semanal?semana=${last}`);
  // The mail's link opens the page itself (a 200, not the app's 404), on that week.
  expect((await page.goto(reviewLink))?.status()).toBe(200);
  await expect(questions.getByLabel(WEEKLY_REVIEW_QUESTIONS[0])).toHaveValue(answers[0] ?? '');

  // One click stops it, signed out.
  const stop = linkIn(mail, weeklyReviewApi.unsubscribe);
  await page.context().clearCookies();
  await page.goto(stop);
  await expect(page.getByRole('heading', { name: 'Parar de receber a revisão semanal?' })).toBeVisible();
  await page.getByRole('button', { name: 'Parar de receber' }).click();
  await expect(page.getByRole('heading', { name: 'Pronto: email desativado' })).toBeVisible();
  await signInByApi(page, user);
  const optIn = await page.request.get(weeklyReviewApi.mail);
  expect(await optIn.json()).toEqual({ enabled: false });
});

test('the weekly review page at every width @layout', { tag: '@layout' }, async ({ page }) => {
  const { last } = await traderWithLastWeek(page, 'weekly-layout');
  // A playbook whose criteria were ticked in the week: its best and worst criterion show too.
  const created = await page.request.post('/api/playbooks', {
    headers: { origin: appOrigin },
    data: {
      name: 'Rompimento da máxima do dia anterior',
      criteria: [{ label: 'Volume acima da média dos últimos vinte candles' }, { label: 'A favor da VWAP' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const playbook = (await created.json()) as { id: string; criteria: { id: string }[] };
  const [volume, vwap] = playbook.criteria.map((c) => c.id);
  await seedTrade(page, {
    date: addDays(last, 4),
    time: '10:00',
    stop: '124900',
    playbookId: playbook.id,
    criteriaMet: [volume],
  });
  await seedTrade(page, {
    date: addDays(last, 4),
    time: '11:00',
    exit: '124950',
    stop: '124900',
    playbookId: playbook.id,
    criteriaMet: [vwap],
  });
  const shots = process.env.WEEKLY_REVIEW_SHOTS;
  const project = test.info().project.name;
  if (shots) mkdirSync(shots, { recursive: true });
  await openWeek(page, last);
  await expect(page.getByRole('region', { name: T.questions.title })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  const playbooks = page.getByRole('region', { name: T.playbooks.title });
  await expect(playbooks.getByTestId('weekly-review-criteria')).toContainText(T.playbooks.bestCriterion);
  await expect(playbooks).toContainText(T.playbooks.worstCriterion);
  await playbooks.screenshot({ path: test.info().outputPath(`weekly-review-criteria-${project}.png`) });
  if (shots) {
    await page.screenshot({ path: `${shots}/weekly-review-${project}.png`, fullPage: true });
    if (project === 'desktop') {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/weekly-review-390.png`, fullPage: true });
    }
  }
});
