import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  rankingApi,
  type RankingBoardDto,
  type RankingMeDto,
  type RankingPeriod,
  type RankingScope,
} from '../src/shared/gamification/contract';
import { BOARD_MIN_PARTICIPANTS } from '../src/shared/gamification/rules';
import { errorMessages } from '../src/shared/i18n/errors';
import { rankingText } from '../src/shared/i18n/ranking';
import { addDays } from '../src/shared/time/calendar-date';
import { wallClock } from '../src/shared/time/zoned-time';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = rankingText;
const B = T.board;
const ZONE = 'America/Sao_Paulo';
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
/** The board's lines on screen (the phone's list or the wide table, whichever the width shows). */
const rows = (page: Page) => page.getByTestId('ranking-row').filter({ visible: true });
const rowOf = (page: Page, nickname: string) => rows(page).filter({ hasText: nickname });
/** Short and unique: nicknames are at most 20 characters. */
const uniqueTag = () => `r${Math.random().toString(36).slice(2, 8)}`;

/** BOARD_MIN_PARTICIPANTS opted-in, eligible participants made by the server's fixture; their nicknames. */
async function seedParticipants(request: APIRequestContext, tag: string, schoolId?: string) {
  const res = await request.post('/api/testing/ranking/participants', {
    headers: { origin: appOrigin },
    data: { count: BOARD_MIN_PARTICIPANTS, tag, schoolId },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { nicknames: string[] };
  expect(body.nicknames).toHaveLength(BOARD_MIN_PARTICIPANTS);
  return body.nicknames;
}

/**
 * A signed-in trader with 10 complete trades, each with a stop, on 8 different days of the last 30 in their zone
 * (yesterday and the 7 days before it): eligible for the ranking.
 */
async function eligibleTrader(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321', timezone: ZONE });
  await signInByApi(page, user);
  const today = wallClock(Date.now(), ZONE).date;
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, -(i + 1)));
  for (const [i, date] of [...days, ...days.slice(0, 2)].entries())
    await seedTrade(page, {
      date,
      time: `10:${String(10 + i).padStart(2, '0')}`,
      stop: '124900',
      emotion: 'calmo',
      notes: 'Segui o plano do dia e respeitei o stop.',
    });
  return user;
}

async function apiJson<D>(request: APIRequestContext, path: string): Promise<{ text: string; body: D }> {
  const res = await request.get(path);
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return { text, body: JSON.parse(text) as D };
}

const boardPath = (scope: RankingScope, period: RankingPeriod) =>
  `${rankingApi.board}?scope=${scope}&period=${period}`;

