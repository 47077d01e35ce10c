import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/*
 * Schools are better-auth organization-plugin organizations (ADR 013): the tables keep the names and columns the
 * plugin expects (organization, member, invitation), plus the school's own fields. The plugin's HTTP routes are
 * closed; /api/admin/schools and /api/schools are the only way in, so every action is authorised and audited.
 */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The school's WhatsApp, digits only. */
  whatsapp: text('whatsapp'),
  /** The school's Instagram handle, without '@'. */
  instagram: text('instagram'),
  /** How many students the school may have released at once; null = no limit. */
  seatLimit: integer('seat_limit'),
  /** Archived schools keep their members and history but take no new students. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** The secret of the school's invite link (/convite/{code}); regenerating it kills the old link. */
  inviteCode: text('invite_code')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** 'owner' | 'admin' = school admin; 'member' = student. A trader is the student of at most one school. */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_org_user_uq').on(t.organizationId, t.userId),
    uniqueIndex('member_one_school_per_student_uq')
      .on(t.userId)
      .where(sql`${t.role} = 'member'`),
    index('member_user_idx').on(t.userId),
  ],
);

/** A per-person invitation by email; its id is the token of the link in the mail. */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** 'admin' (school admin) or 'member' (student). */
    role: text('role').notNull(),
    /** 'pending' | 'accepted' | 'rejected' | 'canceled'. */
    status: text('status').notNull().default('pending'),
    teamId: text('team_id'),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_org_idx').on(t.organizationId), index('invitation_email_idx').on(t.email)],
);

/**
 * Every admin and school-admin action, append-only: the API has no route that changes or deletes an entry. The
 * actor and target are copied as text (no foreign key), so the trail survives the deletion of either.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. 'user.release', 'school.create' (AUDIT_ACTIONS in src/shared/admin/contract.ts). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    schoolId: text('school_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_target_idx').on(t.targetId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Product-wide settings an admin changes in the app (the trial's length...): one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
