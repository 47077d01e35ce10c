import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { RoleHolder } from '@/shared/admin/contract';
import { isSchoolAdminRole } from '@/shared/admin/permissions';
import type { Db } from '../../db/client';
import { member, organization, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { RoleChange } from '../../mail/role-templates';
import { releaseIfPending, releaseProfile, schoolAdminMembership } from '../../user/access';
import { ensureProfile } from '../../user/profile';
import { leaveAsStudent } from '../../user/student-leave';
import { recordAudit, type AuditActor } from '../../audit/audit';
import { isLastAdmin, lockAdmins } from '../../auth/admin-guard';
import { likePattern } from '../../db/like-pattern';
import type { Tx } from '../../db/tx';

type Exec = Db | Tx;

/** A search matches at most this many people: the admin narrows it down by typing more. */
export const ROLE_SEARCH_LIMIT = 50;
/** Role holders are a few dozen; the cap only keeps a runaway list from loading everything. */
const HOLDERS_LIMIT = 500;

async function holdersOf(
  exec: Exec,
  people: { id: string; name: string; email: string; role: string | null }[],
  adminEmails: string[],
): Promise<RoleHolder[]> {
  if (people.length === 0) return [];
  const schools = await exec
    .select({
      userId: member.userId,
      id: organization.id,
      name: organization.name,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      and(
        inArray(
          member.userId,
          people.map((p) => p.id),
        ),
        schoolAdminMembership,
      ),
    )
    .orderBy(asc(organization.name));
  return people.map((p) => ({
    userId: p.id,
    name: p.name,
    email: p.email,
    isAdmin: p.role === 'admin',
    bootstrapAdmin: adminEmails.includes(p.email.toLowerCase()),
    schools: schools
      .filter((s) => s.userId === p.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        role: s.role === 'owner' ? ('owner' as const) : ('admin' as const),
      })),
  }));
}

const personColumns = { id: user.id, name: user.name, email: user.email, role: user.role };

/**
 * Without a search: everyone who holds a role (admins, and school admins with their schools). With one: anyone
 * whose name or email matches, roles or not, so an admin can grant a role to a person who has none yet.
 */
export async function listRoleHolders(
  db: Db,
  q: string | undefined,
  adminEmails: string[],
): Promise<RoleHolder[]> {
  const holdsSchool = sql`exists (select 1 from ${member} where ${member.userId} = ${user.id} and ${schoolAdminMembership})`;
  const people = q
    ? await db
        .select(personColumns)
        .from(user)
        .where(or(ilike(user.name, likePattern(q)), ilike(user.email, likePattern(q))))
        .orderBy(asc(user.name), asc(user.email))
        .limit(ROLE_SEARCH_LIMIT)
    : await db
        .select(personColumns)
        .from(user)
        .where(or(eq(user.role, 'admin'), holdsSchool))
        .orderBy(asc(user.name), asc(user.email))
        .limit(HOLDERS_LIMIT);
  return holdersOf(db, people, adminEmails);
}

export async function roleHolder(exec: Exec, userId: string, adminEmails: string[]): Promise<RoleHolder> {
  const people = await exec.select(personColumns).from(user).where(eq(user.id, userId)).limit(1);
  const [holder] = await holdersOf(exec, people, adminEmails);
  if (!holder) throw new ApiError(404, 'USER_NOT_FOUND');
  return holder;
}

export interface RoleChangeResult {
  holder: RoleHolder;
  changed: boolean;
  /** Who to tell, and what: set only when something changed. */
  mail?: { to: string; name: string; change: RoleChange };
}

interface ChangeContext {
  actor: AuditActor;
  adminEmails: string[];
  now: Date;
}

const labelOf = (p: { name: string; email: string }) => `${p.name} <${p.email}>`;

