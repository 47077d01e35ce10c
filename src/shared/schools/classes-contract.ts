import { z } from 'zod';
import { RULE_BREAK_KINDS, type RuleBreakKind } from '../risk/contract';
import { dateField } from '../time/date-field';

/** The class endpoints: the school's side under /api/schools/:id/classes, the student's under /api/classes. */
export const classesApi = {
  list: (schoolId: string) => `/api/schools/${schoolId}/classes`,
  one: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}`,
  archive: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}/archive`,
  members: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}/members`,
  challenge: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}/challenge`,
  endChallenge: (schoolId: string, classId: string) =>
    `/api/schools/${schoolId}/classes/${classId}/challenge/end`,
  board: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}/board`,
  view: (schoolId: string, classId: string) => `/api/schools/${schoolId}/classes/${classId}/view`,
  mine: '/api/classes',
  accept: (classId: string) => `/api/classes/${classId}/accept`,
  decline: (classId: string) => `/api/classes/${classId}/decline`,
  leave: (classId: string) => `/api/classes/${classId}/leave`,
  leaveChallenge: (classId: string) => `/api/classes/${classId}/challenge/leave`,
  studentBoard: (classId: string) => `/api/classes/${classId}/board`,
} as const;

export const CLASS_NAME_MAX = 60;
export const NICKNAME_MAX = 30;
/** Weeks the class view covers by default, and at most. */
export const CLASS_VIEW_WEEKS = { default: 8, max: 26 } as const;

export const classNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Dê um nome à turma')
    .max(CLASS_NAME_MAX, `Use até ${CLASS_NAME_MAX} caracteres`),
});
export const classInviteSchema = z.object({
  userIds: z.array(z.string().min(1)).min(1, 'Escolha ao menos um aluno').max(500),
});
export const classAcceptSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(2, 'Use ao menos 2 caracteres')
    .max(NICKNAME_MAX, `Use até ${NICKNAME_MAX} caracteres`)
    .refine((s) => !s.includes('@'), 'O apelido não pode ser um email'),
});
export const classChallengeStartSchema = z.object({ startDate: dateField('Informe a data de início') });
export const classViewQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(CLASS_VIEW_WEEKS.max).default(CLASS_VIEW_WEEKS.default),
});

export type MemberStatus = 'invited' | 'joined' | 'declined' | 'left';

export interface ClassDto {
  id: string;
  name: string;
  archived: boolean;
  createdAt: string;
  /** Students by membership state. */
  joined: number;
  invited: number;
  challenge: ClassChallengeDto | null;
}

export interface ClassChallengeDto {
  id: string;
  startDate: string;
  endDate: string;
  status: 'active' | 'ended';
}

export interface ClassMemberDto {
  userId: string;
  name: string;
  email: string;
  nickname: string | null;
  status: MemberStatus;
  invitedAt: string;
  joinedAt: string | null;
}

export interface ClassDetailDto extends ClassDto {
  members: ClassMemberDto[];
}

/** A row of a class board: process only (never money), by nickname. */
export interface BoardRowDto {
  nickname: string;
  /** Whose row it is, for the student's own highlight (only on the student's board: the caller's own row). */
  you: boolean;
  status: 'active' | 'completed' | 'failed' | 'abandoned';
  /** Today's day of the run (1–21), 0 before it starts. */
  day: number;
  daysPassed: number;
  streak: number;
  /** The run started before the class challenge: the student's own challenge, kept and shown here. */
  ownStart: boolean;
}

/** The school's board: the class board plus who needs a word, and why. */
export interface AdminBoardRowDto extends BoardRowDto {
  userId: string;
  needsWord: NeedsWordReason[];
}
export type NeedsWordReason = 'two-failed-days' | 'no-journal-3-days';
export const NEEDS_WORD_LABELS: Record<NeedsWordReason, string> = {
  'two-failed-days': 'Dois dias não cumpridos seguidos',
  'no-journal-3-days': 'Sem diário há 3 dias',
};

export interface BoardDto<R extends BoardRowDto = BoardRowDto> {
  className: string;
  challenge: ClassChallengeDto | null;
  rows: R[];
}

/** What the student sees of their classes: invitations and the classes joined. */
export interface MyClassDto {
  id: string;
  name: string;
  schoolName: string;
  status: MemberStatus;
  nickname: string | null;
  challenge: ClassChallengeDto | null;
  /** The student runs this class's challenge. */
  inChallenge: boolean;
}

/** One ISO week of a class: counts of students, from those who share at least 'Resumo'. */
export interface ClassWeekDto {
  /** Monday of the ISO week (the students' local dates). */
  week: string;
  journaled: number;
  wrotePlan: number;
  traded: number;
  /** Traded that week, and every trade had a stop (an import without a stop column is not counted against). */
  usedStops: number;
  /** Traded that week without breaking a limit of their risk plan. */
  withinLimits: number;
  brokeRules: number;
  /** Students who broke each rule at least once that week. */
  ruleBreaks: Partial<Record<RuleBreakKind, number>>;
  /** Challenge days of the class challenge's runs that fall in this week. */
  challengeDaysPassed: number;
  challengeDaysFailed: number;
}

export interface ClassViewDto {
  classId: string;
  className: string;
  /** Joined students counted (sharing 'Resumo' or 'Tudo'). */
  sharing: number;
  /** Joined students who share nothing: counted here, never in the weeks. */
  notSharing: number;
  weeks: ClassWeekDto[];
}

export const CLASS_VIEW_BREAK_KINDS = RULE_BREAK_KINDS;
/** The rule breaks that mean "over a limit" of the risk plan (the others are process rules). */
export const LIMIT_BREAK_KINDS: readonly RuleBreakKind[] = [
  'over-trade-cap',
  'after-loss-limit',
  'in-cooldown',
  'over-max-contracts',
  'risk-above-plan',
];
