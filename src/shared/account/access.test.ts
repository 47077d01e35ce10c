import { describe, expect, it } from 'vitest';
import {
  accessStatus,
  continuationEndFor,
  isReadOnly,
  trialDaysLeft,
  trialEndFor,
  type AccessFacts,
} from './access';

const at = (iso: string) => new Date(iso);
const minus1ms = (d: Date) => new Date(d.getTime() - 1);

const released = (trialEndsAt: Date | null, more: Partial<AccessFacts> = {}): AccessFacts => ({
  isAllowed: true,
  revokedAt: null,
  trialEndsAt,
  continuedAt: null,
  continuedUntil: null,
  ...more,
});

describe('accessStatus', () => {
  const end = at('2026-11-09T03:00:00Z');
  const now = at('2026-11-05T12:00:00Z');

  it('is pending before any release and revoked after a revocation, whatever the dates', () => {
    expect(accessStatus(released(null, { isAllowed: false }), now)).toBe('pending');
    expect(accessStatus(released(end, { isAllowed: false, revokedAt: now }), now)).toBe('revoked');
    // A continuation does not outlive a revocation.
    expect(accessStatus(released(end, { isAllowed: false, revokedAt: now, continuedAt: now }), now)).toBe(
      'revoked',
    );
  });

  it('is trial before the end instant and trial_expired from it on', () => {
    expect(accessStatus(released(end), now)).toBe('trial');
    expect(accessStatus(released(end), minus1ms(end))).toBe('trial');
    expect(accessStatus(released(end), end)).toBe('trial_expired');
    expect(accessStatus(released(end), at('2027-01-01T00:00:00Z'))).toBe('trial_expired');
  });

  it('is active while continued without end, or until the continuation ends', () => {
    const after = at('2026-12-01T00:00:00Z');
    expect(accessStatus(released(end, { continuedAt: now }), after)).toBe('active');
    const until = at('2026-11-20T03:00:00Z');
    const continued = released(end, { continuedAt: now, continuedUntil: until });
    expect(accessStatus(continued, minus1ms(until))).toBe('active');
    // A continuation that ended leaves the account read-only again (data kept).
    expect(accessStatus(continued, until)).toBe('trial_expired');
    expect(isReadOnly(accessStatus(continued, after))).toBe(true);
  });

  it('a continuation that ended during the trial falls back to the trial', () => {
    const continued = released(end, { continuedAt: now, continuedUntil: at('2026-11-06T03:00:00Z') });
    expect(accessStatus(continued, at('2026-11-07T12:00:00Z'))).toBe('trial');
  });

  it('an allowed profile without trial dates nor continuation is read-only (never silently open)', () => {
    expect(accessStatus(released(null), now)).toBe('trial_expired');
  });

  it('exempt users (admins, school admins) are active in every state', () => {
    expect(accessStatus(released(end), at('2030-01-01T00:00:00Z'), true)).toBe('active');
    expect(accessStatus(released(null, { isAllowed: false }), now, true)).toBe('active');
    expect(accessStatus(released(end, { continuedUntil: now, continuedAt: now }), now, true)).toBe('active');
  });

  it('only trial_expired is read-only', () => {
    expect(isReadOnly('trial_expired')).toBe(true);
    for (const s of ['pending', 'trial', 'active', 'revoked'] as const) expect(isReadOnly(s)).toBe(false);
  });
});

