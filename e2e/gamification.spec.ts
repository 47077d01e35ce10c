import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { GamificationDto } from '../src/shared/gamification/contract';
import { GOAL_KIND_LABELS } from '../src/shared/gamification/goals';
import { breathing } from '../src/shared/i18n/breathing';
import { gamificationText } from '../src/shared/i18n/gamification-page';
import { tradesText } from '../src/shared/i18n/trades';
import { addDays } from '../src/shared/time/calendar-date';
import { wallClock } from '../src/shared/time/zoned-time';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { fillTradeDialog, seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = gamificationText;
const SHOTS = '/tmp/shots-gamclient';
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const NOTE = 'Entrada no pullback da média, conforme o plano do dia.';

/** A signed-in trader and their local today (XP days are the trader's days). */
async function signedIn(page: Page, label: string, access?: 'trial') {
  const user = await createUser(page.request, label, { whatsapp: '11987654321', access });
  await signInByApi(page, user);
  const res = await page.request.get('/api/trading-settings');
  expect(res.ok(), await res.text()).toBe(true);
  const { timezone } = (await res.json()) as { timezone: string };
  const now = wallClock(Date.now(), timezone);
  // A minute ago, so the trade is never in the future.
  const time = wallClock(Date.now() - 60_000, timezone).time.slice(0, 5);
  return { user, today: now.date, time };
}

/** A complete record: an emotion, a stop and a note of 20+ characters. */
const completeTrade = (today: string, time: string) => ({
  date: today,
  time,
  stop: '124900',
  emotion: 'calmo',
  notes: NOTE,
});

async function overview(page: Page): Promise<GamificationDto> {
  const res = await page.request.get('/api/gamification');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as GamificationDto;
}

async function openGamification(page: Page) {
  await page.goto('/gamification');
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
}

test('journals a complete trade in another tab and sees the XP and the achievement arrive live', async ({
  page,
  context,
}) => {
  await signedIn(page, 'gam-live');
  await openGamification(page);

  // A new trader: level 1, 0 XP, and the empty states that explain how XP is earned.
  await expect(page.getByRole('heading', { name: T.level.heading(1, 'Iniciante') })).toBeVisible();
  await expect(page.getByText(T.level.total(0))).toBeVisible();
  const bar = page.getByRole('progressbar', { name: T.level.barLabel(2) });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByText(T.level.toNext(100, 2, 'Aprendiz'))).toBeVisible();
  await expect(page.getByRole('heading', { name: T.history.howTitle })).toBeVisible();
  await expect(page.getByText(T.goals.empty)).toBeVisible();
  const total = (await overview(page)).achievements.length;
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(page.getByTestId('achievements-count')).toHaveText(T.achievements.count(0, total));
  await expect(page.getByRole('link', { name: T.badge.name(1, 'Iniciante', 0) })).toBeVisible();
  // The badge fits the phone's header without squeezing its controls.
  const pause = await page.getByRole('button', { name: breathing.open }).boundingBox();
  expect(pause?.width ?? 0).toBeGreaterThanOrEqual(40);

  // The trade goes through the app's form, in a second tab.
  const other = await context.newPage();
  await other.goto('/trades');
  await other.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = other.getByRole('dialog', { name: tradesText.form.createTitle });
  await fillTradeDialog(d, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125100' });
  await d.getByLabel(tradesText.form.stopRequired, { exact: true }).fill('124900');
  await d.getByLabel(tradesText.form.emotion).selectOption('calmo');
  await d.getByLabel(tradesText.form.notes).fill(NOTE);
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(other, tradesText.created)).toBeVisible();

  // The first tab was not reloaded: the stream brings the achievement, the XP and the history.
  await expect(toast(page, T.live.achievement)).toBeVisible();
  await expect(page.getByText(T.level.total(5))).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '5');
  const after = await overview(page);
  const [entry] = after.history;
  expect(entry).toMatchObject({ amount: 5, source: 'trade' });
  const history = section(page, T.history.title);
  await expect(history.getByRole('listitem').filter({ hasText: entry?.reason })).toContainText(
    T.history.amount(5),
  );
  const unlocked = after.achievements.filter((a) => a.unlocked);
  expect(unlocked.length).toBeGreaterThanOrEqual(1);
  await expect(toast(page, unlocked[0]?.title ?? '')).toBeVisible();
  await expect(page.getByTestId('achievements-count')).toHaveText(
    T.achievements.count(unlocked.length, total),
  );
  await expect(page.locator('[data-testid="achievement"][data-unlocked="true"]')).toHaveCount(
    unlocked.length,
  );
  await expect(page.getByRole('link', { name: T.badge.name(1, 'Iniciante', 5) })).toBeVisible();
  // Each event is shown once in a tab, not twice.
  await expect(toast(page, unlocked[0]?.title ?? '')).toHaveCount(1);
});

