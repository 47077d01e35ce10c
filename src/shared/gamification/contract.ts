import { z } from 'zod';
import { gamificationValidation } from '../i18n/validation';
import type { LevelProgress, XpSource } from './rules';

/**
 * Gamification and ranking API (ADR 014). Everything is computed on the server from the trader's own facts; the
 * client only shows it. The ranking never answers money, P&L, win rate or trade counts of anyone, and never a name
 * or an email: a participant is their nickname.
 */
export const gamificationApi = {
  /** GET → GamificationDto (the page: level, history, achievements, goals). */
  overview: '/api/gamification',
  /** GET → GamificationSummaryDto (the header badge). */
  summary: '/api/gamification/summary',
  /** GET ?before=<id> → XpHistoryPage (older entries). */
  history: '/api/gamification/history',
  /** POST (GoalInput) → GoalDto; 409 GOAL_LIMIT with MAX_ACTIVE_GOALS active, 409 GOAL_EXISTS for the same kind and period. */
  goals: '/api/gamification/goals',
  /** DELETE → {ok}: removes a goal (and the XP it earned). */
  goal: (id: string) => `/api/gamification/goals/${encodeURIComponent(id)}`,
} as const;

export const rankingApi = {
  /** GET → RankingMeDto; PUT (RankingJoinInput) → RankingMeDto (choose/change the nickname and opt in). */
  me: '/api/ranking/me',
  /** POST {} → RankingMeDto: leave the ranking (off every board at once; the nickname is kept for a return). */
  leave: '/api/ranking/leave',
  /** GET ?scope=global|school&period=30d|all → RankingBoardDto. */
  board: '/api/ranking/board',
} as const;

/** The live stream's event name (on /api/dashboard/events) and its payload. */
export const GAMIFICATION_EVENT = 'gamification';
export type GamificationEventDto =
  | { id: number; kind: 'level-up'; level: number; levelName: string }
  | { id: number; kind: 'achievement'; achievementId: string; title: string }
  | { id: number; kind: 'goal-met'; goalId: string; title: string; xp: number };

export interface XpEntryDto {
  id: number;
  source: XpSource;
  day: string | null;
  amount: number;
  reason: string;
  createdAt: string;
}

/** GET history ?before=<id>: the entries older than that one (none: the newest). */
export const xpHistoryQuerySchema = z.object({
  before: z.coerce
    .number({ error: gamificationValidation.number })
    .int(gamificationValidation.wholeNumber)
    .positive(gamificationValidation.positiveNumber)
    .optional(),
});
/** Entries per history page (the overview's `history` too). */
export const XP_HISTORY_PAGE = 20;

export interface XpHistoryPage {
  entries: XpEntryDto[];
  /** Pass as ?before for the next page; null at the end. */
  nextBefore: number | null;
}

export const ACHIEVEMENT_CATEGORIES = [
  'registro',
  'disciplina',
  'risco',
  'desafio',
  'emocoes',
  'consistencia',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export const ACHIEVEMENT_CATEGORY_LABELS: Record<AchievementCategory, string> = {
  registro: 'Registro',
  disciplina: 'Disciplina',
  risco: 'Gestão de risco',
  desafio: 'Desafio',
  emocoes: 'Emoções',
  consistencia: 'Consistência',
};

export interface AchievementDto {
  id: string;
  category: AchievementCategory;
  /** A hidden achievement still locked comes as 'Conquista secreta' with no description nor target. */
  title: string;
  description: string;
  /** A lucide icon name (kebab-case), e.g. 'shield-check'. */
  icon: string;
  hidden: boolean;
  current: number;
  target: number;
  unlocked: boolean;
  unlockedAt: string | null;
}

export const GOAL_KINDS = [
  'journal-every-trade',
  'max-trades-days',
  'daily-plans',
  'daily-reviews',
  'stops-every-trade',
  'break-free-days',
  'breathing-pauses',
  'finish-challenge',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const GOAL_PERIODS = ['week', 'month'] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];

export const goalInputSchema = z
  .object({
    kind: z.enum(GOAL_KINDS, { error: gamificationValidation.goalKind }),
    period: z.enum(GOAL_PERIODS, { error: gamificationValidation.goalPeriod }),
    target: z
      .number({ error: gamificationValidation.number })
      .int(gamificationValidation.wholeNumber)
      .min(1, gamificationValidation.targetAtLeastOne)
      .max(100, gamificationValidation.targetAtMost),
    /** 'max-trades-days': the most trades a day (1–20). */
    param: z
      .number({ error: gamificationValidation.number })
      .int(gamificationValidation.wholeNumber)
      .min(1, gamificationValidation.tradesPerDayAtLeastOne)
      .max(20, gamificationValidation.tradesPerDayAtMost)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'max-trades-days' && (v.param === null || v.param === undefined))
      ctx.addIssue({ code: 'custom', path: ['param'], message: gamificationValidation.tradesPerDayRequired });
    const dayKinds: GoalKind[] = [
      'journal-every-trade',
      'max-trades-days',
      'daily-plans',
      'daily-reviews',
      'stops-every-trade',
      'break-free-days',
    ];
    const maxDays = v.period === 'week' ? 7 : 31;
    if (dayKinds.includes(v.kind) && v.target > maxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: v.period === 'week' ? gamificationValidation.weekDays : gamificationValidation.monthDays,
      });
    if (v.kind === 'finish-challenge' && v.target !== 1)
      ctx.addIssue({ code: 'custom', path: ['target'], message: gamificationValidation.oneChallenge });
  });
