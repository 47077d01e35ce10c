import { formatDate, formatDayMonth } from '../format/dates';
import { addDays } from '../time/calendar-date';
import { DAYS_PER_WEEK } from '../time/weeks';

/** '16/11 a 22/11/2026': a week by its Monday. */
export const weekLabel = (start: string): string =>
  `${formatDayMonth(start)} a ${formatDate(addDays(start, DAYS_PER_WEEK - 1))}`;
