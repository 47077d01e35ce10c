/**
 * Writes of this process whose notification has not come back yet, per user (times, ms, and what each write said
 * it touched). Between a write's commit and its notification reaching this process, what a cache holds of that user
 * may be stale: the cache is bypassed, or brought up to date with what the writes in flight touched. A write that
 * rolls back never notifies, so an entry also expires after `settleMs`.
 */
export function createInFlight<T = undefined>(settleMs: number) {
  const entries = new Map<string, { at: number; value: T }[]>();
  const live = (userId: string, now: number) => {
    const list = entries.get(userId);
    if (!list) return undefined;
    while (list.length && now - (list[0]?.at ?? 0) > settleMs) list.shift();
    if (!list.length) entries.delete(userId);
    return list.length ? list : undefined;
  };
  return {
    /** A write of the user is about to notify. */
    started(userId: string, now = Date.now(), value?: T): void {
      // Entries of rolled-back writes are dropped when their user is asked about; sweep the rest now and then.
      if (entries.size > 1000) for (const id of [...entries.keys()]) live(id, now);
      const list = entries.get(userId) ?? [];
      list.push({ at: now, value: value as T });
      entries.set(userId, list);
    },
    /** A notification for the user arrived: the oldest of their writes in flight is settled. */
    settled(userId: string): void {
      const list = entries.get(userId);
      list?.shift();
      if (!list?.length) entries.delete(userId);
    },
    /** True while a write of this user made by this process may not have been announced yet. */
    inFlight: (userId: string, now = Date.now()): boolean => live(userId, now) !== undefined,
    /** What each of the user's writes in flight said it touched, oldest first. */
    pending: (userId: string, now = Date.now()): T[] => (live(userId, now) ?? []).map((e) => e.value),
  };
}
