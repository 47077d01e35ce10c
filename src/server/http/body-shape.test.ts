import { describe, expect, it } from 'vitest';
import { errorMessages } from '@/shared/i18n/errors';
import { findNul } from '@/shared/text-guard';
import { createLogger } from '../logger';
import { tradeBody } from '../features/trades/test-callers';
import { createTestApp } from '../testing/test-app';
import { TestClient } from '../testing/test-client';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './body-shape';

const logged: string[] = [];
const t = await createTestApp(
  {},
  { logger: createLogger('warn', { write: (line: string) => logged.push(line) }) },
);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const tooDeep = { code: 'BODY_TOO_DEEP', message: errorMessages.BODY_TOO_DEEP };

describe('a body nested past 32 levels is a 400 in Portuguese, anonymously, at any depth', () => {
  it.each([33, 1_000, 5_000, 100_000])(
    'depth %i on the sign-in (before the gate and better-auth)',
    async (depth) => {
      logged.length = 0;
      const res = await new TestClient(t.app).json('/api/auth/sign-in/email', {
        body: nested(depth),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(tooDeep);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/níveis demais/) });
      // No stack, no error: a stranger's body is not the server's failure.
      expect(logged.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
    },
  );

  it('on our own routes too (a deep value inside a trade)', async () => {
    const body = JSON.stringify(tradeBody({ notes: 'x' })).replace('"x"', nested(50_000));
    const res = await new TestClient(t.app).json('/api/trades', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(tooDeep);
  });

  it('a body at the limit is read as usual (better-auth answers the sign-in itself)', async () => {
    const res = await new TestClient(t.app).json<{ code?: string }>('/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'ninguem@example.com', password: 'x', extra: JSON.parse(nested(30)) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.code).not.toBe('BODY_TOO_DEEP');
    expect(res.status).toBeLessThan(500);
  });

  it('a malformed body on better-auth is a 400 in our shape', async () => {
    const res = await new TestClient(t.app).json('/api/auth/sign-in/email', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', message: errorMessages.INVALID_INPUT });
  });
});

describe('the scan', () => {
  it('counts arrays and objects, not brackets inside strings or after an escaped quote', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[', b: '\\"[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":1}}}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
  });

  it('findNul walks a value nested 100,000 deep without recursion and names the path', () => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findNul(value)).toHaveLength(100_000);
    expect(findNul({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNul({ a: ['ok', { b: 'x' }] })).toBeUndefined();
  });
});
