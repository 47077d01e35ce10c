import type { PeriodPreset } from './periods';

/**
 * Fixed clocks at month and daylight-saving edges, with the range every preset must cover there, written by hand
 * (never computed by the code under test). The shared resolver, the /trades and /dashboard pages and the server
 * are each checked against this one table, so a preset means one range everywhere.
 */
export type DatedPreset = Exclude<PeriodPreset, 'all' | 'custom'>;

export interface PeriodCase {
  what: string;
  /** The fixed clock, as a UTC instant. */
  now: string;
  timeZone: string;
  /** The local date of `now` in `timeZone`. */
  today: string;
  ranges: Record<DatedPreset, [from: string, to: string]>;
}

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

/** New York's autumn change day, from its first minute (EDT) to its last (EST). */
const NY_1_NOV_2026: PeriodCase['ranges'] = {
  'this-month': ['2026-11-01', '2026-11-30'],
  'last-month': ['2026-10-01', '2026-10-31'],
  'last-3-months': ['2026-08-01', '2026-11-01'],
  'last-6-months': ['2026-05-01', '2026-11-01'],
  'this-year': ['2026-01-01', '2026-12-31'],
};

export const PERIOD_CASES: PeriodCase[] = [
  {
    what: '31 May: three months back has no 31 Feb',
    now: '2026-05-31T15:00:00Z',
    timeZone: SP,
    today: '2026-05-31',
    ranges: {
      'this-month': ['2026-05-01', '2026-05-31'],
      'last-month': ['2026-04-01', '2026-04-30'],
      'last-3-months': ['2026-02-28', '2026-05-31'],
      'last-6-months': ['2025-11-30', '2026-05-31'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: '31 May of a leap year: the window starts on 29 Feb',
    now: '2028-05-31T15:00:00Z',
    timeZone: SP,
    today: '2028-05-31',
    ranges: {
      'this-month': ['2028-05-01', '2028-05-31'],
      'last-month': ['2028-04-01', '2028-04-30'],
      'last-3-months': ['2028-02-29', '2028-05-31'],
      'last-6-months': ['2027-11-30', '2028-05-31'],
      'this-year': ['2028-01-01', '2028-12-31'],
    },
  },
  {
    what: '29 Feb',
    now: '2028-02-29T15:00:00Z',
    timeZone: SP,
    today: '2028-02-29',
    ranges: {
      'this-month': ['2028-02-01', '2028-02-29'],
      'last-month': ['2028-01-01', '2028-01-31'],
      'last-3-months': ['2027-11-29', '2028-02-29'],
      'last-6-months': ['2027-08-29', '2028-02-29'],
      'this-year': ['2028-01-01', '2028-12-31'],
    },
  },
  {
    what: '31 Dec 23:59 in São Paulo (already 1 Jan in UTC)',
    now: '2027-01-01T02:59:00Z',
    timeZone: SP,
    today: '2026-12-31',
    ranges: {
      'this-month': ['2026-12-01', '2026-12-31'],
      'last-month': ['2026-11-01', '2026-11-30'],
      'last-3-months': ['2026-09-30', '2026-12-31'],
      'last-6-months': ['2026-06-30', '2026-12-31'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: '1 Jan 00:00 in São Paulo',
    now: '2027-01-01T03:00:00Z',
    timeZone: SP,
    today: '2027-01-01',
    ranges: {
      'this-month': ['2027-01-01', '2027-01-31'],
      'last-month': ['2026-12-01', '2026-12-31'],
      'last-3-months': ['2026-10-01', '2027-01-01'],
      'last-6-months': ['2026-07-01', '2027-01-01'],
      'this-year': ['2027-01-01', '2027-12-31'],
    },
  },
  {
    what: 'New York, 7 Mar 2026 23:59 EST, the night before the spring change',
    now: '2026-03-08T04:59:00Z',
    timeZone: NY,
    today: '2026-03-07',
    ranges: {
      'this-month': ['2026-03-01', '2026-03-31'],
      'last-month': ['2026-02-01', '2026-02-28'],
      'last-3-months': ['2025-12-07', '2026-03-07'],
      'last-6-months': ['2025-09-07', '2026-03-07'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: 'New York, 8 Mar 2026 23:59 EDT, the spring change day',
    now: '2026-03-09T03:59:00Z',
    timeZone: NY,
    today: '2026-03-08',
    ranges: {
      'this-month': ['2026-03-01', '2026-03-31'],
      'last-month': ['2026-02-01', '2026-02-28'],
      'last-3-months': ['2025-12-08', '2026-03-08'],
      'last-6-months': ['2025-09-08', '2026-03-08'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: 'New York, 9 Mar 2026 00:00 EDT (a fixed EST offset would still read 8 Mar)',
    now: '2026-03-09T04:00:00Z',
    timeZone: NY,
    today: '2026-03-09',
    ranges: {
      'this-month': ['2026-03-01', '2026-03-31'],
      'last-month': ['2026-02-01', '2026-02-28'],
      'last-3-months': ['2025-12-09', '2026-03-09'],
      'last-6-months': ['2025-09-09', '2026-03-09'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: 'New York, 31 Oct 2026 23:59 EDT, the night before the autumn change',
    now: '2026-11-01T03:59:00Z',
    timeZone: NY,
    today: '2026-10-31',
    ranges: {
      'this-month': ['2026-10-01', '2026-10-31'],
      'last-month': ['2026-09-01', '2026-09-30'],
      'last-3-months': ['2026-07-31', '2026-10-31'],
      'last-6-months': ['2026-04-30', '2026-10-31'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
  {
    what: 'New York, 1 Nov 2026 00:00 EDT, the autumn change day and a new month',
    now: '2026-11-01T04:00:00Z',
    timeZone: NY,
    today: '2026-11-01',
    ranges: NY_1_NOV_2026,
  },
  {
    what: 'New York, 1 Nov 2026 23:59 EST (a fixed EDT offset would read 2 Nov)',
    now: '2026-11-02T04:59:00Z',
    timeZone: NY,
    today: '2026-11-01',
    ranges: NY_1_NOV_2026,
  },
  {
    what: 'São Paulo, 3 Nov 2018 23:59 BRT, before Brazil skipped 00:00–01:00',
    now: '2018-11-04T02:59:00Z',
    timeZone: SP,
    today: '2018-11-03',
    ranges: {
      'this-month': ['2018-11-01', '2018-11-30'],
      'last-month': ['2018-10-01', '2018-10-31'],
      'last-3-months': ['2018-08-03', '2018-11-03'],
      'last-6-months': ['2018-05-03', '2018-11-03'],
      'this-year': ['2018-01-01', '2018-12-31'],
    },
  },
  {
    what: 'São Paulo, 4 Nov 2018 01:00 BRST, the first minute of a day that had no 00:00',
    now: '2018-11-04T03:00:00Z',
    timeZone: SP,
    today: '2018-11-04',
    ranges: {
      'this-month': ['2018-11-01', '2018-11-30'],
      'last-month': ['2018-10-01', '2018-10-31'],
      'last-3-months': ['2018-08-04', '2018-11-04'],
      'last-6-months': ['2018-05-04', '2018-11-04'],
      'this-year': ['2018-01-01', '2018-12-31'],
    },
  },
  {
    what: 'Tokyo, 1 Jan 2027 00:00 JST (still 31 Dec in UTC)',
    now: '2026-12-31T15:00:00Z',
    timeZone: TOKYO,
    today: '2027-01-01',
    ranges: {
      'this-month': ['2027-01-01', '2027-01-31'],
      'last-month': ['2026-12-01', '2026-12-31'],
      'last-3-months': ['2026-10-01', '2027-01-01'],
      'last-6-months': ['2026-07-01', '2027-01-01'],
      'this-year': ['2027-01-01', '2027-12-31'],
    },
  },
  {
    what: 'Tokyo, 1 Jun 2026 00:00 JST (still 31 May in UTC)',
    now: '2026-05-31T15:00:00Z',
    timeZone: TOKYO,
    today: '2026-06-01',
    ranges: {
      'this-month': ['2026-06-01', '2026-06-30'],
      'last-month': ['2026-05-01', '2026-05-31'],
      'last-3-months': ['2026-03-01', '2026-06-01'],
      'last-6-months': ['2025-12-01', '2026-06-01'],
      'this-year': ['2026-01-01', '2026-12-31'],
    },
  },
];

export const DATED_PRESETS: DatedPreset[] = [
  'this-month',
  'last-month',
  'last-3-months',
  'last-6-months',
  'this-year',
];
