import { z } from 'zod';
import { DATE_MESSAGES, isCalendarDate, isDateInRange } from './calendar-date';

/**
 * The one date field: 'yyyy-mm-dd', a real day, in range. `message` replaces the "not a date" text (a field's
 * own words, e.g. 'Informe a data de início'); the range has its own message on every field. Apart from
 * calendar-date.ts so that the calendar arithmetic, which the first paint reads, does not bring zod along.
 */
export const dateField = (message: string = DATE_MESSAGES.invalid) =>
  z
    .string({ error: message })
    .refine(isCalendarDate, { error: message, abort: true })
    .refine(isDateInRange, { error: DATE_MESSAGES.outOfRange });
