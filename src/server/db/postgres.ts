import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, ping, type Database, type Db } from './client';
import * as schema from './schema';

/** `openDatabase` on PostgreSQL: a pool of `poolMax` connections (10 unless told), and one of its own for LISTEN. */
export function openPostgres(databaseUrl: string, poolMax = 10): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listener = new PgListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, onNotify, onState) => listener.listen(channel, onNotify, onState),
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
