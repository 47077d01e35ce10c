import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Empty strings count as unset, so a copied `.env.example` with blank lines behaves like no variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://'),
  ),
  DATA_DIR: optional(z.string()),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')),
  MAIL_FROM: optional(z.string()),
  ADMIN_EMAILS: optional(z.string()),
  AUTH_SECRET: optional(z.string().min(32, 'deve ter pelo menos 32 caracteres')),
  SUPPORT_WHATSAPP: optional(z.string().regex(/^\d{10,15}$/, 'só dígitos, com código do país (10 a 15)')),
  INSTAGRAM_URL: optional(z.url()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_DISCOVERY_URL: optional(z.url()),
  LOG_LEVEL: optional(z.enum(logLevels)),
  CLIENT_DIR: optional(z.string()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
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
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_SUPPORT_WHATSAPP = '5511999999999';
const DEFAULT_INSTAGRAM_URL = 'https://www.instagram.com/mctrading';
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

  let authSecret = e.AUTH_SECRET;
  if (!authSecret) {
    if (nodeEnv === 'production') {
      throw new ConfigError('Configuração inválida:\n  AUTH_SECRET: obrigatório com NODE_ENV=production');
    }
    authSecret = localSecret(dataDir);
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
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'MCTrading <no-reply@localhost>',
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authSecret,
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? DEFAULT_SUPPORT_WHATSAPP,
    instagramUrl: e.INSTAGRAM_URL ?? DEFAULT_INSTAGRAM_URL,
    google,
    googleDiscoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
  };
}

/** In local mode the secret is generated once and kept beside the data, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
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
