import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl, StorageUrlError } from './storage/storage-url';

/** Empty strings count as unset, so a copied `.env.example` with blank lines behaves like no variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number({ error: 'um número de 0 a 65535' }).int().min(0).max(65535)),
    HOST: optional(z.string()),
    APP_URL: optional(z.url({ protocol: /^https?$/ })),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://'),
    ),
    DATA_DIR: optional(z.string()),
    STORAGE_URL: optional(
      z.string().superRefine((value, ctx) => {
        try {
          parseStorageUrl(value);
        } catch (err) {
          if (!(err instanceof StorageUrlError)) throw err;
          ctx.addIssue({ code: 'custom', message: err.message });
        }
      }),
    ),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')),
    MAIL_FROM: optional(z.string()),
    ADMIN_EMAILS: optional(
      z
        .string()
        .refine(
          (v) => splitList(v).every((email) => z.email().safeParse(email).success),
          'lista de emails separados por vírgula',
        ),
    ),
    AUTH_SECRET: optional(z.string().min(32, 'deve ter pelo menos 32 caracteres')),
    SUPPORT_WHATSAPP: optional(z.string().regex(/^\d{10,15}$/, 'só dígitos, com código do país (10 a 15)')),
    INSTAGRAM_URL: optional(z.url()),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_DISCOVERY_URL: optional(z.url()),
    LOG_LEVEL: optional(z.enum(logLevels)),
    CLIENT_DIR: optional(z.string()),
    NOTIFY_WEBHOOK_URL: optional(z.url()),
    TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0'])),
    ENABLE_TEST_ROUTES: optional(z.enum(['true', 'false', '1', '0'])),
    RATE_LIMIT_SCALE: optional(z.coerce.number().min(1).max(10_000)),
    WORKERS: optional(z.coerce.number({ error: 'um número inteiro de 1 a 64' }).int().min(1).max(64)),
    DATABASE_POOL_MAX: optional(z.coerce.number().int('um número inteiro de 1 a 100').min(1).max(100)),
    IMPORT_HEAP_GROWING_PERCENT: optional(
      z.coerce
        .number({ error: 'um número inteiro de 0 a 300' })
        .int('um número inteiro de 0 a 300')
        .min(0)
        .max(300),
    ),
    HEAVY_TASK_SECONDS: optional(
      z.coerce.number({ error: 'um número de 1 a 600' }).min(1, 'um número de 1 a 600').max(600),
    ),
    HEAVY_TASK_MEMORY_MB: optional(
      z.coerce
        .number({ error: 'um número inteiro de 64 a 16384' })
        .int('um número inteiro de 64 a 16384')
        .min(64)
        .max(16_384),
    ),
  })
  // Half a Google configuration would silently disable the button; say which half is missing instead.
  .superRefine((e, ctx) => {
    if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'obrigatório com GOOGLE_CLIENT_ID',
      });
    if (e.GOOGLE_CLIENT_SECRET && !e.GOOGLE_CLIENT_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'obrigatório com GOOGLE_CLIENT_SECRET',
      });
  });

const isTrue = (v: string | undefined) => v === 'true' || v === '1';

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * Where uploaded images live: an S3-compatible bucket (storage/storage-url.ts has the form), or undefined for
   * DATA_DIR/attachments.
   */
  storageUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  authSecret: string;
  supportWhatsapp: string;
  instagramUrl: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  googleDiscoveryUrl: string;
  logLevel: (typeof logLevels)[number];
  /** Folder of the built client (default dist/client); tests build into folders of their own. */
  clientDir: string | undefined;
  /** POSTed the new-user notice (the spec's 'notify-new-user') besides the admins' email. */
  notifyWebhookUrl: string | undefined;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (for rate limits). */
  trustProxy: boolean;
  /** E2E fixtures (/api/testing/*); refused with NODE_ENV=production. */
  enableTestRoutes: boolean;
  /** Multiplies every rate limit (end-to-end runs sign up many accounts from one address). */
  rateLimitScale: number;
  /** Server processes on this machine (node:cluster); more than 1 only with DATABASE_URL. */
  workers: number;
  /** PostgreSQL connections per process (a write holds one for its whole transaction). */
  databasePoolMax: number;
  /**
   * While a file is imported, how far V8 lets the JavaScript heap grow past what a full collection left alive, in
   * percent (0: V8's own choice, 10% to 300% by how fast it collects). See heap.ts.
   */
  importHeapGrowingPercent: number;
  /**
   * The worker pool of heavy work (PDFs, the .ics parse; ADR 027): how long one task may run, and how large its
   * worker's JavaScript heap may grow, before the worker is stopped and the user told what to narrow.
   */
  heavyTaskTimeLimitMs: number;
  heavyTaskMemoryMb: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_SUPPORT_WHATSAPP = '5511999999999';
