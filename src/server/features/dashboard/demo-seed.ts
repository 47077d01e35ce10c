import { and, eq, sql } from 'drizzle-orm';
import { wallClock, zonedTimeToUtc } from '@/shared/time/zoned-time';
import type { Emotion } from '@/shared/trading/emotions';
import { findInstrument, MONTH_CODES, pointValue } from '@/shared/trading/instruments';
import { tradePnl, type Side } from '@/shared/trading/pnl';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { profiles, riskPlans, tradeImports, trades, tradingAccounts, user } from '../../db/schema';
import { ledgerWrite } from '../../ledger/ledger-write';
import { ensureProfile } from '../../user/profile';
import { tradeValues, type TradeValues } from '../../journal/trade-values';
import { updateTradingSettings } from '../../user/trading-settings';
import { ensureDefaultAccount } from '../../user/trading-accounts';

export const DEMO_EMAIL = 'demo@mctrading.local';
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_NAME = 'Trader Demo';
export const DEMO_WHATSAPP = '11987654321';
export const DEMO_TIMEZONE = 'America/Sao_Paulo';
export const DEMO_USD_ACCOUNT = 'Conta USD';

/** The demo's plans: the defaults (1 % of R$ 10.000, 3R a day, 5 trades…), with a contract cap, and $ 750 on NQ. */
const DEMO_PLAN = {
  riskMode: 'percent',
  riskValue: '1',
  dailyLossMode: 'r',
  dailyLossValue: '3',
  dailyGainLock: null,
  maxTradesPerDay: 5,
  stopAfterLosses: 3,
  cooldownMinutes: 15,
  maxContracts: { WIN: 3, WDO: 2 },
  // The demo trader confirmed a plan that asks for a stop on every trade.
  requireStop: true,
} as const;
const DEMO_USD_PLAN = { ...DEMO_PLAN, riskMode: 'money', riskValue: '750', maxContracts: { NQ: 2 } } as const;

export interface DemoSeedOptions {
  email?: string;
  password?: string;
  name?: string;
  /** The seed ends on this instant's local date (São Paulo), with no trade after it. */
  now?: Date;
  /** Calendar months of history ending today (default 4). */
  months?: number;
  /** Aim for about this many trades over the period (default: ~5 a day, like a day trader). */
  tradeCount?: number;
  /** PRNG seed: the same seed and `now` give the same trades. */
  seed?: number;
}

export interface DemoSeedResult {
  userId: string;
  email: string;
  password: string;
  created: boolean;
  from: string;
  to: string;
  trades: { BRL: number; USD: number };
}

/** mulberry32: small, fast, deterministic (the demo is the same for the same seed). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + next() * (hi - lo),
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return (items.at(-1) as readonly [T, number])[0];
    },
  };
}
type Rng = ReturnType<typeof prng>;

interface Market {
  symbol: 'WIN' | 'WDO' | 'NQ';
  tick: number;
  decimals: number;
  range: [number, number];
  /** Typical daily drift and intraday spread of the entry, in points. */
  dayMove: number;
  intraday: number;
  /** Winners' and losers' realised points (before rounding to the tick), and the usual stop distance. */
  win: [number, number];
  loss: [number, number];
  stop: [number, number];
  contracts: readonly (readonly [number, number])[];
  costPerContract: string;
  /** Session in São Paulo time, minutes from midnight. */
  session: [number, number];
}

const MARKETS: Record<Market['symbol'], Market> = {
  WIN: {
    symbol: 'WIN',
    tick: 5,
    decimals: 0,
    range: [125000, 135000],
    dayMove: 700,
    intraday: 600,
    win: [60, 300],
    loss: [50, 260],
    stop: [150, 260],
    contracts: [
      [1, 3],
      [2, 3],
      [3, 2],
      [5, 1],
    ],
    costPerContract: '0.50',
    session: [9 * 60, 17 * 60 + 30],
  },
  WDO: {
    symbol: 'WDO',
    tick: 0.5,
    decimals: 1,
    range: [5300, 5900],
    dayMove: 25,
    intraday: 15,
    win: [1.5, 11],
    loss: [1.5, 9],
    stop: [5, 9],
    contracts: [
      [1, 3],
      [2, 1],
    ],
    costPerContract: '1.20',
    session: [9 * 60, 17 * 60 + 30],
  },
  NQ: {
    symbol: 'NQ',
    tick: 0.25,
    decimals: 2,
    range: [18000, 21000],
    dayMove: 150,
    intraday: 90,
    win: [6, 36],
    loss: [8, 35],
    stop: [20, 35],
    contracts: [
      [1, 6],
      [2, 1],
    ],
    costPerContract: '4.50',
    // 08:30–15:00 New York's cash session is 10:30–17:00 in São Paulo most of the year.
    session: [10 * 60 + 30, 17 * 60],
  },
};

