import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@/shared/account/contract';
import { joinedMessage } from './joined';

const me = (over: Partial<MeResponse> & { isAllowed?: boolean }): MeResponse =>
  ({
    user: { id: 'u1', email: 'a@b.c', name: 'Ana', role: 'user', emailVerified: true },
    profile: { isAllowed: over.isAllowed ?? true },
    school: over.school ?? null,
    schoolAdminOf: over.schoolAdminOf ?? [],
  }) as unknown as MeResponse;

describe('joinedMessage: what the toast says and where the person goes after joining', () => {
  it('a released student goes to the dashboard; a pending one waits for the school on /access-pending', () => {
    const school = { id: 's1', name: 'Escola X', sharing: 'summary' as const };
    expect(joinedMessage(me({ school }), 'Escola X')).toMatchObject({ to: '/dashboard' });
    const pending = joinedMessage(me({ school, isAllowed: false }), 'Escola X');
    expect(pending.to).toBe('/access-pending');
    expect(pending.detail).toContain('A escola pode liberar seu acesso');
  });

  it("a new school admin goes to that school's page, also when only a stored token was joined", () => {
    const schoolAdminOf = [
      { id: 'old', name: 'Outra' },
      { id: 's 2', name: 'Escola Y' },
    ];
    expect(joinedMessage(me({ schoolAdminOf }), 'Escola Y').to).toBe('/school-admin/s%202');
    expect(joinedMessage(me({ schoolAdminOf })).detail).toBe('Agora você administra Escola Y.');
  });
});
