import { and, eq, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { signInLimitKeys } from '../../auth/sign-in-limit-keys';
import * as schema from '../../db/schema';
import type { Tx } from '../../db/tx';

/** The person whose data is exported or erased. */
export interface Person {
  id: string;
  email: string;
}

/** What happens to a table's rows of the person when the account is deleted. */
export type Erase =
  | { delete: true }
  /** The rows stay (they are someone else's history too) and lose what names the person. */
  | { anonymise: (tx: Tx, p: Person) => Promise<unknown>; reason: string };

export interface UserTable {
  /** The table, as the schema exports it. */
  table: PgTable;
  /** The person's rows in it. */
  rows: (p: Person) => SQL;
  /**
   * In the export: the file `dados/<table>.json` with every column except `omit` (credentials and secrets), read
   * in keyset pages along `key` (unique, in this order); or `excluded` with the reason it is not exported.
   */
  export: { key: PgColumn[]; omit?: PgColumn[] } | { excluded: string };
  erase: Erase;
}

const { user } = schema;
const byUser = (column: PgColumn) => (p: Person) => eq(column, p.id);
const sameEmail = (column: PgColumn, p: Person) => sql`lower(${column}) = lower(${p.email})`;
const ofChallenges = (column: PgColumn) => (p: Person) =>
  inArray(
    column,
    sql`(select ${schema.challenges.id} from ${schema.challenges} where ${schema.challenges.userId} = ${p.id})`,
  );

/**
 * Every table that holds something about a person, in the order deletion runs (children before parents; `user`
 * last). The export and the deletion read this list, and user-data.test.ts fails when a table of the schema is in
 * neither this list nor NOT_PERSONAL: a new table cannot be forgotten.
 */
export const USER_TABLES: UserTable[] = [
  // Trading. A screenshot row's delete queues its files for the store (attachment_blob_deletions).
  {
    table: schema.tradeAttachments,
    rows: byUser(schema.tradeAttachments.userId),
    export: {
      key: [schema.tradeAttachments.createdAt, schema.tradeAttachments.id],
      omit: [schema.tradeAttachments.imageKey, schema.tradeAttachments.thumbKey],
    },
    erase: { delete: true },
  },
  {
    table: schema.trades,
    rows: byUser(schema.trades.userId),
    export: { key: [schema.trades.openedAt, schema.trades.id] },
    erase: { delete: true },
  },
  {
    table: schema.tradeColumnSegments,
    rows: byUser(schema.tradeColumnSegments.userId),
    export: {
      excluded:
        'Uma cópia compacta dos seus trades (trades.json) por mês, para o painel abrir rápido: não há nela nada que não esteja em trades.json.',
    },
    erase: { delete: true },
  },
  // Playbooks after the trades that point at them; a playbook row's delete queues its picture's files.
  {
    table: schema.playbookCriteria,
    rows: byUser(schema.playbookCriteria.userId),
    export: { key: [schema.playbookCriteria.createdAt, schema.playbookCriteria.id] },
    erase: { delete: true },
  },
  {
    table: schema.playbooks,
    rows: byUser(schema.playbooks.userId),
    export: {
      key: [schema.playbooks.createdAt, schema.playbooks.id],
      omit: [schema.playbooks.imageKey, schema.playbooks.thumbKey],
    },
    erase: { delete: true },
  },
  {
    table: schema.tradeImports,
    rows: byUser(schema.tradeImports.userId),
    export: { key: [schema.tradeImports.createdAt, schema.tradeImports.id] },
    erase: { delete: true },
  },
  // Brokerage notes: the executions before their note, both before the accounts they belong to.
  {
    table: schema.brokerageNoteExecutions,
    rows: (p) =>
      inArray(
        schema.brokerageNoteExecutions.noteId,
        sql`(select ${schema.brokerageNotes.id} from ${schema.brokerageNotes} where ${schema.brokerageNotes.userId} = ${p.id})`,
      ),
    export: { key: [schema.brokerageNoteExecutions.noteId, schema.brokerageNoteExecutions.position] },
    erase: { delete: true },
  },
  {
    table: schema.brokerageNotes,
    rows: byUser(schema.brokerageNotes.userId),
    export: {
      key: [schema.brokerageNotes.tradeDate, schema.brokerageNotes.id],
      omit: [schema.brokerageNotes.pdfKey],
    },
    erase: { delete: true },
  },
  {
    table: schema.riskAlerts,
    rows: byUser(schema.riskAlerts.userId),
    export: { key: [schema.riskAlerts.id] },
    erase: { delete: true },
  },
  {
    table: schema.riskPlans,
    rows: byUser(schema.riskPlans.userId),
    export: { key: [schema.riskPlans.accountId] },
    erase: { delete: true },
  },
  {
    table: schema.tradingAccounts,
    rows: byUser(schema.tradingAccounts.userId),
    export: { key: [schema.tradingAccounts.createdAt, schema.tradingAccounts.id] },
    erase: { delete: true },
  },
  {
    table: schema.instruments,
    rows: byUser(schema.instruments.userId),
    export: { key: [schema.instruments.symbol] },
    erase: { delete: true },
  },
  {
    table: schema.tradingSettings,
    rows: byUser(schema.tradingSettings.userId),
    export: { key: [schema.tradingSettings.userId] },
    erase: { delete: true },
  },
  // Discipline: routine, challenge, breathing.
  {
    table: schema.dailyPlans,
    rows: byUser(schema.dailyPlans.userId),
    export: { key: [schema.dailyPlans.day] },
    erase: { delete: true },
  },
  {
    table: schema.dailyReviews,
    rows: byUser(schema.dailyReviews.userId),
    export: { key: [schema.dailyReviews.day] },
    erase: { delete: true },
  },
  {
    table: schema.challengeDayMarks,
    rows: ofChallenges(schema.challengeDayMarks.challengeId),
    export: { key: [schema.challengeDayMarks.challengeId, schema.challengeDayMarks.day] },
    erase: { delete: true },
  },
  {
    table: schema.challengeWeekReviews,
    rows: ofChallenges(schema.challengeWeekReviews.challengeId),
    export: { key: [schema.challengeWeekReviews.challengeId, schema.challengeWeekReviews.week] },
    erase: { delete: true },
  },
  {
    table: schema.challenges,
    rows: byUser(schema.challenges.userId),
    export: { key: [schema.challenges.createdAt, schema.challenges.id] },
    erase: { delete: true },
  },
  {
    table: schema.breathingPauses,
    rows: byUser(schema.breathingPauses.userId),
    export: { key: [schema.breathingPauses.completedAt, schema.breathingPauses.id] },
    erase: { delete: true },
  },
  {
    table: schema.weeklyReviews,
    rows: byUser(schema.weeklyReviews.userId),
    export: { key: [schema.weeklyReviews.weekStart] },
    erase: { delete: true },
  },
  {
    table: schema.weeklyReviewMails,
    rows: byUser(schema.weeklyReviewMails.userId),
    export: { key: [schema.weeklyReviewMails.weekStart] },
    erase: { delete: true },
  },
  // Gamification and ranking.
  {
    table: schema.xpLedger,
    rows: byUser(schema.xpLedger.userId),
    export: { key: [schema.xpLedger.id] },
    erase: { delete: true },
  },
  {
    table: schema.gamificationDays,
    rows: byUser(schema.gamificationDays.userId),
    export: { key: [schema.gamificationDays.day] },
    erase: { delete: true },
  },
  {
    table: schema.gamificationState,
    rows: byUser(schema.gamificationState.userId),
    export: { key: [schema.gamificationState.userId] },
    erase: { delete: true },
  },
  {
    table: schema.userAchievements,
    rows: byUser(schema.userAchievements.userId),
    export: { key: [schema.userAchievements.achievementId] },
    erase: { delete: true },
  },
  {
    table: schema.goals,
    rows: byUser(schema.goals.userId),
    export: { key: [schema.goals.createdAt, schema.goals.id] },
    erase: { delete: true },
  },
  {
    table: schema.gamificationEvents,
    rows: byUser(schema.gamificationEvents.userId),
    export: { key: [schema.gamificationEvents.id] },
    erase: { delete: true },
  },
  {
    table: schema.rankingMembers,
    rows: byUser(schema.rankingMembers.userId),
    export: { key: [schema.rankingMembers.userId] },
    erase: { delete: true },
  },
  // A mentor's feedback on the person's journal, and their answers: the person's threads. Comments the person wrote
  // as a mentor stay in their students' threads without their name.
  {
    table: schema.feedbackComments,
    rows: byUser(schema.feedbackComments.studentId),
    export: {
      key: [schema.feedbackComments.createdAt, schema.feedbackComments.id],
      omit: [schema.feedbackComments.authorId],
    },
    erase: {
      anonymise: async (tx, p) => {
        const f = schema.feedbackComments;
        await tx.delete(f).where(eq(f.studentId, p.id));
        await tx.update(f).set({ authorId: null, authorName: DELETED_LABEL }).where(eq(f.authorId, p.id));
      },
      reason:
        'The threads on the person’s journal go with the account; what they wrote as a mentor stays in each student’s thread (the student’s data) without their id or name.',
    },
  },
  // Classes: the person's memberships (their nickname on a board) are theirs; a class or class challenge they
  // created as a school admin is the school's and only loses their id.
  {
    table: schema.schoolClassMembers,
    rows: byUser(schema.schoolClassMembers.userId),
    export: { key: [schema.schoolClassMembers.classId] },
    erase: { delete: true },
  },
  {
    table: schema.schoolClasses,
    rows: byUser(schema.schoolClasses.createdBy),
    export: {
      excluded: 'A class of the school the person created as its admin: the school’s record, not theirs.',
    },
    erase: {
      anonymise: (tx, p) =>
        tx
          .update(schema.schoolClasses)
          .set({ createdBy: null })
          .where(eq(schema.schoolClasses.createdBy, p.id)),
      reason: 'The class belongs to the school and its students; only the creator’s id goes.',
    },
  },
  {
    table: schema.classChallenges,
    rows: byUser(schema.classChallenges.createdBy),
    export: {
      excluded: 'A class challenge the person started as a school admin: the school’s record, not theirs.',
    },
    erase: {
      anonymise: (tx, p) =>
        tx
          .update(schema.classChallenges)
          .set({ createdBy: null })
          .where(eq(schema.classChallenges.createdBy, p.id)),
      reason: 'The class challenge is the class’s (its students run it); only the starter’s id goes.',
    },
  },
  // Schools: memberships, invitations sent by the person (as a school admin) or addressed to them.
  {
    table: schema.member,
    rows: byUser(schema.member.userId),
    export: { key: [schema.member.id] },
    erase: { delete: true },
  },
  {
    table: schema.invitation,
    rows: (p) => or(eq(schema.invitation.inviterId, p.id), sameEmail(schema.invitation.email, p)) as SQL,
    export: { key: [schema.invitation.id] },
    erase: { delete: true },
  },
  // Who did what: kept for everyone else's sake, without the person's name (docs/privacy.md).
  {
    table: schema.auditLog,
    rows: (p) =>
      or(
        eq(schema.auditLog.actorId, p.id),
        eq(schema.auditLog.targetId, p.id),
        and(eq(schema.auditLog.targetType, 'invitation'), sameEmail(schema.auditLog.targetLabel, p)),
      ) as SQL,
    export: { key: [schema.auditLog.id] },
    erase: {
      anonymise: async (tx, p) => {
        const a = schema.auditLog;
        await tx.update(a).set({ actorId: null, actorEmail: DELETED_LABEL }).where(eq(a.actorId, p.id));
        await tx.update(a).set({ targetId: null, targetLabel: DELETED_LABEL }).where(eq(a.targetId, p.id));
        await tx
          .update(a)
          .set({ targetLabel: DELETED_LABEL })
          .where(and(eq(a.targetType, 'invitation'), sameEmail(a.targetLabel, p)));
      },
      reason:
        'The trail of admin actions stays whole for the other people in it (who released whom, what changed in a school); the entries lose the id, email and name of the person.',
    },
  },
  {
    table: schema.appSettings,
    rows: byUser(schema.appSettings.updatedBy),
    export: {
      excluded: 'Configuração do produto, não sobre você: guarda só o id de quem a alterou por último.',
    },
    erase: {
      anonymise: (tx, p) =>
        tx.update(schema.appSettings).set({ updatedBy: null }).where(eq(schema.appSettings.updatedBy, p.id)),
      reason: 'The setting is the product’s; only the author’s id goes.',
    },
  },
  {
    table: schema.economicEvents,
    rows: byUser(schema.economicEvents.createdBy),
    export: {
      excluded:
        'Evento do calendário econômico que todos veem, não sobre você: guarda só o id de quem o cadastrou.',
    },
    erase: {
      anonymise: (tx, p) =>
        tx
          .update(schema.economicEvents)
          .set({ createdBy: null })
          .where(eq(schema.economicEvents.createdBy, p.id)),
      reason: 'The event is everyone’s; only the author’s id goes.',
    },
  },
  // Sign-in machinery.
  {
    table: schema.session,
    rows: byUser(schema.session.userId),
    export: { key: [schema.session.createdAt, schema.session.id], omit: [schema.session.token] },
    erase: { delete: true },
  },
  {
    table: schema.account,
    rows: byUser(schema.account.userId),
    export: {
      key: [schema.account.createdAt, schema.account.id],
      omit: [
        schema.account.password,
        schema.account.accessToken,
        schema.account.refreshToken,
        schema.account.idToken,
      ],
    },
    erase: { delete: true },
  },
  {
    table: schema.passkey,
    rows: byUser(schema.passkey.userId),
    export: { key: [schema.passkey.id], omit: [schema.passkey.publicKey] },
    erase: { delete: true },
  },
  {
    table: schema.twoFactor,
    rows: byUser(schema.twoFactor.userId),
    export: {
      excluded:
        'Credenciais (a chave do autenticador e os códigos de recuperação); se a verificação em duas etapas está ativa consta em user.json (twoFactorEnabled).',
    },
    erase: { delete: true },
  },
  {
    table: schema.verification,
    // better-auth keeps the user's id (password reset, two-factor) or email (magic link) in the value.
    rows: (p) =>
      or(
        eq(schema.verification.value, p.id),
        sql`${schema.verification.value} like ${'%"' + p.id + '"%'}`,
        sql`lower(${schema.verification.value}) like ${'%"' + p.email.toLowerCase() + '"%'}`,
        sameEmail(schema.verification.identifier, p),
      ) as SQL,
    export: {
      excluded: 'Códigos de uso único (link de acesso, redefinição de senha) que expiram em minutos.',
    },
    erase: { delete: true },
  },
  {
    table: schema.mailQueue,
    // Mail to the person, and mail about them (the admins' new-user notice names them): an outbox, not an archive.
    rows: (p) =>
      or(
        sameEmail(schema.mailQueue.to, p),
        sql`strpos(lower(${schema.mailQueue.text}), ${p.email.toLowerCase()}) > 0`,
      ) as SQL,
    export: {
      excluded: 'Cópias dos emails já entregues na sua caixa de entrada, com links de acesso dentro.',
    },
    erase: { delete: true },
  },
  {
    table: schema.rateLimits,
    rows: (p) =>
      or(
        // Failed password sign-ins (auth/account-limit.ts): the account's count, each address's, the notice's.
        inArray(schema.rateLimits.key, [
          signInLimitKeys.account(p.email.toLowerCase()),
          signInLimitKeys.notice(p.email.toLowerCase()),
        ]),
        sql`starts_with(${schema.rateLimits.key}, ${signInLimitKeys.addressPrefix(p.email.toLowerCase())})`,
        sql`${schema.rateLimits.key} like ${'%:' + p.id}`,
      ) as SQL,
    export: {
      excluded: 'Contadores de tentativas recentes (limite de tentativas), que expiram em até uma hora.',
    },
    erase: { delete: true },
  },
  {
    table: schema.profiles,
    rows: byUser(schema.profiles.userId),
    export: { key: [schema.profiles.id] },
    erase: { delete: true },
  },
  {
    table: user,
    rows: (p) => eq(user.id, p.id),
    export: { key: [user.id] },
    erase: { delete: true },
  },
];

/** Tables of the schema that hold nothing about a person, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  jwks: 'The server’s signing keys.',
  app_meta: 'Facts about the installation (when it was first started).',
  jobs: 'The schedule and leases of periodic work; no person in it.',
  attachment_blob_deletions:
    'Storage keys of deleted screenshots, kept only until their files are gone from the store (minutes): erasing them would keep the files.',
  organization:
    'A school; its people are in member and invitation. A school outlives its admins: the product’s admins manage it.',
};

/** How the person appears, after deletion, in the rows kept for others (the audit log). */
export const DELETED_LABEL = 'conta excluída';

export const tableName = (table: PgTable): string => getTableConfig(table).name;

/** Every table the schema module exports. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
}

/** The exported tables, with their file name. */
export const EXPORTED = USER_TABLES.flatMap((t) =>
  'key' in t.export ? [{ ...t, export: t.export, file: `dados/${tableName(t.table)}.json` }] : [],
);
