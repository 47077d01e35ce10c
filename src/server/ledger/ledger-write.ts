import type { Db } from '../db/client';
import { lockUserTrades } from '../db/trade-lock';
import type { Tx } from '../db/tx';

declare const ledgerBrand: unique symbol;

/**
 * The transaction of a ledger write, under the user's trade lock. Only ledgerWrite makes one, and every statement
 * that writes `trades` takes one (ledger-write-scan.test.ts proves it), so the type checker refuses a trade write
 * that would skip the follow-ups.
 */
export type LedgerTx = Tx & { readonly [ledgerBrand]: true };

/** One (account, local day) whose trades changed. */
export interface TradeDay {
  accountId: string;
  /** yyyy-mm-dd (trades.trade_date). */
  day: string;
}

/** What a write tells the ledger it changed; the follow-ups decide what to derive from it. */
export interface LedgerChange {
  /** Trades of these (account, day)s were written: their rule breaks, the days' XP, the live stream. */
  tradesOn(keys: readonly TradeDay[]): void;
  /** Trades written on these days whose rule breaks the writer judged itself (the import, before its INSERT). */
  judgedOn(days: readonly string[]): void;
  /** Every day of the account is judged again (its plan, capital or currency changed). */
  account(accountId: string): void;
  /** Every account of the user on these days (the daily plan's max loss changes the day's loss limit). */
  userDays(days: readonly string[]): void;
  /** Trades went away wholesale (reset, an account deleted): everything derived is recounted. */
  everything(): void;
  /** Facts beside the trades changed (a pause, a review, a challenge day): their XP, without re-judging trades. */
  facts(days?: readonly string[] | 'all'): void;
  /** Trades changed in a way nothing derives from (a note, a plan created on read): the live stream only. */
  announce(): void;
}

/** The sum of what one write marked, as the follow-ups read it. */
export interface LedgerChanges {
  readonly userId: string;
  /** The app's clock at the write. */
  readonly now: Date;
  readonly tradeDays: readonly TradeDay[];
  readonly accounts: readonly string[];
  readonly userDays: readonly string[];
  /** The days whose derived facts (XP, achievements, score) are recounted; null: none asked. */
  readonly factDays: readonly string[] | 'all' | null;
  /** Open streams (and this process's dashboard cache) learn that the user's trades changed. */
  readonly announce: boolean;
}

export interface LedgerFollowUp {
  name: string;
  /** Lower runs first: rule breaks before the XP that reads them, the stream last. */
  order: number;
  run(tx: LedgerTx, changes: LedgerChanges): Promise<void>;
}

const followUps = new Map<string, LedgerFollowUp>();

/** A feature's follow-up, registered by the composition root (ledger-follow-ups.ts); the same name replaces. */
export function registerLedgerFollowUp(followUp: LedgerFollowUp): void {
  followUps.set(followUp.name, followUp);
}

/** The registered follow-ups, in the order they run. */
export function ledgerFollowUps(): readonly LedgerFollowUp[] {
  return [...followUps.values()].sort((a, b) => a.order - b.order);
}

function collector(userId: string, now: Date) {
  const tradeDays: TradeDay[] = [];
  const accounts: string[] = [];
  const userDays: string[] = [];
  let factDays: string[] | 'all' | null = null;
  let announce = false;
  const addFacts = (days: readonly string[] | 'all' | undefined) => {
    if (factDays === 'all' || days === 'all') factDays = 'all';
    else factDays = [...(factDays ?? []), ...(days ?? [])];
  };
  const change: LedgerChange = {
    tradesOn(keys) {
      tradeDays.push(...keys);
      addFacts(keys.map((k) => k.day));
      announce = true;
    },
    judgedOn(days) {
      addFacts(days);
      announce = true;
    },
    account(accountId) {
      accounts.push(accountId);
      addFacts('all');
      announce = true;
    },
    userDays(days) {
      userDays.push(...days);
      addFacts(days);
      announce = true;
    },
    everything() {
      addFacts('all');
      announce = true;
    },
    facts(days) {
      addFacts(days);
    },
    announce() {
      announce = true;
    },
  };
  const changes = (): LedgerChanges => ({ userId, now, tradeDays, accounts, userDays, factDays, announce });
  return { change, changes };
}

/**
 * The one way to change trades and the facts judged with them: in a transaction (joined when `db` already is one),
 * under the user's trade lock, `write` runs and marks what it changed; then every registered follow-up runs in the
 * same transaction, so what is derived from the trades commits or rolls back with them. The live notification is
 * a NOTIFY in that transaction: PostgreSQL delivers it at commit, never for a write that rolled back.
 */
export async function ledgerWrite<T>(
  db: Db | Tx,
  scope: { userId: string; now: Date },
  write: (tx: LedgerTx, change: LedgerChange) => Promise<T>,
): Promise<T>;
/** `answer` reads, in the same transaction, what the follow-ups derived (a trade's rule breaks for the reply). */
export async function ledgerWrite<T, R>(
  db: Db | Tx,
  scope: { userId: string; now: Date },
  write: (tx: LedgerTx, change: LedgerChange) => Promise<T>,
  answer: (tx: LedgerTx, written: T) => Promise<R>,
): Promise<R>;
export async function ledgerWrite<T, R>(
  db: Db | Tx,
  scope: { userId: string; now: Date },
  write: (tx: LedgerTx, change: LedgerChange) => Promise<T>,
  answer?: (tx: LedgerTx, written: T) => Promise<R>,
): Promise<T | R> {
  const steps = ledgerFollowUps();
  if (!steps.length) throw new Error('ledgerWrite before the follow-ups were registered (composeLedger)');
  const run = async (tx: Tx): Promise<T | R> => {
    const ltx = tx as LedgerTx;
    await lockUserTrades(ltx, scope.userId);
    const { change, changes } = collector(scope.userId, scope.now);
    const written = await write(ltx, change);
    const marked = changes();
    for (const step of steps) await step.run(ltx, marked);
    return answer ? answer(ltx, written) : written;
  };
  return 'rollback' in db ? run(db) : (db as Db).transaction(run);
}
