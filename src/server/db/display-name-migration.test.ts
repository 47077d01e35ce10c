import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../testing/test-database';
import { uniqueEmail } from '../testing/test-client';
import type { Database } from './client';
import { profiles, user } from './schema';

const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../../drizzle/0003_display-name-full.sql'),
  'utf8',
);

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
});

async function profile(fullName: string, displayName: string) {
  const id = crypto.randomUUID();
  await database.db.insert(user).values({ id, name: fullName, email: uniqueEmail('migr') });
  await database.db.insert(profiles).values({ userId: id, fullName, displayName, trialEndsAt: new Date() });
  return id;
}

const displayOf = async (userId: string) =>
  (await database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.displayName;

describe('migration 0003: display names made of the first word become the full name', () => {
  it('fixes derived first-word names and leaves single names and chosen names alone', async () => {
    const derived = await profile('Trader Teste', 'Trader');
    const single = await profile('Madonna', 'Madonna');
    const chosen = await profile('Maria Clara Souza', 'Clarinha');
    await database.db.execute(sql.raw(MIGRATION));
    expect(await displayOf(derived)).toBe('Trader Teste');
    expect(await displayOf(single)).toBe('Madonna');
    expect(await displayOf(chosen)).toBe('Clarinha');
  });
});
