import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * `destination` is stdout unless given (tests read the lines). Errors logged as `err` go through serializeError:
 * a database error never carries the values of the failed query into the log.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'mctrading' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeError },
    },
    destination,
  );
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error (node-postgres or PGlite) in an error's cause chain: it carries a SQLSTATE code. */
function sqlErrorIn(err: Error): (Error & Record<string, unknown>) | undefined {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return e as Error & Record<string, unknown>;
  }
  return undefined;
}

/**
 * A failed query's error names its parameters (drizzle: "params: …"), and PostgreSQL's message, detail and
 * "where" quote values (a name, a note: personal data). Of a database error only the SQLSTATE code, the names of
 * the table, column and constraint, and the stack's frames are logged; other errors are logged in full.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const sqlError = sqlErrorIn(err);
  if (!(err instanceof DrizzleQueryError) && !sqlError) return pino.stdSerializers.err(err);
  const pick = (key: string) => (typeof sqlError?.[key] === 'string' ? (sqlError[key] as string) : undefined);
  return {
    type: err.constructor.name,
    message: 'database error (values withheld from the log)',
    code: pick('code'),
    table: pick('table'),
    column: pick('column'),
    constraint: pick('constraint'),
    routine: pick('routine'),
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
