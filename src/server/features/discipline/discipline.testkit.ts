import { expect } from 'vitest';
import { wallClock } from '@/shared/time/zoned-time';
import type { AccountDto, TradeDto } from '@/shared/trading/api-contract';
import type { TestClient } from '../../testing/test-client';
import { dashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller, tradeBody, type TestApp } from '../trades/test-callers';

/** The real app with a clock the test sets ("today" of the routine and the challenge is `clock.now`). */
export const disciplineTestApp = (now: Date) => dashboardTestApp({ now });
export type DisciplineTestApp = Awaited<ReturnType<typeof disciplineTestApp>>;

export type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

/**
 * A new allowed user whose default account has a capital, so a 1 % risk plan allows a stopped WIN trade (the
 * rule-break evaluator reads the capital once it is merged).
 */
export async function trader(t: DisciplineTestApp): Promise<{ client: TestClient; userId: string }> {
  const caller = await allowedCaller(t as unknown as TestApp);
  const accounts = await caller.client.json<{ accounts: AccountDto[] }>('/api/accounts');
  const account = accounts.body.accounts.find((a) => a.isDefault);
  const patched = await caller.client.json(`/api/accounts/${account?.id ?? ''}`, {
    method: 'PATCH',
    json: { startingCapital: '100000' },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return caller;
}

export const NOTE = 'Entrada no pullback da média com stop técnico';

/** A trade through the API, as the trader registers it: with a stop, an emotion and a 20+ character note. */
export async function journaledTrade(client: TestClient, date: string, time: string, over = {}) {
  const res = await client.json<TradeDto>('/api/trades', {
    json: tradeBody({ date, time, stop: '124900', emotion: 'calmo', notes: NOTE, ...over }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The São Paulo day at the test clock (the default zone of a new user). */
export const spDay = (t: DisciplineTestApp) => wallClock(t.clock.now, 'America/Sao_Paulo').date;
