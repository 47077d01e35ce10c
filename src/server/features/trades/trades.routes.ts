import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bulkDeleteSchema, resetSchema, tradeListQuerySchema } from '@/shared/trading/api-contract';
import { toGenericCsv, toSpreadsheetCsv } from '@/shared/trading/export';
import { keptExceptionsOf, tradeInputSchema, tradeSchemaFor } from '@/shared/trading/trade-schema';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { parseInput, validate } from '../../http/validation';
import { exportTrades, listTrades } from './trades-query';
import { userToday } from '../../user/trading-settings';
import { tradeSpan } from './trade-span';
import {
  createTrade,
  deleteTrades,
  getTrade,
  resetTrades,
  updateTrade,
  type SaveResult,
} from './trades.service';

const refusals = {
  'instrument-not-found': () => new ApiError(400, 'INSTRUMENT_NOT_FOUND'),
  'account-not-found': () => new ApiError(404, 'ACCOUNT_NOT_FOUND'),
  'not-found': () => new ApiError(404, 'TRADE_NOT_FOUND'),
} as const;

const exportQuerySchema = tradeListQuerySchema.extend({
  format: z
    .enum(['spreadsheet', 'generic'], { error: fieldErrorMessages.invalidExportFormat })
    .default('spreadsheet'),
});

/** An edit is checked first with every exception allowed: a malformed body is a 400 whatever the id. */
const editableTradeSchema = tradeSchemaFor({ equalPrices: true, negativeCosts: true });

/**
 * The schema turns blank costs into '0', which would hide "the user left costs empty". The raw body tells:
 * blank costs take the settings' default per contract instead.
 */
const costsGiven = (body: unknown): boolean => {
  const costs = (body as { costs?: unknown } | null | undefined)?.costs;
  return !(costs === undefined || costs === null || (typeof costs === 'string' && !costs.trim()));
};

/** The body names an exit field (even blank, to clear it); absent from both, an edit keeps the stored exit. */
const exitGiven = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && ('exitDate' in body || 'exitTime' in body);

function reply(c: Context<GateEnv>, result: SaveResult, created = false) {
  if (result.ok) return c.json(result.trade, created ? 201 : 200);
  if (result.reason === 'out-of-range')
    throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: result.fieldErrors });
  throw refusals[result.reason]();
}

/** /api/trades: the caller's trades only (every query is scoped by user id). */
export function tradeRoutes({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return new Hono<GateEnv>()
    .get('/', validate('query', tradeListQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listTrades(db, currentUser(c).id, c.req.valid('query')));
    })
    .get('/export', validate('query', exportQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const userId = currentUser(c).id;
      // The user's today, not the server's UTC date (a São Paulo evening export is named after that evening).
      const [rows, { today: day }] = await Promise.all([
        exportTrades(db, userId, query),
        userToday(db, userId, now()),
      ]);
      const csv = query.format === 'generic' ? toGenericCsv(rows) : toSpreadsheetCsv(rows);
      const suffix = query.format === 'generic' ? '-mctrading' : '';
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="trades-${day}${suffix}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(csv);
    })
    .post('/', validate('json', tradeInputSchema), async (c) => {
      const given = costsGiven(await c.req.json());
      return reply(c, await createTrade(db, currentUser(c).id, c.req.valid('json'), given, now()), true);
    })
    .get('/latest', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await tradeSpan(db, currentUser(c).id, now()));
    })
    .post('/bulk-delete', validate('json', bulkDeleteSchema), async (c) =>
      c.json({ deleted: await deleteTrades(db, currentUser(c).id, c.req.valid('json').ids, now()) }),
    )
    .post('/reset', validate('json', resetSchema), async (c) =>
      c.json(await resetTrades(db, currentUser(c).id, now())),
    )
    .get('/:id', async (c) => {
      const trade = await getTrade(db, currentUser(c).id, c.req.param('id'));
      if (!trade) throw new ApiError(404, 'TRADE_NOT_FOUND');
      return c.json(trade);
    })
    .put('/:id', validate('json', editableTradeSchema), async (c) => {
      const body: unknown = await c.req.json();
      const userId = currentUser(c).id;
      const stored = await getTrade(db, userId, c.req.param('id'));
      if (!stored) throw new ApiError(404, 'TRADE_NOT_FOUND');
      // Then against the stored trade: the edit may keep its imported breakeven or swap credit, not add one.
      const input = parseInput(tradeSchemaFor(keptExceptionsOf(stored)), body);
      return reply(
        c,
        await updateTrade(db, userId, stored.id, input, costsGiven(body), now(), {
          keepExit: !exitGiven(body),
        }),
      );
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteTrades(db, currentUser(c).id, [c.req.param('id')], now());
      if (!deleted) throw new ApiError(404, 'TRADE_NOT_FOUND');
      return c.json({ deleted });
    });
}
