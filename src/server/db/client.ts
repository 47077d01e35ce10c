import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * The two drivers share one query-builder type (both are `PgDatabase`); services take this type and never know
 * which database is behind it.
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload (after the notifying transaction commits, from any
   * process on the same database). Resolves once listening, with the function that stops. On PostgreSQL the
   * notifications come over one dedicated connection (not a pool client), reconnected with backoff when it drops;
   * `onState(false)` tells it dropped (notifications may be lost until…) `onState(true)`, listening again.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/** PostgreSQL: `poolMax` connections (default 10; the server passes DATABASE_POOL_MAX). */
export type DatabaseOptions =
  { databaseUrl: string; poolMax?: number } | { dataDir: string } | { memory: true };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in opts) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const listener = new PgListener(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: () => ping(db),
      close: async () => {
        await listener.close();
        await pool.end();
      },
      listen: (channel, onNotify, onState) => listener.listen(channel, onNotify, onState),
    };
  }
  const client = 'dataDir' in opts ? new PGlite(path.join(opts.dataDir, 'pglite')) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
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

type Subscriber = { onNotify: (payload: string) => void; onState?: (live: boolean) => void };

/**
 * The PostgreSQL side of `Database.listen`: one connection of its own for the whole process (a pooled client
 * would be handed to queries and lose its LISTENs), shared by every subscriber. When it drops (server restart,
 * pg_terminate_backend, network), it reconnects with a growing delay (0.25 s … 10 s) and LISTENs again.
 */
class PgListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = 250;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(
    channel: string,
    onNotify: Subscriber['onNotify'],
    onState?: Subscriber['onState'],
  ): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('database closed');
    const subscriber: Subscriber = { onNotify, onState };
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(subscriber);
    try {
      const client = await this.connect();
      if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      set.delete(subscriber);
      if (!set.size) this.channels.delete(channel);
      throw err;
    }
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(subscriber) || current.size) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.channels.clear();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'mctrading-listen',
      keepAlive: true,
    });
    client.on('notification', (msg) => {
      for (const s of this.channels.get(msg.channel) ?? []) s.onNotify(msg.payload ?? '');
    });
    // Both fire when the connection is lost; the first one schedules the reconnection.
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('database closed');
    }
    this.client = client;
    this.retryDelay = 250;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.closed) return;
    this.notifyState(false);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => this.notifyState(true),
        () => {
          this.retryDelay = Math.min(this.retryDelay * 2, 10_000);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  private notifyState(live: boolean): void {
    for (const set of this.channels.values()) for (const s of set) s.onState?.(live);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
