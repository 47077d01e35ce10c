import { Hono } from 'hono';
import type { TaxYearDto } from '@/shared/tax/contract';
import { taxMonthQuerySchema, taxQuerySchema } from '@/shared/tax/contract';
import { taxCsvFileName, taxPdfFileName, taxYearCsv } from '@/shared/tax/csv';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { CpuPool } from '../../cpu-pool/cpu-pool';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import type { TradesFeed } from '../../realtime/trades-feed';
import { createDashboardCache } from '../../metrics/figures-cache';
import { getTradingSettings } from '../../user/trading-settings';
import { taxYearOf } from './tax.service';

/**
 * /api/tax: the caller's own statement of a year (JSON), its CSV, and one month's PDF. Behind the gate like
 * /api/dashboard (allowed users; reads stay open when a trial is over). The statement reads every trade of the
 * user (losses carry from the first month), so it is kept per user, year and zone until that user's trades change
 * — the dashboard's cache, with its rules for when a cached answer may be trusted (ADR 035).
 */
export function taxRoutes({
  db,
  feed,
  cpu,
  now = () => new Date(),
}: {
  db: Db;
  feed: Pick<TradesFeed, 'onAnyChange' | 'isLive'>;
  /** Renders the PDF off the request thread, within its limits (ADR 027). */
  cpu: Pick<CpuPool, 'run'>;
  /** The clock stamped on the PDF's footer. */
  now?: () => Date;
}) {
  const cache = createDashboardCache(feed);
  const statementJson = async (userId: string, year: number): Promise<string> => {
    const { timezone } = await getTradingSettings(db, userId);
    const body = await cache.get(userId, `tax:${year}:${timezone}`, async () =>
      JSON.stringify(await taxYearOf(db, userId, year, timezone)),
    );
    return body.json;
  };
  const statement = async (userId: string, year: number): Promise<TaxYearDto> =>
    JSON.parse(await statementJson(userId, year)) as TaxYearDto;

  return new Hono<GateEnv>()
    .get('/', validate('query', taxQuerySchema), async (c) => {
      const json = await statementJson(currentUser(c).id, c.req.valid('query').year);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'application/json; charset=UTF-8');
      return c.body(json);
    })
    .get('/csv', validate('query', taxQuerySchema), async (c) => {
      const { year } = c.req.valid('query');
      const tax = await statement(currentUser(c).id, year);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${taxCsvFileName(year)}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(taxYearCsv(tax));
    })
    .get('/pdf', validate('query', taxMonthQuerySchema), async (c) => {
      const { year, month } = c.req.valid('query');
      const user = currentUser(c);
      const tax = await statement(user.id, year);
      const key = `${year}-${String(month).padStart(2, '0')}`;
      const pdf = await cpu.run(
        'taxPdf',
        { tax, month: key, trader: user.name, now: now() },
        { signal: c.req.raw.signal },
      );
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${taxPdfFileName(key)}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(new Uint8Array(pdf));
    });
}
