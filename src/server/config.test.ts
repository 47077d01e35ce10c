import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { tempDir } from './testing/temp-dirs';

const secret = 'a'.repeat(32);
const base = { NODE_ENV: 'test', AUTH_SECRET: secret };

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('refuses several workers on the embedded database, and takes them with DATABASE_URL', () => {
    const message = errorOf({ WORKERS: '2' });
    expect(message).toContain('WORKERS: 2 processos precisam de DATABASE_URL (PostgreSQL)');
    expect(loadConfig({ ...base, WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig(base).workers).toBe(1);
    const withPg = loadConfig({ ...base, WORKERS: '3', DATABASE_URL: 'postgres://localhost/mct' });
    expect(withPg.workers).toBe(3);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['APP_URL', 'ftp://example.com'],
    ['APP_URL', 'localhost:3000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['ADMIN_EMAILS', 'ana@example.com, not-an-email'],
    ['AUTH_SECRET', 'short'],
    ['SUPPORT_WHATSAPP', '+55 11 99999-9999'],
    ['INSTAGRAM_URL', 'instagram/mctrading'],
    ['GOOGLE_DISCOVERY_URL', 'not a url'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['WORKERS', '0'],
    ['WORKERS', 'dois'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_POOL_MAX', 'muitos'],
    ['IMPORT_HEAP_GROWING_PERCENT', '-1'],
    ['IMPORT_HEAP_GROWING_PERCENT', '12.5'],
    ['IMPORT_HEAP_GROWING_PERCENT', 'pouco'],
    ['HEAVY_TASK_SECONDS', '0'],
    ['HEAVY_TASK_SECONDS', 'meio minuto'],
    ['HEAVY_TASK_MEMORY_MB', '32'],
    ['HEAVY_TASK_MEMORY_MB', '256.5'],
  ])('names %s when it is invalid (%s)', (name, value) => {
    const message = errorOf({ [name]: value });
    expect(message).toMatch(/^Configuração inválida:/);
    expect(message).toContain(`  ${name}: `);
  });

  it('holds the heap to 10% growth during an import unless told otherwise (0: V8 decides)', () => {
    expect(loadConfig(base).importHeapGrowingPercent).toBe(10);
    expect(loadConfig({ ...base, IMPORT_HEAP_GROWING_PERCENT: '0' }).importHeapGrowingPercent).toBe(0);
    expect(loadConfig({ ...base, IMPORT_HEAP_GROWING_PERCENT: '50' }).importHeapGrowingPercent).toBe(50);
  });

  it('limits a heavy task to 30 s and a 512 MB heap unless told otherwise (ADR 027)', () => {
    expect(loadConfig(base)).toMatchObject({ heavyTaskTimeLimitMs: 30_000, heavyTaskMemoryMb: 512 });
    expect(loadConfig({ ...base, HEAVY_TASK_SECONDS: '2.5', HEAVY_TASK_MEMORY_MB: '1024' })).toMatchObject({
      heavyTaskTimeLimitMs: 2_500,
      heavyTaskMemoryMb: 1024,
    });
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT: ');
    expect(message).toContain('LOG_LEVEL: ');
  });

  it('names the missing half of the Google credentials', () => {
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id' })).toContain('GOOGLE_CLIENT_SECRET: ');
    expect(errorOf({ GOOGLE_CLIENT_SECRET: 'secret' })).toContain('GOOGLE_CLIENT_ID: ');
  });

  it('treats empty values as unset and applies the defaults', () => {
    const config = loadConfig({ ...base, PORT: '', APP_URL: ' ', LOG_LEVEL: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('silent');
    expect(config.host).toBe('0.0.0.0');
    expect(config.google).toBeUndefined();
    expect(config.databasePoolMax).toBe(20);
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      APP_URL: 'https://mctrading.example.com/',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      ADMIN_EMAILS: ' Ana@Example.com ,bob@example.com,',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      LOG_LEVEL: 'debug',
      DATABASE_POOL_MAX: '40',
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('https://mctrading.example.com');
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/app');
    expect(config.adminEmails).toEqual(['ana@example.com', 'bob@example.com']);
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(config.logLevel).toBe('debug');
    expect(config.databasePoolMax).toBe(40);
  });
});

describe('AUTH_SECRET', () => {
  it('is generated once in DATA_DIR and reused by the next start', () => {
    const dataDir = tempDir('secret');
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret;
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    // Readable by the owner only: it signs every session.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir('other') }).authSecret).not.toBe(first);
  });

  it('replaces a kept secret too short to be one', () => {
    const dataDir = tempDir('secret');
    writeFileSync(path.join(dataDir, 'auth-secret'), '\n');
    const generated = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret).toBe(generated);
  });

  it('prefers the variable to the kept file', () => {
    const dataDir = tempDir('secret');
    loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).authSecret).toBe(secret);
  });

  it('is required with NODE_ENV=production, and nothing is written', () => {
    const dataDir = tempDir('secret');
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    })();
    expect(message).toContain('AUTH_SECRET: obrigatório com NODE_ENV=production');
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).authSecret).toBe(secret);
  });
});

describe('ENABLE_TEST_ROUTES (its fixture route creates users of any role)', () => {
  it.each(['true', '1'])('is refused with NODE_ENV=production (%s)', (value) => {
    const message = errorOf({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: value });
    expect(message).toBe('Configuração inválida:\n  ENABLE_TEST_ROUTES: proibido com NODE_ENV=production');
  });

  it('is off unless set, and on when asked outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).enableTestRoutes).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'false' }).enableTestRoutes,
    ).toBe(false);
    expect(loadConfig({ ...base, ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes,
    ).toBe(true);
  });
});
