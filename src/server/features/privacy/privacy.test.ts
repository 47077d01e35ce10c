import { and, asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { privacyApi, type AccountDeletionStatus } from '@/shared/privacy/contract';
import { tradeListQuerySchema } from '@/shared/trading/api-contract';
import { toSpreadsheetCsv } from '@/shared/trading/export';
import { account, mailQueue, session, trades, user } from '../../db/schema';
import { ACCOUNT_DELETED_SUBJECT, ADMIN_ACCOUNT_DELETED_SUBJECT_PREFIX } from '../../mail/privacy-templates';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { exportTrades } from '../trades/trades-query';
import { ensureDefaultAccount } from '../../user/trading-accounts';
import { exportZip } from './export.service';
import { PASSWORD, someone, unzipText, type Someone } from './privacy.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

async function addTrade(p: Someone, notes: string) {
  const acct = await ensureDefaultAccount(t.database.db, p.id);
  await t.database.db.insert(trades).values({
    userId: p.id,
    accountId: acct.id,
    tradeDate: '2026-02-10',
    tradeTime: '10:15:00',
    openedAt: new Date('2026-02-10T13:15:00Z'),
    side: 'venda',
    contracts: 2,
    instrument: 'WIN',
    entryPrice: '130000',
    exitPrice: '129900',
    pointValue: '0.2',
    currency: 'BRL',
    pnl: '40.00',
    notes,
  });
}

const deleteAs = (p: Someone, json: Record<string, unknown>) =>
  p.client.json<{ code?: string; message?: string; fieldErrors?: Record<string, string[]> }>(
    privacyApi.accountDeletion,
    { json },
  );

const mailsTo = (to: string) =>
  t.database.db
    .select({ kind: mailQueue.kind, subject: mailQueue.subject, text: mailQueue.text })
    .from(mailQueue)
    .where(eq(mailQueue.to, to));

describe('GET /api/me/export', () => {
  it('asks for a session', async () => {
    const res = await new TestClient(t.app).json(privacyApi.export);
    expect(res.status).toBe(401);
  });

  it('streams a zip with the caller’s trades (JSON and CSV) and nobody else’s, and no secret', async () => {
    const me = await someone(t.app);
    const other = await someone(t.app);
    await addTrade(me, 'minha nota secreta');
    await addTrade(other, 'nota de outra pessoa');

    const res = await me.client.request(privacyApi.export);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mctrading-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipText(await res.arrayBuffer());
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'LEIA-ME.txt',
        'trades.csv',
        'manifesto.json',
        'dados/trades.json',
        'dados/user.json',
      ]),
    );
    expect(files['trades.csv']).toContain('minha nota secreta');
    expect(files['trades.csv']).toContain('Venda');
    const tradesJson = JSON.parse(files['dados/trades.json'] ?? '[]') as { notes: string; user_id: string }[];
    expect(tradesJson).toEqual([expect.objectContaining({ notes: 'minha nota secreta', user_id: me.id })]);
    const all = Object.values(files).join('\n');
    expect(all).not.toContain('nota de outra pessoa');
    expect(all).not.toContain(other.email);

    const [hash] = await t.database.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
    const [sess] = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, me.id));
    expect(hash?.password).toBeTruthy();
    expect(all).not.toContain(hash?.password);
    expect(all).not.toContain(sess?.token);
    const manifest = JSON.parse(files['manifesto.json'] ?? '{}') as { arquivos: Record<string, number> };
    expect(manifest.arquivos).toMatchObject({
      'dados/trades.json': 1,
      'trades.csv': 1,
      'dados/user.json': 1,
    });
  });

  it('pages by ranges without losing or repeating a row (ties on the instant too), and writes the CSV the trades export writes', async () => {
    const me = await someone(t.app);
    const acct = await ensureDefaultAccount(t.database.db, me.id);
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 10, 13, minute));
    // Three trades at the same instant, then others: pages of 2 must split and keep ties together or apart alike.
    const minutes = [5, 5, 5, 1, 9, 7, 3, 8];
    await t.database.db.insert(trades).values(
      minutes.map((m, i) => ({
        userId: me.id,
        accountId: acct.id,
        tradeDate: '2026-02-10',
        tradeTime: `10:${String(m).padStart(2, '0')}:00`,
        openedAt: at(m),
        side: i % 2 ? ('compra' as const) : ('venda' as const),
        contracts: 1 + i,
        instrument: 'WIN',
        entryPrice: '130000.5',
        exitPrice: '130010',
        mep: i === 2 ? '12.25' : null,
        costs: '1.5',
        pointValue: '0.2',
        currency: 'BRL' as const,
        pnl: '2.10',
        emotion: i === 1 ? 'calmo' : null,
        notes: `trade ${i}; "aspas"`,
        tags: i === 3 ? ['rompimento', 'tendência'] : [],
      })),
    );
    const stream = exportZip(t.database.db, { id: me.id, email: me.email }, new Date(), 2);
    const bytes = await new Response(stream).arrayBuffer();
    const files = unzipText(bytes);
    const exported = JSON.parse(files['dados/trades.json'] ?? '[]') as { id: string }[];
    const stored = await t.database.db
      .select({ id: trades.id })
      .from(trades)
      .where(eq(trades.userId, me.id))
      .orderBy(asc(trades.openedAt), asc(trades.id));
    expect(exported.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    const listed = await exportTrades(
      t.database.db,
      me.id,
      tradeListQuerySchema.parse({ sort: 'date', dir: 'asc' }),
    );
    // Text decoding drops the BOM; the file itself starts with it (Excel reads the accents).
    expect(files['trades.csv']).toBe(toSpreadsheetCsv(listed).replace(/^\uFEFF/, ''));
    expect([...(unzipSync(new Uint8Array(bytes))['trades.csv'] ?? []).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });

  it('is open to a pending account too (the right to one’s data does not wait for release)', async () => {
    const pending = await someone(t.app, { allowed: false });
    const res = await pending.client.request(privacyApi.export);
    expect(res.status).toBe(200);
    expect(unzipText(await res.arrayBuffer())['dados/user.json']).toContain(pending.email);
  });
});

