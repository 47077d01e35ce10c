// TEMPORARY (until the engine helper's src/shared/gamification modules are on main): minimal copies of the engine's
// signatures so the server can be built and tested. Deleted at the rebase; nothing else imports this file's path
// except ./engine.ts.
import { JOURNAL_NOTE_MIN } from '@/shared/discipline/contract';
import { addDays } from '@/shared/discipline/challenge-days';
import { evaluateDayItems } from '@/shared/discipline/evaluate-day';
import type {
  AchievementFacts,
  AchievementProgress,
  ChallengeXpInput,
  DayRecord,
  GamTrade,
  GoalDef,
  GoalFacts,
  GoalProgress,
  Run,
  UserDayInput,
  XpEntry,
} from '@/shared/gamification/engine-types';
import { WEEK_PASS_DAYS, XP } from '@/shared/gamification/rules';
import type { AchievementCategory } from '@/shared/gamification/contract';

/**
 * One local day of the trader turned into what it contributes to the gamification (ADR 014): counts and flags of
 * the process, never money. Pure: the server stores the record (gamification_days.facts) and the XP, achievements,
 * goals and the discipline score are all read from records, so a changed trade only needs its day rebuilt.
 */

const RISK_BREAKS = ['risk-above-plan', 'over-max-contracts'];

const noteLength = (t: GamTrade) => (t.notes ?? '').trim().length;
/** The checklist's 'journaled': an emotion and a note of JOURNAL_NOTE_MIN characters. */
const isJournaled = (t: GamTrade) => Boolean(t.emotion) && noteLength(t) >= JOURNAL_NOTE_MIN;
/** A complete record: journaled and with a stop. */
const isComplete = (t: GamTrade) => isJournaled(t) && t.hasStop;
const breaks = (t: GamTrade, kind: string) => t.ruleBreaks.includes(kind);
const isWithinRisk = (t: GamTrade) => !t.ruleBreaks.some((b) => RISK_BREAKS.includes(b));

/** How a property runs through the day's trades (in entry order). */
export function runOf<T>(items: readonly T[], has: (item: T) => boolean): Run {
  const n = items.length;
  let lead = 0;
  while (lead < n && has(items[lead] as T)) lead++;
  let trail = 0;
  while (trail < n && has(items[n - 1 - trail] as T)) trail++;
  let max = 0;
  let cur = 0;
  for (const item of items) {
    cur = has(item) ? cur + 1 : 0;
    max = Math.max(max, cur);
  }
  return { n, lead, trail, max };
}

/**
 * The longest run across consecutive days (`runs` in day order). A day without trades (n = 0) neither breaks nor
 * extends a run: not trading is never punished, and it is not a trade with the property either.
 */
export function combineRuns(runs: readonly Run[]): number {
  let best = 0;
  let cur = 0;
  for (const r of runs) {
    if (r.n === 0) continue;
    best = Math.max(best, r.max);
    if (r.lead === r.n) {
      cur += r.n;
    } else {
      best = Math.max(best, cur + r.lead);
      cur = r.trail;
    }
    best = Math.max(best, cur);
  }
  return best;
}

const byEntry = (a: GamTrade, b: GamTrade) =>
  a.openedAt - b.openedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function buildDayRecord(input: UserDayInput): DayRecord {
  const trades = [...input.trades].sort(byEntry);
  const has = trades.length > 0;
  const count = (p: (t: GamTrade) => boolean) => trades.filter(p).length;
  const none = (kind: string) => has && !trades.some((t) => breaks(t, kind));

  const rewardedTrades = trades
    .filter((t) => isComplete(t) && !breaks(t, 'over-trade-cap'))
    .slice(0, XP.completeTradesPerDay)
    .map((t) => ({ id: t.id, instrument: t.instrument }));

  const { plan, review } = input;
  const firstEntry = trades[0]?.openedAt;
  const pauses = input.pauses.length;
  const checklistPassed =
    has &&
    evaluateDayItems(
      {
        trades: trades.map((t) => ({
          openedAt: t.openedAt,
          ruleBreaks: t.ruleBreaks,
          emotion: t.emotion,
          notes: t.notes,
        })),
        planCreatedAt: plan?.createdAt ?? null,
        marks: null,
        pauses,
      },
      [],
    ).passing;

  return {
    day: input.day,
    trades: trades.length,
    complete: count(isComplete),
    rewardedTrades,
    withStop: count((t) => t.hasStop),
    withinRisk: count(isWithinRisk),
    journaled: count(isJournaled),
    withEmotion: count((t) => Boolean(t.emotion)),
    breakFree: has && trades.every((t) => t.ruleBreaks.length === 0),
    noCooldownBreak: none('in-cooldown'),
    capRespected: none('over-trade-cap'),
    lossLimitRespected: none('after-loss-limit'),
    stoppedAtLimit: input.lossLimitReached && none('after-loss-limit'),
    hasPlan: plan !== null,
    // Anti-farming: a plan written after its day, or a review written days later, earns nothing.
    planOnTime: plan !== null && plan.createdDay <= input.day,
    planBeforeTrade: plan !== null && (firstEntry === undefined || plan.createdAt <= firstEntry),
    hasReview: review !== null,
    reviewOnTime: review !== null && review.createdDay <= addDays(input.day, 1),
    pauses,
    pausesWhenNeeded: input.pauses.filter((p) => p.source === 'loss-streak' || p.source === 'limit-alert')
      .length,
    checklistPassed,
    stopRun: runOf(trades, (t) => t.hasStop),
    sizeRun: runOf(trades, isWithinRisk),
  };
}

