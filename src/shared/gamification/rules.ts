/**
 * The gamification's numbers, in one place (ADR 014, docs/gamification.md). We reward the process — journaling,
 * following the plan, stopping at the limit, the challenge, the breathing pause — never profit, wins, volume or the
 * number of trades.
 */

/** XP of each source. */
export const XP = {
  /** A complete trade record (emotion, stop and a note of JOURNAL_NOTE_MIN characters). */
  completeTrade: 5,
  /** At most this many trades earn XP a day (and none beyond the plan's daily cap: 'over-trade-cap'). */
  completeTradesPerDay: 10,
  /** The daily plan, written on or before its day. */
  dailyPlan: 10,
  /** The daily review, written on its day or the next. */
  dailyReview: 10,
  /** A challenge day passed (over, 'passed' or 'não operei'). */
  challengeDay: 20,
  /** The day's P&L reached the daily loss limit and no trade followed that day. */
  lossLimitStop: 25,
  /** A completed breathing pause… */
  breathingPause: 5,
  /** …at most this many a day. */
  breathingPausesPerDay: 3,
  /** A challenge week's review answered. */
  weeklyReview: 30,
  /** A challenge week over with at least WEEK_PASS_DAYS days passed. */
  challengeWeek: 50,
  /** A challenge completed. */
  challengeCompleted: 200,
  /** A goal met, by its period. */
  goalWeek: 40,
  goalMonth: 100,
} as const;

/** Days passed (of 7) for a challenge week to count as completed. */
export const WEEK_PASS_DAYS = 6;

/** Where an XP entry comes from (xp_ledger.source). */
export const XP_SOURCES = [
  'trade',
  'daily-plan',
  'daily-review',
  'loss-limit-stop',
  'breathing',
  'challenge-day',
  'weekly-review',
  'challenge-week',
  'challenge-completed',
  'goal',
] as const;
export type XpSource = (typeof XP_SOURCES)[number];

/** Sources that belong to one local day (re-evaluated with the day). */
export const DAY_XP_SOURCES = [
  'trade',
  'daily-plan',
  'daily-review',
  'loss-limit-stop',
  'breathing',
] as const satisfies readonly XpSource[];

/** Level names (pt-BR), level 1 first; past the last, the last name stays. */
export const LEVEL_NAMES = [
  'Iniciante',
  'Aprendiz',
  'Observador',
  'Estudante',
  'Praticante',
  'Organizado',
  'Disciplinado',
  'Metódico',
  'Focado',
  'Consistente',
  'Paciente',
  'Estrategista',
  'Analista',
  'Gestor de Risco',
  'Veterano',
  'Especialista',
  'Referência',
  'Mentor',
  'Lenda',
  'Mestre',
] as const;

export const levelName = (level: number): string =>
  LEVEL_NAMES[Math.min(Math.max(level, 1), LEVEL_NAMES.length) - 1] ?? LEVEL_NAMES[0];

/** XP to go from `level` to `level + 1`: 100 + 50 × (L − 1). */
export const xpToNextLevel = (level: number): number => 100 + 50 * (Math.max(level, 1) - 1);

/** Total XP at which `level` starts: Σ_{k=1}^{L−1} (100 + 50(k − 1)) = 100(L − 1) + 25(L − 1)(L − 2). */
export const xpAtLevelStart = (level: number): number => {
  const n = Math.max(level, 1) - 1;
  return 100 * n + 25 * n * (n - 1);
};

export interface LevelProgress {
  level: number;
  name: string;
  /** XP total. */
  xp: number;
  /** XP earned inside the current level, and what the level needs to the next. */
  intoLevel: number;
  toNext: number;
  nextName: string;
}

/** The level of an XP total (negative totals are 0). */
export function levelForXp(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  let level = 1;
  while (xpAtLevelStart(level + 1) <= total) level++;
  return {
    level,
    name: levelName(level),
    xp: total,
    intoLevel: total - xpAtLevelStart(level),
    toNext: xpToNextLevel(level),
    nextName: levelName(level + 1),
  };
}

/** The 30-day discipline score's weights (sum 100) and eligibility (docs/gamification.md). */
export const SCORE_WEIGHTS = { checklist: 40, stops: 20, risk: 20, journaling: 20 } as const;
export const SCORE_WINDOW_DAYS = 30;
export const ELIGIBILITY = { minTrades: 10, minActiveDays: 8 } as const;
/** A board is shown only with this many eligible participants; it lists the top TOP_N. */
export const BOARD_MIN_PARTICIPANTS = 10;
export const BOARD_TOP_N = 50;
/** Active goals a trader may have at once. */
export const MAX_ACTIVE_GOALS = 6;
