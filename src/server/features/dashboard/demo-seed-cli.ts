import { setupAuth } from '../../auth/setup';
import { consoleIo, withCliDatabase, type CliIo } from '../../cli/cli-database';
import { composeLedger } from '../../ledger-follow-ups';
import { createLogger } from '../../logger';
import type { Mailer } from '../../mail/types';
import { seedDemo, type DemoSeedOptions } from './demo-seed';

export type { CliIo };

/** The demo user's sign-up must not email anyone (the confirmation, the admins' notice): nothing is queued. */
const silentMailer: Mailer = { send: async () => {}, stop: async () => {} };

/**
 * `npm run seed:demo`: the server's configuration (DATA_DIR or DATABASE_URL), the DATA_DIR lock for the embedded
 * database (a running server holds it: refused with an explanation), migrations, then seedDemo. Returns the exit
 * code.
 */
export async function runSeedDemoCli(
  opts: { env?: NodeJS.ProcessEnv; io?: CliIo; seed?: DemoSeedOptions } = {},
): Promise<number> {
  const io = opts.io ?? consoleIo;
  return withCliDatabase(
    io,
    opts.env,
    {
      whenLocked: () => 'Pare o servidor, rode `npm run seed:demo` e suba o servidor de novo.',
      failure: 'Falha ao criar o trader de demonstração',
    },
    async (database, config) => {
      composeLedger();
      const { auth } = setupAuth({
        // No webhook call for the demo user either.
        config: { ...config, notifyWebhookUrl: undefined },
        db: database.db,
        mailer: silentMailer,
        logger: createLogger('silent'),
      });
      const result = await seedDemo({ db: database.db, auth }, opts.seed);
      io.out(
        `${result.created ? 'Trader de demonstração criado' : 'Trader de demonstração atualizado'}: ` +
          `${result.trades.BRL + result.trades.USD} trades de ${result.from} a ${result.to} ` +
          `(${result.trades.BRL} em BRL na Conta principal, ${result.trades.USD} em USD na Conta USD).`,
      );
      io.out('');
      io.out(`Entre em ${config.appUrl}/auth com:`);
      io.out(`  email: ${result.email}`);
      io.out(`  senha: ${result.password}`);
      return 0;
    },
  );
}