const reasons = {
  completeTrade: (instrument: string) => `Trade registrado por completo (${instrument})`,
  dailyPlan: 'Plano do dia escrito a tempo',
  dailyReview: 'Revisão do dia feita a tempo',
  lossLimitStop: 'Parou no limite de perda do dia',
  breathingPause: 'Pausa para respirar',
  challengeDay: 'Dia do desafio cumprido',
  challengeWeek: (week: number) => `Semana ${week} do desafio concluída`,
  weeklyReview: (week: number) => `Revisão da semana ${week} do desafio`,
  challengeCompleted: 'Desafio de 21 dias concluído',
  goal: (title: string) => `Meta cumprida: ${title}`,
};
/**
 * The XP the facts earn now (ADR 014). Each entry has a key unique per trader, so the server reconciles the ledger
 * with these lists: a new key is inserted, a key no longer earned is deleted — the total is always what the facts
 * earn today, and nothing is counted twice. Nothing here reads money.
 */

/** The XP of one local day: complete trades (capped), plan and review on time, the stop at the limit, pauses. */
export function dayXpEntries(r: DayRecord): XpEntry[] {
  const day = r.day;
  const entries: XpEntry[] = r.rewardedTrades.map((t) => ({
    source: 'trade',
    key: `trade:${t.id}`,
    day,
    amount: XP.completeTrade,
    reason: reasons.completeTrade(t.instrument),
  }));
  if (r.planOnTime)
    entries.push({
      source: 'daily-plan',
      key: `daily-plan:${day}`,
      day,
      amount: XP.dailyPlan,
      reason: reasons.dailyPlan,
    });
  if (r.reviewOnTime)
    entries.push({
      source: 'daily-review',
      key: `daily-review:${day}`,
      day,
      amount: XP.dailyReview,
      reason: reasons.dailyReview,
    });
  if (r.stoppedAtLimit)
    entries.push({
      source: 'loss-limit-stop',
      key: `loss-limit-stop:${day}`,
      day,
      amount: XP.lossLimitStop,
      reason: reasons.lossLimitStop,
    });
  for (let n = 1; n <= Math.min(r.pauses, XP.breathingPausesPerDay); n++)
    entries.push({
      source: 'breathing',
      key: `breathing:${day}:${n}`,
      day,
      amount: XP.breathingPause,
      reason: reasons.breathingPause,
    });
  return entries;
}

/** The XP of one challenge: its passed days, completed weeks, week reviews and its completion. */
export function challengeXpEntries(c: ChallengeXpInput): XpEntry[] {
  const entries: XpEntry[] = [];
  for (const d of c.days)
    if (d.state === 'passed' || d.state === 'not-traded')
      entries.push({
        source: 'challenge-day',
        key: `challenge-day:${c.id}:${d.day}`,
        day: d.day,
        amount: XP.challengeDay,
        reason: reasons.challengeDay,
      });
  for (const w of c.weeks) {
    if (w.over === 7 && w.passed >= WEEK_PASS_DAYS)
      entries.push({
        source: 'challenge-week',
        key: `challenge-week:${c.id}:${w.week}`,
        day: null,
        amount: XP.challengeWeek,
        reason: reasons.challengeWeek(w.week),
      });
    if (w.reviewed)
      entries.push({
        source: 'weekly-review',
        key: `weekly-review:${c.id}:${w.week}`,
        day: null,
        amount: XP.weeklyReview,
        reason: reasons.weeklyReview(w.week),
      });
  }
  if (c.status === 'completed')
    entries.push({
      source: 'challenge-completed',
      key: `challenge-completed:${c.id}`,
      day: null,
      amount: XP.challengeCompleted,
      reason: reasons.challengeCompleted,
    });
  return entries;
}

/** XP of a goal met, by its period. */
export const goalXp = (period: 'week' | 'month'): number => (period === 'week' ? XP.goalWeek : XP.goalMonth);

export const goalXpEntry = (goal: { id: string; period: 'week' | 'month'; title: string }): XpEntry => ({
  source: 'goal',
  key: `goal:${goal.id}`,
  day: null,
  amount: goalXp(goal.period),
  reason: reasons.goal(goal.title),
});

export const sumXp = (entries: readonly Pick<XpEntry, 'amount'>[]): number =>
  entries.reduce((sum, e) => sum + e.amount, 0);

