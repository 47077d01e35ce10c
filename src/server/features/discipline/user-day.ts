import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { userToday } from '../../user/trading-settings';

export type Clock = () => Date;

/** The day a routine route is about (?day, default today); a day after today is a 400 DAY_IN_FUTURE. */
export async function routineDay(
  db: Db,
  userId: string,
  now: Clock,
  requested: string | undefined,
): Promise<string> {
  const { today } = await userToday(db, userId, now());
  const day = requested ?? today;
  if (day > today) throw new ApiError(400, 'DAY_IN_FUTURE', { field: 'day' });
  return day;
}
