import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { OUT_OF_RANGE_MESSAGE } from '@/shared/number-field';
import { DATE_MESSAGES } from '@/shared/time/calendar-date';
import { tradingApi, type ImportSummary } from '@/shared/trading/api-contract';
import { TRADE_MESSAGES } from '@/shared/trading/trade-schema';
import { countsOf, profitCsv, signInUploader } from '../features/imports/imports.testkit';
import { MONEY_PLAN } from '../features/risk/risk.testkit';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../features/trades/test-callers';
import { fixtureUserSignedIn, type TestClient } from '../testing/test-client';

/**
 * The dates and numbers at the edge of what a schema once accepted reached the database
 * as a 500. One date field (1900–2100) and one number range per column kind now refuse them on their field, in
 * Portuguese, wherever they are read.
 */
type Fail = { code: string; fieldErrors?: Record<string, string[]> };
const THIRTY = '123456789012345678901234567890';

let t: TestApp;
let client: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await tradesTestApp();
  ({ client } = await allowedCaller(t));
  ({ client: admin } = await fixtureUserSignedIn(t.app, { role: 'admin' }));
});

const outOfRange = [DATE_MESSAGES.outOfRange];

describe('dates outside 1900–2100 are a field error, never a 500', () => {
  it.each([
    ['/api/reports', 'from', 'preset=custom&from=0001-01-01&to=2025-12-31'],
    ['/api/reports', 'to', 'preset=custom&from=2025-01-01&to=9999-12-31'],
    ['/api/reports/csv', 'from', 'preset=custom&from=0001-01-01&to=2025-12-31'],
    ['/api/reports/pdf', 'to', 'preset=custom&from=2025-01-01&to=9999-12-31'],
    ['/api/dashboard', 'from', 'preset=custom&from=1899-12-31&to=2025-12-31'],
    ['/api/trades', 'to', 'from=2025-01-01&to=2101-01-01'],
    ['/api/discipline/daily-plan', 'day', 'day=9999-12-31'],
  ])('GET %s (%s)', async (path, field, query) => {
    const res = await client.json<Fail>(`${path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.[field]).toEqual(outOfRange);
  });

  it('GET /api/admin/audit', async () => {
    const res = await admin.json<Fail>('/api/admin/audit?from=2025-01-01&to=9999-12-31');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.to).toEqual(outOfRange);
  });

  it('the edges themselves are accepted', async () => {
    const res = await client.json('/api/reports?preset=custom&from=1900-01-01&to=2100-12-31');
    expect(res.status).toBe(200);
  });

  it('a trade dated 0001-01-01 or exiting 9999-12-31', async () => {
    const early = await client.json<Fail>('/api/trades', { json: tradeBody({ date: '0001-01-01' }) });
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors?.date).toEqual(outOfRange);
    const late = await client.json<Fail>('/api/trades', {
      json: tradeBody({ exitDate: '9999-12-31', exitTime: '10:00' }),
    });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors?.exitDate).toEqual([TRADE_MESSAGES.invalidExitDate]);
  });

  it('an imported row dated 1800 is a rejected line; the rest is imported', async () => {
    const u = await signInUploader(t.app);
    const file = profitCsv([
      'WINJ26;24/03/2026 09:15:00;;1;1;C;125.000,00;125.100,00;;;',
      'WINJ26;24/03/1800 10:15:00;;1;1;C;125.000,00;125.100,00;;;',
    ]);
    const res = await u.json<ImportSummary>(u.upload(tradingApi.imports, file));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 1, rejected: 1 });
    expect(await countsOf(t.database.db, u.userId)).toMatchObject({ trades: 1 });
  });
});

describe('numbers past their column are a field error, never a 500', () => {
  it.each([
    ['entry', { entry: THIRTY }, [TRADE_MESSAGES.invalidEntry]],
    ['exit', { exit: `${THIRTY},5` }, [TRADE_MESSAGES.invalidExit]],
    ['stop', { stop: THIRTY }, [TRADE_MESSAGES.invalidStop]],
    ['costs', { costs: THIRTY }, [OUT_OF_RANGE_MESSAGE]],
    ['mep', { mep: 1e30 }, [TRADE_MESSAGES.invalidMep]],
    ['entry', { entry: 1e30 }, [TRADE_MESSAGES.invalidEntry]],
    ['contracts', { contracts: THIRTY }, [TRADE_MESSAGES.tooManyContracts]],
    ['contracts', { contracts: 1e30 }, [TRADE_MESSAGES.minContracts]],
  ])('POST and PUT /api/trades: %s', async (field, over, messages) => {
    const created = await client.json<Fail>('/api/trades', { json: tradeBody(over) });
    expect(created.status).toBe(400);
    expect(created.body.fieldErrors?.[field]).toEqual(messages);
    const ok = await client.json<{ id: string }>('/api/trades', { json: tradeBody() });
    const edited = await client.json<Fail>(`/api/trades/${ok.body.id}`, {
      method: 'PUT',
      json: tradeBody(over),
    });
    expect(edited.status).toBe(400);
    expect(edited.body.fieldErrors?.[field]).toEqual(messages);
  });

  it('a JSON number of 30 digits or past a double (1e400) in a trade', async () => {
    for (const raw of [THIRTY, '1e400']) {
      const body = JSON.stringify(tradeBody({ entry: 0 })).replace('"entry":0', `"entry":${raw}`);
      const res = await client.json<Fail>('/api/trades', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.entry).toEqual([TRADE_MESSAGES.invalidEntry]);
    }
  });

  it('capital, instrument values and plan values', async () => {
    const account = await client.json<Fail>('/api/accounts', {
      json: { name: 'Conta grande', currency: 'BRL', startingCapital: THIRTY },
    });
    expect(account.status).toBe(400);
    expect(account.body.fieldErrors?.startingCapital).toEqual(['Informe um capital inicial válido']);
    const instrument = await client.json<Fail>('/api/instruments', {
      json: { symbol: 'BIGX', name: 'Grande', tickValue: THIRTY, ticksPerPoint: '1', currency: 'BRL' },
    });
    expect(instrument.status).toBe(400);
    expect(instrument.body.fieldErrors?.tickValue).toEqual([fieldErrorMessages.tickValue]);
    const plan = await client.json<Fail>('/api/risk/plan', {
      method: 'PUT',
      json: { ...MONEY_PLAN, riskValue: THIRTY, dailyLossValue: `${THIRTY},00` },
    });
    expect(plan.status).toBe(400);
    expect(plan.body.fieldErrors?.riskValue).toEqual(['Informe um risco por trade maior que zero']);
    expect(plan.body.fieldErrors?.dailyLossValue).toEqual([
      'Informe um limite de perda diária maior que zero',
    ]);
  });

  it('the largest values each column holds are accepted', async () => {
    const account = await client.json('/api/accounts', {
      json: { name: 'Conta no limite', currency: 'BRL', startingCapital: '9999999999999999,99' },
    });
    expect(account.status).toBe(201);
    const trade = await client.json('/api/trades', {
      json: tradeBody({ entry: '999999999999', exit: '999999999998', instrument: 'PETR4' }),
    });
    expect(trade.status).toBeLessThan(500);
  });
});
