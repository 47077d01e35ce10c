import { expect, type Page, test } from '@playwright/test';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { settingsText } from '../src/shared/i18n/settings';
import { tradesText } from '../src/shared/i18n/trades';
import { METRIC_EXPLANATIONS } from '../src/shared/trading/metrics/explanations';
import { PERIOD_LABELS } from '../src/shared/i18n/periods';
import { wallClock } from '../src/shared/time/zoned-time';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * The dashboard against the real server: trades are stored through the API, and every expected figure is
 * computed here, from the trades the test created, with a plain reference written below (not the app's engine).
 */
const M = dashboardText.metrics;
const TZ = 'America/Sao_Paulo';

interface SeedTrade {
  date: string;
  time: string;
  type: 'compra' | 'venda';
  contracts: number;
  /** Realised points per contract (positive = a gain). WIN: R$ 0,20 per point per contract. */
  points: number;
  /** Costs in reais. */
  costs?: number;
  instrument?: 'WIN' | 'WDO' | 'NQ';
  emotion?: string;
  mep?: number;
  men?: number;
}

const POINT_CENTS = { WIN: 20, WDO: 1000, NQ: 2000 } as const;
const ENTRY = { WIN: 125000, WDO: 5500, NQ: 21000 } as const;
const pnlCents = (t: SeedTrade) =>
  Math.round(t.points * POINT_CENTS[t.instrument ?? 'WIN'] * t.contracts - (t.costs ?? 0) * 100);

async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  return user;
}

