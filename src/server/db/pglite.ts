import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, ping, type Database } from './client';
import * as schema from './schema';

/**
 * PostgreSQL's settings for the embedded database. PGlite's WebAssembly build zero-fills the shared memory it is
 * given, so every megabyte of shared_buffers is resident from the start: the stock 128 MB was most of the idle
 * server's memory. 16 MB holds the hot pages of a trader's data (10k trades are ~4 MB of table); the rest is one
 * read away in the operating system's file cache. WAL and fsync are left as PGlite sets them (ADR 037).
 */
export const PGLITE_SETTINGS = { shared_buffers: '16MB' } as const;

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * An initialised, empty cluster made once by `npm run build` (scripts/server-build.ts) beside the server bundle.
 * A new DATA_DIR starts as a copy of it: PGlite's own initdb takes seconds and leaves hundreds of MB (its second
 * WebAssembly instance and the cluster's archive) in the server's memory until a full garbage collection.
 */
export const PGLITE_TEMPLATE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/pglite-template',
);

export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** The template's cluster folder, when there is one made by this PGlite version. */
export function usableTemplate(templateDir: string): string | undefined {
  const cluster = path.join(templateDir, 'pglite');
  try {
    const version = readFileSync(path.join(templateDir, 'pglite-version'), 'utf8').trim();
    if (version === pgliteVersion() && existsSync(path.join(cluster, 'PG_VERSION'))) return cluster;
  } catch {
    // no template
  }
  return undefined;
}

/** Makes `templateDir` (replacing any older one): an empty cluster and the PGlite version that made it. */
export async function createPgliteTemplate(templateDir: string): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const pglite = new PGlite(path.join(building, 'pglite'), { startParams });
  await pglite.waitReady;
  await pglite.close();
  writeFileSync(path.join(building, 'pglite-version'), pgliteVersion() + '\n');
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(building, templateDir);
}

/**
 * A copy of the template becomes the new cluster, published by a rename so a start cut short never leaves half a
 * cluster behind (PGlite would refuse it; with no folder it simply starts over).
 */
function seedFromTemplate(clusterDir: string, templateDir: string): void {
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  if (existsSync(clusterDir) && readdirSync(clusterDir).length) return;
  const template = usableTemplate(templateDir);
  if (!template) return;
  const copying = `${clusterDir}.copying-${process.pid}`;
  rmSync(copying, { recursive: true, force: true });
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  cpSync(template, copying, { recursive: true });
  rmSync(clusterDir, { recursive: true, force: true });
  renameSync(copying, clusterDir);
}

/** `openDatabase` on PGlite: in `dataDir`/pglite, or in memory without one (tests). */
export async function openPglite(
  dataDir: string | undefined,
  opts: { templateDir?: string } = {},
): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const clusterDir = path.join(dataDir, 'pglite');
    seedFromTemplate(clusterDir, opts.templateDir ?? PGLITE_TEMPLATE_DIR);
    client = new PGlite(clusterDir, { startParams });
  } else {
    client = new PGlite({ startParams });
  }
  await client.waitReady;
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    // One process owns an embedded database, so its notifications never drop: onState is never called.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}
