import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportDto, reportQuerySchema } from '@/shared/reports/contract';
import { reportReadRange } from '@/shared/reports/engine';
import { wallClock } from '@/shared/time/zoned-time';
import type { Db } from '../../db/client';
import { playbooks, profiles, tradingAccounts, user } from '../../db/schema';
import { contextTrades, dashboardContext } from '../../metrics/metrics-context';
import { costDays } from '../../metrics/cost-days';
import { readTradeColumns } from '../../metrics/trade-columns';
import { challengeDayResults } from './challenge-days';
import { assembleReport, type ReportSource } from './report-assembly';

export type ReportQueryOut = z.output<typeof reportQuerySchema>;

/** The trader's name for the report's header: the profile's display name, else the account's name. */
async function traderName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${profiles.displayName}, ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row?.name ?? '';
}

/**
 * What the evolution report of the query's period, account and instrument is made of (see report-assembly.ts). The
 * account must be the user's own: another user's (or a malformed) id is "not found".
 */
export async function readReportSource(
  db: Db,
  userId: string,
  q: ReportQueryOut,
  now: Date,
): Promise<{ ok: true; source: ReportSource } | { ok: false; reason: 'account-not-found' }> {
  const context = await dashboardContext(db, userId, q, now);
  if (!context.ok) return context;
  const { ctx } = context;
  const { period } = ctx;
  const today = wallClock(now, ctx.timezone).date;
  const read = reportReadRange(period, q.granularity);

  const where = contextTrades(userId, ctx, read);
  const [rows, accountRow, trader, challengeDays, playbookNames, days] = await Promise.all([
    readTradeColumns(db, where, { extras: ['tags', 'playbook'] }),
    ctx.account
      ? db
          .select({ id: tradingAccounts.id, name: tradingAccounts.name })
          .from(tradingAccounts)
          .where(eq(tradingAccounts.id, ctx.account.id))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    traderName(db, userId),
    challengeDayResults(db, userId, read, today, ctx.timezone),
    db
      .select({ id: playbooks.id, name: playbooks.name })
      .from(playbooks)
      .where(eq(playbooks.userId, userId))
      .orderBy(asc(playbooks.position), asc(playbooks.createdAt)),
    // Over the period shown, not the wider read for the comparisons.
    costDays(db, userId, contextTrades(userId, ctx)),
  ]);
  return {
    ok: true,
    source: {
      trades: rows,
      preset: q.preset,
      granularity: q.granularity,
      currency: q.currency ?? ctx.account?.currency ?? null,
      period: { from: period.from, to: period.to },
      timezone: ctx.timezone,
      breakevenTolerance: ctx.breakevenTolerance,
      account: accountRow,
      instrument: ctx.instrument ?? null,
      trader,
      challengeDays,
      today,
      playbooks: playbookNames,
      costDays: days,
    },
  };
}

/** The report itself, assembled on the request thread (the JSON and the CSV; the PDF's is assembled in a worker). */
export async function buildReportDto(
  db: Db,
  userId: string,
  q: ReportQueryOut,
  now: Date,
): Promise<{ ok: true; report: ReportDto; today: string } | { ok: false; reason: 'account-not-found' }> {
  const read = await readReportSource(db, userId, q, now);
  if (!read.ok) return read;
  return { ok: true, report: assembleReport(read.source), today: read.source.today };
}
