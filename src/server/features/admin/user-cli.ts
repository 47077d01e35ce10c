import { eq, sql } from 'drizzle-orm';
import { consoleIo, withCliDatabase, type CliIo } from '../../cli/cli-database';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { queueMail } from '../../mail/queue-mail';
import { ApiError } from '../../http/api-error';
import type { MailMessage } from '../../mail/types';
import { ensureProfile } from '../../user/profile';
import { CLI_ACTOR, recordAudit } from '../../audit/audit';
import { getAdminUserRow, listAdminUsers } from './admin-users.service';
import { releaseUser, revokeUser, type ActionContext } from './user-actions.service';
import type { AdminUserRow } from '@/shared/admin/contract';

/**
 * `npm run user -- approve EMAIL | revoke EMAIL | make-admin EMAIL | list`: what /admin does, from a shell, so a
 * fresh install (no admin yet) can be administered. The same service as /admin (same rules, audit entries with the
 * actor 'cli', mails queued for the server to send). Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */

export type { CliIo };

export const USAGE = [
  'Uso: npm run user -- <comando>',
  '',
  'Comandos:',
  '  approve EMAIL      libera o acesso do usuário',
  '  revoke EMAIL       revoga o acesso do usuário (não vale para administradores)',
  '  make-admin EMAIL   torna o usuário administrador (com acesso liberado)',
  '  list               lista os usuários, pendentes primeiro',
].join('\n');

export type UserCommand = { name: 'approve' | 'revoke' | 'make-admin'; email: string } | { name: 'list' };

export function parseArgs(args: string[]): UserCommand | { error: string } {
  const [name, email, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') return { error: '' };
  if (name === 'list') {
    if (email !== undefined) return { error: 'O comando list não recebe argumentos.' };
    return { name };
  }
  if (name === 'approve' || name === 'revoke' || name === 'make-admin') {
    if (!email) return { error: `Informe o email: npm run user -- ${name} EMAIL` };
    if (rest.length) return { error: `Argumentos a mais: ${rest.join(' ')}` };
    if (!email.includes('@')) return { error: `Email inválido: ${email}` };
    return { name, email: email.trim() };
  }
  return { error: `Comando desconhecido: ${name}` };
}

async function findByEmail(db: Db, email: string, now: Date): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  if (!row) return undefined;
  await ensureProfile(db, row);
  return getAdminUserRow(db, row.id, now);
}

function label(u: AdminUserRow): string {
  return u.name && u.name !== u.email ? `${u.email} (${u.name})` : u.email;
}

const hasAccess = (u: AdminUserRow) => u.status !== 'pending' && u.status !== 'revoked';

/**
 * The command line has no mail sender: it queues the mails in the database, and the server (running now, or at
 * its next start) sends them like any other.
 */
async function queueMails(db: Db, mails: MailMessage[]): Promise<void> {
  for (const m of mails) await queueMail(db, m);
}

const LIST_PAGE = 100;

async function listAll(db: Db, now: Date): Promise<AdminUserRow[]> {
  const all: AdminUserRow[] = [];
  for (let page = 1; ; page++) {
    const res = await listAdminUsers(db, { sort: 'created', dir: 'desc', page, pageSize: LIST_PAGE }, now);
    all.push(...res.users);
    if (res.users.length < LIST_PAGE) break;
  }
  // Those waiting for a decision first, as the command promises; newest first within each group.
  return [...all.filter((u) => u.status === 'pending'), ...all.filter((u) => u.status !== 'pending')];
}

const ACCESS_LABEL = { pending: 'pendente', revoked: 'revogado' } as const;

/** Runs one command against an open, migrated database. Returns the exit code. */
export async function runUserCommand(
  db: Db,
  command: UserCommand,
  io: CliIo,
  opts: { appUrl: string; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  if (command.name === 'list') {
    const users = await listAll(db, now);
    if (users.length === 0) {
      io.out('Nenhum usuário cadastrado.');
      return 0;
    }
    for (const u of users) {
      const access = u.status === 'pending' || u.status === 'revoked' ? ACCESS_LABEL[u.status] : 'liberado';
      const role = u.isAdmin ? 'admin' : 'usuário';
      const unconfirmed = u.emailVerified ? '' : '  (email não confirmado)';
      io.out(`${access.padEnd(9)} ${role.padEnd(8)} ${u.email}  ${u.name}${unconfirmed}`);
    }
    const pending = users.filter((u) => u.status === 'pending').length;
    io.out(`${users.length} usuário(s), ${pending} pendente(s).`);
    return 0;
  }

  const target = await findByEmail(db, command.email, now);
  if (!target) {
    io.err(`Nenhum usuário com o email ${command.email}.`);
    return 1;
  }
  const ctx: ActionContext = { db, actor: CLI_ACTOR, now, appUrl: opts.appUrl };

  if (command.name === 'make-admin') {
    if (target.isAdmin && hasAccess(target)) {
      io.out(`${label(target)} já é administrador.`);
      return 0;
    }
    await db.transaction(async (tx) => {
      await tx.update(user).set({ role: 'admin' }).where(eq(user.id, target.userId));
      // As ADMIN_EMAILS does at start-up: an admin has access from the start and is never on trial.
      await tx
        .update(profiles)
        .set({ isAllowed: true, revokedAt: null })
        .where(eq(profiles.userId, target.userId));
      await recordAudit(tx, CLI_ACTOR, {
        action: 'role.admin_grant',
        targetType: 'user',
        targetId: target.userId,
        targetLabel: target.email,
      });
    });
    io.out(`${label(target)} agora é administrador, com acesso liberado.`);
    return 0;
  }

  const allowed = command.name === 'approve';
  if (hasAccess(target) === allowed) {
    io.out(`${label(target)} já estava com o acesso ${allowed ? 'liberado' : 'revogado'}.`);
    return 0;
  }
  try {
    const outcome = allowed ? await releaseUser(ctx, target.userId) : await revokeUser(ctx, target.userId);
    await queueMails(db, outcome.mails);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    io.err(
      err.code === 'ADMIN_REVOKE'
        ? `O acesso de um administrador não pode ser revogado (${command.email}).`
        : `${err.message} (${command.email})`,
    );
    return 1;
  }
  io.out(
    allowed
      ? `Acesso liberado: ${label(target)}.`
      : `Acesso revogado: ${label(target)}. A pessoa saiu do site em todos os aparelhos.`,
  );
  return 0;
}

/**
 * The whole command: parse, load the configuration like the server, open and migrate its database (taking the
 * DATA_DIR lock for the embedded database, which a running server holds), run, close. Returns the exit code.
 */
export async function runUserCli(
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; io?: CliIo } = {},
): Promise<number> {
  const io = opts.io ?? consoleIo;
  const command = parseArgs(args);
  if ('error' in command) {
    if (command.error) io.err(command.error + '\n');
    (command.error ? io.err : io.out)(USAGE);
    return command.error ? 2 : 0;
  }

  return withCliDatabase(
    io,
    opts.env,
    {
      whenLocked: (config) =>
        `Pare o servidor e rode o comando de novo, ou faça a mudança pela página de administração: ` +
        `${config.appUrl}/admin`,
      failure: 'Falha ao acessar o banco de dados',
    },
    (database, config) => runUserCommand(database.db, command, io, { appUrl: config.appUrl }),
  );
}
