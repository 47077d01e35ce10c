import { Hono } from 'hono';
import {
  schoolArchiveSchema,
  schoolInputSchema,
  schoolPatchSchema,
  schoolsQuerySchema,
} from '@/shared/admin/contract';
import type { GateEnv } from '../../auth/gate';
import { requirePermission } from '../../auth/require-permission';
import { validate } from '../../http/validation';
import { auditActor, recordAudit } from '../../audit/audit';
import {
  changedFields,
  insertSchool,
  listSchools,
  onSlugRace,
  patchSchool,
  schoolDto,
  setArchived,
} from './schools.service';
import type { SchoolsDeps } from './schools.deps';

const manage = requirePermission('schools.manage');

/**
 * /api/admin/schools: admins create, edit and archive schools ('schools.manage'). The gate already let only admins
 * in; the permission is checked again here so the matrix stays the one rule.
 */
export function adminSchoolRoutes({ db, now, trustProxy }: SchoolsDeps) {
  return new Hono<GateEnv>()
    .get('/', manage, validate('query', schoolsQuerySchema), async (c) => {
      const { archived } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json({
        schools: await listSchools(db, archived === undefined ? undefined : archived === 'true'),
      });
    })
    .post('/', manage, validate('json', schoolInputSchema), async (c) => {
      const input = c.req.valid('json');
      const actor = auditActor(c, trustProxy);
      const school = await onSlugRace(() =>
        db.transaction(async (tx) => {
          const row = await insertSchool(tx, input);
          await recordAudit(tx, actor, {
            action: 'school.create',
            targetType: 'school',
            targetId: row.id,
            targetLabel: row.name,
            schoolId: row.id,
            details: { slug: row.slug, seatLimit: row.seatLimit },
          });
          return row;
        }),
      );
      return c.json({ school: await schoolDto(db, school.id) }, 201);
    })
    .patch('/:id', manage, validate('json', schoolPatchSchema), async (c) => {
      const id = c.req.param('id');
      const patch = c.req.valid('json');
      const actor = auditActor(c, trustProxy);
      await onSlugRace(() =>
        db.transaction(async (tx) => {
          const { before, after } = await patchSchool(tx, id, patch);
          const changes = changedFields(before, after);
          if (!Object.keys(changes).length) return;
          await recordAudit(tx, actor, {
            action: 'school.update',
            targetType: 'school',
            targetId: id,
            targetLabel: after.name,
            schoolId: id,
            details: { changes },
          });
        }),
      );
      return c.json({ school: await schoolDto(db, id) });
    })
    .post('/:id/archive', manage, validate('json', schoolArchiveSchema), async (c) => {
      const id = c.req.param('id');
      const { archived } = c.req.valid('json');
      const actor = auditActor(c, trustProxy);
      await db.transaction(async (tx) => {
        const { before, after } = await setArchived(tx, id, archived, now());
        if (Boolean(before.archivedAt) === archived) return;
        await recordAudit(tx, actor, {
          action: archived ? 'school.archive' : 'school.unarchive',
          targetType: 'school',
          targetId: id,
          targetLabel: after.name,
          schoolId: id,
        });
      });
      return c.json({ school: await schoolDto(db, id) });
    });
}
