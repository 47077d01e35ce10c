import { and, asc, count, desc, eq, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { accessStatus, type AccessStatus } from '@/shared/account/access';
import { onlyDigits } from '@/shared/account/contract';
import type {
  AdminUserDetail,
  AdminUserRow,
  AdminUsersPage,
  SignInMethod,
  adminUsersQuerySchema,
} from '@/shared/admin/contract';
import { STUDENT_MEMBER_ROLE } from '@/shared/admin/permissions';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { account, member, organization, passkey, profiles, session, trades, user } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { schoolAdminMembership } from '../../user/access';
import { userToday } from '../../user/trading-settings';
import type { Tx } from '../../db/tx';

type Exec = Db | Tx;
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/**
 * The user administers at least one school: exempt from the trial, like an admin (ADR 013). An uncorrelated IN,
 * so PostgreSQL hashes the school admins once instead of probing member once per user.
 */
const isSchoolAdminSql = sql`${user.id} in (select ${member.userId} from ${member} where ${schoolAdminMembership})`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * `accessStatus()` of src/shared/account/access.ts as one SQL expression, for the status filter: the same rules in
 * the same order (admins and school admins are active; a user without a profile yet is pending). The test seeds a
 * user in every state and compares the two at a fixed `now`; change both together.
 */
export function accessStatusSql(now: Date): SQL<AccessStatus> {
  return sql<AccessStatus>`(case
    when ${user.role} = 'admin' or ${isSchoolAdminSql} then 'active'
    when not coalesce(${profiles.isAllowed}, false) then
      case when ${profiles.revokedAt} is null then 'pending' else 'revoked' end
    when ${profiles.continuedAt} is not null
      and (${profiles.continuedUntil} is null or ${profiles.continuedUntil} > ${at(now)}) then 'active'
    when ${profiles.trialEndsAt} is not null and ${at(now)} < ${profiles.trialEndsAt} then 'trial'
    else 'trial_expired'
  end)`;
}

// Search ignores case and the accents of Portuguese names on both sides ("joao" finds "João"): the term, without
// its accents, becomes a case-insensitive regular expression where each vowel, c, n and y matches its accented
// forms. Folding the columns instead (translate() on every row) cost ~5x more on 10,000 users (bench/admin-users.ts).
// The classes list upper- and lower-case forms: under the C locale ~* folds ASCII letters only.
const VARIANTS: Record<string, string> = {
  a: 'aáàâãäåAÁÀÂÃÄÅ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôõöOÓÒÔÕÖ',
  u: 'uúùûüUÚÙÛÜ',
  c: 'cçCÇ',
  n: 'nñNÑ',
  y: 'yýYÝ',
};

export function foldTerm(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

const UNIT_SEPARATOR = String.fromCharCode(31);

/** The folded term as a regular expression: accent classes for letters, every other symbol taken literally. */
export function searchRegex(term: string): string {
  return [...foldTerm(term).split(UNIT_SEPARATOR).join('')]
    .map((ch) => {
      const variants = VARIANTS[ch];
      if (variants) return `[${variants}]`;
      // In PostgreSQL's regular expressions a backslash before a non-alphanumeric character makes it literal.
      return /[\p{L}\p{N}]/u.test(ch) ? ch : `\\${ch}`;
    })
    .join('');
}

/** `%term%` with LIKE's wildcards (and its escape) taken literally. */

/** A term that looks like a phone number also searches the WhatsApp digits (with or without Brazil's 55). */
function whatsappDigits(term: string): string[] {
  if (!/^[\d\s()+.-]+$/.test(term)) return [];
  const digits = onlyDigits(term);
  if (digits.length < 2) return [];
  return digits.length > 11 && digits.startsWith('55') ? [digits, digits.slice(2)] : [digits];
}

function searchSql(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  // One match over the four texts joined by a separator no search contains (U+001F): half the cost of four.
  const text = sql`concat_ws(chr(31), ${user.name}, ${user.email}, ${profiles.displayName}, ${profiles.fullName}) ~* ${searchRegex(term)}`;
  const phones = whatsappDigits(term).map((d) => like(profiles.whatsapp, likePattern(d)));
  return or(text, ...phones);
}

// Name sort only: one folded key per row, so "Álvaro" sorts with the a's.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy';
const fold = (expr: SQL) => sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`;

/** Students (of one school, or of any): uncorrelated, hashed once like the school admins. */
const students = (schoolId?: string) =>
  sql`(select ${member.userId} from ${member} where ${member.role} = ${STUDENT_MEMBER_ROLE}${
    schoolId ? sql` and ${member.organizationId} = ${schoolId}` : sql``
  })`;

function whereSql(query: AdminUsersQuery, now: Date): SQL | undefined {
  return and(
    searchSql(query.q),
    query.status ? eq(accessStatusSql(now), query.status) : undefined,
    query.schoolId === 'none'
      ? sql`${user.id} not in ${students()}`
      : query.schoolId
        ? sql`${user.id} in ${students(query.schoolId)}`
        : undefined,
  );
}

/**
 * Trade counts of every user, for the trades sort only: one grouped pass over the (user_id, …) index costs less
 * than a count per user, which the sort would need for every filtered row.
 */
const tradeCounts = (db: Exec) =>
  db
    .select({ userId: trades.userId, n: count().as('n') })
    .from(trades)
    .groupBy(trades.userId)
    .as('trade_counts');

function orderSql(query: AdminUsersQuery, tradeCount: SQL): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  const nullsLast = (expr: SQL) => sql`${expr} ${sql.raw(query.dir === 'asc' ? 'asc' : 'desc')} nulls last`;
  const key = {
    created: dir(user.createdAt),
    name: dir(fold(sql`coalesce(${profiles.displayName}, ${user.name})`)),
    lastSignIn: nullsLast(sql`${profiles.lastSignInAt}`),
    trades: dir(tradeCount),
  }[query.sort];
  // The id breaks ties, so a page never repeats or skips a user whatever the sort.
  return [key, asc(user.id)];
}

const baseColumns = {
  userId: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  profile: {
    displayName: profiles.displayName,
    fullName: profiles.fullName,
    whatsapp: profiles.whatsapp,
    isAllowed: profiles.isAllowed,
    releasedAt: profiles.releasedAt,
    trialEndsAt: profiles.trialEndsAt,
    revokedAt: profiles.revokedAt,
    continuedAt: profiles.continuedAt,
    continuedUntil: profiles.continuedUntil,
    continueRequestedAt: profiles.continueRequestedAt,
    lastSignInAt: profiles.lastSignInAt,
  },
};
type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

function baseQuery(exec: Exec) {
  return exec.select(baseColumns).from(user).leftJoin(profiles, eq(profiles.userId, user.id));
}

const PROVIDER_METHODS: Record<string, SignInMethod> = { credential: 'password', google: 'google' };
const METHOD_ORDER: SignInMethod[] = ['password', 'google', 'passkey', 'magic-link'];

/**
 * What the page's rows need beyond user and profile, read for those rows only (never for the whole list): school,
 * school-admin role, sign-in methods and trade counts. Magic links leave no trace apart from a verification row
 * (shared with email confirmation), so they are not reported.
 */
async function extrasFor(exec: Exec, ids: string[]) {
  if (!ids.length)
    return { schools: new Map(), admins: new Set<string>(), methods: new Map(), tradeCounts: new Map() };
  const [schoolRows, adminRows, accountRows, passkeyRows, tradeRows] = await Promise.all([
    exec
      .select({ userId: member.userId, id: organization.id, name: organization.name })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(and(inArray(member.userId, ids), eq(member.role, STUDENT_MEMBER_ROLE))),
    exec
      .selectDistinct({ userId: member.userId })
      .from(member)
      .where(and(inArray(member.userId, ids), schoolAdminMembership)),
    exec
      .selectDistinct({ userId: account.userId, providerId: account.providerId })
      .from(account)
      .where(inArray(account.userId, ids)),
    exec.selectDistinct({ userId: passkey.userId }).from(passkey).where(inArray(passkey.userId, ids)),
    exec
      .select({ userId: trades.userId, n: count() })
      .from(trades)
      .where(inArray(trades.userId, ids))
      .groupBy(trades.userId),
  ]);
  const methods = new Map<string, Set<SignInMethod>>();
  const add = (userId: string, m: SignInMethod) => {
    const set = methods.get(userId) ?? new Set<SignInMethod>();
    methods.set(userId, set.add(m));
  };
  for (const r of accountRows) {
    const m = PROVIDER_METHODS[r.providerId];
    if (m) add(r.userId, m);
  }
  for (const r of passkeyRows) add(r.userId, 'passkey');
  return {
    schools: new Map(schoolRows.map((r) => [r.userId, { id: r.id, name: r.name }])),
    admins: new Set(adminRows.map((r) => r.userId)),
    methods,
    tradeCounts: new Map(tradeRows.map((r) => [r.userId, Number(r.n)])),
  };
}

type Extras = Awaited<ReturnType<typeof extrasFor>>;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The row's status through the one TS rule (the SQL filter mirrors it). */
export function rowStatus(r: BaseRow, isSchoolAdmin: boolean, now: Date): AccessStatus {
  const p = r.profile;
  const facts = {
    isAllowed: p?.isAllowed ?? false,
    revokedAt: p?.revokedAt ?? null,
    trialEndsAt: p?.trialEndsAt ?? null,
    continuedAt: p?.continuedAt ?? null,
    continuedUntil: p?.continuedUntil ?? null,
  };
  return accessStatus(facts, now, r.role === 'admin' || isSchoolAdmin);
}

function toRow(r: BaseRow, extras: Extras, now: Date): AdminUserRow {
  const p = r.profile;
  const isSchoolAdmin = extras.admins.has(r.userId);
  const methods = extras.methods.get(r.userId) ?? new Set<SignInMethod>();
  return {
    userId: r.userId,
    email: r.email,
    name: r.name,
    displayName: p?.displayName ?? r.name,
    fullName: p?.fullName ?? r.name,
    whatsapp: p?.whatsapp ?? null,
    isAdmin: r.role === 'admin',
    isSchoolAdmin,
    status: rowStatus(r, isSchoolAdmin, now),
    emailVerified: r.emailVerified,
    createdAt: r.createdAt.toISOString(),
    releasedAt: iso(p?.releasedAt),
    trialEndsAt: iso(p?.trialEndsAt),
    continuedUntil: iso(p?.continuedUntil),
    continuedIndefinitely: Boolean(p?.continuedAt && !p.continuedUntil),
    continueRequestedAt: iso(p?.continueRequestedAt),
    lastSignInAt: iso(p?.lastSignInAt),
    school: extras.schools.get(r.userId) ?? null,
    signInMethods: METHOD_ORDER.filter((m) => methods.has(m)),
    tradeCount: extras.tradeCounts.get(r.userId) ?? 0,
  };
}

/**
 * GET /api/admin/users: one page of the filtered, sorted list, with the total. The count is its own query, so
 * PostgreSQL drops what the count does not need (the profile join without a filter on it, the sort, the trade
 * counts); a window count in the page query measured ~3x slower (bench/admin-users.ts).
 */
export async function listAdminUsers(db: Db, query: AdminUsersQuery, now: Date): Promise<AdminUsersPage> {
  const where = whereSql(query, now);
  // The page is chosen by id alone: without a filter or sort on the profile, PostgreSQL drops the profile join
  // (a left join on a unique key whose columns go unused), so the first page sorts the user table only.
  let page = db
    .select({ userId: user.id })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .$dynamic();
  let tradeCount = sql`0`;
  if (query.sort === 'trades') {
    const counts = tradeCounts(db);
    page = page.leftJoin(counts, eq(counts.userId, user.id));
    tradeCount = sql`coalesce(${counts.n}, 0)`;
  }
  const [ids, [total]] = await Promise.all([
    page
      .where(where)
      .orderBy(...orderSql(query, tradeCount))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where),
  ]);
  const pageIds = ids.map((r) => r.userId);
  const [rows, extras] = await Promise.all([
    pageIds.length ? baseQuery(db).where(inArray(user.id, pageIds)) : Promise.resolve([]),
    extrasFor(db, pageIds),
  ]);
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return {
    users: pageIds.flatMap((id) => {
      const r = byId.get(id);
      return r ? [toRow(r, extras, now)] : [];
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One user as the list shows them, or undefined. */
export async function getAdminUserRow(
  exec: Exec,
  userId: string,
  now: Date,
): Promise<AdminUserRow | undefined> {
  const [row] = await baseQuery(exec).where(eq(user.id, userId)).limit(1);
  if (!row) return undefined;
  return toRow(row, await extrasFor(exec, [userId]), now);
}

/** GET /api/admin/users/:id: the row, the sessions still open and the trader's time zone. */
export async function getAdminUserDetail(
  db: Db,
  userId: string,
  now: Date,
): Promise<AdminUserDetail | undefined> {
  const row = await getAdminUserRow(db, userId, now);
  if (!row) return undefined;
  const [[sessions], { timezone }] = await Promise.all([
    db
      .select({ n: count() })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now))),
    userToday(db, userId, now),
  ]);
  return { ...row, activeSessions: Number(sessions?.n ?? 0), timezone };
}
