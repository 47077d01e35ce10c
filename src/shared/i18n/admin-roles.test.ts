import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../admin/contract';
import { ALL_PERMISSIONS } from '../admin/permissions';
import { auditActionLabels, permissionLabels } from './admin-roles';

describe('the admin catalogue', () => {
  it('names every audit action in Portuguese (the client shows labels, never codes)', () => {
    for (const action of AUDIT_ACTIONS) {
      const label = auditActionLabels[action];
      expect(label, action).toBeTruthy();
      expect(label, action).not.toContain('_');
      expect(label, action).not.toBe(action);
    }
    expect(Object.keys(auditActionLabels).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(Object.values(auditActionLabels)).size, 'two actions share a label').toBe(
      AUDIT_ACTIONS.length,
    );
  });

  it('names every permission of the matrix', () => {
    expect(Object.keys(permissionLabels).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const p of ALL_PERMISSIONS) expect(permissionLabels[p], p).toMatch(/^[A-ZÀ-Ú]/);
  });
});
