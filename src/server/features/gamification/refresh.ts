import type { Exec } from '../risk/plan-store';

/**
 * Re-evaluates a trader's gamification after a write changed their facts (ADR 014): the day records of `days`
 * ('all' = every day the trader has facts on), then what depends on the whole (challenge XP, goals, achievements,
 * level and its announcement, the ranking score). Idempotent: running it again adds nothing.
 *
 * Called inside the write's transaction where there is one (so the XP commits with the facts), else right after
 * the write. It never makes the write fail: an error is logged and the next evaluation repairs the derived rows.
 */
export async function refreshGamification(
  _exec: Exec,
  _userId: string,
  _now: Date,
  _days?: readonly string[] | 'all',
): Promise<void> {
  // Implemented by the gamification service (issue 12).
}