/** The person a role change is about, locked until it commits; 404 USER_NOT_FOUND when there is none. */
async function lockedTarget(tx: Tx, userId: string) {
  const [target] = await tx
    .select({ ...personColumns, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
    .for('update');
  if (!target) throw new ApiError(404, 'USER_NOT_FOUND');
  return target;
}

/**
 * Grants or removes the product-wide admin role. The admin rows are locked first, so two admins removing each
 * other at once run one after the other: the second finds its caller no longer an admin and is refused, and the
 * product never ends up without an admin. Nobody removes their own role (the last admin least of all), and an
 * ADMIN_EMAILS admin cannot be removed: the next start would make them admin again.
 */
export async function setAdminRole(
  db: Db,
  ctx: ChangeContext,
  userId: string,
  granted: boolean,
): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const adminIds = await lockAdmins(tx);
    // The caller passed the gate as an admin, but a concurrent change may have removed them since (the command
    // line acts as no user and has no role to lose).
    if (ctx.actor.actorId !== null && !adminIds.has(ctx.actor.actorId)) throw new ApiError(403, 'FORBIDDEN');
    const target = await lockedTarget(tx, userId);

    const isAdmin = adminIds.has(target.id);
    if (granted === isAdmin) {
      return { holder: await roleHolder(tx, target.id, ctx.adminEmails), changed: false };
    }
    if (!granted) {
      if (ctx.adminEmails.includes(target.email.toLowerCase())) throw new ApiError(409, 'BOOTSTRAP_ADMIN');
      if (target.id === ctx.actor.actorId) {
        throw new ApiError(409, isLastAdmin(adminIds) ? 'LAST_ADMIN' : 'SELF_ADMIN_REVOKE');
      }
    }

    await tx
      .update(user)
      .set({ role: granted ? 'admin' : 'user' })
      .where(eq(user.id, target.id));
    if (granted) {
      // An admin runs the product from the start: released (and never held by the trial, ADR 013).
      await ensureProfile(tx as unknown as Db, { ...target, role: 'admin' });
      await releaseProfile(tx, target.id, ctx.now);
    }
    await recordAudit(tx, ctx.actor, {
      action: granted ? 'role.admin_grant' : 'role.admin_revoke',
      targetType: 'user',
      targetId: target.id,
      targetLabel: labelOf(target),
    });
    return {
      holder: await roleHolder(tx, target.id, ctx.adminEmails),
      changed: true,
      mail: { to: target.email, name: target.name, change: { role: 'admin', granted } },
    };
  });
}

/**
 * Makes a person an admin of one school, or removes them from its admins. A student of that school becomes its
 * admin in the same membership row (a person has one row per school); a pending person is released, since a
 * school admin works in the app. A school may be left without admins: the product's admins still see it.
 */
export async function setSchoolAdminRole(
  db: Db,
  ctx: ChangeContext,
  userId: string,
  schoolId: string,
  granted: boolean,
): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ id: organization.id, name: organization.name })
      .from(organization)
      .where(eq(organization.id, schoolId))
      .limit(1);
    if (!school) throw new ApiError(404, 'SCHOOL_NOT_FOUND');
    const target = await lockedTarget(tx, userId);
    const [row] = await tx
      .select({ id: member.id, role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, school.id), eq(member.userId, target.id)))
      .limit(1)
      .for('update');
    const wasAdmin = row !== undefined && isSchoolAdminRole(row.role);
    if (granted === wasAdmin) {
      return { holder: await roleHolder(tx, target.id, ctx.adminEmails), changed: false };
    }

    let previousRole: string | null = row?.role ?? null;
    if (granted) {
      if (row) {
        await tx.update(member).set({ role: 'admin' }).where(eq(member.id, row.id));
        // A student made its admin is no longer on its classes' boards.
        await leaveAsStudent(tx, target.id, [school.id]);
      } else {
        await tx.insert(member).values({
          id: crypto.randomUUID(),
          organizationId: school.id,
          userId: target.id,
          role: 'admin',
        });
        previousRole = null;
      }
      await ensureProfile(tx as unknown as Db, target);
      await releaseIfPending(tx, target.id, ctx.now);
    } else if (row) {
      await tx.delete(member).where(eq(member.id, row.id));
    }
    await recordAudit(tx, ctx.actor, {
      action: granted ? 'role.school_admin_grant' : 'role.school_admin_revoke',
      targetType: 'user',
      targetId: target.id,
      targetLabel: labelOf(target),
      schoolId: school.id,
      details: { schoolName: school.name, ...(previousRole ? { previousRole } : {}) },
    });
    return {
      holder: await roleHolder(tx, target.id, ctx.adminEmails),
      changed: true,
      mail: { to: target.email, name: target.name, change: { role: 'schoolAdmin', granted, school } },
    };
  });
}
