import type { Logger } from '../logger';

const WITHHELD = 'database error (values withheld from the log)';

/**
 * What better-auth logs as an error before it answers a caller's own mistake with a 4xx: a callback without its
 * state, a disabled endpoint, an OTP endpoint of a plugin we use for TOTP only. Anyone can send these; logged as
 * errors, a stranger could fill the error log at will (a walk of malformed requests sent each of them).
 */
const CALLER_MISTAKES = [
  /^State not found/,
  /^Delete user is disabled/,
  /^send otp isn't configured/,
  /^Invalid JSON in request body/,
];

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
      const callers = level === 'error' && CALLER_MISTAKES.some((re) => re.test(message));
      const method = level === 'success' ? 'info' : callers ? 'warn' : level;
      logger[method]({ err, source: 'better-auth' }, text);
    },
  };
}
