/**
 * Writes of this process whose notification has not come back yet, per user (times, ms). Between a write's commit
 * and its notification reaching this process, what a cache holds of that user may be stale: the cache is bypassed
 * while a write is in flight. A write that rolls back never notifies, so an entry also expires after `settleMs`.
 */
export function createInFlight(settleMs: number) {
  const times = new Map<string, number[]>();
  const inFlight = (userId: string, now = Date.now()): boolean => {
    const list = times.get(userId);
    if (!list) return false;
    while (list.length && now - (list[0] ?? 0) > settleMs) list.shift();
    if (!list.length) times.delete(userId);
    return list.length > 0;
  };
  return {
    /** A write of the user is about to notify. */
    started(userId: string, now = Date.now()): void {
      // Entries of rolled-back writes are dropped when their user is asked about; sweep the rest now and then.
      if (times.size > 1000) for (const id of [...times.keys()]) inFlight(id, now);
      const list = times.get(userId) ?? [];
      list.push(now);
      times.set(userId, list);
    },
    /** A notification for the user arrived: the oldest of their writes in flight is settled. */
    settled(userId: string): void {
      const list = times.get(userId);
      list?.shift();
      if (!list?.length) times.delete(userId);
    },
    /** True while a write of this user made by this process may not have been announced yet. */
    inFlight,
  };
}
