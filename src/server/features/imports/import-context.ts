import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { isValidTimeZone, wallClock } from '@/shared/time/zoned-time';
import type { ImportOptions } from '@/shared/trading/api-contract';
import type { Currency } from '@/shared/trading/instruments';
import { pointValue } from '@/shared/trading/instruments';
import type { Db } from '../../db/client';
import { textArray } from '../../db/sql-arrays';
import { instruments, trades, tradingSettings } from '../../db/schema';
import { newChoiceError } from '../../journal/trade-playbook';
import { ensureDefaultAccount, findAccount } from '../../user/trading-accounts';
import { userZone } from '../../user/trading-settings';
import { type InstrumentInfo, InstrumentResolver } from './import-rows';

export interface ImportContext {
  userId: string;
  accountId: string;
  sourceTimezone: string;
  userTimezone: string;
  /** The trader's today (yyyy-mm-dd in userTimezone): rows dated after it are rejected lines. */
  today: string;
  resolver: InstrumentResolver;
  /** The column mapping this user's last 'mapped' import used, offered again by the preview. */
  rememberedMapping: Record<string, string> | null;
  /** The playbook every imported trade is recorded with (the trader's, not archived); absent: none. */
  playbookId?: string | null;
}

export type ContextResult =
  | { ok: true; ctx: ImportContext }
  | { ok: false; reason: 'account-not-found' | 'bad-timezone' }
  | { ok: false; reason: 'playbook-refused'; message: string };

/** Everything an import needs besides the file: the account (the user's own), zones and instruments. */
export async function loadImportContext(
  db: Db,
  userId: string,
  options: Pick<ImportOptions, 'accountId' | 'sourceTimezone' | 'symbolMap' | 'playbookId'>,
  now: Date = new Date(),
): Promise<ContextResult> {
  const account = options.accountId
    ? await findAccount(db, userId, options.accountId)
    : await ensureDefaultAccount(db, userId);
  if (!account) return { ok: false, reason: 'account-not-found' };
  const playbookError = options.playbookId ? await newChoiceError(db, userId, options.playbookId) : undefined;
  if (playbookError) return { ok: false, reason: 'playbook-refused', message: playbookError };
  const [userTimezone, [settings]] = await Promise.all([
    userZone(db, userId),
    db
      .select({ importMapping: tradingSettings.importMapping })
      .from(tradingSettings)
      .where(eq(tradingSettings.userId, userId)),
  ]);
  const sourceTimezone = options.sourceTimezone ?? userTimezone;
  if (!isValidTimeZone(sourceTimezone) || !isValidTimeZone(userTimezone)) {
    return { ok: false, reason: 'bad-timezone' };
  }
  const own = await db
    .select({
      symbol: instruments.symbol,
      tickValue: instruments.tickValue,
      ticksPerPoint: instruments.ticksPerPoint,
      currency: instruments.currency,
    })
    .from(instruments)
    .where(eq(instruments.userId, userId));
  const ownMap = new Map<string, InstrumentInfo>(
    own.map((i) => [i.symbol, { pointValue: pointValue(i).toString(), currency: i.currency as Currency }]),
  );
  const symbolMap: Record<string, string> = {};
  for (const [from, to] of Object.entries(options.symbolMap ?? {})) {
    symbolMap[from.trim().toUpperCase()] = to;
    symbolMap[from] = to;
  }
  return {
    ok: true,
    ctx: {
      userId,
      accountId: account.id,
      sourceTimezone,
      userTimezone,
      today: wallClock(now, userTimezone).date,
      resolver: new InstrumentResolver(ownMap, symbolMap),
      rememberedMapping: asMapping(settings?.importMapping),
      playbookId: options.playbookId ?? null,
    },
  };
}

/** The stored jsonb, read defensively: only string → string pairs make a mapping. */
function asMapping(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Fingerprints per lookup, sent as one text[] parameter (a 100,000-row file in two queries). */
const LOOKUP_CHUNK = 50_000;

/** Which of these fingerprints the account already holds (the preview's duplicate flags; the import's skips). */
export async function storedFingerprints(
  db: Pick<Db, 'select'>,
  userId: string,
  accountId: string,
  fingerprints: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (!fingerprints.length) return found;
  // An account's first import (no imported trade yet) has nothing to look up: one probe of the unique index.
  const [anyImported] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, accountId), isNotNull(trades.fingerprint)))
    .limit(1);
  if (!anyImported) return found;
  for (let k = 0; k < fingerprints.length; k += LOOKUP_CHUNK) {
    const rows = await db
      .select({ fingerprint: trades.fingerprint })
      .from(trades)
      .where(
        and(
          eq(trades.userId, userId),
          eq(trades.accountId, accountId),
          sql`${trades.fingerprint} = any(${textArray(fingerprints.slice(k, k + LOOKUP_CHUNK))}::text[])`,
        ),
      );
    for (const r of rows) if (r.fingerprint) found.add(r.fingerprint);
  }
  return found;
}
