import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../testing/database-at';
import type { Database } from './client';
import { gamificationState, profiles, riskPlans, trades } from './schema';

let database: Database;
beforeAll(async () => {
  database = await databaseAt('stop_setup_migration', 10);
});
afterAll(async () => {
  await database?.close();
});

const USER = 'antigo-trader';
const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const PROFIT_IMPORT = '00000000-0000-4000-8000-000000000002';
const OWN_CSV_IMPORT = '00000000-0000-4000-8000-000000000003';

/** One trade as 0010 stored it (raw SQL: the current schema has columns the old table does not). */
async function oldTrade(id: string, day: string, importId: string | null, breaks: string) {
  await database.db.execute(sql`
    insert into trades (id, user_id, account_id, import_id, trade_date, trade_time, opened_at, side, contracts,
      instrument, entry_price, exit_price, point_value, currency, pnl, rule_breaks)
    values (${id}::uuid, ${USER}, ${ACCOUNT}::uuid, ${importId}::uuid, ${day}::date, '09:15', ${`${day}T12:15:00Z`},
      'compra', 1, 'WIN', 125000, 125100, 0.2, 'BRL', 20, ${breaks}::text[])`);
}

describe('migration 0011/0012: setup done for old users, unknown stops for old imports', () => {
  it('keeps old users out of the setup and their plans as they were, and clears the breaks a file could not avoid', async () => {
    const db = database.db;
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified) values (${USER}, ${USER}, ${`${USER}@example.test`}, true)`,
    );
    await db.execute(
      sql`insert into profiles (user_id, display_name, full_name, is_allowed) values (${USER}, ${USER}, ${USER}, true)`,
    );
    await db.execute(
      sql`insert into trading_accounts (id, user_id, name, currency, is_default) values (${ACCOUNT}::uuid, ${USER}, 'Conta principal', 'BRL', true)`,
    );
    await db.execute(sql`insert into risk_plans (account_id, user_id) values (${ACCOUNT}::uuid, ${USER})`);
    for (const [id, format] of [
      [PROFIT_IMPORT, 'profit'],
      [OWN_CSV_IMPORT, 'generic'],
    ] as const)
      await db.execute(sql`
        insert into trade_imports (id, user_id, account_id, file_name, format, source_timezone, total_rows, imported,
          duplicates, rejected)
        values (${id}::uuid, ${USER}, ${ACCOUNT}::uuid, 'f.csv', ${format}, 'America/Sao_Paulo', 1, 1, 0, 0)`);
    const fromProfit = '00000000-0000-4000-8000-0000000000a1';
    const fromOwnCsv = '00000000-0000-4000-8000-0000000000a2';
    const byHand = '00000000-0000-4000-8000-0000000000a3';
    await oldTrade(fromProfit, '2025-11-03', PROFIT_IMPORT, '{over-trade-cap,no-stop}');
    await oldTrade(fromOwnCsv, '2025-11-04', OWN_CSV_IMPORT, '{no-stop}');
    await oldTrade(byHand, '2025-11-05', null, '{no-stop}');
    await db.execute(
      sql`insert into gamification_state (user_id, evaluated_on) values (${USER}, '2026-01-10'::date)`,
    );

    await database.migrate(); // the committed folder: applies 0011 and 0012

    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, USER));
    expect(profile?.setupStatus).toBe('done');
    const [plan] = await db.select().from(riskPlans).where(eq(riskPlans.userId, USER));
    expect(plan?.requireStop).toBe(true);
    expect(plan?.confirmedAt).not.toBeNull();

    const stored = await db
      .select({ id: trades.id, breaks: trades.ruleBreaks, unknown: trades.stopUnknown })
      .from(trades)
      .where(eq(trades.userId, USER));
    const byId = new Map(stored.map((r) => [r.id, r]));
    // Profit never carries a stop: 'stop não informado', and only the other rule stays broken.
    expect(byId.get(fromProfit)).toMatchObject({ unknown: true, breaks: ['over-trade-cap'] });
    // Our own CSV may carry it (the file's column may have been there): left as it was.
    expect(byId.get(fromOwnCsv)).toMatchObject({ unknown: false, breaks: ['no-stop'] });
    expect(byId.get(byHand)).toMatchObject({ unknown: false, breaks: ['no-stop'] });

    // The gamification days from the first changed day are judged again on the next read.
    const [state] = await db
      .select({ on: gamificationState.evaluatedOn })
      .from(gamificationState)
      .where(eq(gamificationState.userId, USER));
    expect(state?.on).toBe('2025-11-03');

    // A profile created after the migration starts the setup.
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified) values ('novo', 'novo', 'novo@example.test', true)`,
    );
    await db.execute(
      sql`insert into profiles (user_id, display_name, full_name, is_allowed) values ('novo', 'novo', 'novo', true)`,
    );
    const [fresh] = await db.select().from(profiles).where(eq(profiles.userId, 'novo'));
    expect(fresh?.setupStatus).toBe('pending');
  });
});
