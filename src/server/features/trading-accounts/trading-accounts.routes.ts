import { Hono } from 'hono';
import { z } from 'zod';
import { accountInputSchema } from '@/shared/trading/api-contract';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { createAccount, deleteAccount, listAccounts, updateAccount } from './trading-accounts.service';

// 409 with the field's message too, so the form can show it under the name.
const nameTaken = () => new ApiError(409, 'ACCOUNT_NAME_TAKEN', { field: 'name' });

// starting_capital is numeric(18,2): a longer number would make PostgreSQL throw, so it is a field error here.
const capitalTooLarge = (v: string | undefined) => v !== undefined && !/^\d{1,16}(?:[.,]\d{1,2})?$/.test(v);
function checkCapital(v: string | undefined) {
  if (capitalTooLarge(v))
    throw new ApiError(400, 'INVALID_INPUT', {
      fieldErrors: { startingCapital: [fieldErrorMessages.invalidCapital] },
    });
}

/** PATCH body: any subset of the fields, and `isDefault: true` to make the account the default one. */
const accountPatchSchema = accountInputSchema.partial().extend({
  isDefault: z.literal(true, { error: fieldErrorMessages.defaultAccountOnly }).optional(),
});

/** /api/accounts: the caller's trading accounts (the gate lets only allowed users in). */
export function tradingAccountRoutes({ db, now = () => new Date() }: { db: Db; now?: Clock }) {
  return new Hono<GateEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ accounts: await listAccounts(db, currentUser(c).id) });
    })
    .post('/', validate('json', accountInputSchema), async (c) => {
      const input = c.req.valid('json');
      checkCapital(input.startingCapital);
      const result = await createAccount(db, currentUser(c).id, input);
      if (!result.ok) throw nameTaken();
      return c.json(result.account, 201);
    })
    .patch('/:id', validate('json', accountPatchSchema), async (c) => {
      const input = c.req.valid('json');
      checkCapital(input.startingCapital);
      const result = await updateAccount(db, currentUser(c).id, c.req.param('id'), input, now());
      if (!result.ok)
        throw result.reason === 'not-found' ? new ApiError(404, 'ACCOUNT_NOT_FOUND') : nameTaken();
      return c.json(result.account);
    })
    .delete('/:id', async (c) => {
      const confirm = c.req.query('confirm') === 'true';
      const result = await deleteAccount(db, currentUser(c).id, c.req.param('id'), confirm, now());
      if (result.ok) return c.json({ deletedTrades: result.deletedTrades });
      if (result.reason === 'not-found') throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
      if (result.reason !== 'has-trades') throw new ApiError(400, 'DEFAULT_ACCOUNT');
      // 409: the client asks the user and repeats the request with ?confirm=true.
      const { tradeCount } = result;
      throw new ApiError(409, 'ACCOUNT_HAS_TRADES', { params: { tradeCount }, extra: { tradeCount } });
    });
}