export type GoalInput = z.input<typeof goalInputSchema>;

export interface GoalDto {
  id: string;
  kind: GoalKind;
  period: GoalPeriod;
  periodStart: string;
  periodEnd: string;
  /** pt-BR, e.g. 'No máximo 3 trades por dia em 5 dias'. */
  title: string;
  target: number;
  param: number | null;
  current: number;
  met: boolean;
  metAt: string | null;
  /** The period is over. */
  over: boolean;
  /** XP the goal gives when met. */
  xp: number;
}

export type GamificationSummaryDto = LevelProgress;

export interface GamificationDto {
  level: LevelProgress;
  /** The most recent XP entries (newest first). */
  history: XpEntryDto[];
  historyNextBefore: number | null;
  achievements: AchievementDto[];
  goals: GoalDto[];
  /** The trader's local today. */
  today: string;
}

/** Nickname: 3–20 letters, digits, '.', '_' or '-', starting with a letter or digit; never an email. */
export const NICKNAME_RESERVED = ['admin', 'administrador', 'mctrading', 'suporte', 'moderador', 'sistema'];
export const nicknameSchema = z
  .string({ error: gamificationValidation.nicknameRequired })
  .trim()
  .min(3, gamificationValidation.nicknameTooShort)
  .max(20, gamificationValidation.nicknameTooLong)
  .refine((v) => !v.includes('@'), gamificationValidation.nicknameIsEmail)
  .refine((v) => /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(v), gamificationValidation.nicknameCharacters)
  .refine((v) => !NICKNAME_RESERVED.includes(v.toLowerCase()), gamificationValidation.nicknameReserved);

export const rankingJoinSchema = z.object({ nickname: nicknameSchema });
export type RankingJoinInput = z.input<typeof rankingJoinSchema>;

export const RANKING_SCOPES = ['global', 'school'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];
export const RANKING_PERIODS = ['30d', 'all'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const rankingBoardQuerySchema = z.object({
  scope: z.enum(RANKING_SCOPES).default('global'),
  period: z.enum(RANKING_PERIODS).default('30d'),
});

/** The trader's own discipline score (shown to themselves whether or not they take part). */
export interface OwnScoreDto {
  score: number;
  eligible: boolean;
  /**
   * Each part as a percentage 0–100 of its own criterion (disciplineScore's parts: e.g. stops = trades with a stop /
   * trades), not its weighted points: the page shows 'Trades com stop (peso 20%) 100%'.
   */
  parts: { checklist: number; stops: number; risk: number; journaling: number };
  trades: number;
  activeDays: number;
}

export interface RankingMeDto {
  nickname: string | null;
  optedIn: boolean;
  /** The school whose board the trader can see (a student of it), or null. */
  school: { id: string; name: string } | null;
  score30d: OwnScoreDto;
}

/** One line of a board: nothing but these fields, ever. */
export interface RankingRowDto {
  position: number;
  nickname: string;
  level: number;
  levelName: string;
  score: number;
  achievements: number;
  isMe: boolean;
}

export interface RankingBoardDto {
  scope: RankingScope;
  period: RankingPeriod;
  schoolName: string | null;
  /** Eligible participants on this board. */
  participants: number;
  minParticipants: number;
  /** False below minParticipants: `top` is empty. */
  available: boolean;
  top: RankingRowDto[];
  /** The viewer's line (also when outside the top), or null. */
  me: RankingRowDto | null;
  myStatus: 'not-opted-in' | 'not-eligible' | 'ranked';
}
