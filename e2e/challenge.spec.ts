import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatDate, formatDayMonth } from '../src/shared/format';
import { CHECK_ITEM_LABELS, CHALLENGE_DAY_STATE_LABELS as STATE } from '../src/shared/discipline/contract';
import { challengeText } from '../src/shared/i18n/challenge';
import { addDays } from '../src/shared/time/calendar-date';
import { wallClock } from '../src/shared/time/zoned-time';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';

const T = challengeText;
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const dayButtons = (page: Page) => page.getByRole('button', { name: /^Dia \d+, \d{2}\/\d{2}: / });
const dayButton = (page: Page, index: number, day: string, state: keyof typeof STATE) =>
  page.getByRole('button', {
    name: T.calendar.dayName(index, formatDayMonth(day), STATE[state]),
    exact: true,
  });
const checklistItem = (page: Page, label: string) =>
  page.getByRole('list', { name: T.day.listLabel }).getByRole('listitem').filter({ hasText: label });

/** A signed-in trader, and today and yesterday in their time zone (the challenge's days are local days). */
async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const res = await page.request.get('/api/trading-settings');
  expect(res.ok(), await res.text()).toBe(true);
  const { timezone } = (await res.json()) as { timezone: string };
  // A capital, so a 1% risk per trade means money (R$ 100) and a small stop is within the plan.
  const accounts = await page.request.get('/api/accounts');
  const [account] = ((await accounts.json()) as { accounts: { id: string }[] }).accounts;
  const patched = await page.request.patch(`/api/accounts/${account?.id}`, {
    headers: { origin: appOrigin },
    data: { startingCapital: '10.000,00' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const today = wallClock(Date.now(), timezone).date;
  return { user, today, yesterday: addDays(today, -1) };
}

async function startByApi(page: Page, startDate: string, customRules: string[] = []) {
  const res = await page.request.post('/api/challenge/start', {
    headers: { origin: appOrigin },
    data: { startDate, customRules },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openChallenge(page: Page) {
  await page.goto('/challenge');
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
}

test('starts a challenge from yesterday and passes yesterday with a journaled trade', async ({ page }) => {
  const { today, yesterday } = await signedIn(page, 'challenge-start');
  await openChallenge(page);
  for (const line of T.intro.lines) await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(T.history.empty)).toBeVisible();

  await page.getByLabel(T.start.startDate).fill(yesterday);
  await expect(page.getByText(T.start.startDateHint(formatDate(addDays(yesterday, 20))))).toBeVisible();
  await page.getByLabel(T.start.rule(1)).fill('Não operar nos primeiros 5 minutos');
  await page.getByRole('button', { name: T.start.submit }).click();
  await expect(toast(page, T.start.started)).toBeVisible();

  await expect(dayButtons(page)).toHaveCount(21);
  await expect(dayButton(page, 1, yesterday, 'failed')).toBeVisible();
  await expect(dayButton(page, 2, today, 'today')).toHaveAttribute('aria-current', 'date');
  await expect(dayButton(page, 3, addDays(today, 1), 'future')).toBeVisible();
  // Today's checklist is open first, with the trader's own rule as a checkbox.
  await expect(page.getByRole('heading', { name: new RegExp(`^Hoje · Dia 2`) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Não operar nos primeiros 5 minutos' })).not.toBeChecked();

  // Yesterday's trade: with a stop, an emotion and a note of 20+ characters.
  await seedTrade(page, {
    date: yesterday,
    stop: '124900',
    emotion: 'disciplinado',
    notes: 'Entrada no pullback da média, conforme o plano.',
  });
  await page.reload();
  await dayButton(page, 1, yesterday, 'failed').click();
  await expect(page.getByText(T.day.trades(1))).toBeVisible();
  await expect(checklistItem(page, CHECK_ITEM_LABELS.stops)).toContainText(T.day.done);
  await expect(checklistItem(page, CHECK_ITEM_LABELS.journaled)).toContainText(T.day.done);
  // No plan was written before it: one item missed. With the trader's own rule unticked the day has 5 of 7 items;
  // ticking it makes 6 of 7, and the day passes.
  await expect(checklistItem(page, CHECK_ITEM_LABELS['plan-before-trade'])).toContainText(T.day.notDone);
  await page.getByRole('checkbox', { name: 'Não operar nos primeiros 5 minutos' }).check();
  await expect(dayButton(page, 1, yesterday, 'passed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Não operar nos primeiros 5 minutos' })).toBeChecked();
  await expect(page.getByRole('region', { name: T.progress.title })).toContainText(T.progress.passed(1, 17));
  await expectNoSeriousViolations(page, [TOASTER]);
});

test("a past day without trades ticked 'Não operei' passes", async ({ page }) => {
  const { yesterday } = await signedIn(page, 'challenge-not-traded');
  await startByApi(page, yesterday);
  await openChallenge(page);
  await dayButton(page, 1, yesterday, 'failed').click();
  await expect(page.getByText(T.day.trades(0))).toBeVisible();
  const toggle = page.getByRole('switch', { name: T.day.didNotTrade });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(dayButton(page, 1, yesterday, 'not-traded')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('region', { name: T.progress.title })).toContainText(T.progress.passed(1, 17));
  // Read again from the server: it stays.
  await page.reload();
  await expect(dayButton(page, 1, yesterday, 'not-traded')).toBeVisible();
});

test("writing today's plan ticks the 'plano escrito' item, and the review saves the mood", async ({
  page,
}) => {
  const { today } = await signedIn(page, 'challenge-plan');
  await startByApi(page, today);
  await openChallenge(page);
  const routine = page.getByRole('region', { name: T.routine.title });
  await expect(routine.getByText(T.routine.plan.notWritten)).toBeVisible();
  await expect(checklistItem(page, CHECK_ITEM_LABELS['plan-before-trade'])).toContainText(
    T.day.notApplicable,
  );

  // The bias is required: the form says so before sending.
  await routine.getByRole('button', { name: T.routine.plan.submit }).click();
  await expect(routine.getByText('Escolha o viés do dia')).toBeVisible();
  await routine.getByRole('radio', { name: 'Alta' }).check();
  await routine.getByLabel(T.routine.plan.setups).fill('Rompimento da máxima do dia');
  await routine.getByLabel(T.routine.plan.maxLoss).fill('150,00');
  await routine.getByRole('button', { name: T.routine.plan.submit }).click();
  await expect(toast(page, T.routine.plan.saved)).toBeVisible();
  await expect(routine.getByText(/^Plano escrito às \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(checklistItem(page, CHECK_ITEM_LABELS['plan-before-trade'])).toContainText(T.day.done);

  await routine.getByLabel(T.routine.review.wentWell).fill('Respeitei o stop em todos os trades');
  await routine.getByRole('radio', { name: T.routine.review.moods[4], exact: true }).check();
  await routine.getByRole('button', { name: T.routine.review.submit }).click();
  await expect(toast(page, T.routine.review.saved)).toBeVisible();
  await page.reload();
  await expect(routine.getByRole('radio', { name: T.routine.review.moods[4], exact: true })).toBeChecked();
  await expect(routine.getByLabel(T.routine.plan.maxLoss)).toHaveValue('150,00');
});

test('day 1 with a passing day: every figure counts today, and says so', async ({ page }) => {
  const { today } = await signedIn(page, 'challenge-day-one');
  await startByApi(page, today);
  // The plan first, then a journaled trade with a stop within the plan: today passes as things stand.
  const plan = await page.request.put('/api/discipline/daily-plan', {
    headers: { origin: appOrigin },
    data: { bias: 'alta', setups: 'Rompimento' },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const res = await page.request.get('/api/trading-settings');
  const { timezone } = (await res.json()) as { timezone: string };
  await seedTrade(page, {
    date: today,
    time: wallClock(Date.now(), timezone).time.slice(0, 5),
    stop: '124950',
    emotion: 'disciplinado',
    notes: 'Entrada no pullback da média, conforme o plano.',
  });
  await openChallenge(page);
  await expect(page.getByText(T.day.passingToday, { exact: true })).toBeVisible();
  const progress = page.getByRole('region', { name: T.progress.title });
  // Not 'Sequência 1 dia' beside '0 de 17' and 'Semana 1 — Ainda não começou'.
  await expect(progress).toContainText(T.progress.passed(1, 17));
  await expect(progress.getByText(T.progress.countingToday, { exact: true })).toHaveCount(2);
  await expect(progress).toContainText(T.progress.todayNote);
  await expect(progress).toContainText(T.progress.streakValue(1));
  await expect(progress).toContainText(T.progress.streakHint('counted'));
  await expect(progress).toContainText(T.progress.weekHint(1, 1, 'counted'));
  await expect(progress).not.toContainText(T.progress.passed(0, 17));
  await expect(progress.getByText(T.progress.weekHint(0, 0))).toHaveCount(2);
});

test('gives up a challenge: it goes to the history and a new one can start', async ({ page }) => {
  const { today } = await signedIn(page, 'challenge-give-up');
  await startByApi(page, today);
  await openChallenge(page);
  await page.getByRole('button', { name: T.giveUp.button }).click();
  const dialog = page.getByRole('alertdialog', { name: T.giveUp.title });
  await expect(dialog).toContainText(T.giveUp.description(0));
  await dialog.getByRole('button', { name: T.giveUp.confirm }).click();
  await expect(toast(page, T.giveUp.done)).toBeVisible();
  const history = page.getByRole('list', { name: T.history.listLabel });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(T.history.status.abandoned);
  await expect(history).toContainText(formatDate(today));
  await expect(dayButtons(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.start.submit })).toBeVisible();
});

test('the challenge page at every width @layout', { tag: '@layout' }, async ({ page }) => {
  const { today, yesterday } = await signedIn(page, 'challenge-layout');
  const shots = process.env.CHALLENGE_SHOTS;
  const project = test.info().project.name;
  if (shots) mkdirSync(shots, { recursive: true });

  await openChallenge(page);
  await expect(page.getByRole('button', { name: T.start.submit })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  if (shots) await page.screenshot({ path: `${shots}/challenge-start-${project}.png`, fullPage: true });

  await startByApi(page, addDays(today, -3), [
    'Não operar nos primeiros 5 minutos',
    'Revisar os trades à noite',
  ]);
  await seedTrade(page, {
    date: yesterday,
    stop: '124900',
    emotion: 'calmo',
    notes: 'Segui o plano do dia à risca.',
  });
  await seedTrade(page, { date: addDays(today, -2) });
  const marked = await page.request.put(`/api/challenge/days/${yesterday}`, {
    headers: { origin: appOrigin },
    data: { rulesDone: [0, 1] },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
  await openChallenge(page);
  await expect(dayButtons(page)).toHaveCount(21);
  await expect(dayButton(page, 3, yesterday, 'passed')).toBeVisible();
  await expect(dayButton(page, 2, addDays(today, -2), 'failed')).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  if (shots) {
    await page.screenshot({ path: `${shots}/challenge-active-${project}.png`, fullPage: true });
    if (project === 'desktop')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(dayButtons(page)).toHaveCount(21);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${shots}/challenge-active-${width}.png`, fullPage: true });
        for (const region of [T.calendar.title, T.routine.title])
          await page
            .getByRole('region', { name: region })
            .screenshot({ path: `${shots}/challenge-${width}-${region.replace(/\W+/g, '-')}.png` });
      }
  }
});
