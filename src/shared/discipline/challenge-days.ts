import { addDays } from '../time/calendar-date';
import { CHALLENGE_DAYS } from './contract';

/** The 21 local days of a challenge starting on `startDate`. */
export function challengeDays(startDate: string): string[] {
  return Array.from({ length: CHALLENGE_DAYS }, (_, i) => addDays(startDate, i));
}

export const challengeEndDate = (startDate: string) => addDays(startDate, CHALLENGE_DAYS - 1);
