import type { Logger } from '../logger';

const WITHHELD = 'database error (values withheld from the log)';

/**
 * better-auth's own log, written through ours: its errors pass our `err` serializer (a database error keeps its
 * code, never the failed query's values), and a message that quotes a query ("Failed query: … params: …") is
 * replaced. Without this, better-auth prints to the console with the query's parameters (names, emails).
 */
export function betterAuthLogger(logger: Logger) {
  return {
    level: 'warn' as const,
    log(level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((a): a is Error => a instanceof Error);
      const text = /failed query|params:/i.test(message) ? WITHHELD : message;
      const method = level === 'success' ? 'info' : level;
      logger[method]({ err, source: 'better-auth' }, text);
    },
  };
}