describe('POST /api/me/account-deletion', () => {
  it('asks for a session', async () => {
    const res = await new TestClient(t.app).json(privacyApi.accountDeletion, { json: { email: 'a@b.c' } });
    expect(res.status).toBe(401);
  });

  it('wants the account’s own email typed and the right password, and then deletes only that account', async () => {
    const me = await someone(t.app);
    const other = await someone(t.app);
    const admin = await someone(t.app, { role: 'admin' });
    await addTrade(me, 'vai sumir');
    await addTrade(other, 'fica');

    const status = await me.client.json<AccountDeletionStatus>(privacyApi.accountDeletion);
    expect(status.body).toMatchObject({ reauth: 'password', blocked: null, schoolsAdministered: [] });

    const wrongEmail = await deleteAs(me, { email: other.email, password: PASSWORD });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body).toMatchObject({
      code: 'ACCOUNT_DELETE_EMAIL_MISMATCH',
      fieldErrors: { email: ['O email digitado não é o email desta conta.'] },
    });
    const noPassword = await deleteAs(me, { email: me.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('ACCOUNT_DELETE_PASSWORD_REQUIRED');
    const wrongPassword = await deleteAs(me, { email: me.email, password: 'errada-123' });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toMatchObject({
      code: 'ACCOUNT_DELETE_WRONG_PASSWORD',
      message: 'Senha incorreta.',
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);

    const done = await deleteAs(me, { email: me.email.toUpperCase(), password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.res.headers.getSetCookie().join('\n')).toMatch(/mct\.session_token=;/);
    expect(await t.database.db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await t.database.db.select().from(trades).where(eq(trades.userId, me.id))).toEqual([]);
    expect(await t.database.db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
    // Signed out everywhere: the old cookie no longer opens anything, and the password no longer signs in.
    expect((await me.client.json('/api/me')).status).toBe(401);
    const again = await new TestClient(t.app).json('/api/auth/sign-in/email', {
      json: { email: me.email, password: PASSWORD },
    });
    expect(again.status).toBe(401);
    // The other trader keeps their trade.
    expect(await t.database.db.select().from(trades).where(eq(trades.userId, other.id))).toHaveLength(1);

    expect(await mailsTo(me.email)).toEqual([
      expect.objectContaining({ kind: 'account-deleted', subject: ACCOUNT_DELETED_SUBJECT }),
    ]);
    const notice = (await mailsTo(admin.email)).find((m) => m.kind === 'admin-account-deleted');
    expect(notice?.subject.startsWith(ADMIN_ACCOUNT_DELETED_SUBJECT_PREFIX)).toBe(true);
    expect(notice?.text).toContain(me.email);
  });

  it('limits wrong passwords per account', async () => {
    const me = await someone(t.app);
    for (let i = 0; i < 5; i++)
      expect((await deleteAs(me, { email: me.email, password: `errada-${i}` })).status).toBe(403);
    const limited = await deleteAs(me, { email: me.email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });

  it('lets an account without a password delete itself only within 5 minutes of signing in', async () => {
    const me = await someone(t.app);
    // A Google- or passkey-only account: no credential row.
    await t.database.db
      .delete(account)
      .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
    const status = await me.client.json<AccountDeletionStatus>(privacyApi.accountDeletion);
    expect(status.body.reauth).toBe('recent-sign-in');
    expect(status.body.recentSignInUntil).not.toBeNull();

    const clock = new TestClient(t.app);
    expect(
      (await clock.json('/api/testing/clock', { json: { offsetMs: 6 * 60_000, userId: me.id } })).status,
    ).toBe(200);
    expect(
      (await me.client.json<AccountDeletionStatus>(privacyApi.accountDeletion)).body.recentSignInUntil,
    ).toBeNull();
    const stale = await deleteAs(me, { email: me.email });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('ACCOUNT_DELETE_REAUTH');

    await clock.json('/api/testing/clock', { json: { offsetMs: 0, userId: me.id } });
    const fresh = await deleteAs(me, { email: me.email });
    expect(fresh.status).toBe(200);
    expect(await t.database.db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
  });

  it('refuses the last admin, and an admin the server’s ADMIN_EMAILS names', async () => {
    const admin = await someone(t.app, { role: 'admin' });
    // Alone: demote every other admin of this worker's database.
    await t.database.db
      .update(user)
      .set({ role: 'user' })
      .where(and(eq(user.role, 'admin')));
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    const status = await admin.client.json<AccountDeletionStatus>(privacyApi.accountDeletion);
    expect(status.body.blocked).toBe('last-admin');
    const last = await deleteAs(admin, { email: admin.email, password: PASSWORD });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      code: 'ACCOUNT_DELETE_LAST_ADMIN',
      message:
        'Você é o último administrador do MCTrading: conceda o papel a outra pessoa antes de excluir sua conta.',
    });

    // With a second admin, the first may go.
    const second = await someone(t.app, { role: 'admin' });
    expect((await deleteAs(admin, { email: admin.email, password: PASSWORD })).status).toBe(200);

    const bootEmail = uniqueEmail('boot');
    const t2 = await createTestApp({ enableTestRoutes: true, adminEmails: [bootEmail] });
    const boot = await someone(t2.app, { role: 'admin', email: bootEmail });
    const refused = await boot.client.json<{ code: string }>(privacyApi.accountDeletion, {
      json: { email: bootEmail, password: PASSWORD },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACCOUNT_DELETE_BOOTSTRAP_ADMIN');
    expect(second.id).toBeTruthy();
  });
});
