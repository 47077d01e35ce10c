import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AuditEntry } from '@/shared/admin/contract';
import { auditLog, tradingSettings } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { addMember, person, school, type Person } from './roles.testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Person;
/** A word only this file's entries carry, so other files' entries in the shared database never match. */
const TAG = `aud${Date.now().toString(36)}`;
type Page = { entries: AuditEntry[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true });
  admin = await person(t.app, 'admin', { name: `Auditora ${TAG}` });
  // The reader is in New York: the day filters are their local days.
  await t.database.db.insert(tradingSettings).values({ userId: admin.id, timezone: 'America/New_York' });
});

async function seed(rows: Partial<typeof auditLog.$inferInsert>[]) {
  return t.database.db
    .insert(auditLog)
    .values(
      rows.map((r) => ({
        action: 'user.release',
        targetType: 'user',
        targetLabel: `Alvo ${TAG}`,
        ...r,
      })),
    )
    .returning();
}

const read = (query: string) => admin.client.json<Page>(`${adminApi.audit}?target=${TAG}&${query}`);

describe('GET /api/admin/audit', () => {
  it('filters by action, actor (name or email), target, school and local days; newest first, paged', async () => {
    const s = await school(t.database.db);
    const other = await person(t.app, 'trader', { name: `Outro ${TAG}` });
    await seed([
      // 23:59 on 9 March in New York (EDT since the 8th: 03:59Z on the 10th)...
      {
        at: new Date('2026-03-10T03:59:00Z'),
        action: 'role.admin_grant',
        actorId: admin.id,
        actorEmail: admin.email,
      },
      // ...and 00:00 on 10 March there.
      {
        at: new Date('2026-03-10T04:00:00Z'),
        action: 'user.revoke',
        actorId: other.id,
        actorEmail: other.email,
      },
      {
        at: new Date('2026-03-11T12:00:00Z'),
        action: 'school.create',
        targetType: 'school',
        targetId: s.id,
        schoolId: s.id,
        actorEmail: 'gone@example.test',
        ip: '203.0.113.9',
        details: { name: 'Escola Gama' },
      },
    ]);

    const all = await read('');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.entries.map((e) => e.action)).toEqual([
      'school.create',
      'user.revoke',
      'role.admin_grant',
    ]);
    expect(all.body.entries[0]).toMatchObject({
      targetType: 'school',
      schoolId: s.id,
      ip: '203.0.113.9',
      details: { name: 'Escola Gama' },
      actorId: null,
    });

    expect((await read('action=user.revoke')).body.entries.map((e) => e.actorEmail)).toEqual([other.email]);
    expect((await read(`actor=${encodeURIComponent(`Auditora ${TAG}`)}`)).body.total).toBe(1);
    expect((await read(`actor=${encodeURIComponent(other.email.toUpperCase())}`)).body.total).toBe(1);
    expect((await read('actor=gone@')).body.total).toBe(1);
    expect((await read(`schoolId=${s.id}`)).body.entries.map((e) => e.action)).toEqual(['school.create']);
    const byId = await admin.client.json<Page>(`${adminApi.audit}?target=${s.id}`);
    expect(byId.body.entries.map((e) => e.action)).toEqual(['school.create']);

    // Days are the reader's local days, both ends included.
    expect((await read('from=2026-03-10')).body.entries.map((e) => e.action)).toEqual([
      'school.create',
      'user.revoke',
    ]);
    expect((await read('to=2026-03-09')).body.entries.map((e) => e.action)).toEqual(['role.admin_grant']);
    expect((await read('from=2026-03-10&to=2026-03-10')).body.entries.map((e) => e.action)).toEqual([
      'user.revoke',
    ]);

    const first = await read('pageSize=10&page=1');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    const beyond = await read('pageSize=10&page=2');
    expect(beyond.body).toMatchObject({ entries: [], total: 3, page: 2 });
  });

  it('pages through many entries without repeating or skipping one', async () => {
    const tag = `${TAG}pg`;
    const at = new Date('2026-04-01T12:00:00Z');
    // Same instant for all: the id breaks the tie, so pages stay stable.
    await seed(Array.from({ length: 25 }, () => ({ at, targetLabel: tag })));
    const ids: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await admin.client.json<Page>(`${adminApi.audit}?target=${tag}&pageSize=10&page=${page}`);
      expect(res.body.total).toBe(25);
      ids.push(...res.body.entries.map((e) => e.id));
    }
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('answers 400 (never 500) for a bad filter', async () => {
    for (const q of ['action=user.delete', 'from=2026-02-30', 'from=10/03/2026', 'pageSize=1000', 'page=0']) {
      const res = await admin.client.json<{ code: string }>(`${adminApi.audit}?${q}`);
      expect([q, res.status, res.body.code]).toEqual([q, 400, 'INVALID_INPUT']);
    }
  });

  it('is read-only: no method changes or deletes an entry', async () => {
    const [entry] = await seed([
      { targetLabel: `${TAG}ro`, action: 'settings.update', targetType: 'settings' },
    ]);
    if (!entry) throw new Error('no entry');
    const before = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const paths = [adminApi.audit, `${adminApi.audit}/${entry.id}`, `${adminApi.audit}/1`];
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await admin.client.request(path, {
          method,
          json: { action: 'user.release', targetLabel: 'forjado', details: {} },
        });
        expect([path, method, res.status]).toEqual([path, method, expect.toBeOneOf([404, 405])]);
      }
    }
    const after = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(after).toEqual(before);
  });

  it('refuses traders, pending users and school admins (and shows them nothing)', async () => {
    const s = await school(t.database.db);
    const head = await person(t.app, 'trader');
    await addMember(t.database.db, s.id, head.id, 'admin');
    for (const caller of [await person(t.app, 'trader'), await person(t.app, 'pending'), head]) {
      for (const q of ['', `?schoolId=${s.id}`]) {
        const res = await caller.client.json<{ entries?: unknown }>(`${adminApi.audit}${q}`);
        expect(res.status).toBe(403);
        expect(res.body.entries).toBeUndefined();
      }
    }
    expect((await admin.client.request(`${adminApi.audit}?schoolId=${s.id}`)).status).toBe(200);
  });

  it('shows the entries the roles API writes', async () => {
    const someone = await person(t.app, 'trader', { name: `Nova ${TAG}` });
    const grant = await admin.client.request(adminApi.roleAdmin, {
      json: { userId: someone.id, granted: true },
    });
    expect(grant.status).toBe(200);
    const revoke = await admin.client.request(adminApi.roleAdmin, {
      json: { userId: someone.id, granted: false },
    });
    expect(revoke.status).toBe(200);
    const res = await admin.client.json<Page>(`${adminApi.audit}?target=${someone.id}`);
    expect(res.body.entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['role.admin_revoke', admin.email],
      ['role.admin_grant', admin.email],
    ]);
    const stored = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.targetId, [someone.id]));
    expect(stored).toHaveLength(2);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'forjado'))).toEqual([]);
  });
});
