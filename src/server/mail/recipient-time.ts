import { formatInstantDateTime, formatInstantDay } from '@/shared/format';
import { COMMON_TIMEZONES } from '@/shared/i18n/settings';
import { DEFAULT_TIMEZONE } from '@/shared/time/zoned-time';

/**
 * Dates and times in a mail are the recipient's: read in their zone (their trading settings), the default zone when
 * it is not known (an address without an account), whatever the server's zone.
 */
export const recipientDateTime = (at: Date, timeZone: string = DEFAULT_TIMEZONE): string =>
  formatInstantDateTime(at, timeZone);

/** The recipient's day of an instant ('10/03/2026'). */
export const recipientDay = (at: Date, timeZone: string = DEFAULT_TIMEZONE): string =>
  formatInstantDay(at, timeZone);

/**
 * How a mail names the zone its times are in, after the time: 'horário de Brasília', 'horário de Nova York',
 * 'UTC', or the zone's own name for one the settings do not list by city ('fuso Asia/Tokyo').
 */
export function zoneNameOf(timeZone: string = DEFAULT_TIMEZONE): string {
  if (timeZone === 'UTC') return 'UTC';
  const label = COMMON_TIMEZONES[timeZone];
  const city = label?.replace(/\s*\(.*\)$/, '');
  return city ? `horário de ${city}` : `fuso ${timeZone}`;
}

/** 'dd/mm/aaaa, hh:mm (horário de …)': a time with the zone it is read in. */
export const recipientDateTimeWithZone = (at: Date, timeZone: string = DEFAULT_TIMEZONE): string =>
  `${recipientDateTime(at, timeZone)} (${zoneNameOf(timeZone)})`;