test('sets a goal met by today, sees it met with its XP, refuses a duplicate, and deletes another', async ({
  page,
}) => {
  const { today, time } = await signedIn(page, 'gam-goals');
  await seedTrade(page, completeTrade(today, time));
  await openGamification(page);
  await expect(page.getByText(T.level.total(5))).toBeVisible();

  const goals = section(page, T.goals.title);
  const createGoal = async (kind: string, target: string) => {
    await goals.getByRole('button', { name: T.goals.add }).click();
    const d = page.getByRole('dialog', { name: T.goals.form.createTitle });
    await d.getByLabel(T.goals.form.kind).selectOption({ label: kind });
    await d.getByLabel(T.goals.form.period).selectOption({ label: 'Semana' });
    await d.getByRole('textbox', { name: /^(Em quantos dias|Quantas pausas)/ }).fill(target);
    await d.getByRole('button', { name: T.goals.form.submitCreate }).click();
    return d;
  };

  // 'Registrar todos os trades em 1 dia' this week: today's complete trade meets it at once.
  const first = await createGoal(GOAL_KIND_LABELS['journal-every-trade'], '1');
  await expect(first).toBeHidden();
  // One toast for the moment: 'Meta cumprida!' (with whatever else it brought), not 'Meta criada' beside it.
  await expect(toast(page, T.live.goalMet)).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const met = goals.locator('[data-testid="goal"][data-state="met"]');
  await expect(met).toHaveCount(1);
  await expect(met).toContainText(T.goals.met(40));
  await expect(met).toContainText('1/1 dia');
  await expect(page.getByText(T.level.total(45))).toBeVisible();

  // The same kind and period again: the server refuses it, and the form says why.
  const again = await createGoal(GOAL_KIND_LABELS['journal-every-trade'], '2');
  await expect(again.getByLabel(T.goals.form.kind)).toHaveAttribute('aria-invalid', 'true');
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toBeHidden();

  // A goal not met yet, then deleted after confirming.
  await createGoal(GOAL_KIND_LABELS['daily-plans'], '3');
  const open = goals.locator('[data-testid="goal"][data-state="open"]');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('0/3 dias');
  await open.getByRole('button', { name: /^Excluir a meta / }).click();
  const confirm = page.getByRole('alertdialog', { name: T.goals.confirmTitle });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: /^Excluir a meta / }).click();
  await confirm.getByRole('button', { name: T.goals.confirm }).click();
  await expect(toast(page, T.goals.deleted)).toBeVisible();
  await expect(open).toHaveCount(0);
  await expect(goals.getByTestId('goal')).toHaveCount(1);
});

