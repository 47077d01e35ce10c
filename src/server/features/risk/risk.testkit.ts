import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RiskPlanDto, RiskPlanInput } from '@/shared/risk/contract';
import type { AccountDto, TradeDto } from '@/shared/trading/api-contract';
import type { Db } from '../../db/client';
import { riskAlerts, trades } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { tradeBody } from '../trades/test-callers';

/** The app's clock in the risk tests: 12:00 in São Paulo (UTC−3) on TODAY. */
export const TODAY = '2026-03-10';
export const NOON = new Date('2026-03-10T15:00:00Z');

/** A plan in money (no capital needed): R$ 100 of risk, R$ 300 a day, 3 trades, 2 losses → 15 min. */
export const MONEY_PLAN: RiskPlanInput = {
  riskMode: 'money',
  riskValue: '100',
  dailyLossMode: 'money',
  dailyLossValue: '300',
  dailyGainLock: '',
  maxTradesPerDay: 3,
  stopAfterLosses: 2,
  cooldownMinutes: 15,
  maxContracts: { WIN: 2 },
};

export async function putPlan(client: TestClient, plan: Partial<RiskPlanInput> = {}, accountId?: string) {
  const res = await client.json<RiskPlanDto>(`/api/risk/plan${accountId ? `?accountId=${accountId}` : ''}`, {
    method: 'PUT',
    json: { ...MONEY_PLAN, ...plan },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/**
 * A WIN trade (R$ 0,20 a point) on TODAY: `pnl` points of result, a stop 100 points away (R$ 20 a contract)
 * unless given.
 */
export async function addTrade(client: TestClient, over: Record<string, unknown> = {}, points = 100) {
  const res = await client.json<TradeDto>('/api/trades', {
    json: tradeBody({ date: TODAY, stop: '124900', exit: String(125000 + points), ...over }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function defaultAccount(client: TestClient): Promise<AccountDto> {
  const res = await client.json<{ accounts: AccountDto[] }>('/api/accounts');
  const account = res.body.accounts.find((a) => a.isDefault);
  if (!account) throw new Error('no default account');
  return account;
}

/** Stored rule breaks of the user's trades on a day, keyed by entry time ('09:05'). */
export async function breaksOn(db: Db, userId: string, day = TODAY): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ time: trades.tradeTime, breaks: trades.ruleBreaks })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.tradeDate, day)))
    .orderBy(asc(trades.openedAt));
  return Object.fromEntries(rows.map((r) => [r.time.slice(0, 5), r.breaks]));
}

/** The user's stored alerts, as 'limit:level' in insertion order. */
export async function alertsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ limitKind: riskAlerts.limitKind, level: riskAlerts.level })
    .from(riskAlerts)
    .where(eq(riskAlerts.userId, userId))
    .orderBy(asc(riskAlerts.id));
  return rows.map((r) => `${r.limitKind}:${r.level}`);
}
