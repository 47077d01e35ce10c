import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { accessStatus, type AccessStatus } from '@/shared/account/access';
import { SCHOOL_ADMIN_MEMBER_ROLES, STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import type { StudentDetail, StudentRow } from '@/shared/schools/contract';
import type { Db } from '../../db/client';
import { member, profiles, trades, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { likePattern } from '../../db/like-pattern';
import { recentTradesOf, summariesOf } from './student-summary';
import type { Tx } from '../../db/tx';

/** Is a student also a school admin somewhere (then the trial does not hold them)? */
const ADMIN_ROLES = sql.raw(`(${SCHOOL_ADMIN_MEMBER_ROLES.map((r) => `'${r}'`).join(', ')})`);

/**
 * The students of a school, one row each, in one query (the summary adds two for the whole list, see
 * student-summary.ts). Last activity is the later of the last sign-in and the newest trade written.
 */
async function studentRows(db: Db | Tx, schoolId: string, opts: { q?: string; userId?: string }) {
  const q = opts.q?.trim();
  const digits = q?.replace(/\D/g, '');
  return db
    .select({
      userId: member.userId,
      joinedAt: member.createdAt,
      name: profiles.fullName,
      email: user.email,
      role: user.role,
      whatsapp: profiles.whatsapp,
      isAllowed: profiles.isAllowed,
      revokedAt: profiles.revokedAt,
      trialEndsAt: profiles.trialEndsAt,
      continuedAt: profiles.continuedAt,
      continuedUntil: profiles.continuedUntil,
      continueRequestedAt: profiles.continueRequestedAt,
      sharing: profiles.schoolSharing,
      lastSignInAt: profiles.lastSignInAt,
      lastTradeAt:
        sql<Date | null>`(select max(${trades.createdAt}) from ${trades} where ${trades.userId} = ${member.userId})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      schoolAdmin: sql<boolean>`exists (select 1 from ${member} m2 where m2.user_id = ${member.userId} and m2.role in ${ADMIN_ROLES})`,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(profiles, eq(profiles.userId, member.userId))
    .where(
      and(
        eq(member.organizationId, schoolId),
        eq(member.role, STUDENT_MEMBER_ROLE),
        opts.userId ? eq(member.userId, opts.userId) : undefined,
        q
          ? or(
              ilike(profiles.fullName, likePattern(q)),
              ilike(profiles.displayName, likePattern(q)),
              ilike(user.email, likePattern(q)),
              digits ? ilike(profiles.whatsapp, likePattern(digits)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(profiles.fullName), asc(user.email));
}

type RawStudent = Awaited<ReturnType<typeof studentRows>>[number];

function statusOf(r: RawStudent, now: Date): AccessStatus {
  // Admins and school admins are never held by the trial (accessStatusOf's rule, read here for the whole list).
  return accessStatus(r, now, r.role === 'admin' || r.schoolAdmin);
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

function toRow(r: RawStudent, now: Date, summary: StudentRow['summary']): StudentRow {
  return {
    userId: r.userId,
    name: r.name,
    email: r.email,
    whatsapp: r.whatsapp,
    status: statusOf(r, now),
    joinedAt: r.joinedAt.toISOString(),
    trialEndsAt: r.trialEndsAt?.toISOString() ?? null,
    continuedUntil: r.continuedUntil?.toISOString() ?? null,
    continuedIndefinitely: Boolean(r.continuedAt && !r.continuedUntil),
    continueRequestedAt: r.continueRequestedAt?.toISOString() ?? null,
    lastActivityAt: later(r.lastSignInAt, r.lastTradeAt)?.toISOString() ?? null,
    sharing: r.sharing,
    // Only what the student chose to share: 'none' shows no figure at all.
    summary: r.sharing === 'none' ? null : summary,
  };
}

async function withSummaries(db: Db, raws: RawStudent[], now: Date): Promise<StudentRow[]> {
  const sharing = raws.filter((r) => r.sharing !== 'none');
  const summaries = await summariesOf(
    db,
    sharing.map((r) => r.userId),
    now,
  );
  return raws.map((r) => toRow(r, now, summaries.get(r.userId) ?? null));
}

export async function listStudents(
  db: Db,
  schoolId: string,
  query: { q?: string; status?: AccessStatus },
  now: Date,
): Promise<StudentRow[]> {
  const raws = await studentRows(db, schoolId, { q: query.q });
  // The status is computed from dates and the clock (accessStatus), so it is filtered here, before the summaries.
  const wanted = query.status ? raws.filter((r) => statusOf(r, now) === query.status) : raws;
  return withSummaries(db, wanted, now);
}

/** A student of THIS school, or 404 STUDENT_NOT_FOUND (a student of another school included). */
export async function studentOf(db: Db | Tx, schoolId: string, userId: string) {
  const [raw] = await studentRows(db, schoolId, { userId });
  if (!raw) throw new ApiError(404, 'STUDENT_NOT_FOUND');
  return raw;
}

export async function studentDetail(
  db: Db,
  schoolId: string,
  userId: string,
  now: Date,
): Promise<StudentDetail> {
  const raw = await studentOf(db, schoolId, userId);
  const [student] = await withSummaries(db, [raw], now);
  if (!student) throw new ApiError(404, 'STUDENT_NOT_FOUND');
  return {
    student,
    recentTrades: raw.sharing === 'full' ? await recentTradesOf(db, userId) : null,
  };
}

/** Students holding a seat (released now), read under the school's row lock by the release. */
export async function seatsUsed(exec: Pick<Db, 'select'>, schoolId: string): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .innerJoin(profiles, eq(profiles.userId, member.userId))
    .where(
      and(
        eq(member.organizationId, schoolId),
        eq(member.role, STUDENT_MEMBER_ROLE),
        eq(profiles.isAllowed, true),
      ),
    );
  return row?.n ?? 0;
}
