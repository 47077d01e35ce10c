import { describe, expect, it } from 'vitest';
import type { AccessDto } from '@/shared/account/access';
import { trialView } from './trial-view';

const access = (over: Partial<AccessDto>): AccessDto => ({
  status: 'trial',
  releasedAt: '2026-11-02T17:00:00.000Z',
  trialEndsAt: '2026-11-09T03:00:00.000Z',
  trialDaysLeft: 5,
  continuedUntil: null,
  continuedIndefinitely: false,
  continueRequestedAt: null,
  readOnly: false,
  ...over,
});

describe('trialView', () => {
  it('is quiet until the last 2 days, then loud', () => {
    expect(trialView(access({ trialDaysLeft: 7 }))).toEqual({ kind: 'quiet', daysLeft: 7 });
    expect(trialView(access({ trialDaysLeft: 3 }))).toEqual({ kind: 'quiet', daysLeft: 3 });
    expect(trialView(access({ trialDaysLeft: 2 }))).toEqual({ kind: 'loud', daysLeft: 2 });
    expect(trialView(access({ trialDaysLeft: 1 }))).toEqual({ kind: 'loud', daysLeft: 1 });
  });

  it('shows the read-only banner once expired, with the request date when there is one', () => {
    const at = '2026-11-10T12:00:00.000Z';
    expect(
      trialView(
        access({ status: 'trial_expired', readOnly: true, trialDaysLeft: 0, continueRequestedAt: at }),
      ),
    ).toEqual({ kind: 'readOnly', requestedAt: at });
  });

  it('shows nothing for active, pending or revoked accounts, nor before /api/me answers', () => {
    expect(trialView(undefined)).toEqual({ kind: 'none' });
    expect(trialView(access({ status: 'active', continuedIndefinitely: true }))).toEqual({ kind: 'none' });
    expect(trialView(access({ status: 'pending', trialDaysLeft: null }))).toEqual({ kind: 'none' });
    expect(trialView(access({ status: 'revoked' }))).toEqual({ kind: 'none' });
  });
});
