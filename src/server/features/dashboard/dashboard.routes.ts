import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { dashboardQuerySchema } from '@/shared/trading/dashboard-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import type { TradesFeed } from '../../realtime/trades-feed';
import { liveSources } from '../../realtime/live-sources';
import { createDashboardCache } from '../../metrics/figures-cache';
import { createColumnsCache } from '../../metrics/columns-cache';
import type { RequestCache } from '../../cache/request-cache';
import { getTradingSettings } from '../../user/trading-settings';
import { dashboardAccounts, dashboardContext } from '../../metrics/metrics-context';
import { computeDashboard } from './dashboard.service';

/** gzip listed in Accept-Encoding, and not refused with q=0. */
const acceptsGzip = (header: string | undefined) =>
  !!header &&
  /(?:^|,)\s*(?:gzip|\*)\s*(?:,|;|$)/i.test(header) &&
  !/gzip\s*;\s*q=0(?:\.0*)?\s*(?:,|$)/i.test(header);

/** A comment line this often keeps proxies and browsers from closing an idle event stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * /api/dashboard (the figures) and /api/dashboard/events (server-sent events: `trades-changed` whenever this
 * user's trades change, in any process). Both behind the gate: allowed users only, by their session cookie,
 * which EventSource sends on the same origin.
 */
export function dashboardRoutes({
  db,
  feed,
  now = () => new Date(),
  heartbeatMs = HEARTBEAT_MS,
  requestCache,
}: {
  db: Db;
  feed: TradesFeed;
  now?: () => Date;
  heartbeatMs?: number;
  /** Keeps the user's settings and accounts between requests (ADR 020); without it they are read each time. */
  requestCache?: RequestCache;
}) {
  const cache = createDashboardCache(feed);
  const columnsCache = createColumnsCache(feed);
  const loaded = async (userId: string) =>
    requestCache && {
      settings: await requestCache.user(userId, 'settings', () => getTradingSettings(db, userId)),
      accounts: await requestCache.user(userId, 'dashboardAccounts', () => dashboardAccounts(db, userId)),
    };
  return new Hono<GateEnv>()
    .get('/', validate('query', dashboardQuerySchema), async (c) => {
      const query = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      const userId = currentUser(c).id;
      const context = await dashboardContext(db, userId, query, now(), await loaded(userId));
      if (!context.ok) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
      const { ctx } = context;
      const body = await cache.get(userId, ctx.key, async () =>
        JSON.stringify(
          await computeDashboard(db, userId, query, ctx, () => columnsCache.columns(db, userId, ctx)),
        ),
      );
      c.header('Content-Type', 'application/json; charset=UTF-8');
      c.header('Vary', 'Accept-Encoding');
      if (body.gzip && acceptsGzip(c.req.header('Accept-Encoding'))) {
        // Compressed once when cached; the compress middleware leaves an encoded body alone.
        c.header('Content-Encoding', 'gzip');
        return c.body(new Uint8Array(body.gzip));
      }
      return c.body(body.json);
    })
    .get('/events', (c) => {
      const userId = currentUser(c).id;
      // Tells nginx-like proxies not to buffer the stream.
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let finish = () => {};
        const finished = new Promise<void>((resolve) => (finish = resolve));
        // Limit alerts are rows (risk_alerts); this stream sends those inserted after it opened. Reads run one
        // after another, so a burst of changes never sends an alert twice.
        // Level-ups, achievements and goals met (gamification_events) ride the same way.
        // The sources (limit alerts, then gamification events) are registered at composition.
        const sources = await Promise.all(
          liveSources().map(async (s) => ({ event: s.event, next: await s.open(db, userId) })),
        );
        let alerts = Promise.resolve();
        const sendAlerts = () =>
          (alerts = alerts
            .then(async () => {
              for (const { event, next } of sources)
                for (const item of await next()) await stream.writeSSE({ event, data: JSON.stringify(item) });
            })
            .catch(() => {}));
        const unsubscribe = feed.subscribe(userId, {
          changed: (at) => {
            void stream.writeSSE({ event: 'trades-changed', data: JSON.stringify({ at }) });
            void sendAlerts();
          },
          closed: () => finish(),
        });
        stream.onAbort(() => finish());
        const heartbeat = setInterval(() => void stream.write(': ping\n\n'), heartbeatMs);
        try {
          // The first bytes: the browser's EventSource reports "open" and proxies see a live response.
          await stream.write(': connected\n\n');
          await finished;
        } finally {
          clearInterval(heartbeat);
          unsubscribe();
        }
      });
    });
}
