import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@/shared/account/profile-contract';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { ensureProfile, type UserRow } from '../../user/profile';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * Writes the trader's own profile fields. The full name is also better-auth's `user.name` (sign-up sets both from
 * the same field; mails, the tax PDF and the school's student list read it), so the two change together.
 */
export async function updateProfile(db: Db, u: UserRow, patch: ProfileUpdate) {
  await ensureProfile(db, u);
  return db.transaction(async (tx) => {
    const set: Partial<typeof profiles.$inferInsert> = {};
    if (patch.displayName !== undefined) set.displayName = patch.displayName;
    if (patch.fullName !== undefined) set.fullName = patch.fullName;
    if (patch.whatsapp !== undefined) set.whatsapp = patch.whatsapp;
    if (patch.fullName !== undefined)
      await tx.update(user).set({ name: patch.fullName, updatedAt: new Date() }).where(eq(user.id, u.id));
    const [row] = Object.keys(set).length
      ? await tx
          .update(profiles)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(profiles.userId, u.id))
          .returning()
      : await tx.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
    if (!row) throw new Error('profile vanished');
    const [fresh] = await tx.select({ name: user.name }).from(user).where(eq(user.id, u.id)).limit(1);
    return { profile: row, name: fresh?.name ?? u.name };
  });
}
