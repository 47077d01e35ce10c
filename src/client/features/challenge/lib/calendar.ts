import {
  CHALLENGE_DAYS,
  CHALLENGE_DAY_STATE_LABELS,
  type ChallengeDayState,
} from '@/shared/discipline/contract';
import { formatDayMonth } from '@/shared/format';
import { challengeText, WEEKDAYS_SHORT } from '@/shared/i18n/challenge';
import { addDays, weekday } from '@/shared/time/calendar-date';

/**
 * The challenge's calendar as the page lays it out: 21 local days from the start date, 3 rows of 7 (the rows are
 * the challenge's weeks, not calendar weeks, so day 1 always opens row 1). Dates are 'yyyy-mm-dd' text and the
 * arithmetic is done on UTC midnights, so no time zone or DST change can shift a day.
 */

/** The last day of a challenge that starts on `startDate` (day 21). */
export function challengeEnd(startDate: string): string {
  return addDays(startDate, CHALLENGE_DAYS - 1);
}

export interface CalendarSlot {
  day: string;
  /** 1–21. */
  index: number;
  /** 1–3. */
  week: number;
}

/** The 21 days from `startDate`, in order. */
export function challengeDates(startDate: string): CalendarSlot[] {
  return Array.from({ length: CHALLENGE_DAYS }, (_, i) => ({
    day: addDays(startDate, i),
    index: i + 1,
    week: Math.floor(i / 7) + 1,
  }));
}

/** Days grouped in rows by their week (1–3): the calendar's 3 rows of 7. */
export function weekRows<T extends { week: number }>(days: readonly T[]): T[][] {
  const rows: T[][] = [[], [], []];
  for (const day of days) rows[day.week - 1]?.push(day);
  return rows;
}

/** 'sex' for a Friday. */
export function weekdayShort(isoDate: string): string {
  return WEEKDAYS_SHORT[weekday(isoDate)] ?? '';
}

/** The accessible name of a day of the calendar: 'Dia 3, 28/11: Cumprido'. */
export function dayAccessibleName(day: { index: number; day: string; state: ChallengeDayState }): string {
  return challengeText.calendar.dayName(
    day.index,
    formatDayMonth(day.day),
    CHALLENGE_DAY_STATE_LABELS[day.state],
  );
}

/** A day's share of items as a whole percentage (0.833 → 83), rounded down so 79.9% never reads as 80%. */
export function scorePercent(score: number): number {
  return Math.floor(score * 100 + 1e-9);
}