async function seed(page: Page, trade: SeedTrade) {
  const instrument = trade.instrument ?? 'WIN';
  const entry = ENTRY[instrument];
  const exit = trade.type === 'compra' ? entry + trade.points : entry - trade.points;
  const res = await page.request.post('/api/trades', {
    headers: { origin: appOrigin },
    data: {
      date: trade.date,
      time: trade.time,
      type: trade.type,
      contracts: trade.contracts,
      instrument,
      entry: String(entry),
      exit: String(exit),
      costs: (trade.costs ?? 0).toFixed(2),
      ...(trade.emotion ? { emotion: trade.emotion } : {}),
      ...(trade.mep !== undefined ? { mep: String(trade.mep) } : {}),
      ...(trade.men !== undefined ? { men: String(trade.men) } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Gives the user's default account a starting capital (the base of the drawdown %). */
async function setStartingCapital(page: Page, reais: number) {
  const res = await page.request.get('/api/accounts');
  const body = (await res.json()) as
    { id: string; isDefault: boolean }[] | { accounts: { id: string; isDefault: boolean }[] };
  const accounts = Array.isArray(body) ? body : body.accounts;
  const account = accounts.find((a) => a.isDefault) ?? accounts[0];
  expect(account).toBeTruthy();
  const patch = await page.request.patch(`/api/accounts/${account?.id}`, {
    headers: { origin: appOrigin },
    data: { startingCapital: reais.toFixed(2) },
  });
  expect(patch.status(), await patch.text()).toBe(200);
}

// ---- Dates in the user's time zone (the server's default, America/Sao_Paulo). ----
function todayParts() {
  const [y = 1970, m = 1, d = 1] = wallClock(new Date(), TZ).date.split('-').map(Number);
  return { y, m, d };
}
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
/** Day `d` of this month, never after today (so "Este mês" holds it whatever day the test runs). */
const thisMonth = (d: number) => {
  const t = todayParts();
  return ymd(t.y, t.m, Math.min(d, t.d));
};
const lastMonth = (d: number) => {
  const t = todayParts();
  return ymd(t.y, t.m - 1, d);
};
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// ---- The reference: each figure the cards show, the obvious way. ----
const moneyFmt = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (cents: number) => moneyFmt.format(Math.round(cents) / 100);
const pctFmt = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFmt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function expectedFigures(trades: SeedTrade[], capitalCents: number) {
  const sorted = [...trades].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const pnls = sorted.map(pnlCents);
  const wins = pnls.filter((p) => p > 0);
  const losses = pnls.filter((p) => p < 0);
  const breakevens = pnls.filter((p) => p === 0).length;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const total = sum(pnls);
  const gross = sum(wins);
  const loss = sum(losses);
  let streak = 0;
  for (let k = pnls.length - 1; k >= 0; k--) {
    const p = pnls[k] ?? 0;
    if (p === 0) break;
    if (streak === 0) streak = p > 0 ? 1 : -1;
    else if (Math.sign(p) === Math.sign(streak)) streak += Math.sign(p);
    else break;
  }
  let equity = 0;
  let peak = 0;
  let maxDd = 0;
  let maxDdPct = 0;
  for (const p of pnls) {
    equity += p;
    peak = Math.max(peak, equity);
    maxDd = Math.max(maxDd, peak - equity);
    maxDdPct = Math.max(maxDdPct, (peak - equity) / (capitalCents + peak));
  }
  const avgWin = gross / wins.length;
  const avgLoss = loss / losses.length;
  return {
    count: pnls.length,
    totalPnl: money(total),
    winRate: pctFmt.format(wins.length / (wins.length + losses.length)),
    winRateSub: M.winRateSub(wins.length, losses.length, breakevens),
    profitFactor: losses.length ? ratioFmt.format(gross / -loss) : '∞',
    expectancy: money(total / pnls.length),
    averageWin: money(avgWin),
    averageLoss: money(avgLoss),
    payoff: ratioFmt.format(avgWin / -avgLoss),
    streak: streak > 0 ? M.streakWins(streak) : streak < 0 ? M.streakLosses(-streak) : M.streakNone,
    maxDrawdown: money(-maxDd),
    // A drawdown reads negative everywhere (card, curve, insight): money and %.
    maxDrawdownPct: M.maxDrawdownSub(pctFmt.format(maxDdPct > 0 ? -maxDdPct : 0)),
  };
}

const card = (page: Page, id: string) => page.getByTestId(`metric-${id}`);
const value = (page: Page, id: string) => card(page, id).getByTestId('metric-value');

async function expectCards(page: Page, f: ReturnType<typeof expectedFigures>) {
  await expect(value(page, 'total-trades')).toHaveText(String(f.count));
  await expect(value(page, 'total-pnl')).toHaveText(f.totalPnl);
  await expect(value(page, 'win-rate')).toHaveText(f.winRate);
  await expect(card(page, 'win-rate')).toContainText(f.winRateSub);
  await expect(value(page, 'profit-factor')).toHaveText(f.profitFactor);
  await expect(value(page, 'expectancy')).toHaveText(f.expectancy);
  await expect(value(page, 'average-win')).toHaveText(f.averageWin);
  await expect(value(page, 'average-loss')).toHaveText(f.averageLoss);
  await expect(value(page, 'payoff')).toHaveText(f.payoff);
  await expect(value(page, 'current-streak')).toHaveText(f.streak);
  await expect(value(page, 'max-drawdown')).toHaveText(f.maxDrawdown);
  await expect(card(page, 'max-drawdown').getByTestId('max-drawdown-pct')).toHaveText(f.maxDrawdownPct);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 640;

/** Phones pick the period from a select; wider screens from a row of buttons. */
async function choosePreset(page: Page, label: string) {
  if (isPhone(page))
    await page.getByRole('combobox', { name: dashboardText.filters.period }).selectOption({ label });
  else await page.getByRole('button', { name: label, exact: true }).click();
}

async function expectPreset(page: Page, label: string) {
  if (isPhone(page))
    await expect(page.getByRole('combobox', { name: dashboardText.filters.period })).toHaveValue(
      Object.entries(PERIOD_LABELS).find(([, l]) => l === label)?.[0] ?? '',
    );
  else
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
}

const THIS_MONTH: SeedTrade[] = [
  {
    date: thisMonth(2),
    time: '10:00',
    type: 'compra',
    contracts: 2,
    points: 150,
    emotion: 'calmo',
    mep: 200,
    men: 40,
  },
  {
    date: thisMonth(3),
    time: '10:30',
    type: 'venda',
    contracts: 1,
    points: -200,
    emotion: 'ansioso',
    mep: 30,
    men: 220,
  },
  {
    date: thisMonth(5),
    time: '11:00',
    type: 'compra',
    contracts: 1,
    points: 300,
    emotion: 'disciplinado',
    mep: 350,
    men: 50,
  },
  {
    date: thisMonth(8),
    time: '14:00',
    type: 'compra',
    contracts: 3,
    points: -100,
    emotion: 'ansioso',
    mep: 20,
    men: 150,
  },
  { date: thisMonth(9), time: '09:30', type: 'venda', contracts: 1, points: 250, emotion: 'calmo' },
  { date: thisMonth(12), time: '15:00', type: 'compra', contracts: 1, points: 100 },
];
const LAST_MONTH: SeedTrade[] = [
  { date: lastMonth(3), time: '10:00', type: 'compra', contracts: 1, points: -150, emotion: 'frustrado' },
  { date: lastMonth(10), time: '11:00', type: 'venda', contracts: 2, points: -50 },
  // +10 points on WIN = R$ 2,00, minus R$ 2,00 of costs: a breakeven.
  { date: lastMonth(17), time: '10:00', type: 'compra', contracts: 1, points: 10, costs: 2 },
  { date: lastMonth(20), time: '12:00', type: 'compra', contracts: 1, points: 100, emotion: 'confiante' },
];
const CAPITAL_REAIS = 10_000;

test('shows the right figures on every card for "Este mês" and "Mês passado"', async ({ page }) => {
  await signedIn(page, 'dash-figures');
  await setStartingCapital(page, CAPITAL_REAIS);
  for (const t of [...LAST_MONTH, ...THIS_MONTH]) await seed(page, t);

  await page.goto('/dashboard');
  await expectPreset(page, PERIOD_LABELS['this-month']);
  const t = todayParts();
  const monthEnd = ymd(t.y, t.m + 1, 0);
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range(br(ymd(t.y, t.m, 1)), br(monthEnd)),
  );
  await expectCards(page, expectedFigures(THIS_MONTH, CAPITAL_REAIS * 100));
  // The last trades of the period, newest first, and the curve's summary.
  const last = page.getByTestId('last-trades');
  await expect(last.getByRole('button', { name: /^Editar trade WIN/ })).toHaveCount(THIS_MONTH.length);
  await expect(page.getByTestId('equity-summary')).toContainText(`${THIS_MONTH.length} trades`);
  await expect(page.getByTestId('costliest-emotion')).toContainText('Ansioso');
  // Each card explains its formula, from a button (keyboard and touch alike).
  await card(page, 'win-rate')
    .getByRole('button', { name: M.infoLabel(M.winRate) })
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: METRIC_EXPLANATIONS.winRate })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choosePreset(page, PERIOD_LABELS['last-month']);
  await expect(page).toHaveURL(/preset=last-month/);
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range(br(lastMonth(1)), br(ymd(t.y, t.m, 0))),
  );
  await expectCards(page, expectedFigures(LAST_MONTH, CAPITAL_REAIS * 100));
  await expect(last.getByRole('button', { name: /^Editar trade WIN/ })).toHaveCount(LAST_MONTH.length);
});

test('a trade registered in another tab updates the cards and the curve without a reload', async ({
  page,
  context,
}) => {
  await signedIn(page, 'dash-realtime');
  const first = THIS_MONTH.slice(0, 2);
  for (const t of first) await seed(page, t);
  await page.goto('/dashboard');
  await expect(value(page, 'total-trades')).toHaveText('2');
  await expect(page.getByTestId('equity-summary')).toContainText('2 trades');
  // Marks the document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  const other = await context.newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = other.getByRole('dialog', { name: tradesText.form.createTitle });
  await d.getByLabel(tradesText.form.instrument).fill('WIN');
  await d.getByLabel(tradesText.form.contracts).fill('1');
  await d.getByLabel(tradesText.form.entry).fill('125000');
  await d.getByLabel(tradesText.form.exit).fill('125500');
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(d).toBeHidden();
  // The tab that registered it updates too.
  await expect(value(other, 'total-trades')).toHaveText('3');

  // +500 points on one WIN contract = R$ 100,00.
  const total = first.reduce((s, t) => s + pnlCents(t), 0) + 10_000;
  await expect(value(page, 'total-trades')).toHaveText('3');
  await expect(value(page, 'total-pnl')).toHaveText(money(total));
  await expect(page.getByTestId('equity-summary')).toContainText('3 trades');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await other.close();
});

test('a new trader sees the empty state, which leads to registering or importing', async ({ page }) => {
  await signedIn(page, 'dash-empty');
  await page.goto('/dashboard');
  const empty = page.getByTestId('dashboard-empty');
  await expect(empty.getByRole('heading', { name: dashboardText.empty.title })).toBeVisible();
  await expect(empty.getByRole('link', { name: dashboardText.empty.import })).toHaveAttribute(
    'href',
    '/trades/import',
  );
  await empty.getByRole('button', { name: dashboardText.empty.register }).click();
  const d = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await d.getByLabel(tradesText.form.instrument).fill('WIN');
  await d.getByLabel(tradesText.form.entry).fill('125000');
  await d.getByLabel(tradesText.form.exit).fill('125100');
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(d).toBeHidden();
  await expect(empty).toBeHidden();
  await expect(value(page, 'total-trades')).toHaveText('1');
  await expect(value(page, 'total-pnl')).toHaveText(money(2000));
});

test('a period without trades says so and offers the whole period', async ({ page }) => {
  await signedIn(page, 'dash-none');
  await seed(page, LAST_MONTH[0] as SeedTrade);
  await page.goto('/dashboard?preset=custom&from=2020-01-01&to=2020-01-31');
  const none = page.getByTestId('dashboard-none-in-period');
  await expect(none.getByRole('heading', { name: dashboardText.noneInPeriod.title })).toBeVisible();
  await expect(page.getByTestId('dashboard-empty')).toHaveCount(0);
  await none.getByRole('link', { name: dashboardText.noneInPeriod.allTime }).click();
  await expect(page).toHaveURL(/preset=all/);
  await expect(value(page, 'total-trades')).toHaveText('1');
});

test('a custom range from the URL and from the date inputs', async ({ page }) => {
  await signedIn(page, 'dash-custom');
  const trades: SeedTrade[] = [
    { date: '2025-03-03', time: '10:00', type: 'compra', contracts: 1, points: 100 },
    { date: '2025-03-10', time: '10:00', type: 'compra', contracts: 1, points: -50 },
    { date: '2025-03-20', time: '10:00', type: 'venda', contracts: 2, points: 75 },
    { date: '2025-04-02', time: '10:00', type: 'compra', contracts: 1, points: 200 },
  ];
  for (const t of trades) await seed(page, t);

  await page.goto('/dashboard?preset=custom&from=2025-03-01&to=2025-03-15');
  await expectPreset(page, PERIOD_LABELS.custom);
  await expect(page.getByTestId('period-range')).toHaveText(
    dashboardText.filters.range('01/03/2025', '15/03/2025'),
  );
  // No starting capital on the account: the drawdown % says so instead of dividing by zero.
  await expectCards(page, {
    ...expectedFigures(trades.slice(0, 2), 0),
    maxDrawdownPct: M.maxDrawdownNoCapital,
  });

  // Widen the range with the inputs: the URL follows, and a reload keeps it.
  await page.getByLabel(dashboardText.filters.to, { exact: true }).fill('2025-04-30');
  await expect(page).toHaveURL(/from=2025-03-01&to=2025-04-30/);
  await expect(value(page, 'total-trades')).toHaveText('4');
  await expect(value(page, 'total-pnl')).toHaveText(expectedFigures(trades, 0).totalPnl);
  await page.getByLabel(dashboardText.filters.from, { exact: true }).fill('2025-03-15');
  await expect(value(page, 'total-trades')).toHaveText('2');
  await page.reload();
  await expect(page.getByLabel(dashboardText.filters.from, { exact: true })).toHaveValue('2025-03-15');
  await expect(page.getByLabel(dashboardText.filters.to, { exact: true })).toHaveValue('2025-04-30');
  await expect(value(page, 'total-trades')).toHaveText('2');
  await expect(value(page, 'total-pnl')).toHaveText(expectedFigures(trades.slice(2), 0).totalPnl);

  // An inverted range is refused on the page, with the reason.
  await page.getByLabel(dashboardText.filters.from, { exact: true }).fill('2025-05-10');
  await expect(page.getByText(dashboardText.filters.invalidRange)).toBeVisible();

  // Choosing "Personalizado" from another preset starts from the dates on screen.
  await page.goto('/dashboard?preset=all');
  await expect(value(page, 'total-trades')).toHaveText('4');
  await choosePreset(page, PERIOD_LABELS.custom);
  await expect(page.getByLabel(dashboardText.filters.from, { exact: true })).toBeVisible();
  await page.getByLabel(dashboardText.filters.from, { exact: true }).fill('2025-03-05');
  await page.getByLabel(dashboardText.filters.to, { exact: true }).fill('2025-03-25');
  await expect(page).toHaveURL(/preset=custom&from=2025-03-05&to=2025-03-25/);
  await expect(value(page, 'total-trades')).toHaveText('2');
});

test('the URL keeps the period, account and instrument across a reload @layout', async ({ page }) => {
  await signedIn(page, 'dash-url');
  await seed(page, { date: lastMonth(5), time: '10:00', type: 'compra', contracts: 1, points: 100 });
  await seed(page, {
    date: lastMonth(6),
    time: '10:00',
    type: 'compra',
    contracts: 1,
    points: 10,
    instrument: 'WDO',
  });
  await seed(page, { date: thisMonth(1), time: '10:00', type: 'compra', contracts: 1, points: 300 });
  await page.goto('/dashboard');
  await choosePreset(page, PERIOD_LABELS['last-month']);
  await expect(value(page, 'total-trades')).toHaveText('2');
  await page.getByLabel(dashboardText.filters.instrument, { exact: true }).selectOption('WDO');
  await expect(page).toHaveURL(/preset=last-month/);
  await expect(page).toHaveURL(/instrument=WDO/);
  await expect(value(page, 'total-trades')).toHaveText('1');
  await expect(value(page, 'total-pnl')).toHaveText(money(10_000));
  const account = page.getByLabel(dashboardText.filters.account, { exact: true });
  const accountId = await account.locator('option').nth(1).getAttribute('value');
  await account.selectOption(accountId ?? '');
  await expect(page).toHaveURL(new RegExp(`account=${accountId}`));

  await page.reload();
  await expectPreset(page, PERIOD_LABELS['last-month']);
  await expect(page.getByLabel(dashboardText.filters.instrument, { exact: true })).toHaveValue('WDO');
  await expect(account).toHaveValue(accountId ?? '');
  await expect(value(page, 'total-trades')).toHaveText('1');
  await expect(value(page, 'total-pnl')).toHaveText(money(10_000));
});

test('opens a last trade in the edit dialog from the dashboard', async ({ page }) => {
  await signedIn(page, 'dash-edit');
  await seed(page, { date: thisMonth(1), time: '10:15', type: 'compra', contracts: 1, points: 100 });
  await page.goto('/dashboard');
  await page
    .getByTestId('last-trades')
    .getByRole('button', { name: /^Editar trade WIN/ })
    .click();
  const d = page.getByRole('dialog', { name: tradesText.form.editTitle });
  await expect(d.getByLabel(tradesText.form.entry)).toHaveValue('125000');
  await d.getByLabel(tradesText.form.exit).fill('125200');
  await d.getByRole('button', { name: tradesText.form.submitEdit }).click();
  await expect(d).toBeHidden();
  await expect(value(page, 'total-pnl')).toHaveText(money(4000));
});

// ---- The dashboard as a trader reads it: big amounts, phones, drawdown, MEP/MEN, emotions. ----

/** March 2025, in reais: a day of +R$ 1.434,50, one of -R$ 12.345,67 and one of +R$ 9.850,00 (WDO: R$ 10 a point). */
const BIG_DAYS: SeedTrade[] = [
  {
    date: '2025-03-03',
    time: '10:00',
    type: 'compra',
    contracts: 1,
    points: 143.5,
    costs: 0.5,
    instrument: 'WDO',
  },
  {
    date: '2025-03-05',
    time: '10:00',
    type: 'venda',
    contracts: 10,
    points: -123,
    costs: 45.67,
    instrument: 'WDO',
  },
  { date: '2025-03-06', time: '10:00', type: 'compra', contracts: 10, points: 98.5, instrument: 'WDO' },
];
const MARCH_2025 = '/dashboard?preset=custom&from=2025-03-01&to=2025-03-31';
const plainText = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Whether every piece of text inside the element lies within its box (nothing cut, nothing spilling out). */
const fitsInside = (el: Element) => {
  const box = el.getBoundingClientRect();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    range.selectNodeContents(n);
    for (const r of range.getClientRects())
      if (r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) return false;
  }
  // A box that clips its content (an ellipsis, overflow hidden) hides part of the text while the ranges stay inside.
  const cut = [el, ...el.querySelectorAll('*')].some(
    (e) => getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1,
  );
  return !cut;
};

test('the month calendar shows big days whole, and the full amount on hover, tap and keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, 'dash-calendar');
  for (const t of BIG_DAYS) await seed(page, t);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(MARCH_2025);
    const calendar = page.getByTestId('day-calendar');
    await expect(calendar.getByRole('heading', { name: 'março de 2025' })).toBeVisible({ timeout: 15_000 });
    const expected = [
      ['2025-03-03', 'R$ 1,4 mil', 'R$ 1.434,50', 1],
      ['2025-03-05', '-R$ 12 mil', '-R$ 12.345,67', 1],
      ['2025-03-06', 'R$ 9,9 mil', 'R$ 9.850,00', 1],
    ] as const;
    for (const [date, compact, full, trades] of expected) {
      const day = calendar.locator(`td[data-date="${date}"]`).getByRole('button');
      const label = dashboardText.calendar.day(
        `${Number(date.slice(8))} de março`,
        full.replace(/\$ /, '$\u00a0'),
        trades,
      );
      // Compact but whole, with its currency, at every width.
      expect(plainText(await day.getByTestId('calendar-amount').innerText()), `${width}px`).toBe(compact);
      expect(await day.evaluate(fitsInside), `${date} at ${width}px`).toBe(true);
      // Hover (a mouse): the title; tap or click: the same sentence in a popover.
      await expect(day).toHaveAttribute('title', label);
      await day.click();
      await expect(page.getByTestId('calendar-day-detail')).toHaveText(label);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('calendar-day-detail')).toHaveCount(0);
    }
    // The keyboard: Tab to a day, Enter opens its detail. Closing the last popover gives the focus back to its day
    // (6 March): wait for it, or that late focus could land after ours on a busy machine.
    await expect(calendar.locator('td[data-date="2025-03-06"]').getByRole('button')).toBeFocused();
    const fifth = calendar.locator('td[data-date="2025-03-05"]').getByRole('button');
    await fifth.focus();
    await expect(fifth).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('calendar-day-detail')).toContainText('12.345,67');
    await page.keyboard.press('Escape');
  }
  await expectNoSeriousViolations(page);
});

