import { wallClock } from '../time/zoned-time';
import { checkDetails } from '../i18n/challenge-checks';
import type { RuleBreakKind } from '../risk/contract';
import {
  CHECK_ITEM_LABELS,
  DAY_PASS_RATIO,
  JOURNAL_NOTE_MIN,
  type ChallengeDayState,
  type CheckItemDto,
} from './contract';

/**
 * The evaluation of one challenge day (ADR 012): a pure function of the day's stored facts, run on every read, so
 * a late import or an edited trade changes the day's state at once and nothing is ever counted twice.
 */

/** What a trade contributes to its day. `openedAt` is the entry instant (epoch ms): there is no exit time. */
export interface DayTradeFact {
  openedAt: number;
  ruleBreaks: readonly (RuleBreakKind | string)[];
  emotion: string | null;
  notes: string | null;
}

export interface DayMarks {
  rulesDone: readonly number[];
  didNotTrade: boolean;
}

export interface DayFacts {
  trades: DayTradeFact[];
  /** When the day's plan was first written (epoch ms), or null without a plan. */
  planCreatedAt: number | null;
  marks: DayMarks | null;
  /** Breathing pauses completed that day. */
  pauses: number;
}

export const emptyDayFacts = (): DayFacts => ({ trades: [], planCreatedAt: null, marks: null, pauses: 0 });

export interface DayEvaluation {
  items: CheckItemDto[];
  /** Done ÷ applicable, null when nothing applies. */
  score: number | null;
  /** The day passes (or would, if it ended now). */
  passing: boolean;
  /** 'Não operei' counted: ticked on a day without trades (ignored on a day with trades). */
  didNotTrade: boolean;
}

const automatic = (
  kind: Exclude<CheckItemDto['kind'], 'custom'>,
  done: boolean | null,
  detail?: string,
  mandatory = false,
): CheckItemDto => ({
  kind,
  label: CHECK_ITEM_LABELS[kind],
  done,
  automatic: true,
  mandatory,
  ...(done === false && detail ? { detail } : {}),
});

/** Trades with any of `kinds` among their rule breaks. */
const countBreaking = (trades: DayTradeFact[], kinds: readonly RuleBreakKind[]) =>
  trades.filter((t) => t.ruleBreaks.some((b) => (kinds as readonly string[]).includes(b))).length;

const journaled = (t: DayTradeFact) =>
  Boolean(t.emotion) && (t.notes ?? '').trim().length >= JOURNAL_NOTE_MIN;

/**
 * The checklist of a day and whether it passes.
 *
 * - Trade-dependent items (stops, risk, loss limit, trade cap, journaled) are not applicable (null) on a day
 *   without trades; 'plan-before-trade' is done there when a plan was written, else not applicable.
 * - A day with trades passes at ≥ DAY_PASS_RATIO of its applicable items with the loss-limit item done.
 * - A day without trades passes only when 'Não operei' is ticked (never punished for not trading); otherwise it is
 *   unfilled and fails once over, whatever else was ticked.
 * - The pause is a bonus: when done it counts as one more done item, when not done it is left out of the score.
 */
export function evaluateDayItems(facts: DayFacts, customRules: readonly string[]): DayEvaluation {
  const { trades } = facts;
  const total = trades.length;
  const has = total > 0;
  const firstEntry = has ? trades.reduce((min, t) => Math.min(min, t.openedAt), Infinity) : null;
  const plan = facts.planCreatedAt;

  let planDone: boolean | null;
  let planDetail: string | undefined;
  if (!has) planDone = plan === null ? null : true;
  else if (plan === null) [planDone, planDetail] = [false, checkDetails.noPlan];
  else if (firstEntry !== null && plan <= firstEntry) planDone = true;
  else [planDone, planDetail] = [false, checkDetails.planAfterTrade];

  const byBreaks = (kinds: readonly RuleBreakKind[], detail: (n: number, total: number) => string) => {
    if (!has) return { done: null, detail: undefined };
    const n = countBreaking(trades, kinds);
    return { done: n === 0, detail: n ? detail(n, total) : undefined };
  };
  const stops = byBreaks(['no-stop'], checkDetails.noStop);
  const risk = byBreaks(['risk-above-plan', 'over-max-contracts'], checkDetails.riskAbove);
  const loss = byBreaks(['after-loss-limit'], checkDetails.afterLossLimit);
  const cap = byBreaks(['over-trade-cap', 'in-cooldown'], checkDetails.overCap);
  const unjournaled = trades.filter((t) => !journaled(t)).length;

  const marks = facts.marks;
  const items: CheckItemDto[] = [
    automatic('plan-before-trade', planDone, planDetail),
    automatic('stops', stops.done, stops.detail),
    automatic('risk-within-plan', risk.done, risk.detail),
    automatic('loss-limit', loss.done, loss.detail, true),
    automatic('trade-cap', cap.done, cap.detail),
    automatic(
      'journaled',
      has ? unjournaled === 0 : null,
      unjournaled ? checkDetails.notJournaled(unjournaled, total) : undefined,
    ),
    ...customRules.map((rule, index): CheckItemDto => ({
      kind: 'custom',
      index,
      label: rule,
      done: marks?.rulesDone.includes(index) ?? false,
      automatic: false,
      mandatory: false,
    })),
    automatic('pause', facts.pauses > 0),
  ];

  const counted = items.filter((i) => i.done !== null && !(i.kind === 'pause' && !i.done));
  const done = counted.filter((i) => i.done).length;
  const score = counted.length ? done / counted.length : null;
  const didNotTrade = !has && Boolean(marks?.didNotTrade);
  const passing = has ? loss.done === true && score !== null && score >= DAY_PASS_RATIO - 1e-9 : didNotTrade;
  return { items, score, passing, didNotTrade };
}

/** A day's state: after today 'future'; today 'today' (not over); else by its evaluation. */
export function dayState(day: string, today: string, evaluation: DayEvaluation): ChallengeDayState {
  if (day > today) return 'future';
  if (day === today) return 'today';
  if (evaluation.didNotTrade) return 'not-traded';
  return evaluation.passing ? 'passed' : 'failed';
}

/** A passed day for the counts and the streak ('Não operei' passes). */
export const isPassedState = (state: ChallengeDayState) => state === 'passed' || state === 'not-traded';

/** The raw rows of a period, as the server reads them; a trade without `day` is put on its entry's local day. */
export interface FactRows {
  trades: (DayTradeFact & { day?: string | null })[];
  plans: { day: string; createdAt: number }[];
  marks: (DayMarks & { day: string })[];
  pauses: { day: string; count: number }[];
}

/**
 * Facts grouped by the trader's local day. A trade's day is its stored local date (trade_date, written in the
 * user's zone); rows without one fall on the local day of their entry instant in `timeZone` (23:59 and 00:01 local
 * are two days, whatever UTC says).
 */
export function groupFactsByDay(rows: FactRows, timeZone: string): Map<string, DayFacts> {
  const byDay = new Map<string, DayFacts>();
  const at = (day: string) => {
    let f = byDay.get(day);
    if (!f) byDay.set(day, (f = emptyDayFacts()));
    return f;
  };
  for (const { day, ...trade } of rows.trades)
    at(day ?? wallClock(trade.openedAt, timeZone).date).trades.push(trade);
  for (const p of rows.plans) at(p.day).planCreatedAt = p.createdAt;
  for (const m of rows.marks) at(m.day).marks = { rulesDone: m.rulesDone, didNotTrade: m.didNotTrade };
  for (const p of rows.pauses) at(p.day).pauses += p.count;
  return byDay;
}
