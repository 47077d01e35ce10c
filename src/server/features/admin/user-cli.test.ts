import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { auditLog, profiles, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { lastMailTo, TestClient, uniqueEmail } from '../../testing/test-client';
import { waitUntil } from '../../mail/test-smtp-server';
import { emptyDataDir } from '../../testing/temp-dirs';
import { createScratchDatabaseUrl } from '../../testing/test-database';
import { parseArgs, runUserCli, runUserCommand, USAGE, type UserCommand } from './user-cli';

const PASSWORD = 'segredo123';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

async function run(command: UserCommand) {
  const c = capture();
  const code = await runUserCommand(t.database.db, command, c.io, { appUrl: t.config.appUrl });
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

/** A pending (or admin) user, created the way e2e fixtures are, and a client signed in as them. */
async function signedInUser(opts: { role?: 'admin' | 'user'; name?: string } = {}) {
  const email = uniqueEmail('cli');
  const created = await new TestClient(t.app).json('/api/testing/users', {
    json: { email, password: PASSWORD, name: opts.name ?? 'Carla Comando', role: opts.role ?? 'user' },
  });
  expect(created.status).toBe(201);
  const client = new TestClient(t.app);
  expect(
    (await client.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
  ).toBe(200);
  return { email, client };
}

async function me(client: TestClient) {
  const res = await client.json<{ user: { role: string }; profile: { isAllowed: boolean } }>('/api/me');
  expect(res.status).toBe(200);
  return { role: res.body.user.role, isAllowed: res.body.profile.isAllowed };
}

describe('parseArgs', () => {
  it('reads the four commands and refuses anything else', () => {
    expect(parseArgs(['approve', 'a@b.test'])).toEqual({ name: 'approve', email: 'a@b.test' });
    expect(parseArgs(['revoke', 'a@b.test'])).toEqual({ name: 'revoke', email: 'a@b.test' });
    expect(parseArgs(['make-admin', 'a@b.test'])).toEqual({ name: 'make-admin', email: 'a@b.test' });
    expect(parseArgs(['list'])).toEqual({ name: 'list' });
    expect(parseArgs([])).toEqual({ error: '' });
    expect(parseArgs(['approve'])).toEqual({ error: 'Informe o email: npm run user -- approve EMAIL' });
    expect(parseArgs(['approve', 'sem-arroba'])).toEqual({ error: 'Email inválido: sem-arroba' });
    expect(parseArgs(['approve', 'a@b.test', 'c@d.test'])).toEqual({ error: 'Argumentos a mais: c@d.test' });
    expect(parseArgs(['delete', 'a@b.test'])).toEqual({ error: 'Comando desconhecido: delete' });
    expect(parseArgs(['list', 'x'])).toEqual({ error: 'O comando list não recebe argumentos.' });
  });
});

describe('the user commands, on the server database', () => {
  it('approves and revokes through the same rules as /admin, effective at once', async () => {
    const { email, client } = await signedInUser({ name: 'Paula Pendente' });
    expect(await me(client)).toEqual({ role: 'user', isAllowed: false });

    // Any capitalisation of the email finds the account.
    const approved = await run({ name: 'approve', email: email.toUpperCase() });
    expect(approved).toEqual({ code: 0, out: `Acesso liberado: ${email} (Paula Pendente).`, err: '' });
    // The CLI writes through its own connection, as another process would: the server's request-path cache hears
    // of it by NOTIFY (ADR 020), milliseconds later on PostgreSQL.
    await waitUntil(async () => (await me(client)).isAllowed, 15_000);
    expect(await me(client)).toEqual({ role: 'user', isAllowed: true });

    const again = await run({ name: 'approve', email });
    expect(again).toEqual({
      code: 0,
      out: `${email} (Paula Pendente) já estava com o acesso liberado.`,
      err: '',
    });

    const revoked = await run({ name: 'revoke', email });
    expect(revoked.code).toBe(0);
    expect(revoked.out).toMatch(/^Acesso revogado: /);
    // A revocation signs the person out everywhere (as on /admin), and tells them by mail; the cache hears of it
    // by NOTIFY, as above.
    await waitUntil(async () => (await client.request('/api/me')).status === 401, 15_000);
    expect((await client.request('/api/me')).status).toBe(401);
    const [row] = await t.database.db
      .select({ isAllowed: profiles.isAllowed })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(row?.isAllowed).toBe(false);
    expect((await lastMailTo(t.database.db, email))?.kind).toBe('access-revoked');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetLabel, email), eq(auditLog.action, 'user.revoke')));
    expect(entry).toMatchObject({ actorId: null, actorEmail: 'cli', ip: null });
  });

  it('makes an admin who can use /admin, and refuses to revoke an admin', async () => {
    const { email, client } = await signedInUser({ name: 'Alice Admin' });
    expect((await client.request('/api/admin/users')).status).toBe(403);

    const made = await run({ name: 'make-admin', email });
    expect(made).toEqual({
      code: 0,
      out: `${email} (Alice Admin) agora é administrador, com acesso liberado.`,
      err: '',
    });
    // The CLI writes through a connection of its own, as another process would: the server's request-path cache
    // hears of it by NOTIFY (ADR 020), milliseconds later on PostgreSQL.
    await waitUntil(async () => (await me(client)).role === 'admin', 15_000);
    expect(await me(client)).toEqual({ role: 'admin', isAllowed: true });
    expect((await client.request('/api/admin/users')).status).toBe(200);
    expect((await run({ name: 'make-admin', email })).out).toBe(`${email} (Alice Admin) já é administrador.`);

    const refused = await run({ name: 'revoke', email });
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `O acesso de um administrador não pode ser revogado (${email}).`,
    });
    expect(await me(client)).toEqual({ role: 'admin', isAllowed: true });
  });

  it('gives a profile to an account that never signed in, when approving it', async () => {
    const email = uniqueEmail('sem-perfil');
    const id = randomUUID();
    await t.database.db.insert(user).values({ id, name: 'Nunca Entrou', email, emailVerified: true });
    expect(await run({ name: 'approve', email })).toMatchObject({ code: 0 });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile?.isAllowed).toBe(true);
  });

  it('answers an unknown email with exit code 1 and changes nothing', async () => {
    const email = uniqueEmail('ninguem');
    for (const name of ['approve', 'revoke', 'make-admin'] as const) {
      expect(await run({ name, email })).toEqual({
        code: 1,
        out: '',
        err: `Nenhum usuário com o email ${email}.`,
      });
    }
  });

  it('lists users with their access and role', async () => {
    const pending = await signedInUser({ name: 'Lia Lista' });
    const admin = await signedInUser({ name: 'Adão Lista', role: 'admin' });
    const { code, out } = await run({ name: 'list' });
    expect(code).toBe(0);
    const lines = out.split('\n');
    const lineOf = (email: string) => lines.find((l) => l.includes(email)) ?? '';
    expect(lineOf(pending.email)).toMatch(/^pendente\s+usuário\s+\S+ {2}Lia Lista$/);
    expect(lineOf(admin.email)).toMatch(/^liberado\s+admin\s+\S+ {2}Adão Lista$/);
    // Pending users come first, as on /admin.
    expect(lines.indexOf(lineOf(pending.email))).toBeLessThan(lines.indexOf(lineOf(admin.email)));
    expect(lines.at(-1)).toMatch(/^\d+ usuário\(s\), \d+ pendente\(s\)\.$/);
  });
});

