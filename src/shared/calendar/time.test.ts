import { describe, expect, it } from 'vitest';
import { eventInstant, localRangeToInstants, toTraderTime } from './time';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const LISBON = 'Europe/Lisbon';
const fomc = (date: string) => ({ timeZone: NY, date, time: '14:00' });

describe('an event published in its own zone, read in the trader’s', () => {
  it.each([
    // 2026: the US moves to summer time on 8 March and back on 1 November.
    ['2026-01-28', '16:00'],
    ['2026-03-06', '16:00'],
    ['2026-03-09', '15:00'],
    ['2026-03-18', '15:00'],
    ['2026-10-28', '15:00'],
    ['2026-10-30', '15:00'],
    ['2026-11-02', '16:00'],
    ['2026-12-09', '16:00'],
    // 2027: 14 March and 7 November.
    ['2027-03-12', '16:00'],
    ['2027-03-15', '15:00'],
    ['2027-11-05', '15:00'],
    ['2027-11-08', '16:00'],
  ])('FOMC 14:00 ET on %s is %s in São Paulo', (date, time) => {
    expect(toTraderTime(fomc(date), SP)).toMatchObject({ date, time });
  });

  it('keeps the same instant on the change days themselves (the change is at 02:00, the statement at 14:00)', () => {
    expect(eventInstant(fomc('2026-03-08'))?.toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(eventInstant(fomc('2026-11-01'))?.toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(eventInstant(fomc('2027-03-14'))?.toISOString()).toBe('2027-03-14T18:00:00.000Z');
    expect(eventInstant(fomc('2027-11-07'))?.toISOString()).toBe('2027-11-07T19:00:00.000Z');
  });

  it('moves a 08:30 ET release between 09:30 and 10:30 in São Paulo', () => {
    expect(toTraderTime({ timeZone: NY, date: '2026-02-13', time: '08:30' }, SP).time).toBe('10:30');
    expect(toTraderTime({ timeZone: NY, date: '2026-08-12', time: '08:30' }, SP).time).toBe('09:30');
  });

  it('leaves a São Paulo event at its time for a São Paulo trader, whatever the season', () => {
    for (const date of ['2026-01-28', '2026-06-17', '2026-12-09'])
      expect(toTraderTime({ timeZone: SP, date, time: '18:30' }, SP)).toMatchObject({ date, time: '18:30' });
  });

  it('reads for a trader in Lisbon, with Europe’s own changes (29 March and 25 October 2026)', () => {
    // Europe and the US change on different weekends: between them the gap is 4 h instead of 5 h.
    expect(toTraderTime(fomc('2026-01-28'), LISBON).time).toBe('19:00');
    expect(toTraderTime(fomc('2026-03-18'), LISBON).time).toBe('18:00');
    expect(toTraderTime(fomc('2026-04-29'), LISBON).time).toBe('19:00');
    expect(toTraderTime(fomc('2026-10-28'), LISBON).time).toBe('18:00');
    expect(toTraderTime(fomc('2026-12-09'), LISBON).time).toBe('19:00');
    // COPOM 18:30 BRT is 21:30 in Lisbon's winter, 22:30 in its summer.
    expect(toTraderTime({ timeZone: SP, date: '2026-01-28', time: '18:30' }, LISBON).time).toBe('21:30');
    expect(toTraderTime({ timeZone: SP, date: '2026-06-17', time: '18:30' }, LISBON).time).toBe('22:30');
  });

  it('moves the date when the conversion crosses midnight', () => {
    expect(toTraderTime({ timeZone: SP, date: '2026-06-17', time: '22:00' }, LISBON)).toMatchObject({
      date: '2026-06-18',
      time: '02:00',
    });
  });

  it('keeps an event without a time on its published date, without an instant', () => {
    expect(toTraderTime({ timeZone: NY, date: '2026-07-03', time: null }, 'Asia/Tokyo')).toEqual({
      startsAt: null,
      date: '2026-07-03',
      time: null,
    });
    expect(eventInstant({ timeZone: NY, date: '2026-07-03', time: null })).toBeNull();
  });

  it('turns a range of the trader’s dates into instants, across a DST change', () => {
    const r = localRangeToInstants('2026-03-08', '2026-03-08', NY);
    expect(r.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const sp = localRangeToInstants('2026-12-01', '2026-12-31', SP);
    expect([sp.start.toISOString(), sp.end.toISOString()]).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
  });
});
