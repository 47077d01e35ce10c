import { beforeAll, describe, expect, it } from 'vitest';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../features/trades/test-callers';
import type { TestClient } from '../testing/test-client';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await tradesTestApp();
  ({ client } = await allowedCaller(t));
});

const post = (headers: Record<string, string>) =>
  client.json<{ code: string }>('/api/trades', { json: tradeBody(), headers });

describe('who may write', () => {
  it('the app itself: Origin and Sec-Fetch-Site of its own page', async () => {
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it("the page's own address when it is not APP_URL (Vite's dev proxy on :5173)", async () => {
    const res = await client.json('http://localhost:5173/api/trades', {
      json: tradeBody(),
      headers: { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(201);
  });

  it('a client that is not a browser (no Origin, no Sec-Fetch-Site: curl, scripts, the CLI)', async () => {
    expect((await post({ origin: '' })).status).toBe(201);
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['a sibling subdomain', { origin: 'http://app.localhost:3000' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['a browser that names another site but hides Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['a browser request without Origin', { origin: '', 'sec-fetch-site': 'same-origin' }],
    ['a same-site (not same-origin) page', { 'sec-fetch-site': 'same-site' }],
  ])('not %s', async (_label, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('reads are not concerned: a GET from anywhere is answered (the browser keeps it from the other site)', async () => {
    const res = await client.json('/api/trades', { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('what a write may carry', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'not %s on a JSON route',
    async (type) => {
      const res = await client.json<{ code: string }>('/api/trades', {
        body: JSON.stringify(tradeBody()),
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('JSON with a charset is JSON', async () => {
    const res = await client.json('/api/trades', {
      body: JSON.stringify(tradeBody()),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });

  it('not JSON on the upload route, which takes multipart only', async () => {
    const res = await client.json<{ code: string; message: string }>('/api/imports/preview', { json: {} });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/multipart/);
  });

  it('a form body on the one-click unsubscribe (RFC 8058), and still no text/plain nor a foreign origin', async () => {
    const path = '/api/public/weekly-review/unsubscribe?token=x.y';
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await client.json<{ code: string }>(path, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': type, accept: 'application/json' },
      });
      // Through the guards to the route, which refuses the unsigned token.
      expect(res.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    const plain = await client.json<{ code: string }>(path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const foreign = await client.json<{ code: string }>(path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
    });
    expect(foreign.body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('a DELETE needs no body nor content type', async () => {
    const created = await client.json<{ id: string }>('/api/trades', { json: tradeBody() });
    const res = await client.json(`/api/trades/${created.body.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
  });

  it('a malformed JSON body is a 400 in the usual shape', async () => {
    const res = await client.json('/api/trades', {
      body: '{"date": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/inválidos/) });
  });
});
