import { unzipSync, strFromU8 } from 'fflate';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { ensureDefaultAccount } from '../../user/trading-accounts';

export const PASSWORD = 'segredo123';

export interface Someone {
  id: string;
  email: string;
  client: TestClient;
}

/** A real user created through the testing fixture, signed in. */
export async function someone(
  app: App,
  opts: { role?: 'admin' | 'user'; allowed?: boolean; email?: string } = {},
): Promise<Someone> {
  const email = opts.email ?? uniqueEmail('privacy');
  const created = await new TestClient(app).json<{ userId: string }>('/api/testing/users', {
    json: {
      email,
      password: PASSWORD,
      name: 'Paula Privada',
      allowed: opts.allowed ?? true,
      role: opts.role,
    },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(app);
  expect((await client.json('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
  return { id: created.body.userId, email, client };
}

const rand = () => Math.random().toString(36).slice(2, 10);

/**
 * One row of the person in every table that can hold one (USER_TABLES), written straight to the database: the
 * export must contain each and the deletion must leave none. The sign-up already wrote user, account, profiles,
 * session (sign-in) and mail_queue (the confirmation).
 */
export async function seedEveryTable(db: Db, p: { id: string; email: string }) {
  const userId = p.id;
  const day = '2026-01-05';
  const acct = await ensureDefaultAccount(db, userId);
  await db.insert(s.instruments).values({
    userId,
    symbol: `X${rand().toUpperCase()}`,
    name: 'Meu ativo',
    tickValue: '1',
    ticksPerPoint: '1',
    currency: 'BRL',
  });
  const [imp] = await db
    .insert(s.tradeImports)
    .values({
      userId,
      accountId: acct.id,
      fileName: 'corretora.csv',
      format: 'generic',
      sourceTimezone: 'America/Sao_Paulo',
      totalRows: 2,
      imported: 1,
      duplicates: 0,
      rejected: 1,
      rejects: [{ line: 3, message: 'Data inválida' }],
    })
    .returning({ id: s.tradeImports.id });
  const [playbook] = await db
    .insert(s.playbooks)
    .values({ userId, name: `Setup ${rand()}`, imageKey: `seed/${rand()}.image`, imageBytes: 10 })
    .returning({ id: s.playbooks.id });
  const [criterion] = await db
    .insert(s.playbookCriteria)
    .values({ playbookId: playbook?.id ?? '', userId, label: 'Volume acima da média', position: 0 })
    .returning({ id: s.playbookCriteria.id });
  const [trade] = await db
    .insert(s.trades)
    .values({
      userId,
      accountId: acct.id,
      importId: imp?.id,
      tradeDate: day,
      tradeTime: '10:00:00',
      openedAt: new Date('2026-01-05T13:00:00Z'),
      side: 'compra',
      contracts: 1,
      instrument: 'WIN',
      entryPrice: '100',
      exitPrice: '110',
      pointValue: '0.2',
      currency: 'BRL',
      pnl: '2.00',
      notes: `nota ${rand()}`,
      playbookId: playbook?.id,
      criteriaMet: criterion ? [criterion.id] : [],
    })
    .returning({ id: s.trades.id });
  if (trade) {
    // Keys only: no file is stored (the queue the row's deletion fills is drained by the route, not here).
    const key = `seed/${rand()}`;
    await db.insert(s.tradeAttachments).values({
      userId,
      tradeId: trade.id,
      position: 0,
      caption: 'rompimento',
      type: 'image/png',
      bytes: 100,
      thumbBytes: 50,
      width: 10,
      height: 10,
      imageKey: `${key}.image`,
      thumbKey: `${key}.thumb`,
      thumbType: 'image/webp',
    });
  }
  if (trade) {
    // A mentor whose account is gone already, and the person's answer in the same thread.
    await db.insert(s.feedbackComments).values([
      {
        studentId: userId,
        authorName: 'conta excluída',
        authorRole: 'mentor',
        tradeId: trade.id,
        day,
        body: 'Bom stop',
      },
      {
        studentId: userId,
        authorId: userId,
        authorName: 'Paula',
        authorRole: 'student',
        tradeId: trade.id,
        day,
        body: 'Obrigada',
      },
    ]);
  }
  const [note] = await db
    .insert(s.brokerageNotes)
    .values({
      userId,
      accountId: acct.id,
      broker: 'Corretora Exemplo',
      noteNumber: `${rand()}`,
      tradeDate: day,
      clientCode: '99999',
      segment: 'bmf',
    })
    .returning({ id: s.brokerageNotes.id });
  if (note)
    await db.insert(s.brokerageNoteExecutions).values({
      noteId: note.id,
      position: 0,
      side: 'C',
      instrument: 'WIN',
      symbol: 'WIN Z26',
      quantity: 1,
      price: '128000',
    });
  await db.insert(s.tradingSettings).values({ userId }).onConflictDoNothing();
  await db.insert(s.riskPlans).values({ accountId: acct.id, userId }).onConflictDoNothing();
  await db
    .insert(s.riskAlerts)
    .values({ userId, accountId: acct.id, day, limitKind: 'daily-loss', level: 50 });
  await db.insert(s.dailyPlans).values({ userId, day, bias: 'alta' });
  await db.insert(s.dailyReviews).values({ userId, day, wentWell: 'Respeitei o stop' });
  const [challenge] = await db
    .insert(s.challenges)
    .values({ userId, startDate: day })
    .returning({ id: s.challenges.id });
  const challengeId = challenge?.id ?? '';
  await db.insert(s.challengeDayMarks).values({ challengeId, day, didNotTrade: true });
  await db.insert(s.challengeWeekReviews).values({ challengeId, week: 1, answers: { q1: 'sim' } });
  await db.insert(s.breathingPauses).values({ userId, day, cycles: 4, source: 'header' });
  await db
    .insert(s.weeklyReviews)
    .values({ userId, weekStart: '2026-11-16', answers: ['Segui o plano', '', ''] });
  await db.insert(s.weeklyReviewMails).values({ userId, weekStart: '2026-11-09' });
  await db.insert(s.xpLedger).values({
    userId,
    source: 'trade',
    sourceKey: `trade:${trade?.id}`,
    day,
    amount: 10,
    reason: 'Trade registrado',
  });
  await db.insert(s.gamificationDays).values({ userId, day, trades: 1, facts: {} });
  await db.insert(s.gamificationState).values({ userId }).onConflictDoNothing();
  await db.insert(s.userAchievements).values({ userId, achievementId: 'first-trade' }).onConflictDoNothing();
  await db.insert(s.goals).values({ userId, kind: 'trades', period: 'week', periodStart: day, target: 5 });
  await db.insert(s.gamificationEvents).values({ userId, kind: 'level-up', payload: { level: 2 } });
  await db.insert(s.rankingMembers).values({ userId, nickname: `apelido${rand()}` });
  const schoolId = crypto.randomUUID();
  await db.insert(s.organization).values({ id: schoolId, name: `Escola ${rand()}`, slug: `e-${rand()}` });
  await db
    .insert(s.member)
    .values({ id: crypto.randomUUID(), organizationId: schoolId, userId, role: 'admin' });
  // A class the person created as the school's admin, its challenge, and the person in it.
  const [cls] = await db
    .insert(s.schoolClasses)
    .values({ schoolId, name: `Turma ${rand()}`, createdBy: userId })
    .returning({ id: s.schoolClasses.id });
  const classId = cls?.id ?? '';
  await db.insert(s.classChallenges).values({ classId, startDate: day, createdBy: userId });
  await db
    .insert(s.schoolClassMembers)
    .values({ classId, userId, status: 'joined', nickname: `Apelido ${rand()}` });
  const expiresAt = new Date(Date.now() + 3_600_000);
  // Sent by the person (a school admin) to someone else.
  await db.insert(s.invitation).values({
    id: crypto.randomUUID(),
    organizationId: schoolId,
    email: `${rand()}@example.test`,
    role: 'member',
    inviterId: userId,
    expiresAt,
  });
  await db.insert(s.auditLog).values([
    {
      actorId: userId,
      actorEmail: p.email,
      action: 'school.invite',
      targetType: 'school',
      targetId: schoolId,
    },
    {
      actorId: null,
      actorEmail: 'cli',
      action: 'user.release',
      targetType: 'user',
      targetId: userId,
      targetLabel: `Paula <${p.email}>`,
    },
    {
      actorId: null,
      actorEmail: 'cli',
      action: 'school.invite',
      targetType: 'invitation',
      targetLabel: p.email,
    },
  ]);
  await db.insert(s.appSettings).values({ key: `privacy-test-${rand()}`, value: 1, updatedBy: userId });
  await db.insert(s.economicEvents).values({
    origin: 'admin',
    kind: 'other',
    title: 'Evento de teste',
    country: 'BR',
    impact: 'baixa',
    timeZone: 'America/Sao_Paulo',
    localDate: day,
    createdBy: userId,
  });
  await db.insert(s.passkey).values({
    id: crypto.randomUUID(),
    name: 'Celular',
    publicKey: 'chave-publica',
    userId,
    credentialID: `cred-${rand()}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    createdAt: new Date(),
  });
  await db
    .insert(s.twoFactor)
    .values({ id: crypto.randomUUID(), secret: 'segredo-totp', backupCodes: 'codigos', userId });
  await db
    .insert(s.verification)
    .values({ id: crypto.randomUUID(), identifier: `reset-password:${rand()}`, value: userId, expiresAt });
  await db
    .insert(s.rateLimits)
    .values(
      [
        `account-sign-in:${p.email.toLowerCase()}`,
        `account-sign-in:${p.email.toLowerCase()}|203.0.113.7`,
        `account-sign-in-notice:${p.email.toLowerCase()}`,
      ].map((key) => ({ key, count: 1, lastRequest: Date.now() })),
    );
  return { schoolId, tradeId: trade?.id ?? '' };
}

/** The files of a zip, as text. */
export function unzipText(bytes: ArrayBuffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}
