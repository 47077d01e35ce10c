import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { wallClock } from '@/shared/time/zoned-time';
import { bulkDeleteSchema, resetSchema, tradeListQuerySchema } from '@/shared/trading/api-contract';
import { toGenericCsv, toSpreadsheetCsv } from '@/shared/trading/export';
import { tradeInputSchema } from '@/shared/trading/trade-schema';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { INVALID_INPUT_MESSAGE, jsonBody, parseOr400 } from '../../http/validation';
import { exportTrades, listTrades } from './trades-query';
import { getTradingSettings } from './trading-settings';
import {
  createTrade,
  deleteTrades,
  getTrade,
  resetTrades,
  updateTrade,
  type SaveResult,
} from './trades.service';

const refusals = {
  'instrument-not-found': { status: 400, code: 'INSTRUMENT_NOT_FOUND', message: 'Ativo não encontrado' },
  'account-not-found': { status: 404, code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' },
  'not-found': { status: 404, code: 'TRADE_NOT_FOUND', message: 'Trade não encontrado' },
} as const;

const exportQuerySchema = tradeListQuerySchema.extend({
  format: z
    .enum(['spreadsheet', 'generic'], { error: 'Formato de exportação inválido' })
    .default('spreadsheet'),
});

/**
 * The schema turns blank costs into '0', which would hide "the user left costs empty". The raw body tells:
 * blank costs take the settings' default per contract instead.
 */
const costsGiven = (body: unknown): boolean => {
  const costs = (body as { costs?: unknown } | null | undefined)?.costs;
  return !(costs === undefined || costs === null || (typeof costs === 'string' && !costs.trim()));
};

function reply(c: Context<GateEnv>, result: SaveResult, created = false) {
  if (result.ok) return c.json(result.trade, created ? 201 : 200);
  if (result.reason === 'out-of-range')
    return c.json(
      { code: 'INVALID_INPUT', message: INVALID_INPUT_MESSAGE, fieldErrors: result.fieldErrors },
      400,
    );
  const r = refusals[result.reason];
  return c.json({ code: r.code, message: r.message }, r.status);
}

/** /api/trades: the caller's trades only (every query is scoped by user id). */
export function tradeRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      const parsed = parseOr400(c, tradeListQuerySchema, c.req.query());
      if (!parsed.ok) return parsed.response;
      c.header('Cache-Control', 'no-store');
      return c.json(await listTrades(db, currentUser(c).id, parsed.data));
    })
    .get('/export', async (c) => {
      const parsed = parseOr400(c, exportQuerySchema, c.req.query());
      if (!parsed.ok) return parsed.response;
      const userId = currentUser(c).id;
      const [rows, settings] = await Promise.all([
        exportTrades(db, userId, parsed.data),
        getTradingSettings(db, userId),
      ]);
      const csv = parsed.data.format === 'generic' ? toGenericCsv(rows) : toSpreadsheetCsv(rows);
      // The user's today, not the server's UTC date (a São Paulo evening export is named after that evening).
      const day = wallClock(now(), settings.timezone).date;
      const suffix = parsed.data.format === 'generic' ? '-mctrading' : '';
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="trades-${day}${suffix}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(csv);
    })
    .post('/', async (c) => {
      const body = await jsonBody(c);
      const parsed = parseOr400(c, tradeInputSchema, body);
      if (!parsed.ok) return parsed.response;
      return reply(c, await createTrade(db, currentUser(c).id, parsed.data, costsGiven(body)), true);
    })
    .post('/bulk-delete', async (c) => {
      const parsed = parseOr400(c, bulkDeleteSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      return c.json({ deleted: await deleteTrades(db, currentUser(c).id, parsed.data.ids) });
    })
    .post('/reset', async (c) => {
      const parsed = parseOr400(c, resetSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      return c.json(await resetTrades(db, currentUser(c).id));
    })
    .get('/:id', async (c) => {
      const trade = await getTrade(db, currentUser(c).id, c.req.param('id'));
      if (!trade) return c.json({ code: 'TRADE_NOT_FOUND', message: 'Trade não encontrado' }, 404);
      return c.json(trade);
    })
    .put('/:id', async (c) => {
      const body = await jsonBody(c);
      const parsed = parseOr400(c, tradeInputSchema, body);
      if (!parsed.ok) return parsed.response;
      return reply(
        c,
        await updateTrade(db, currentUser(c).id, c.req.param('id'), parsed.data, costsGiven(body)),
      );
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteTrades(db, currentUser(c).id, [c.req.param('id')]);
      if (!deleted) return c.json({ code: 'TRADE_NOT_FOUND', message: 'Trade não encontrado' }, 404);
      return c.json({ deleted });
    });
}
