import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';

/** Where a command-line tool writes (tests pass their own to read what it said). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/**
 * Opens the database a command-line tool works on exactly as the server would (DATA_DIR or DATABASE_URL, with the
 * migrations applied) and runs `run` on it. The embedded database takes the DATA_DIR lock first: while a server
 * holds it, the tool refuses with `whenLocked`'s advice (PGlite cannot be opened by two processes). Returns the exit
 * code: `run`'s, or 1 for a bad configuration, a held lock or a failure (said after `failure`).
 */
export async function withCliDatabase(
  io: CliIo,
  env: NodeJS.ProcessEnv | undefined,
  messages: { whenLocked: (config: Config) => string; failure: string },
  run: (database: Database, config: Config) => Promise<number>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
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
          messages.whenLocked(config),
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
    return await run(database, config);
  } catch (err) {
    io.err(`${messages.failure}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}