// Calmer states win a bit more often; greed and frustration cost money (the emotion analysis has a story).
const EMOTION_WEIGHTS: readonly (readonly [Emotion | null, number])[] = [
  ['disciplinado', 20],
  ['calmo', 18],
  ['confiante', 14],
  ['ansioso', 12],
  ['impaciente', 9],
  ['nervoso', 8],
  ['frustrado', 7],
  ['ganancioso', 6],
  [null, 6],
];
const WIN_RATE: Record<Emotion, number> = {
  disciplinado: 0.56,
  calmo: 0.54,
  confiante: 0.5,
  ansioso: 0.45,
  impaciente: 0.42,
  nervoso: 0.4,
  frustrado: 0.36,
  ganancioso: 0.38,
};

const NOTES: Partial<Record<Emotion, readonly string[]>> & { any: readonly string[] } = {
  any: [
    'Rompimento da máxima do dia com volume.',
    'Pullback na média de 20 no gráfico de 5 minutos.',
    'Respeitei o stop, sem mexer.',
    'Entrada no reteste do fundo anterior.',
    'Mercado lateral, operação curta.',
    'Segui o plano: alvo no topo anterior.',
  ],
  ansioso: ['Saí antes do alvo por medo de devolver.', 'Entrei cedo demais, sem confirmação.'],
  impaciente: ['Entrei atrasado, perseguindo o preço.', 'Não esperei o candle fechar.'],
  nervoso: ['Notícia no meio da operação, volatilidade alta.', 'Mexi no stop durante o trade.'],
  frustrado: ['Trade de vingança depois de dois stops.', 'Aumentei a mão para recuperar o dia.'],
  ganancioso: ['Deixei correr além do alvo e devolveu.', 'Aumentei a posição sem sinal.'],
  disciplinado: ['Operação de manual, dentro do setup.'],
  calmo: ['Paciência para esperar o ponto certo.'],
};
const TAGS = ['rompimento', 'pullback', 'reversão', 'tendência', 'abertura', 'notícia'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const onTick = (value: number, m: Market) => (Math.round(value / m.tick) * m.tick).toFixed(m.decimals);
const clamp = (v: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, v));

/** The contract traded on a date: WIN the next even month (after mid-month), WDO the next month, NQ quarterly. */
function contractOf(symbol: Market['symbol'], date: Date): { contractMonth: string; contractYear: number } {
  let month = date.getUTCMonth() + 1;
  let year = date.getUTCFullYear();
  const day = date.getUTCDate();
  const next = () => {
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  };
  if (symbol === 'WDO') next();
  else if (symbol === 'WIN') {
    if (month % 2 === 1 || day > 14) next();
    while (month % 2 === 1) next();
  } else {
    if (month % 3 === 0 && day > 12) next();
    while (month % 3 !== 0) next();
  }
  return { contractMonth: MONTH_CODES[month - 1] ?? 'Z', contractYear: year };
}

interface DemoTrade {
  values: Omit<TradeValues, 'userId' | 'accountId'>;
  usd: boolean;
}