export interface AchievementDef {
  id: string;
  category: AchievementCategory;
  title: string;
  description: string;
  icon: string;
  hidden: boolean;
  target: number;
}

export const ACHIEVEMENTS: readonly AchievementDef[] = [
  {
    id: 'primeiro-registro',
    category: 'registro',
    title: 'Primeiro registro',
    description: 'Registre um trade por completo.',
    icon: 'notebook-pen',
    hidden: false,
    target: 1,
  },
  {
    id: 'stop-sempre',
    category: 'risco',
    title: 'Stop sempre',
    description: '15 trades seguidos com stop.',
    icon: 'shield-check',
    hidden: false,
    target: 15,
  },
  {
    id: 'parou-no-limite',
    category: 'disciplina',
    title: 'Parou no limite',
    description: 'Pare no limite de perda 3 vezes.',
    icon: 'octagon-x',
    hidden: false,
    target: 3,
  },
  {
    id: 'respiro-secreto',
    category: 'emocoes',
    title: 'Fôlego de monge',
    description: 'Faça 10 pausas para respirar.',
    icon: 'wind',
    hidden: true,
    target: 10,
  },
  {
    id: 'nivel-3',
    category: 'consistencia',
    title: 'Em frente',
    description: 'Chegue ao nível 3.',
    icon: 'trending-up',
    hidden: false,
    target: 3,
  },
  {
    id: 'meta-cumprida',
    category: 'consistencia',
    title: 'Meta cumprida',
    description: 'Cumpra uma meta.',
    icon: 'target',
    hidden: false,
    target: 1,
  },
  {
    id: 'desafio-concluido',
    category: 'desafio',
    title: 'Desafio concluído',
    description: 'Conclua o desafio de 21 dias.',
    icon: 'trophy',
    hidden: false,
    target: 1,
  },
];

export function evaluateAchievements(f: AchievementFacts): AchievementProgress[] {
  const sum = (k: (d: DayRecord) => number) => f.days.reduce((s, d) => s + k(d), 0);
  const current: Record<string, number> = {
    'primeiro-registro': sum((d) => d.complete),
    'stop-sempre': combineRuns(f.days.map((d) => d.stopRun)),
    'parou-no-limite': sum((d) => (d.stoppedAtLimit ? 1 : 0)),
    'respiro-secreto': sum((d) => d.pauses),
    'nivel-3': f.level,
    'meta-cumprida': f.goalsMet,
    'desafio-concluido': f.challenges.filter((c) => c.status === 'completed').length,
  };
  return ACHIEVEMENTS.map((a) => {
    const c = Math.min(current[a.id] ?? 0, a.target);
    return { id: a.id, current: c, target: a.target, unlocked: c >= a.target };
  });
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export function goalPeriod(period: 'week' | 'month', day: string): { start: string; end: string } {
  if (period === 'week') {
    const start = addDays(day, -((weekday(day) + 6) % 7));
    return { start, end: addDays(start, 6) };
  }
  const start = `${day.slice(0, 7)}-01`;
  const [y = 1970, m = 1] = start.split('-').map(Number);
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { start, end };
}

export function goalTitle(kind: string, target: number, param: number | null): string {
  switch (kind) {
    case 'journal-every-trade':
      return `Registrar todos os trades em ${target} dias`;
    case 'max-trades-days':
      return `No máximo ${param ?? 0} trades por dia em ${target} dias`;
    case 'daily-plans':
      return `Plano do dia em ${target} dias`;
    case 'daily-reviews':
      return `Revisão do dia em ${target} dias`;
    case 'stops-every-trade':
      return `Stop em todos os trades em ${target} dias`;
    case 'break-free-days':
      return `${target} dias sem quebrar regras`;
    case 'breathing-pauses':
      return `${target} pausas para respirar`;
    default:
      return 'Concluir o desafio de 21 dias';
  }
}

export function goalProgress(g: GoalDef, f: GoalFacts): GoalProgress {
  const { end } = goalPeriod(g.period, g.periodStart);
  const days = f.days.filter((d) => d.trades > 0);
  const count = (p: (d: DayRecord) => boolean) => f.days.filter(p).length;
  let current = 0;
  switch (g.kind) {
    case 'journal-every-trade':
      current = days.filter((d) => d.journaled === d.trades).length;
      break;
    case 'max-trades-days':
      current = days.filter((d) => d.trades <= (g.param ?? 0)).length;
      break;
    case 'daily-plans':
      current = count((d) => d.planOnTime);
      break;
    case 'daily-reviews':
      current = count((d) => d.reviewOnTime);
      break;
    case 'stops-every-trade':
      current = days.filter((d) => d.withStop === d.trades).length;
      break;
    case 'break-free-days':
      current = count((d) => d.breakFree);
      break;
    case 'breathing-pauses':
      current = f.days.reduce((s, d) => s + d.pauses, 0);
      break;
    default:
      current = f.challengesCompleted;
  }
  const over = end < f.today;
  return { current: Math.min(current, g.target), target: g.target, met: current >= g.target, over };
}
