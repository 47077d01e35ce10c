import { describe, expect, it } from 'vitest';
import { trialEndFor } from '@/shared/account/access';
import { isoDayIn, lastIsoDayOf, relativeTime } from './dates';

const now = new Date('2026-11-26T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relative instants', () => {
  it('reads like a person would say it', () => {
    expect(relativeTime(ago(10_000), now)).toBe('agora');
    expect(relativeTime(ago(5 * MIN), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(3 * 60 * MIN), now)).toBe('há 3 horas');
    expect(relativeTime(ago(DAY), now)).toBe('ontem');
    expect(relativeTime(ago(3 * DAY), now)).toBe('há 3 dias');
    expect(relativeTime(ago(65 * DAY), now)).toBe('há 2 meses');
    expect(relativeTime(ago(400 * DAY), now)).toBe('há 1 ano');
  });
});

describe('last days of trials and continuations', () => {
  it('shows the last day of a trial, not the midnight after it, in the trader zone', () => {
    // Released on Thursday 26/11 in São Paulo: a 7-day trial runs through Wednesday 02/12.
    const end = trialEndFor(now, 'America/Sao_Paulo', 7).toISOString();
    expect(lastIsoDayOf(end, 'America/Sao_Paulo')).toBe('2026-12-02');
    // The same instant is already the 3rd in Tokyo: the zone matters.
    expect(isoDayIn(new Date(end), 'Asia/Tokyo')).toBe('2026-12-03');
  });
});
