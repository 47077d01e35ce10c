import { Hono } from 'hono';
import { settingsMessages } from '@/shared/i18n/settings';
import { instrumentInputSchema } from '@/shared/trading/api-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { INVALID_INPUT_MESSAGE, jsonBody, parseOr400 } from '../../http/validation';
import {
  createInstrument,
  deleteInstrument,
  listInstruments,
  unusable,
  updateInstrument,
  type InstrumentInput,
  type InstrumentResult,
} from './instruments.service';
import { decimalText } from '../trading-accounts/trading-accounts.service';

type Failure = Exclude<Extract<InstrumentResult, { ok: false }>['reason'], 'in-use'>;
type Refusal = { status: 400 | 403 | 404 | 409; code: string; message: string; field?: 'symbol' };

const BUILT_IN_SYMBOL = settingsMessages.builtInSymbol;
const DUPLICATE = 'Você já cadastrou um ativo com este símbolo';
const refusals = {
  'not-found': { status: 404, code: 'INSTRUMENT_NOT_FOUND', message: 'Ativo não encontrado' },
  'built-in': {
    status: 403,
    code: 'BUILT_IN_INSTRUMENT',
    message: 'Os ativos padrão não podem ser criados, alterados nem excluídos',
  },
  // A user's own instrument may not take a built-in symbol (nor a contract of one, like WINZ25).
  'built-in-symbol': { status: 400, code: 'BUILT_IN_SYMBOL', message: BUILT_IN_SYMBOL, field: 'symbol' },
  duplicate: { status: 409, code: 'INSTRUMENT_EXISTS', message: DUPLICATE, field: 'symbol' },
  // Normally caught by fieldErrors below; kept for completeness.
  zero: { status: 400, code: 'INVALID_INPUT', message: INVALID_INPUT_MESSAGE },
} as const satisfies Record<Failure, Refusal>;

const ZERO_MESSAGE = {
  tickValue: 'O valor do tick deve ser maior que zero, com até 12 dígitos e 8 casas decimais',
  ticksPerPoint: 'Os ticks por ponto devem ser maiores que zero, com até 12 dígitos e 8 casas decimais',
} as const;

/**
 * A zero tick value or tick count would make every P&L of the instrument zero, and a value past numeric(20,8)
 * would make PostgreSQL throw: each is a 400 on its own field.
 */
function rangeErrors(input: Partial<InstrumentInput>): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {};
  for (const field of ['tickValue', 'ticksPerPoint'] as const) {
    const v = input[field];
    if (v !== undefined && unusable(decimalText(v))) errors[field] = [ZERO_MESSAGE[field]];
  }
  return Object.keys(errors).length ? errors : undefined;
}

const tradesText = (n: number) => (n === 1 ? '1 trade' : `${n} trades`);

/** 409: the instrument's trades are written with its symbol, so it can be neither deleted nor renamed. */
function inUse(tradeCount: number, action: 'delete' | 'rename') {
  const message =
    action === 'delete'
      ? `Este ativo é usado em ${tradesText(tradeCount)}. Exclua esses trades antes de excluir o ativo.`
      : `Este ativo é usado em ${tradesText(tradeCount)}: o símbolo não pode mudar.`;
  return {
    code: 'INSTRUMENT_IN_USE',
    message,
    tradeCount,
    ...(action === 'rename' ? { fieldErrors: { symbol: [message] } } : {}),
  };
}

/** /api/instruments: the built-ins (read-only) and the caller's own. */
export function instrumentRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ instruments: await listInstruments(db, currentUser(c).id) });
    })
    .post('/', async (c) => {
      const parsed = parseOr400(c, instrumentInputSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      const fieldErrors = rangeErrors(parsed.data);
      if (fieldErrors)
        return c.json({ code: 'INVALID_INPUT', message: INVALID_INPUT_MESSAGE, fieldErrors }, 400);
      const result = await createInstrument(db, currentUser(c).id, parsed.data);
      if (!result.ok)
        return result.reason === 'in-use'
          ? c.json(inUse(result.tradeCount, 'rename'), 409)
          : refuse(c, result.reason);
      return c.json(result.instrument, 201);
    })
    .patch('/:id', async (c) => {
      const parsed = parseOr400(c, instrumentInputSchema.partial(), await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      const fieldErrors = rangeErrors(parsed.data);
      if (fieldErrors)
        return c.json({ code: 'INVALID_INPUT', message: INVALID_INPUT_MESSAGE, fieldErrors }, 400);
      const result = await updateInstrument(db, currentUser(c).id, c.req.param('id'), parsed.data);
      if (!result.ok)
        return result.reason === 'in-use'
          ? c.json(inUse(result.tradeCount, 'rename'), 409)
          : refuse(c, result.reason);
      return c.json(result.instrument);
    })
    .delete('/:id', async (c) => {
      const result = await deleteInstrument(db, currentUser(c).id, c.req.param('id'));
      if (!result.ok)
        return result.reason === 'in-use'
          ? c.json(inUse(result.tradeCount, 'delete'), 409)
          : refuse(c, result.reason);
      return c.json({ deleted: true });
    });
}

function refuse(c: { json: (body: unknown, status: 400 | 403 | 404 | 409) => Response }, reason: Failure) {
  const r: Refusal = refusals[reason];
  const body = {
    code: r.code,
    message: r.message,
    ...(r.field ? { fieldErrors: { [r.field]: [r.message] } } : {}),
  };
  return c.json(body, r.status);
}