test('on a phone the eleven cards sit two to a row, and long amounts fit in them', async ({ page }) => {
  await signedIn(page, 'dash-phone-cards');
  for (const t of BIG_DAYS) await seed(page, t);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(MARCH_2025);
  await expect(value(page, 'total-trades')).toHaveText('3', { timeout: 15_000 });
  await expect(value(page, 'average-loss')).toHaveText(money(-1_234_567));
  const cards = page.getByRole('group', { name: M.label }).locator('section');
  await expect(cards).toHaveCount(11);
  const boxes = await cards.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: Math.round(r.x), right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  // Two columns, six rows (the average R takes a whole row): about 700 px before the curve instead of 1.300.
  expect(new Set(boxes.map((b) => b.x)).size).toBe(2);
  const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
  expect(height).toBeLessThan(820);
  expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(390);
  // '-R$ 12.345,67' and the sub-lines ('Maior perda -R$ 12.345,67') stay inside their card.
  for (const id of ['total-pnl', 'expectancy', 'average-win', 'average-loss', 'max-drawdown'])
    expect(await card(page, id).evaluate(fitsInside), id).toBe(true);
  await expectNoSidewaysScroll(page);
});

test('the drawdown card says where to set the starting capital, and reads like the insight', async ({
  page,
}) => {
  await signedIn(page, 'dash-drawdown');
  for (const t of BIG_DAYS) await seed(page, t);
  await page.goto(MARCH_2025);
  const pct = card(page, 'max-drawdown').getByTestId('max-drawdown-pct');
  await expect(pct).toHaveText(M.maxDrawdownNoCapital, { timeout: 15_000 });
  await pct.click();
  await expect(page).toHaveURL(/\/settings\?aba=contas$/);
  await expect(page.getByRole('tab', { name: settingsText.tabs.accounts })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await setStartingCapital(page, 20_000);
  await page.goto(MARCH_2025);
  // Peak R$ 1.434,50, then -R$ 12.345,67: a fall of R$ 12.345,67 on R$ 21.434,50.
  const figures = expectedFigures(BIG_DAYS, 2_000_000);
  await expect(value(page, 'max-drawdown')).toHaveText(figures.maxDrawdown, { timeout: 15_000 });
  await expect(pct).toHaveText(figures.maxDrawdownPct);
  expect(figures.maxDrawdown).toMatch(/^-R\$/);
  const insight = page.getByTestId('insights').getByText(/drawdown máximo/);
  await expect(insight).toContainText(figures.maxDrawdown);
  await expect(insight).toContainText(figures.maxDrawdownPct);
});

test('MEP and MEN in points per instrument, never mixed', async ({ page }) => {
  await signedIn(page, 'dash-excursion');
  const trades: SeedTrade[] = [
    { date: '2025-03-03', time: '10:00', type: 'compra', contracts: 1, points: 200, mep: 300, men: 40 },
    { date: '2025-03-04', time: '10:00', type: 'compra', contracts: 1, points: -100, mep: 20, men: 160 },
    {
      date: '2025-03-05',
      time: '10:00',
      type: 'compra',
      contracts: 1,
      points: 5,
      mep: 8,
      men: 2,
      instrument: 'WDO',
    },
    {
      date: '2025-03-06',
      time: '10:00',
      type: 'venda',
      contracts: 1,
      points: -3,
      mep: 1,
      men: 4,
      instrument: 'WDO',
    },
  ];
  for (const t of trades) await seed(page, t);
  await page.goto(MARCH_2025);
  const table = page.getByTestId('excursion-by-instrument');
  await expect(table).toBeVisible({ timeout: 15_000 });
  const X = dashboardText.excursion;
  // WIN: MEP (300 + 20) ÷ 2, MEN (40 + 160) ÷ 2, MEN of the losers 160; WDO: 4,5 / 3 / 4 — never mixed.
  await expect(table.locator('tr[data-instrument="WIN"]')).toHaveText(
    ['WIN', X.points('160'), X.points('100'), X.points('160')].join(''),
  );
  await expect(table.locator('tr[data-instrument="WDO"]')).toHaveText(
    ['WDO', X.points('4,5'), X.points('3'), X.points('4')].join(''),
  );
  // The ratios hold across instruments: (200/300 + 5/8) ÷ 2 captured.
  await expect(page.getByTestId('mep-efficiency')).toHaveText(
    X.efficiency(pctFmt.format((200 / 300 + 5 / 8) / 2)),
  );
});

test('no emotion recorded: the emotions section is the invitation alone', async ({ page }) => {
  await signedIn(page, 'dash-no-emotion');
  for (const t of BIG_DAYS) await seed(page, t);
  await page.goto(MARCH_2025);
  const emotions = page.getByTestId('emotions');
  await expect(emotions.getByText(dashboardText.emotions.none)).toBeVisible({ timeout: 15_000 });
  // Not 11 rows of zeros under it.
  await expect(emotions.locator('table')).toHaveCount(0);
  await expect(page.getByTestId('costliest-emotion')).toHaveCount(0);
});

/** A busy trader: 60 trades over three months, WIN and WDO in reais, a few NQ in dollars. */
function busyTrader(): SeedTrade[] {
  let seedValue = 7;
  const rnd = () => {
    seedValue = (seedValue * 16807) % 2147483647;
    return (seedValue - 1) / 2147483646;
  };
  const emotions = [
    'disciplinado',
    'calmo',
    'confiante',
    'ansioso',
    'nervoso',
    'impaciente',
    'frustrado',
    'ganancioso',
  ];
  const t = todayParts();
  const trades: SeedTrade[] = [];
  for (let k = 0; k < 60; k++) {
    // Spread over the last three months, weekdays only, never after today.
    const back = Math.floor((k / 60) * 85);
    const day = new Date(Date.UTC(t.y, t.m - 1, t.d - 85 + back));
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (date > ymd(t.y, t.m, t.d)) continue;
    const instrument = k % 5 === 0 ? 'WDO' : 'WIN';
    const win = rnd() < 0.58;
    const points =
      instrument === 'WIN'
        ? win
          ? 50 + Math.round(rnd() * 40) * 5
          : -(40 + Math.round(rnd() * 30) * 5)
        : win
          ? 2 + Math.round(rnd() * 8)
          : -(2 + Math.round(rnd() * 6));
    const hour = 9 + Math.floor(rnd() * 8);
    const pointsAbs = Math.abs(points);
    trades.push({
      date,
      time: `${pad(hour)}:${pad(Math.floor(rnd() * 60))}`,
      type: rnd() < 0.55 ? 'compra' : 'venda',
      contracts: 1 + Math.floor(rnd() * 3),
      points,
      instrument,
      emotion: emotions[Math.floor(rnd() * emotions.length)],
      mep: win ? pointsAbs + Math.round(rnd() * pointsAbs) : Math.round(rnd() * 10),
      men: win ? Math.round(rnd() * 20) : pointsAbs + Math.round(rnd() * 10),
    });
  }
  // A few Nasdaq trades, in dollars: the currency switch appears, and the figures never mix the two.
  for (let k = 0; k < 6; k++) {
    trades.push({
      date: thisMonth(3 + k * 3),
      time: '11:30',
      type: k % 2 ? 'venda' : 'compra',
      contracts: 1,
      points: k % 3 === 2 ? -10 : 15 + k * 2,
      instrument: 'NQ',
      emotion: 'confiante',
    });
  }
  return trades;
}

test('a full dashboard fits the screen (screenshots at phone and desktop widths) @layout', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const width = { phone: 390, tablet: 768, desktop: 1280 }[testInfo.project.name] ?? 1280;
  await page.setViewportSize({ width, height: 900 });
  await signedIn(page, 'dash-full');
  await setStartingCapital(page, 20_000);
  const trades = busyTrader();
  for (const t of trades) await seed(page, t);
  const usd = trades.filter((t) => t.instrument === 'NQ');
  await page.goto('/dashboard?preset=last-3-months');
  // Reais first (more trades); the switch shows the dollar trades alone.
  await expect(value(page, 'total-trades')).toHaveText(String(trades.length - usd.length), {
    timeout: 15_000,
  });
  await page.getByRole('radio', { name: dashboardText.currencyLabels.USD }).click();
  await expect(page).toHaveURL(/currency=USD/);
  await expect(value(page, 'total-trades')).toHaveText(String(usd.length));
  await expect(value(page, 'total-pnl')).toHaveText(
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(
      usd.reduce((sum, t) => sum + pnlCents(t), 0) / 100,
    ),
  );
  await page.getByRole('radio', { name: dashboardText.currencyLabels.BRL }).click();
  await expect(value(page, 'total-trades')).toHaveText(String(trades.length - usd.length));
  await expect(page.getByTestId('equity-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('day-calendar')).toBeVisible();
  // Nothing wider than the screen: the page never scrolls sideways.
  await expectNoSidewaysScroll(page);
  // Reading a point of the curve by keyboard.
  await page.getByTestId('equity-chart').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('equity-tooltip')).toContainText('Trade 1');
  await page.keyboard.press('Escape');
  // No serious or critical accessibility problem on the full page.
  await expectNoSeriousViolations(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
});
