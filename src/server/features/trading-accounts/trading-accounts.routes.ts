import { Hono } from 'hono';
import { z } from 'zod';
import { accountInputSchema } from '@/shared/trading/api-contract';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { INVALID_INPUT_MESSAGE, jsonBody, parseOr400 } from '../../http/validation';
import { createAccount, deleteAccount, listAccounts, updateAccount } from './trading-accounts.service';

export const ACCOUNT_NOT_FOUND = { code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada' } as const;
const TAKEN = 'Você já tem uma conta com este nome';
// 409 with the field's message too, so the form can show it under the name.
const DUPLICATE = { code: 'ACCOUNT_NAME_TAKEN', message: TAKEN, fieldErrors: { name: [TAKEN] } } as const;

// starting_capital is numeric(18,2): a longer number would make PostgreSQL throw, so it is a field error here.
const capitalTooLarge = (v: string | undefined) => v !== undefined && !/^\d{1,16}(?:[.,]\d{1,2})?$/.test(v);
const CAPITAL_ERROR = {
  code: 'INVALID_INPUT',
  message: INVALID_INPUT_MESSAGE,
  fieldErrors: { startingCapital: ['Informe um capital inicial válido'] },
} as const;

/** PATCH body: any subset of the fields, and `isDefault: true` to make the account the default one. */
const accountPatchSchema = accountInputSchema.partial().extend({
  isDefault: z
    .literal(true, { error: 'Para trocar a conta padrão, defina outra conta como padrão' })
    .optional(),
});

const DEFAULT_ACCOUNT = {
  code: 'DEFAULT_ACCOUNT',
  message: 'A conta padrão não pode ser excluída. Defina outra conta como padrão antes de excluí-la.',
} as const;

/** /api/accounts: the caller's trading accounts (the gate lets only allowed users in). */
export function tradingAccountRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ accounts: await listAccounts(db, currentUser(c).id) });
    })
    .post('/', async (c) => {
      const parsed = parseOr400(c, accountInputSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      if (capitalTooLarge(parsed.data.startingCapital)) return c.json(CAPITAL_ERROR, 400);
      const result = await createAccount(db, currentUser(c).id, parsed.data);
      if (!result.ok) return c.json(DUPLICATE, 409);
      return c.json(result.account, 201);
    })
    .patch('/:id', async (c) => {
      const parsed = parseOr400(c, accountPatchSchema, await jsonBody(c));
      if (!parsed.ok) return parsed.response;
      if (capitalTooLarge(parsed.data.startingCapital)) return c.json(CAPITAL_ERROR, 400);
      const result = await updateAccount(db, currentUser(c).id, c.req.param('id'), parsed.data);
      if (!result.ok)
        return result.reason === 'not-found' ? c.json(ACCOUNT_NOT_FOUND, 404) : c.json(DUPLICATE, 409);
      return c.json(result.account);
    })
    .delete('/:id', async (c) => {
      const confirm = c.req.query('confirm') === 'true';
      const result = await deleteAccount(db, currentUser(c).id, c.req.param('id'), confirm);
      if (result.ok) return c.json({ deletedTrades: result.deletedTrades });
      if (result.reason !== 'has-trades')
        return result.reason === 'not-found' ? c.json(ACCOUNT_NOT_FOUND, 404) : c.json(DEFAULT_ACCOUNT, 400);
      // 409: the client asks the user and repeats the request with ?confirm=true.
      return c.json(
        {
          code: 'ACCOUNT_HAS_TRADES',
          message: `Esta conta tem ${result.tradeCount} trade(s). Confirme para excluí-la junto com seus trades.`,
          tradeCount: result.tradeCount,
        },
        409,
      );
    });
}
