import { buildDayRecord } from './day-record';
import type { DayRecord, GamTrade, UserDayInput } from './engine-types';

/**
 * Builders for the engine's tests (only tests import this file): a day's trades and records made from the same
 * facts the server loads, so each test reads like the trader's day it describes.
 */

export const NOTE = 'Entrada no pullback da média, saída no alvo';

let seq = 0;
/** A complete trade (emotion, stop, a note long enough, no rule break) at `minute` minutes past 09:00 UTC. */
export function gamTrade(day: string, over: Partial<GamTrade> & { minute?: number } = {}): GamTrade {
  const { minute, ...rest } = over;
  seq += 1;
  return {
    id: `t${String(seq).padStart(5, '0')}`,
    instrument: 'WINZ26',
    openedAt: Date.parse(`${day}T09:00:00Z`) + (minute ?? seq) * 60_000,
    ruleBreaks: [],
    emotion: 'calmo',
    notes: NOTE,
    hasStop: true,
    ...rest,
  };
}

/** A trade with no process at all: no emotion, no stop, no note (whatever it made). */
export const bareTrade = (day: string, over: Partial<GamTrade> = {}): GamTrade =>
  gamTrade(day, { emotion: null, notes: null, hasStop: false, ...over });

export const dayInput = (day: string, over: Partial<UserDayInput> = {}): UserDayInput => ({
  day,
  today: '2030-01-01',
  trades: [],
  plan: null,
  review: null,
  pauses: [],
  lossLimitReached: false,
  ...over,
});

export const record = (day: string, over: Partial<UserDayInput> = {}): DayRecord =>
  buildDayRecord(dayInput(day, over));

/** `n` consecutive calendar days from `start`. */
export function daysFrom(start: string, n: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}
