import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '@/shared/account/contract';
import { consoleIo, withCliDatabase, type CliIo } from '../../cli/cli-database';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { getAdminUser, listUsers, setAccess } from './admin.service';

/**
 * `npm run user -- approve EMAIL | revoke EMAIL | make-admin EMAIL | list`: what /admin does, from a shell, so a
 * fresh install (no admin yet) can be administered. Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
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

/** Not a user id: setAccess's "cannot revoke yourself" rule never applies to the command line. */
const CLI_ACTOR = 'cli:npm-run-user';

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

async function findByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row ? getAdminUser(db, row.id) : undefined;
}

function label(u: AdminUser): string {
  return u.name && u.name !== u.email ? `${u.email} (${u.name})` : u.email;
}

/** Runs one command against an open, migrated database. Returns the exit code. */
export async function runUserCommand(db: Db, command: UserCommand, io: CliIo): Promise<number> {
  if (command.name === 'list') {
    const users = await listUsers(db);
    if (users.length === 0) {
      io.out('Nenhum usuário cadastrado.');
      return 0;
    }
    for (const u of users) {
      const access = u.isAllowed ? 'liberado' : 'pendente';
      const role = u.role === 'admin' ? 'admin' : 'usuário';
      const unconfirmed = u.emailVerified ? '' : '  (email não confirmado)';
      io.out(`${access.padEnd(9)} ${role.padEnd(8)} ${u.email}  ${u.name}${unconfirmed}`);
    }
    const pending = users.filter((u) => !u.isAllowed).length;
    io.out(`${users.length} usuário(s), ${pending} pendente(s).`);
    return 0;
  }

  const target = await findByEmail(db, command.email);
  if (!target) {
    io.err(`Nenhum usuário com o email ${command.email}.`);
    return 1;
  }

  if (command.name === 'make-admin') {
    if (target.role === 'admin' && target.isAllowed) {
      io.out(`${label(target)} já é administrador.`);
      return 0;
    }
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, target.userId));
    const result = await setAccess(db, CLI_ACTOR, target.userId, true);
    if (!result.ok) {
      io.err(`Não foi possível tornar ${command.email} administrador.`);
      return 1;
    }
    io.out(`${label(result.user)} agora é administrador, com acesso liberado.`);
    return 0;
  }

  const allowed = command.name === 'approve';
  if (target.isAllowed === allowed) {
    io.out(`${label(target)} já estava com o acesso ${allowed ? 'liberado' : 'revogado'}.`);
    return 0;
  }
  const result = await setAccess(db, CLI_ACTOR, target.userId, allowed);
  if (!result.ok) {
    io.err(
      result.reason === 'admin'
        ? `O acesso de um administrador não pode ser revogado (${command.email}).`
        : `Nenhum usuário com o email ${command.email}.`,
    );
    return 1;
  }
  io.out(
    allowed
      ? `Acesso liberado: ${label(result.user)}.`
      : `Acesso revogado: ${label(result.user)}. Vale a partir da próxima ação dessa pessoa no site.`,
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
    (database) => runUserCommand(database.db, command, io),
  );
}
