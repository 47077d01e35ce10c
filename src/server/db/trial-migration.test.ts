import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessStatus } from '@/shared/account/access';
import { databaseAt } from '../testing/database-at';
import type { Database } from './client';
import { profiles } from './schema';

let database: Database;
beforeAll(async () => {
  database = await databaseAt('trial_migration', 4);
});
afterAll(async () => {
  await database?.close();
});

async function userWithProfile(id: string, isAllowed: boolean, createdAt: string) {
  // Raw SQL: at 0004 the profile has none of the columns the current schema knows.
  await database.db.execute(
    sql`insert into "user" (id, name, email, email_verified, created_at) values (${id}, ${id}, ${`${id}@example.test`}, true, ${createdAt})`,
  );
  await database.db.execute(
    sql`insert into profiles (user_id, display_name, full_name, is_allowed, trial_ends_at, created_at)
        values (${id}, ${id}, ${id}, ${isAllowed}, ${'2025-01-08T03:00:00Z'}, ${createdAt})`,
  );
}

describe('migration 0005: the trial starts at release, existing users keep their access', () => {
  it('gives the released user an active continuation without end, and the pending user no trial yet', async () => {
    await userWithProfile('antigo-liberado', true, '2025-01-01T12:00:00Z');
    await userWithProfile('antigo-pendente', false, '2025-02-01T12:00:00Z');

    await database.migrate(); // the committed folder: applies 0005 only

    const row = async (userId: string) => {
      const [p] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
      if (!p) throw new Error(`no profile ${userId}`);
      return p;
    };
    const allowed = await row('antigo-liberado');
    const pending = await row('antigo-pendente');
    const muchLater = new Date('2030-01-01T00:00:00Z');

    expect(allowed.releasedAt?.toISOString()).toBe('2025-01-01T12:00:00.000Z');
    expect(allowed.continuedAt).not.toBeNull();
    expect(allowed.continuedUntil).toBeNull();
    // Active now and years from now: their old trial date no longer matters.
    expect(accessStatus(allowed, muchLater)).toBe('active');

    expect(pending).toMatchObject({
      releasedAt: null,
      trialEndsAt: null,
      continuedAt: null,
      isAllowed: false,
    });
    expect(accessStatus(pending, muchLater)).toBe('pending');
    expect(pending.schoolSharing).toBe('summary');
  });
});