/** Each case: a release instant, the trader's zone, and the local midnight after the 7th day (as UTC). */
const boundaries = [
  {
    name: 'São Paulo (no DST), released mid-afternoon',
    tz: 'America/Sao_Paulo',
    release: '2026-11-02T17:00:00Z', // 14:00 local, Monday
    end: '2026-11-09T03:00:00Z', // Monday 00:00 local
  },
  {
    name: 'São Paulo, released at 23:59 local: that day is day 1',
    tz: 'America/Sao_Paulo',
    release: '2026-11-03T02:59:00Z', // 2026-11-02 23:59 local
    end: '2026-11-09T03:00:00Z',
  },
  {
    name: 'New York across the March DST change (a 23-hour day inside the trial)',
    tz: 'America/New_York',
    release: '2026-03-05T15:00:00Z', // 10:00 EST
    end: '2026-03-12T04:00:00Z', // 00:00 EDT
  },
  {
    name: 'New York, released at 23:59 EST the day before the March change',
    tz: 'America/New_York',
    release: '2026-03-08T04:59:00Z', // 2026-03-07 23:59 EST
    end: '2026-03-14T04:00:00Z', // 00:00 EDT
  },
  {
    name: 'New York across the November DST change (a 25-hour day inside the trial)',
    tz: 'America/New_York',
    release: '2026-10-29T16:00:00Z', // 12:00 EDT
    end: '2026-11-05T05:00:00Z', // 00:00 EST
  },
  {
    name: 'Tokyo, released at local midnight (UTC is still the day before)',
    tz: 'Asia/Tokyo',
    release: '2026-11-01T15:00:00Z', // 2026-11-02 00:00 JST
    end: '2026-11-08T15:00:00Z', // 2026-11-09 00:00 JST
  },
  {
    name: 'Tokyo, released at 23:59 local',
    tz: 'Asia/Tokyo',
    release: '2026-11-02T14:59:00Z', // 2026-11-02 23:59 JST
    end: '2026-11-08T15:00:00Z',
  },
];

describe('trialEndFor and trialDaysLeft at the exact boundary', () => {
  it.each(boundaries)('$name', ({ tz, release, end }) => {
    const releasedAt = at(release);
    const endsAt = trialEndFor(releasedAt, tz, 7);
    expect(endsAt.toISOString()).toBe(at(end).toISOString());

    // The release day counts whole: 7 days left at the release instant, however late in the day.
    expect(trialDaysLeft(endsAt, releasedAt, tz)).toBe(7);
    // 1 ms before the end: still the trial, its last day.
    const last = minus1ms(endsAt);
    expect(accessStatus(released(endsAt), last)).toBe('trial');
    expect(trialDaysLeft(endsAt, last, tz)).toBe(1);
    // The end instant itself: read-only, nothing left.
    expect(accessStatus(released(endsAt), endsAt)).toBe('trial_expired');
    expect(trialDaysLeft(endsAt, endsAt, tz)).toBe(0);
    // The day before the last one (same wall time): 2 days left.
    expect(trialDaysLeft(endsAt, new Date(endsAt.getTime() - 24 * 3600_000 - 1), tz)).toBe(2);
  });

  it('counts down by local days, not 24-hour periods', () => {
    const endsAt = trialEndFor(at('2026-11-02T17:00:00Z'), 'America/Sao_Paulo', 7);
    // Wednesday 2026-11-04 at 00:00 local (day 3): 5 days left (Wed..Sun).
    expect(trialDaysLeft(endsAt, at('2026-11-04T03:00:00Z'), 'America/Sao_Paulo')).toBe(5);
    // Tuesday 23:59:59.999 local (day 2): 6 days left.
    expect(trialDaysLeft(endsAt, at('2026-11-04T02:59:59.999Z'), 'America/Sao_Paulo')).toBe(6);
  });

  it('follows the trial-length setting', () => {
    const endsAt = trialEndFor(at('2026-11-02T17:00:00Z'), 'America/Sao_Paulo', 14);
    expect(endsAt.toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(trialDaysLeft(endsAt, at('2026-11-02T17:00:00Z'), 'America/Sao_Paulo')).toBe(14);
  });
});

describe('continuationEndFor', () => {
  it('ends at the local midnight after the chosen day', () => {
    expect(continuationEndFor('2026-11-10', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-11T03:00:00.000Z',
    );
    expect(continuationEndFor('2026-11-10', 'Asia/Tokyo').toISOString()).toBe('2026-11-10T15:00:00.000Z');
    // The day before the November change in New York is still EDT; its next midnight is EST.
    expect(continuationEndFor('2026-10-31', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(continuationEndFor('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    expect(continuationEndFor('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
