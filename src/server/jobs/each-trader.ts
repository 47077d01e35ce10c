import type { JobContext } from './runner';

/**
 * A job's per-trader work over the rows it read as due: one at a time, stopping when the process stops (the rest
 * stay due for another run). One trader's failure is logged and must not hold back the others; their work stays
 * due for the next run. Returns how many `work` reported done.
 */
export async function eachTrader<Row extends { user_id: string }>(
  { signal, logger }: Pick<JobContext, 'signal' | 'logger'>,
  rows: readonly Row[],
  failure: string,
  work: (row: Row) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (const row of rows) {
    if (signal.aborted) break;
    try {
      if (await work(row)) done++;
    } catch (err) {
      logger.error({ err, userId: row.user_id }, failure);
    }
  }
  return done;
}
