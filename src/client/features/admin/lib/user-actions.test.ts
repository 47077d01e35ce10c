import { describe, expect, it } from 'vitest';
import type { AccessStatus } from '@/shared/account/access';
import { availableActions } from './user-actions';

const admin = { id: 'admin-1', role: 'admin' as const };
const user = (
  status: AccessStatus,
  extra: { isAdmin?: boolean; isSchoolAdmin?: boolean; userId?: string } = {},
) => ({
  userId: 'u-1',
  status,
  isAdmin: false,
  isSchoolAdmin: false,
  ...extra,
});

describe('the detail panel offers the actions that fit', () => {
  it('pending and revoked users can be released, nothing about a trial they do not have', () => {
    expect(availableActions(user('pending'), admin)).toEqual(['release', 'endSessions']);
    expect(availableActions(user('revoked'), admin)).toEqual(['release', 'endSessions']);
  });

  it('a trial can be extended, continued and revoked; an active account continued again or revoked', () => {
    expect(availableActions(user('trial'), admin)).toEqual([
      'extendTrial',
      'continue',
      'revoke',
      'endSessions',
    ]);
    expect(availableActions(user('trial_expired'), admin)).toEqual([
      'extendTrial',
      'continue',
      'revoke',
      'endSessions',
    ]);
    expect(availableActions(user('active'), admin)).toEqual(['continue', 'revoke', 'endSessions']);
  });

  it('admins, school admins and oneself are spared what the server refuses', () => {
    expect(availableActions(user('active', { isAdmin: true }), admin)).toEqual(['endSessions']);
    expect(availableActions(user('active', { isSchoolAdmin: true }), admin)).toEqual([
      'continue',
      'endSessions',
    ]);
    expect(availableActions(user('active', { isAdmin: true, userId: admin.id }), admin)).toEqual([]);
  });

  it('a trader or a school admin is offered nothing (the page is admins only, and so is the API)', () => {
    expect(availableActions(user('pending'), { id: 'x', role: 'trader' })).toEqual([]);
    expect(availableActions(user('trial'), { id: 'x', role: 'schoolAdmin' })).toEqual([]);
  });
});