/** One trade of `m` at a local date/time; the result follows the emotion's odds. */
function makeTrade(rng: Rng, m: Market, price: number, date: Date, minute: number): DemoTrade {
  const instrument = findInstrument(m.symbol);
  if (!instrument) throw new Error(`built-in ${m.symbol} missing`);
  const emotion = rng.weighted(EMOTION_WEIGHTS);
  const side: Side = rng.chance(0.5) ? 'compra' : 'venda';
  const dir = side === 'compra' ? 1 : -1;
  const contracts = rng.weighted(m.contracts);
  const entry = Number(onTick(clamp(price + rng.between(-m.intraday, m.intraday), m.range), m));
  const stopDistance = Number(onTick(rng.between(...m.stop), m));
  const wins = rng.chance(emotion ? WIN_RATE[emotion] : 0.47);
  // A few scratches: out near the entry either way.
  const scratch = rng.chance(0.06);
  let points = scratch
    ? rng.int(1, 3) * m.tick * (rng.chance(0.5) ? 1 : -1)
    : wins
      ? rng.between(...m.win)
      : -Math.min(rng.between(...m.loss), stopDistance);
  points = Number(onTick(points, m)) || m.tick;
  const exit = entry + dir * points;
  const hasStop = rng.chance(0.75);
  const recordsExcursions = rng.chance(0.85);
  const mep = points > 0 ? points + rng.between(0, points * 0.7) : rng.between(0, Math.abs(points) * 0.5);
  const men = points < 0 ? -points + rng.between(0, -points * 0.3) : rng.between(0, stopDistance * 0.6);
  const costs = (Number(m.costPerContract) * contracts).toFixed(2);
  const pv = pointValue(instrument).toString();
  const pnl = tradePnl({
    side,
    contracts,
    entry: entry.toFixed(m.decimals),
    exit: exit.toFixed(m.decimals),
    pointValue: pv,
    costs,
  }).toFixed(2);
  const notePool = [...NOTES.any, ...((emotion && NOTES[emotion]) || [])];
  const tags = rng.chance(0.3)
    ? [...new Set(Array.from({ length: rng.int(1, 2) }, () => rng.pick(TAGS)))]
    : [];
  const tradeDate = ymd(date);
  const tradeTime = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
  const values = tradeValues(
    {
      type: side,
      contracts,
      ...contractOf(m.symbol, date),
      entry: entry.toFixed(m.decimals),
      exit: exit.toFixed(m.decimals),
      mep: recordsExcursions ? onTick(mep, m) : undefined,
      men: recordsExcursions ? onTick(men, m) : undefined,
      stop: hasStop ? (entry - dir * stopDistance).toFixed(m.decimals) : undefined,
      emotion: emotion ?? undefined,
      notes: rng.chance(0.25) ? rng.pick(notePool) : undefined,
      tags,
    },
    {
      userId: '',
      accountId: '',
      tradeDate,
      tradeTime,
      openedAt: zonedTimeToUtc(tradeDate, tradeTime, DEMO_TIMEZONE),
    },
    { symbol: m.symbol, pointValue: pv, currency: instrument.currency },
    { costs, pnl },
  );
  const { userId: _u, accountId: _a, ...rest } = values;
  return { values: rest, usd: instrument.currency === 'USD' };
}

/**
 * The demo's trades, oldest first: weekdays from `months` before `now` to `now` (São Paulo), mostly WIN and WDO in
 * B3 hours, some NQ in the afternoon, prices walking inside realistic ranges on each instrument's tick.
 */
export function generateDemoTrades(opts: { now: Date; months: number; tradeCount?: number; seed: number }) {
  const rng = prng(opts.seed);
  const local = wallClock(opts.now, DEMO_TIMEZONE);
  const [y = 1970, m = 1, d = 1] = local.date.split('-').map(Number);
  const [hour = 0, minute = 0] = local.time.split(':').map(Number);
  const nowMinute = hour * 60 + minute;
  const end = new Date(Date.UTC(y, m - 1, d));
  const start = new Date(Date.UTC(y, m - 1 - opts.months, d));
  const days: Date[] = [];
  for (let d = start; d <= end; d = new Date(d.getTime() + 86_400_000))
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d);
  const perDay = opts.tradeCount ? opts.tradeCount / days.length : 5;

  const price = { WIN: 130000, WDO: 5600, NQ: 19500 };
  const out: DemoTrade[] = [];
  let owed = 0;
  for (const day of days) {
    for (const m of Object.values(MARKETS))
      price[m.symbol] = clamp(price[m.symbol] + rng.between(-m.dayMove, m.dayMove), m.range);
    // Some days the trader stays out; others are busy.
    owed += perDay;
    let count = Math.max(0, Math.round(owed * rng.between(0.6, 1.4)));
    if (!opts.tradeCount && rng.chance(0.08)) count = 0;
    owed -= count;
    const isToday = day.getTime() === end.getTime();
    const dayTrades: { minute: number; m: Market }[] = [];
    for (let i = 0; i < count; i++) {
      const m =
        MARKETS[
          rng.weighted([
            ['WIN', 60],
            ['WDO', 28],
            ['NQ', 12],
          ] as const)
        ];
      const minute = rng.int(m.session[0], m.session[1] - 1);
      if (isToday && minute >= nowMinute) continue;
      dayTrades.push({ minute, m });
    }
    dayTrades.sort((a, b) => a.minute - b.minute);
    for (const { minute, m } of dayTrades) out.push(makeTrade(rng, m, price[m.symbol], day, minute));
  }
  return { trades: out, from: ymd(start), to: ymd(end) };
}

