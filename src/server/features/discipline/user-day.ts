import { localDay } from '@/shared/discipline/challenge-days';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { getTradingSettings } from '../trades/trading-settings';

export type Clock = () => Date;

/** The user's today: the local day of their time zone (trading settings), never the server's. */
export async function userToday(
  db: Db,
  userId: string,
  now: Clock,
): Promise<{ today: string; timezone: string }> {
  const { timezone } = await getTradingSettings(db, userId);
  return { today: localDay(now(), timezone), timezone };
}

/** The day a routine route is about (?day, default today); a day after today is a 400 DAY_IN_FUTURE. */
export async function routineDay(
  db: Db,
  userId: string,
  now: Clock,
  requested: string | undefined,
): Promise<string> {
  const { today } = await userToday(db, userId, now);
  const day = requested ?? today;
  if (day > today) throw new ApiError(400, 'DAY_IN_FUTURE', { field: 'day' });
  return day;
}