const DEFAULT_INSTAGRAM_URL = 'https://www.instagram.com/mctrading';
/**
 * PostgreSQL connections per server process. A trade write holds one for its whole transaction (~40 statements:
 * the rule breaks and the gamification refresh), so 10 queued reads behind a few writes under load
 * (docs/performance.md); 20 per process leaves room for 4 processes within PostgreSQL's default 100.
 */
const DEFAULT_POOL_MAX = 20;
/**
 * While a file is imported, the heap may grow 10% past its live data before a full collection (ADR 026): a
 * 100,000-row import on PGlite peaked at 466 MB with V8's own choice and at 380 MB with 10%, for ~3% more time.
 */
const DEFAULT_IMPORT_HEAP_GROWING_PERCENT = 10;
/**
 * A heavy task's limits (ADR 027): a report PDF of 25 years cut by month renders in ~7 s on a 2-core machine within
 * 192 MB of heap; cut by week it takes ~70 s and over 256 MB (past the time limit: the user is asked for a shorter
 * period or the monthly cut).
 */
const DEFAULT_HEAVY_TASK_SECONDS = 30;
const DEFAULT_HEAVY_TASK_MEMORY_MB = 512;
const GOOGLE_DISCOVERY = 'https://accounts.google.com/.well-known/openid-configuration';

/**
 * Parses the environment once. This module is the only reader of `process.env`; everything else receives a
 * `Config`. Errors name the variable so an operator can fix it without reading code.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  const appUrl = (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const workers = e.WORKERS ?? 1;
  // PGlite lives inside one process (and DATA_DIR is locked by it): a second worker could never open it.
  if (workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Configuração inválida:\n  WORKERS: ${workers} processos precisam de DATABASE_URL (PostgreSQL); ` +
        'o banco embutido (PGlite) funciona com um processo só. Defina DATABASE_URL ou use WORKERS=1.',
    );
  }

  let authSecret = e.AUTH_SECRET;
  if (!authSecret) {
    if (nodeEnv === 'production') {
      throw new ConfigError('Configuração inválida:\n  AUTH_SECRET: obrigatório com NODE_ENV=production');
    }
    authSecret = localSecret(dataDir);
  }

  const enableTestRoutes = isTrue(e.ENABLE_TEST_ROUTES);
  if (enableTestRoutes && nodeEnv === 'production') {
    throw new ConfigError('Configuração inválida:\n  ENABLE_TEST_ROUTES: proibido com NODE_ENV=production');
  }

  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY,
        }
      : undefined;

  return {
    nodeEnv,
    port,
    host: e.HOST ?? '0.0.0.0',
    appUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storageUrl: e.STORAGE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'MCTrading <no-reply@localhost>',
    adminEmails: splitList(e.ADMIN_EMAILS ?? ''),
    authSecret,
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? DEFAULT_SUPPORT_WHATSAPP,
    instagramUrl: e.INSTAGRAM_URL ?? DEFAULT_INSTAGRAM_URL,
    google,
    googleDiscoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
    notifyWebhookUrl: e.NOTIFY_WEBHOOK_URL,
    trustProxy: isTrue(e.TRUST_PROXY),
    enableTestRoutes,
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    workers,
    databasePoolMax: e.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX,
    importHeapGrowingPercent: e.IMPORT_HEAP_GROWING_PERCENT ?? DEFAULT_IMPORT_HEAP_GROWING_PERCENT,
    heavyTaskTimeLimitMs: Math.round((e.HEAVY_TASK_SECONDS ?? DEFAULT_HEAVY_TASK_SECONDS) * 1000),
    heavyTaskMemoryMb: e.HEAVY_TASK_MEMORY_MB ?? DEFAULT_HEAVY_TASK_MEMORY_MB,
  };
}

/**
 * In local mode the secret is generated once and kept beside the data, so sessions survive restarts. It is
 * published with link(), which fails if the file exists, so two processes starting together agree on one secret
 * and nobody ever reads a half-written file.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  try {
    if (existing === '') renameSync(tmp, file);
    else linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret)
    throw new ConfigError(`Configuração inválida:\n  AUTH_SECRET: não foi possível gravar ${file}`);
  return secret;
}

/** undefined: no file; '': a file too short to be a secret (cut short by an older version), to be replaced. */
function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return text.length >= 32 ? text : '';
}

/** Tests only: the PostgreSQL server to run integration tests against (unset = in-process PGlite). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

/** Tests only: the Vitest worker running this file, so each worker gets a database of its own. */
export function testWorkerId(env: NodeJS.ProcessEnv = process.env): string {
  return env.VITEST_POOL_ID ?? '0';
}
