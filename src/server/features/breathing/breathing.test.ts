import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { breathingPauses } from '../../db/schema';
import { TestClient, uniqueEmail } from '../../testing/test-client';
import { dashboardTestApp, type DashboardTestApp } from '../dashboard/dashboard.testkit';
import { allowedCaller } from '../trades/test-callers';

let t: DashboardTestApp;
beforeAll(async () => {
  t = await dashboardTestApp();
});

type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };
const PATH = '/api/breathing-pauses';

async function pausesOf(userId: string) {
  return t.database.db
    .select({
      day: breathingPauses.day,
      cycles: breathingPauses.cycles,
      source: breathingPauses.source,
      completedAt: breathingPauses.completedAt,
    })
    .from(breathingPauses)
    .where(eq(breathingPauses.userId, userId));
}

describe('POST /api/breathing-pauses', () => {
  it("stores a completed pause on the trader's local day (01:00 UTC is still yesterday in São Paulo)", async () => {
    const { client, userId } = await allowedCaller(t); // no settings row: the default zone, America/Sao_Paulo
    t.clock.now = new Date('2026-03-10T01:00:00Z');
    const res = await client.json<{ ok: boolean }>(PATH, { json: { cycles: 4, source: 'loss-streak' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await pausesOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: '2026-03-09', cycles: 4, source: 'loss-streak' });
    expect(rows[0]?.completedAt.toISOString()).toBe('2026-03-10T01:00:00.000Z');
  });

  it('follows the time zone the trader set, and defaults the source to the header', async () => {
    const { client, userId } = await allowedCaller(t);
    const zone = await client.json('/api/trading-settings', {
      method: 'PATCH',
      json: { timezone: 'Asia/Tokyo' },
    });
    expect(zone.status).toBe(200);
    // 20:00 UTC on the 9th is 05:00 on the 10th in Tokyo.
    t.clock.now = new Date('2026-03-09T20:00:00Z');
    expect((await client.json(PATH, { json: { cycles: 2 } })).status).toBe(200);
    expect(await pausesOf(userId)).toMatchObject([{ day: '2026-03-10', cycles: 2, source: 'header' }]);
  });

  it('refuses invalid input in Portuguese and stores nothing', async () => {
    const { client, userId } = await allowedCaller(t);
    for (const json of [{}, { cycles: 0 }, { cycles: 21 }, { cycles: 2.5 }, { cycles: '4' }]) {
      const res = await client.json<Fail>(PATH, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.code).toBe('INVALID_INPUT');
      expect(res.body.fieldErrors?.cycles).toEqual(['Informe de 1 a 20 ciclos']);
    }
    const source = await client.json<Fail>(PATH, { json: { cycles: 4, source: 'celular' } });
    expect(source.status).toBe(400);
    expect(source.body.fieldErrors?.source).toEqual(['Origem da pausa inválida']);
    expect(await pausesOf(userId)).toEqual([]);
  });

  it('refuses anonymous and pending callers', async () => {
    const anon = await new TestClient(t.app).json<Fail>(PATH, { json: { cycles: 4 } });
    expect(anon.status).toBe(401);
    const email = uniqueEmail('pause-pending');
    const password = 'segredo123';
    const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
      json: { email, password, name: 'Pessoa Pendente', allowed: false },
    });
    expect(created.status).toBe(201);
    const pending = new TestClient(t.app);
    expect((await pending.json('/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
    const refused = await pending.json<Fail>(PATH, { json: { cycles: 4 } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCESS_PENDING');
    expect(await pausesOf(created.body.userId)).toEqual([]);
  });

  it("writes only the caller's own rows, both ways", async () => {
    const a = await allowedCaller(t);
    const b = await allowedCaller(t);
    t.clock.now = new Date('2026-04-01T15:00:00Z');
    // A userId in the body is not part of the schema: the row is always the caller's.
    expect((await a.client.json(PATH, { json: { cycles: 3, userId: b.userId } })).status).toBe(200);
    expect((await b.client.json(PATH, { json: { cycles: 5, userId: a.userId } })).status).toBe(200);
    expect(await pausesOf(a.userId)).toMatchObject([{ cycles: 3 }]);
    expect(await pausesOf(b.userId)).toMatchObject([{ cycles: 5 }]);
    const crossed = await t.database.db
      .select()
      .from(breathingPauses)
      .where(and(eq(breathingPauses.userId, a.userId), eq(breathingPauses.cycles, 5)));
    expect(crossed).toEqual([]);
  });
});
