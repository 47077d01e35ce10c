import { and, eq, sql } from 'drizzle-orm';
import { ACHIEVEMENTS, achievementById } from '@/shared/gamification/achievements';
import type { AchievementCategory, AchievementDto } from '@/shared/gamification/contract';
import type { AchievementProgress } from '@/shared/gamification/engine-types';
import { achievementSecret } from '@/shared/i18n/gamification';
import { userAchievements } from '../../db/schema';
import type { GamificationEventInput } from './events';
import { textArray } from '../../db/sql-arrays';
import type { Exec } from '../../db/tx';

/** A lucide icon name for a locked secret: its own icon could give it away. */
const SECRET_ICON = 'lock';

export const loadUnlocked = async (tx: Exec, userId: string): Promise<Map<string, Date>> =>
  new Map(
    (
      await tx
        .select({ id: userAchievements.achievementId, at: userAchievements.unlockedAt })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((r) => [r.id, r.at]),
  );

/**
 * Makes user_achievements the achievements unlocked now: new unlocks inserted (an 'achievement' event for one never
 * announced before), rows whose rule no longer holds (the facts were removed) deleted.
 */
export async function settleAchievements(
  tx: Exec,
  userId: string,
  progress: readonly AchievementProgress[],
  now: Date,
  alreadyAnnounced: ReadonlySet<string>,
): Promise<GamificationEventInput[]> {
  const stored = await loadUnlocked(tx, userId);
  const unlocked = progress.filter((p) => p.unlocked).map((p) => p.id);
  const fresh = unlocked.filter((id) => !stored.has(id));
  const lost = [...stored.keys()].filter((id) => !unlocked.includes(id));
  if (lost.length)
    await tx
      .delete(userAchievements)
      .where(
        and(
          eq(userAchievements.userId, userId),
          sql`${userAchievements.achievementId} = any(${textArray(lost)}::text[])`,
        ),
      );
  if (fresh.length)
    await tx
      .insert(userAchievements)
      .values(fresh.map((achievementId) => ({ userId, achievementId, unlockedAt: now })))
      .onConflictDoNothing();
  return fresh
    .filter((id) => !alreadyAnnounced.has(id))
    .map((id) => ({ kind: 'achievement', achievementId: id, title: achievementById(id)?.title ?? id }));
}

/**
 * The achievements as the API shows them. A hidden one still locked is masked: its real title, description and
 * target never leave the server (not even its progress).
 */
export function achievementDtos(
  progress: readonly AchievementProgress[],
  unlocked: ReadonlyMap<string, Date>,
): AchievementDto[] {
  const of = new Map(progress.map((p) => [p.id, p]));
  let secret = 0;
  return ACHIEVEMENTS.map((a) => {
    const p = of.get(a.id);
    const at = unlocked.get(a.id) ?? null;
    const isUnlocked = at !== null;
    const base = {
      id: a.id,
      category: a.category as AchievementCategory,
      icon: a.icon,
      hidden: a.hidden,
      unlocked: isUnlocked,
      unlockedAt: at?.toISOString() ?? null,
    };
    if (a.hidden && !isUnlocked)
      return {
        ...base,
        // Even the id could tell what it is about.
        id: `secreta-${++secret}`,
        title: achievementSecret.title,
        description: achievementSecret.description,
        icon: SECRET_ICON,
        current: 0,
        target: 0,
      };
    return {
      ...base,
      title: a.title,
      description: a.description,
      current: isUnlocked ? (p?.target ?? a.target) : (p?.current ?? 0),
      target: p?.target ?? a.target,
    };
  });
}
