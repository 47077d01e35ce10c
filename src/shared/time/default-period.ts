import { monthEnd, monthOf, monthStart } from './calendar-date';
import { type PeriodPreset, resolvePeriod } from './periods';

/**
 * The one rule for the period a page opens on when the user did not pick one (ADR 031): the page's own
 * period when it has trades, otherwise the latest month (or year) with trades, said on screen ("Mostrando novembro de
 * 2025, o último mês com trades"). Every page with a period reads it from here — /dashboard, /trades, /reports,
 * /calendar's results on event days, /impostos — through `src/client/lib/default-period.ts`; a period in the URL
 * (a link, a filter the user chose) always wins over it.
 *
 * - `natural`: the page's period when it has trades ('this-month' on /dashboard and /trades, 'this-year' on
 *   /reports and /impostos, 'last-6-months' for the calendar's comparison);
 * - `unit`: what the page falls back to, the month or the year holding the latest trade.
 *
 * With no trades at all the page keeps its own period (its empty state invites to register or import).
 */
export type PeriodUnit = 'month' | 'year';

/** What the server says about the trader's trades (GET /api/trades/latest), in the trader's time zone. */
export interface TradeSpan {
  /** The local date (yyyy-mm-dd) of the latest trade; null without trades. */
  latestTradeDate: string | null;
  /** The trader's today (yyyy-mm-dd), by the server's clock: the same "today" its presets resolve with. */
  today: string;
}

export type DefaultPeriod =
  | { kind: 'natural'; preset: PeriodPreset }
  | {
      kind: 'latest';
      preset: 'custom';
      unit: PeriodUnit;
      /** 'yyyy-mm' for a month, 'yyyy' for a year. */
      key: string;
      from: string;
      to: string;
    };

/** The month or year of `date` as a period: its key and both ends (inclusive). */
export function unitOf(date: string, unit: PeriodUnit): { key: string; from: string; to: string } {
  const y = Number(date.slice(0, 4));
  if (unit === 'year') return { key: String(y), from: `${y}-01-01`, to: `${y}-12-31` };
  const month = monthOf(date);
  return { key: month, from: monthStart(month), to: monthEnd(month) };
}

/** The period a page opens on, by the rule above. */
export function defaultPeriod(natural: PeriodPreset, unit: PeriodUnit, span: TradeSpan): DefaultPeriod {
  const latest = span.latestTradeDate;
  if (!latest) return { kind: 'natural', preset: natural };
  // "Has trades" = the latest trade is on or after the page's period's start (a trade dated later in the period counts).
  const { from } = resolvePeriod(natural, {}, 'UTC', new Date(`${span.today}T12:00:00Z`));
  if (from === null || latest >= from) return { kind: 'natural', preset: natural };
  return { kind: 'latest', preset: 'custom', unit, ...unitOf(latest, unit) };
}

/** The year a year-by-year page (/impostos) opens on: the current one when it has trades, else the latest with trades. */
export function defaultYear(span: TradeSpan): { year: number; latest: boolean } {
  const period = defaultPeriod('this-year', 'year', span);
  return period.kind === 'latest'
    ? { year: Number(period.key), latest: true }
    : { year: Number(span.today.slice(0, 4)), latest: false };
}
