import { Hono } from 'hono';
import { instrumentInputSchema } from '@/shared/trading/api-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { jsonBody, parseOr400 } from '../../http/validation';
import {
  createInstrument,
  deleteInstrument,
  listInstruments,
  updateInstrument,
  type InstrumentResult,
} from './instruments.service';

type Failure = Extract<InstrumentResult, { ok: false }>['reason'];
const refusals = {
  'not-found': { status: 404, code: 'INSTRUMENT_NOT_FOUND', message: 'Ativo não encontrado' },
  'built-in': {
    status: 403,
    code: 'BUILT_IN_INSTRUMENT',
    message: 'Os ativos padrão não podem ser criados, alterados nem excluídos',
  },
  duplicate: {
    status: 409,
    code: 'INSTRUMENT_EXISTS',
    message: 'Você já cadastrou um ativo com este símbolo',
  },
  zero: {
    status: 400,
    code: 'INVALID_INPUT',
    message:
      'O valor do tick e os ticks por ponto devem ser maiores que zero, com até 12 dígitos e 8 casas decimais',
  },
} as const satisfies Record<Failure, { status: number; code: string; message: string }>;

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
      const result = await createInstrument(db, currentUser(c).id, parsed.data);
      if (!result.ok) return refuse(c, result.reason);
      return c.json(result.instrument, 201);
    })
    .patch('/:id', async (c) => {
      const parsed = parseOr400(c, instrumentInputSchema.partial(), await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      const result = await updateInstrument(db, currentUser(c).id, c.req.param('id'), parsed.data);
      if (!result.ok) return refuse(c, result.reason);
      return c.json(result.instrument);
    })
    .delete('/:id', async (c) => {
      const result = await deleteInstrument(db, currentUser(c).id, c.req.param('id'));
      if (!result.ok) return refuse(c, result.reason);
      return c.json({ deleted: true });
    });
}

function refuse(c: { json: (body: unknown, status: 400 | 403 | 404 | 409) => Response }, reason: Failure) {
  const r = refusals[reason];
  return c.json({ code: r.code, message: r.message }, r.status);
}