describe('npm run user', () => {
  it('prints the usage, with exit code 2 for a wrong call, without touching any database', async () => {
    const help = capture();
    expect(await runUserCli([], { io: help.io, env: { NODE_ENV: 'production' } })).toBe(0);
    expect(help.out.join('\n')).toBe(USAGE);

    const wrong = capture();
    expect(await runUserCli(['promote', 'a@b.test'], { io: wrong.io, env: { NODE_ENV: 'production' } })).toBe(
      2,
    );
    expect(wrong.err.join('\n')).toContain('Comando desconhecido: promote');
    expect(wrong.err.join('\n')).toContain(USAGE);
  });

  it('explains an invalid configuration with exit code 1', async () => {
    const c = capture();
    expect(await runUserCli(['list'], { io: c.io, env: { NODE_ENV: 'production' } })).toBe(1);
    expect(c.err.join('\n')).toContain('AUTH_SECRET: obrigatório com NODE_ENV=production');
  });

  it('refuses to open DATA_DIR while the server holds it, pointing to /admin', async () => {
    const dataDir = await emptyDataDir('user-cli-locked');
    const serverLock = lockDataDir(dataDir);
    try {
      const c = capture();
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'https://diario.mctrading.test' };
      expect(await runUserCli(['list'], { io: c.io, env })).toBe(1);
      const message = c.err.join('\n');
      expect(message).toContain(`O servidor do MCTrading está em execução com a pasta de dados ${dataDir}`);
      expect(message).toContain('Pare o servidor');
      expect(message).toContain('https://diario.mctrading.test/admin');
      expect(c.out).toEqual([]);
      // The lock is still the server's.
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    } finally {
      serverLock.release();
    }
  });

  it("opens the server's database, migrates it, makes the change and lets go of it", async () => {
    // PostgreSQL when the tests run against it, the embedded database in DATA_DIR otherwise.
    const dataDir = await emptyDataDir('user-cli');
    const databaseUrl = await createScratchDatabaseUrl('usercli');
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const cli = async (...args: string[]) => {
      const c = capture();
      const code = await runUserCli(args, { io: c.io, env });
      return { code, out: c.out.join('\n'), err: c.err.join('\n') };
    };

    // A fresh install: the command creates the schema like the server would.
    expect(await cli('list')).toEqual({ code: 0, out: 'Nenhum usuário cadastrado.', err: '' });
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const email = uniqueEmail('primeiro-admin');
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      await database.db
        .insert(user)
        .values({ id: randomUUID(), name: 'Primeira Pessoa', email, emailVerified: true });
    } finally {
      await database.close();
    }

    expect(await cli('make-admin', email)).toEqual({
      code: 0,
      out: `${email} (Primeira Pessoa) agora é administrador, com acesso liberado.`,
      err: '',
    });
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`^liberado\\s+admin\\s+${email.replace(/\./g, '\\.')} {2}Primeira Pessoa$`, 'm'),
    );
    expect(await cli('approve', 'outra@example.test')).toEqual({
      code: 1,
      out: '',
      err: 'Nenhum usuário com o email outra@example.test.',
    });
    // Released after each run: the server (or another command) can take DATA_DIR again.
    lockDataDir(dataDir).release();
  });
});
