import { describe, expect, it } from 'vitest';
import { signInGreeting } from './greeting';
import type { SetupState } from './setup';

const me = (isAllowed: boolean, setup: SetupState) => ({
  profile: {
    id: 'p',
    userId: 'u',
    displayName: 'Ana',
    fullName: 'Ana Lima',
    whatsapp: null,
    isAllowed,
    trialEndsAt: null,
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  setup,
});

describe('signInGreeting', () => {
  it('says nothing to a pending account: the pending notice is its only message', () => {
    expect(signInGreeting(me(false, { status: 'pending', step: null }))).toBe('none');
    expect(signInGreeting(me(false, { status: 'done', step: null }))).toBe('none');
  });

  it('welcomes, not "welcomes back", a released account entering the app for the first time', () => {
    expect(signInGreeting(me(true, { status: 'pending', step: null }))).toBe('welcome');
  });

  it('welcomes back whoever was inside before (setup begun, finished or skipped)', () => {
    expect(signInGreeting(me(true, { status: 'pending', step: 'costs' }))).toBe('welcomeBack');
    expect(signInGreeting(me(true, { status: 'done', step: null }))).toBe('welcomeBack');
    expect(signInGreeting(me(true, { status: 'skipped', step: 'plan' }))).toBe('welcomeBack');
  });
});
