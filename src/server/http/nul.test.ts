import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, fieldErrorMessages } from '@/shared/i18n/errors';
import { user } from '../db/schema';
import { profitCsv } from '../features/imports/imports.testkit';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../features/trades/test-callers';
import { TestClient, uniqueEmail } from '../testing/test-client';

// PostgreSQL cannot store U+0000: each of these reached it and answered 500 before the guard.
const NUL = '\u0000';
type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

let t: TestApp;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  t = await tradesTestApp();
  ({ client, userId } = await allowedCaller(t));
});

const onField = (field: string) => ({
  code: 'INVALID_INPUT',
  message: errorMessages.INVALID_INPUT,
  fieldErrors: { [field]: [fieldErrorMessages.invalidCharacters] },
});
const inUrl = { code: 'INVALID_CHARACTERS', message: errorMessages.INVALID_CHARACTERS };

describe('a NUL in a body read by our schemas is a 400 on its field', () => {
  it.each([
    ['trade notes', '/api/trades', tradeBody({ notes: `a${NUL}b` }), 'notes'],
    ['trade tag', '/api/trades', tradeBody({ tags: ['ok', `a${NUL}b`] }), 'tags.1'],
    ['account name', '/api/accounts', { name: `a${NUL}b`, currency: 'BRL', startingCapital: '0' }, 'name'],
    [
      'account broker',
      '/api/accounts',
      { name: 'Conta NUL', broker: `XP${NUL}`, currency: 'BRL', startingCapital: '0' },
      'broker',
    ],
    [
      'instrument name',
      '/api/instruments',
      { symbol: 'NULX', name: `a${NUL}`, tickValue: '1', ticksPerPoint: '1', currency: 'BRL' },
      'name',
    ],
    [
      'a settings key',
      '/api/trading-settings',
      { costsPerContract: { [`W${NUL}`]: '1' } },
      `costsPerContract.W${NUL}`,
    ],
  ])('%s', async (_label, path, json, field) => {
    const method = path === '/api/trading-settings' ? 'PATCH' : 'POST';
    const res = await client.json<Fail>(path, { method, json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(onField(field));
  });
});

describe('a NUL in the URL (query or id) is a 400', () => {
  it.each([
    '/api/trades?instrument=WI%00N',
    '/api/trades/export?instrument=WI%00N',
    '/api/dashboard?instrument=WI%00N',
    '/api/trades?tag=a%00b',
  ])('GET %s', async (path) => {
    const res = await client.json<Fail>(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(inUrl);
  });

  it("an admin route's id", async () => {
    const email = uniqueEmail('nul-admin');
    await new TestClient(t.app).json('/api/testing/users', {
      json: { email, password: 'segredo123', name: 'Pessoa Admin', role: 'admin' },
    });
    const admin = new TestClient(t.app);
    await admin.json('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } });
    const res = await admin.json<Fail>('/api/admin/users/a%00b/release', { json: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(inUrl);
  });
});

it("an upload's file name is refused on the file field, and nothing is imported", async () => {
  const form = new FormData();
  form.append('file', new Blob([profitCsv([]) as BlobPart]), `ops${NUL}.csv`);
  const res = await client.json<Fail>('/api/imports', { body: form });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'INVALID_INPUT',
    message: errorMessages.INVALID_INPUT,
    fieldErrors: { file: [fieldErrorMessages.invalidFileName] },
  });
});

describe("better-auth's update-user", () => {
  it.each([
    ['a NUL in the name', { name: `a${NUL}b` }, inUrl.code],
    ['a NUL in another field', { whatsapp: `11${NUL}` }, inUrl.code],
    ['a null name', { name: null }, 'INVALID_INPUT'],
  ])('refuses %s with a 400 in Portuguese and keeps the name', async (_label, json, code) => {
    const res = await client.json<Fail>('/api/auth/update-user', { json });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/inválid/);
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(row?.name).toBe('Pessoa Trader');
  });

  it('still accepts a proper name', async () => {
    const res = await client.json('/api/auth/update-user', { json: { name: 'Pessoa Renomeada' } });
    expect(res.status).toBe(200);
    await client.json('/api/auth/update-user', { json: { name: 'Pessoa Trader' } });
  });
});
