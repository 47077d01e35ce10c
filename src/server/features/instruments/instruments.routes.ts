import { Hono } from 'hono';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { instrumentInputSchema } from '@/shared/trading/api-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import {
  createInstrument,
  deleteInstrument,
  listInstruments,
  listUserInstruments,
  unusable,
  updateInstrument,
  type InstrumentInput,
  type InstrumentResult,
} from './instruments.service';
import { decimalText } from '../../user/trading-accounts';

/** Each refusal of the service, as the API answers it. */
function refusal(result: Extract<InstrumentResult, { ok: false }>, action: 'delete' | 'rename'): ApiError {
  switch (result.reason) {
    case 'not-found':
      return new ApiError(404, 'INSTRUMENT_NOT_FOUND');
    case 'built-in':
      return new ApiError(403, 'BUILT_IN_INSTRUMENT');
    // A user's own instrument may not take a built-in symbol (nor a contract of one, like WINZ25).
    case 'built-in-symbol':
      return new ApiError(400, 'BUILT_IN_SYMBOL', { field: 'symbol' });
    case 'duplicate':
      return new ApiError(409, 'INSTRUMENT_EXISTS', { field: 'symbol' });
    // Normally caught by rangeErrors below; kept for completeness.
    case 'zero':
      return new ApiError(400, 'INVALID_INPUT');
    // 409: the instrument's trades are written with its symbol, so it can be neither deleted nor renamed.
    case 'in-use': {
      const { tradeCount } = result;
      return new ApiError(409, 'INSTRUMENT_IN_USE', {
        params: { tradeCount, action },
        extra: { tradeCount },
        ...(action === 'rename' ? { field: 'symbol' } : {}),
      });
    }
  }
}

/**
 * A zero tick value or tick count would make every P&L of the instrument zero, and a value past numeric(20,8)
 * would make PostgreSQL throw: each is a 400 on its own field.
 */
function checkRanges(input: Partial<InstrumentInput>): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['tickValue', 'ticksPerPoint'] as const) {
    const v = input[field];
    if (v !== undefined && unusable(decimalText(v))) errors[field] = [fieldErrorMessages[field]];
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: errors });
}

/** /api/instruments: the built-ins (read-only) and the caller's own; `?scope=mine`, those the caller uses. */
export function instrumentRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const userId = currentUser(c).id;
      // ?scope=mine: only the built-ins with trades, and the user's own (the filters); else every one (the forms).
      const mine = c.req.query('scope') === 'mine';
      return c.json({
        instruments: mine ? await listUserInstruments(db, userId) : await listInstruments(db, userId),
      });
    })
    .post('/', validate('json', instrumentInputSchema), async (c) => {
      const input = c.req.valid('json');
      checkRanges(input);
      const result = await createInstrument(db, currentUser(c).id, input);
      if (!result.ok) throw refusal(result, 'rename');
      return c.json(result.instrument, 201);
    })
    .patch('/:id', validate('json', instrumentInputSchema.partial()), async (c) => {
      const input = c.req.valid('json');
      checkRanges(input);
      const result = await updateInstrument(db, currentUser(c).id, c.req.param('id'), input);
      if (!result.ok) throw refusal(result, 'rename');
      return c.json(result.instrument);
    })
    .delete('/:id', async (c) => {
      const result = await deleteInstrument(db, currentUser(c).id, c.req.param('id'));
      if (!result.ok) throw refusal(result, 'delete');
      return c.json({ deleted: true });
    });
}
