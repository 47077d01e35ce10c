import { and, eq, inArray, sql } from 'drizzle-orm';
import { onlyDigits, type MeResponse, type Profile } from '@/shared/account/contract';
import { SETUP_STEPS, type SetupState, type SetupUpdate } from '@/shared/account/setup';
import type { Db } from '../db/client';
import { profiles, user } from '../db/schema';
import { accessDtoOf, schoolsAdministeredBy, schoolsMentoredBy, studentSchoolOf } from './access';
import { roleOf } from './role';

type ProfileRow = typeof profiles.$inferSelect;
/** The user fields this module needs, as better-auth's session user or a `user` row both have them. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  createdAt: Date;
  whatsapp?: string | null;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    fullName: row.fullName,
    whatsapp: row.whatsapp,
    isAllowed: row.isAllowed,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The profile of a user, created when missing (first sign-in by any route) from the user's data: full name (or
 * name, or the email's local part), also its display name until the user sets another, and WhatsApp digits;
 * allowed from creation only for admins.
 */
export async function ensureProfile(db: Db, u: UserRow): Promise<ProfileRow> {
  const existing = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
  if (existing[0]) return existing[0];
  const fullName = u.name?.trim() || u.email.split('@')[0] || u.email;
  const whatsapp = u.whatsapp ? onlyDigits(u.whatsapp).slice(0, 11) || null : null;
  await db
    .insert(profiles)
    .values({
      userId: u.id,
      // The whole name: a first name alone is how the dashboard greets, not how the account is named.
      displayName: fullName,
      fullName,
      whatsapp,
      isAllowed: roleOf(u) === 'admin',
      // The trial starts at release (ADR 013); an admin is released from the start and never on trial.
      releasedAt: roleOf(u) === 'admin' ? u.createdAt : null,
    })
    .onConflictDoNothing({ target: profiles.userId });
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
  if (!row) throw new Error(`profile for ${u.id} was not created`);
  return row;
}

/**
 * The blocking completion modal: WhatsApp is how support and the admins reach a trader. During the 7-day trial
 * the trader may skip the prompt; after it, the profile must be completed to go on.
 */
export function needsCompletion(profile: ProfileRow, now = new Date()): boolean {
  return !profile.whatsapp && profile.trialEndsAt !== null && profile.trialEndsAt.getTime() <= now.getTime();
}

/** /api/me: the user, their profile, access state, school and the schools they administer. */
export async function meResponse(db: Db, u: UserRow, profile: ProfileRow, now: Date): Promise<MeResponse> {
  const [school, adminOf, mentorOf] = await Promise.all([
    studentSchoolOf(db, u.id),
    schoolsAdministeredBy(db, u.id),
    schoolsMentoredBy(db, u.id),
  ]);
  const access = await accessDtoOf(db, u, profile, now, adminOf.length > 0);
  return {
    user: { id: u.id, email: u.email, name: u.name, role: roleOf(u), emailVerified: u.emailVerified },
    profile: toProfile(profile),
    needsCompletion: needsCompletion(profile, now),
    access,
    school: school ? { ...school, sharing: profile.schoolSharing } : null,
    schoolAdminOf: adminOf.map(({ id, name }) => ({ id, name })),
    mentorOf,
    setup: setupStateOf(profile),
  };
}

/** The setup's state as /api/me tells it (an unknown stored step resumes at the first). */
export function setupStateOf(profile: ProfileRow): SetupState {
  const step = SETUP_STEPS.find((s) => s === profile.setupStep) ?? null;
  return { status: profile.setupStatus, step };
}

/** PATCH /api/me/setup: a step stores where to resume; 'done' or 'skipped' ends the setup (the step is kept). */
export async function updateSetup(db: Db, u: UserRow, update: SetupUpdate): Promise<ProfileRow> {
  await ensureProfile(db, u);
  const set = 'step' in update ? { setupStep: update.step } : { setupStatus: update.status };
  const [row] = await db.update(profiles).set(set).where(eq(profiles.userId, u.id)).returning();
  if (!row) throw new Error('profile vanished');
  return row;
}

export async function setWhatsapp(db: Db, u: UserRow, whatsapp: string): Promise<ProfileRow> {
  await ensureProfile(db, u);
  const [row] = await db.update(profiles).set({ whatsapp }).where(eq(profiles.userId, u.id)).returning();
  if (!row) throw new Error('profile vanished');
  return row;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** Everyone who receives the new-user notice: the configured admin emails and every user with the admin role. */
export async function adminRecipients(db: Db, configured: string[], except?: string): Promise<string[]> {
  const rows = await db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'));
  const all = new Set([...configured, ...rows.map((r) => r.email.toLowerCase())]);
  if (except) all.delete(except.toLowerCase());
  return [...all];
}

/** ADMIN_EMAILS may be set after those accounts exist: make them admins (and allowed) at start-up. */
export async function syncConfiguredAdmins(db: Db, adminEmails: string[]): Promise<void> {
  if (adminEmails.length === 0) return;
  const admins = await db
    .update(user)
    .set({ role: 'admin' })
    .where(inArray(sql`lower(${user.email})`, adminEmails))
    .returning({ id: user.id });
  if (admins.length) {
    await db
      .update(profiles)
      .set({ isAllowed: true })
      .where(
        and(
          inArray(
            profiles.userId,
            admins.map((a) => a.id),
          ),
          eq(profiles.isAllowed, false),
        ),
      );
  }
}