test('levels up live, and loads the older XP entries with "Carregar mais"', async ({ page }) => {
  const { today, time } = await signedIn(page, 'gam-history');
  // Complete trades on past days, at most 5 a day (the default plan's cap of trades a day, so each earns XP).
  const seed = async (from: number, to: number) => {
    for (let i = from; i < to; i++)
      await seedTrade(page, completeTrade(addDays(today, -5 + Math.floor(i / 5)), time));
  };
  await seed(0, 19);
  await openGamification(page);
  await expect(page.getByText(T.level.total(95))).toBeVisible();
  await expect(page.getByText(T.level.toNext(5, 2, 'Aprendiz'))).toBeVisible();

  // The 20th reaches 100 XP while the page is open: level 2, announced once, the badge follows.
  await seed(19, 22);
  await expect(toast(page, T.live.levelUp)).toContainText(T.live.levelUpDetail(2, 'Aprendiz'));
  await expect(page.getByRole('heading', { name: T.level.heading(2, 'Aprendiz') })).toBeVisible();
  await expect(page.getByText(T.level.total(110))).toBeVisible();
  await expect(page.getByRole('link', { name: T.badge.name(2, 'Aprendiz', 110) })).toHaveText(
    T.badge.short(2),
  );
  await expect(toast(page, T.live.levelUp)).toHaveCount(1);

  // 22 entries: the first page of 20, then the rest.
  const history = section(page, T.history.title);
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await history.getByRole('button', { name: T.history.loadMore }).click();
  await expect(history.getByRole('listitem')).toHaveCount(22);
  await expect(history.getByRole('button', { name: T.history.loadMore })).toBeHidden();
});

test('a page that could not be read says so and reads it again on "Tentar novamente"', async ({ page }) => {
  await signedIn(page, 'gam-error');
  // The overview fails (both tries of the query); the summary and everything else answer.
  await page.route('**/api/gamification', (route) =>
    route.fulfill({ status: 503, json: { code: 'INTERNAL' } }),
  );
  await page.goto('/gamification');
  await expect(page.getByText(T.loadError)).toBeVisible();
  await page.unroute('**/api/gamification');
  await page.getByRole('button', { name: T.retry }).click();
  await expect(page.getByRole('heading', { name: T.level.heading(1, 'Iniciante') })).toBeVisible();
});

test('the page with some data fits the screen and passes axe', { tag: '@layout' }, async ({ page }, info) => {
  // On its trial: the header also carries the trial chip, its most crowded state.
  const { today, time } = await signedIn(page, 'gam-layout', 'trial');
  await seedTrade(page, completeTrade(today, time));
  await seedTrade(page, {
    ...completeTrade(today, time),
    instrument: 'WDO',
    entry: '5000',
    exit: '5010',
    stop: '4990',
  });
  const goal = await page.request.post('/api/gamification/goals', {
    headers: { origin: appOrigin },
    data: { kind: 'daily-plans', period: 'week', target: 3 },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  await openGamification(page);
  await expect(page.getByText(T.level.total(10))).toBeVisible();
  await expect(page.getByTestId('goal')).toHaveCount(1);
  await expect(page.getByTestId('trial-chip')).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  const widths =
    info.project.name === 'phone' ? [360, 390] : info.project.name === 'desktop' ? [1440, 1280] : [768];
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
    await expectNoSidewaysScroll(page, `/gamification at ${width}px`);
    // The header's controls keep their size (none squeezed by the badge); on a phone with the trial chip the badge
    // moves to the menu.
    const pause = await page.getByRole('button', { name: breathing.open }).boundingBox();
    expect(pause?.width ?? 0, `pause button at ${width}px`).toBeGreaterThanOrEqual(40);
    if (width >= 640) await expect(page.getByTestId('level-badge')).toBeVisible();
    else await expect(page.getByTestId('level-badge')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/gamification-${width}.png`, fullPage: true });
    await page.screenshot({
      path: `${SHOTS}/gamification-header-${width}.png`,
      clip: { x: 0, y: 0, width, height: 80 },
    });
  }
  await expectNoSeriousViolations(page, [TOASTER]);

  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Mais', exact: true }).click();
    await expect(page.getByRole('link', { name: T.badge.name(1, 'Iniciante', 10) })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  await page.getByRole('button', { name: T.goals.add }).click();
  await expect(page.getByRole('dialog', { name: T.goals.form.createTitle })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/gamification-goal-dialog-${widths.at(-1)}.png` });
});
