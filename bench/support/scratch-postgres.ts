import pg from 'pg';

/** Percentile of sorted samples (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const round = (ms: number) => Math.round(ms * 100) / 100;

/** The bench's own database beside the one in the URL: `<name>_bench_<suffix>`. */
export const scratchName = (baseUrl: string, suffix: string) =>
  `${new URL(baseUrl).pathname.replace(/^\//, '') || 'mctrading'}_bench_${suffix}`;

/** Runs statements on the server's maintenance database (to create and drop the scratch one). */
export async function onMaintenance(baseUrl: string, statements: string[]): Promise<void> {
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database on the PostgreSQL server (never the one in the URL itself, which may hold real data). */
export async function scratchPostgres(baseUrl: string, suffix: string): Promise<string> {
  const u = new URL(baseUrl);
  const name = scratchName(baseUrl, suffix);
  await onMaintenance(baseUrl, [
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    `CREATE DATABASE "${name}"`,
  ]);
  u.pathname = `/${name}`;
  return u.toString();
}

export const dropScratch = (baseUrl: string, suffix: string) =>
  onMaintenance(baseUrl, [`DROP DATABASE IF EXISTS "${scratchName(baseUrl, suffix)}" WITH (FORCE)`]);

/** The PostgreSQL the benches also run on, when one is given (BENCH_DATABASE_URL, else TEST_DATABASE_URL). */
export const benchPostgresUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;

/** A bench's figures on PGlite, and on PostgreSQL when one is given. */
export async function onBothDatabases(
  runOn: (kind: 'pglite' | 'postgres', databaseUrl?: string) => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const url = benchPostgresUrl();
  const results: Record<string, unknown> = { pglite: await runOn('pglite') };
  if (url) results.postgres = await runOn('postgres', url);
  return results;
}