async function findUserId(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id;
}

/**
 * Creates (or refreshes) the demo trader through the app's own better-auth — a real password hash, verified,
 * allowed, WhatsApp filled so no completion modal appears — and replaces their trades with a fresh history ending
 * today: 'Conta principal' (BRL, WIN/WDO) and 'Conta USD' (NQ). Running it again gives the same user (same id,
 * sessions kept) with a new history; other users are never touched.
 */
export async function seedDemo(
  { db, auth }: { db: Db; auth: Auth },
  opts: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const email = (opts.email ?? DEMO_EMAIL).toLowerCase();
  const password = opts.password ?? DEMO_PASSWORD;
  const name = opts.name ?? DEMO_NAME;
  const now = opts.now ?? new Date();

  let userId = await findUserId(db, email);
  const created = !userId;
  if (!userId) {
    const res = await auth.api.signUpEmail({ body: { email, password, name, whatsapp: DEMO_WHATSAPP } });
    userId = res.user.id;
  } else {
    const ctx = await auth.$context;
    await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
  }
  await db.update(user).set({ emailVerified: true, name }).where(eq(user.id, userId));
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new Error('demo user vanished');
  await ensureProfile(db, row);
  await db
    .update(profiles)
    .set({
      isAllowed: true,
      // The demo shows the product, not the trial: released and continued without end (ADR 013).
      releasedAt: row.createdAt,
      continuedAt: row.createdAt,
      whatsapp: DEMO_WHATSAPP,
      fullName: name,
      displayName: name,
      // The demo opens on the dashboard, past the first-run setup.
      setupStatus: 'done',
    })
    .where(eq(profiles.userId, userId));
  await updateTradingSettings(db, userId, {
    timezone: DEMO_TIMEZONE,
    costsPerContract: Object.fromEntries(Object.values(MARKETS).map((m) => [m.symbol, m.costPerContract])),
  });

  const main = await ensureDefaultAccount(db, userId);
  await db
    .update(tradingAccounts)
    .set({ currency: 'BRL', startingCapital: '10000.00' })
    .where(eq(tradingAccounts.id, main.id));
  await db
    .insert(tradingAccounts)
    .values({
      userId,
      name: DEMO_USD_ACCOUNT,
      broker: 'Interactive Brokers',
      currency: 'USD',
      startingCapital: '25000.00',
    })
    .onConflictDoNothing();
  const [usd] = await db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.name, DEMO_USD_ACCOUNT)));
  if (!usd) throw new Error('demo USD account missing');
  await db
    .update(tradingAccounts)
    .set({ currency: 'USD', startingCapital: '25000.00' })
    .where(eq(tradingAccounts.id, usd.id));

  const {
    trades: generated,
    from,
    to,
  } = generateDemoTrades({
    now,
    months: opts.months ?? 4,
    tradeCount: opts.tradeCount,
    seed: opts.seed ?? 20_251_126,
  });
  const rows = generated.map((t) => ({ ...t.values, userId: userId, accountId: t.usd ? usd.id : main.id }));
  const uid = userId;
  await ledgerWrite(db, { userId: uid, now }, async (tx, change) => {
    await tx.delete(trades).where(eq(trades.userId, uid));
    await tx.delete(tradeImports).where(eq(tradeImports.userId, uid));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(trades).values(rows.slice(i, i + 1000));
    // A plan on each account, and the history evaluated against it: the demo shows rule breaks (ADR 012).
    for (const [accountId, plan] of [
      [main.id, DEMO_PLAN],
      [usd.id, DEMO_USD_PLAN],
    ] as const) {
      const confirmed = { ...plan, confirmedAt: now };
      await tx
        .insert(riskPlans)
        .values({ accountId, userId: uid, ...confirmed })
        .onConflictDoUpdate({ target: riskPlans.accountId, set: confirmed });
      change.account(accountId);
    }
    // Open dashboards of the demo user (on a PostgreSQL server that is running) refresh at once.
    change.everything();
  });
  const counts = { BRL: 0, USD: 0 };
  for (const t of generated) counts[t.usd ? 'USD' : 'BRL']++;
  return { userId, email, password, created, from, to, trades: counts };
}
