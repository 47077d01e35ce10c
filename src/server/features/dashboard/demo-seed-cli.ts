import { setupAuth } from '../../auth/setup';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../db/data-dir-lock';
import { createLogger } from '../../logger';
import type { Mailer } from '../../mail/types';
import { seedDemo, type DemoSeedOptions } from './demo-seed';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

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
  let config;
  try {
    config = loadConfig(opts.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      io.err(
        `O servidor do MCTrading está em execução com a pasta de dados ${config.dataDir} ` +
          `(processo ${err.holderPid}), e o banco embutido (PGlite) não aceita dois processos ao mesmo tempo.\n` +
          'Pare o servidor, rode `npm run seed:demo` e suba o servidor de novo.',
      );
      return 1;
    }
  }

  let database: Database | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
    await database.migrate();
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
  } catch (err) {
    io.err(`Falha ao criar o trader de demonstração: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}
