import type { Exec } from '../risk/plan-store';

/**
 * Recomputes the trader's cached discipline scores (ranking_members: 30 days ending `today`, and all time) from
 * gamification_days. Called at the end of every gamification refresh of the user (ADR 014); a no-op for a trader
 * who never chose a nickname (no ranking_members row).
 */
export async function refreshRankingScore(_exec: Exec, _userId: string, _today: string): Promise<void> {
  // Implemented by the ranking service (issue 12).
}
