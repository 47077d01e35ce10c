import { z } from 'zod';
import { addDays, daysBetween } from '../time/calendar-date';
import { wallClock, zonedTimeToUtc } from '../time/zoned-time';

/**
 * A user's access (ADR 013), computed in one place from the profile's facts and the clock, on the server (the
 * gate, /api/me, the admin list's filters mirror it in SQL) and in tests:
 * - pending: never released (waiting for an admin or their school);
 * - revoked: released once, then revoked;
 * - trial: released, inside the free trial;
 * - trial_expired: the trial (or a continuation with an end) is over, no active continuation: read-only;
 * - active: continued by an admin or school admin (until a date or without end), or an admin / school admin.
 */
export const ACCESS_STATUSES = ['pending', 'trial', 'trial_expired', 'active', 'revoked'] as const;
export const accessStatusSchema = z.enum(ACCESS_STATUSES);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

export interface AccessFacts {
  isAllowed: boolean;
  revokedAt: Date | null;
  trialEndsAt: Date | null;
  continuedAt: Date | null;
  continuedUntil: Date | null;
}

export function accessStatus(f: AccessFacts, now: Date, exempt = false): AccessStatus {
  if (!f.isAllowed && !exempt) return f.revokedAt ? 'revoked' : 'pending';
  if (exempt) return 'active';
  if (f.continuedAt && (!f.continuedUntil || f.continuedUntil.getTime() > now.getTime())) return 'active';
  if (f.trialEndsAt && now.getTime() < f.trialEndsAt.getTime()) return 'trial';
  return 'trial_expired';
}

/** Writes are refused (403 TRIAL_EXPIRED) only in this state; reading and exporting always work. */
export const isReadOnly = (status: AccessStatus): boolean => status === 'trial_expired';

/**
 * The instant a trial released at `releasedAt` ends: the local midnight after its last day, in the trader's zone.
 * The release day is day 1, so a 7-day trial released on a Monday afternoon runs through Sunday and ends at
 * Monday 00:00 local time.
 */
export function trialEndFor(releasedAt: Date, timeZone: string, days: number): Date {
  const startDay = wallClock(releasedAt, timeZone).date;
  return zonedTimeToUtc(addDays(startDay, days), '00:00', timeZone);
}

/** Whole local days left, today included (1 on the last day, 0 once over). */
export function trialDaysLeft(trialEndsAt: Date, now: Date, timeZone: string): number {
  if (now.getTime() >= trialEndsAt.getTime()) return 0;
  const today = wallClock(now, timeZone).date;
  // The end is a local midnight: the day before it is the trial's last day.
  const lastDay = wallClock(trialEndsAt.getTime() - 1, timeZone).date;
  return Math.max(1, daysBetween(today, lastDay) + 1);
}

/** The end of a continuation "until" a local date: the midnight after it, in the trader's zone. */
export function continuationEndFor(untilDay: string, timeZone: string): Date {
  return zonedTimeToUtc(addDays(untilDay, 1), '00:00', timeZone);
}

/** The trial banner is quiet until the last days, then it asks to be seen. */
export const TRIAL_LOUD_DAYS = 2;

export const accessSchema = z.object({
  status: accessStatusSchema,
  /** ISO instants; null when not started / not continued. */
  releasedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  continuedUntil: z.string().nullable(),
  /** True while continued without end. */
  continuedIndefinitely: z.boolean(),
  continueRequestedAt: z.string().nullable(),
  readOnly: z.boolean(),
});
export type AccessDto = z.infer<typeof accessSchema>;

/** The setting's bounds: an admin changes the trial's length in the app (ADR 013). */
export const TRIAL_DAYS_DEFAULT = 7;
export const TRIAL_DAYS_MAX = 90;
