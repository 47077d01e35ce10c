import { describe, expect, it } from 'vitest';
import { barTone, formatCountdown, gainBar, lossBar, streakBar, tradesBar } from './today';

describe('the Hoje panel bars', () => {
  it('measures the day’s loss against the loss limit; a gain uses none of it', () => {
    expect(lossBar({ pnl: '-240', lossLimit: '300.00' })).toMatchObject({
      percent: 80,
      width: 80,
      tone: 'attention',
      used: '240.00',
    });
    expect(lossBar({ pnl: '125.5', lossLimit: '300' })).toMatchObject({
      percent: 0,
      tone: 'ok',
      used: '0.00',
    });
    expect(lossBar({ pnl: '0', lossLimit: '300' }).percent).toBe(0);
  });

  it('rounds down so 79.9% is still inside the plan, and caps the width past 100%', () => {
    expect(lossBar({ pnl: '-239.70', lossLimit: '300' })).toMatchObject({ percent: 79, tone: 'ok' });
    expect(lossBar({ pnl: '-450', lossLimit: '300' })).toMatchObject({
      percent: 150,
      width: 100,
      tone: 'reached',
    });
    expect(lossBar({ pnl: '-300', lossLimit: '300' }).tone).toBe('reached');
  });

  it('has a gain bar only with a gain lock', () => {
    expect(gainBar({ pnl: '250', gainLock: null })).toBeNull();
    expect(gainBar({ pnl: '250', gainLock: '500' })).toMatchObject({
      percent: 50,
      tone: 'ok',
      used: '250.00',
    });
    expect(gainBar({ pnl: '-20', gainLock: '500' })).toMatchObject({ percent: 0, used: '0.00' });
  });

  it('counts trades against the cap and losses against the streak', () => {
    expect(tradesBar({ trades: 4, tradeCap: 5 })).toMatchObject({ percent: 80, tone: 'attention' });
    expect(tradesBar({ trades: 6, tradeCap: 5 })).toMatchObject({
      percent: 120,
      width: 100,
      tone: 'reached',
    });
    expect(streakBar({ lossStreak: 1, stopAfterLosses: 3 })).toMatchObject({ percent: 33, tone: 'ok' });
  });

  it('tones: inside the plan below 80%, attention from 80%, reached at 100%', () => {
    expect([0, 79, 80, 99, 100, 140].map(barTone)).toEqual([
      'ok',
      'ok',
      'attention',
      'attention',
      'reached',
      'reached',
    ]);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss rounded up to the second, h:mm:ss from an hour, and nothing once over', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(2 * 3600_000 + 5_000)).toBe('2:00:05');
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
  });
});