async function joinByApi(request: APIRequestContext, nickname: string) {
  const res = await request.put(rankingApi.me, { headers: { origin: appOrigin }, data: { nickname } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a trader sees their discipline score, joins with a nickname, finds their position, and leaves the board', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const first = `${tag}-eu`;
  const nickname = `${tag}-ok`;

  // A school whose board holds this test's participants only (the global board is shared by the whole run).
  const admin = await createUser(request, 'rk-admin', { role: 'admin', whatsapp: '11987654321' });
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: appOrigin },
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const created = await request.post('/api/admin/schools', {
    headers: { origin: appOrigin },
    data: { name: `Escola ${tag}`, slug: `escola-${tag}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { school } = (await created.json()) as { school: { id: string; inviteCode: string } };
  const participants = await seedParticipants(request, tag, school.id);

  await eligibleTrader(page, 'rk-trader');
  const joined = await page.request.post('/api/me/school/join', {
    headers: { origin: appOrigin },
    data: { token: school.inviteCode },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  // Their own score, private, before taking part: the four parts and the eligibility.
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  const own = page.getByRole('region', { name: T.score.title });
  await expect(own.getByTestId('score-part-stops')).toContainText(T.score.parts.stops.label);
  await expect(own.getByTestId('score-part-stops')).toContainText(T.score.partValue('100'));
  await expect(own.getByTestId('eligibility')).toContainText(T.score.eligibleTitle);
  await expect(own.getByTestId('eligibility')).toContainText(T.score.activity(10, 8));
  await expect(page.getByRole('region', { name: T.how.title })).toBeVisible();

  // Off by default: the nickname form. An email is refused here, a taken nickname (in any case) by the server.
  const join = page.getByRole('region', { name: T.join.title });
  const field = join.getByLabel(T.join.nickname);
  await field.fill('eu@mail.com');
  await join.getByRole('button', { name: T.join.submit }).click();
  await expect(join.getByRole('alert')).toHaveText('O apelido não pode ser um e-mail');
  await field.fill((participants[0] ?? '').toUpperCase());
  await join.getByRole('button', { name: T.join.submit }).click();
  await expect(join.getByRole('alert')).toHaveText(errorMessages.NICKNAME_TAKEN);
  await expect(field).toBeFocused();

  await field.fill(first);
  await join.getByRole('button', { name: T.join.submit }).click();
  await expect(toast(page, T.join.done)).toBeVisible();
  const board = page.getByRole('region', { name: B.title });
  await expect(board.getByText(B.youAre(first))).toBeVisible();

  // The global board: their line, highlighted, in the top or under it, with their position.
  await expect(rowOf(page, first)).toHaveAttribute('aria-current', 'true');
  const global = await apiJson<RankingBoardDto>(page.request, boardPath('global', '30d'));
  expect(global.body.me?.nickname).toBe(first);
  await expect(board.getByTestId('my-position')).toHaveText(B.myPosition(global.body.me?.position ?? 0));

  // 'Minha escola': this school's participants and the trader, nothing else; the board is in the URL.
  await board.getByRole('tab', { name: B.scopes.school }).click();
  await expect(page).toHaveURL(/[?&]scope=school/);
  await expect(rows(page)).toHaveCount(BOARD_MIN_PARTICIPANTS + 1);
  for (const other of participants) await expect(rowOf(page, other)).toHaveCount(1);
  const mine = await apiJson<RankingBoardDto>(page.request, boardPath('school', '30d'));
  await expect(board.getByTestId('my-position')).toHaveText(B.myPosition(mine.body.me?.position ?? 0));
  await expect(rowOf(page, first)).toContainText(B.position(mine.body.me?.position ?? 0));
  await expectNoSeriousViolations(page, [TOASTER]);

  await board.getByRole('button', { name: B.periods.all }).click();
  await expect(page).toHaveURL(/[?&]period=all/);
  await expect(board.getByRole('button', { name: B.periods.all })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowOf(page, first)).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: B.scopes.school })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, first)).toBeVisible();

  // 'Alterar apelido': the new one replaces the old on the board at once.
  await board.getByRole('button', { name: T.rename.open }).click();
  const rename = page.getByRole('dialog', { name: T.rename.title });
  await expect(rename.getByLabel(T.join.nickname)).toHaveValue(first);
  await expectNoSeriousViolations(page, [TOASTER]);
  await rename.getByLabel(T.join.nickname).fill(nickname);
  await rename.getByRole('button', { name: T.rename.submit }).click();
  await expect(toast(page, T.rename.done)).toBeVisible();
  await expect(rename).toHaveCount(0);
  await expect(board.getByText(B.youAre(nickname))).toBeVisible();
  await expect(rowOf(page, nickname)).toHaveAttribute('aria-current', 'true');
  await expect(rowOf(page, first)).toHaveCount(0);

  // Another student of the school, taking part, sees the trader on the school's board.
  const otherContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: appOrigin });
  const observer = await otherContext.newPage();
  try {
    const watcher = await createUser(observer.request, 'rk-observer', { whatsapp: '11987654322' });
    await signInByApi(observer, watcher);
    const watcherJoined = await observer.request.post('/api/me/school/join', {
      headers: { origin: appOrigin },
      data: { token: school.inviteCode },
    });
    expect(watcherJoined.ok(), await watcherJoined.text()).toBe(true);
    await joinByApi(observer.request, `${tag}-obs`);
    await observer.goto('/ranking?scope=school');
    await expect(rowOf(observer, nickname)).toBeVisible();
    await expect(rowOf(observer, nickname)).not.toHaveAttribute('aria-current', 'true');

    // Leaving, after the confirmation: off every board at once, the nickname kept for a return.
    await board.getByRole('button', { name: T.leave.open }).click();
    const confirm = page.getByRole('alertdialog', { name: T.leave.title });
    await expect(confirm).toContainText(T.leave.description);
    await confirm.getByRole('button', { name: T.leave.confirm }).click();
    await expect(toast(page, T.leave.done)).toBeVisible();
    await expect(page.getByRole('region', { name: T.join.title }).getByLabel(T.join.nickname)).toHaveValue(
      nickname,
    );
    await expect(page.getByTestId('ranking-row')).toHaveCount(0);

    const me = await apiJson<RankingMeDto>(page.request, rankingApi.me);
    expect(me.body).toMatchObject({ optedIn: false, nickname });
    for (const client of [page.request, observer.request])
      for (const scope of ['global', 'school'] as const)
        for (const period of ['30d', 'all'] as const) {
          const answer = await apiJson<RankingBoardDto>(client, boardPath(scope, period));
          expect(answer.text).not.toContain(nickname);
          expect(answer.text).not.toContain(first);
        }
    await observer.reload();
    await expect(rowOf(observer, participants[0] ?? '')).toBeVisible();
    await expect(rowOf(observer, nickname)).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test('the ranking page at every width @layout', { tag: '@layout' }, async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const shots = process.env.RANKING_SHOTS;
  const project = test.info().project.name;
  if (shots) mkdirSync(shots, { recursive: true });
  await seedParticipants(request, tag);
  await eligibleTrader(page, 'rk-layout');

  await page.goto('/ranking');
  await expect(page.getByRole('button', { name: T.join.submit })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  if (shots) await page.screenshot({ path: `${shots}/ranking-join-${project}.png`, fullPage: true });

  await joinByApi(page.request, `${tag}-eu`);
  await page.reload();
  await expect(rowOf(page, `${tag}-eu`)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  if (shots) {
    await page.screenshot({ path: `${shots}/ranking-board-${project}.png` });
    if (project === 'desktop')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(rowOf(page, `${tag}-eu`)).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${shots}/ranking-top-${width}.png` });
        await rowOf(page, `${tag}-eu`).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/ranking-me-${width}.png` });
      }
  }
});
