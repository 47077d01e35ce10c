import { addDays } from '../time/calendar-date';
import type { EventCountry, EventImpact, EventKind, EventZone } from './contract';

/**
 * The scheduled events shipped with the app, seeded at start-up as `data:<id>` (docs/calendar.md). Each
 * is stored as its publisher announces it: date and time in the publisher's zone; the app converts for display.
 *
 * What is here and what is not (checked 2026-11; every date below comes from the source named on its line):
 * - FOMC 2026 and 2027: decisions (statement 14:00 ET on day 2) from the Fed's meeting calendar; minutes at 14:00 ET
 *   three weeks after each decision, the Fed's stated rule ("The minutes of regularly scheduled meetings are
 *   released three weeks after the date of the policy decision").
 * - COPOM 2026: decisions (from 18:30 BRT on day 2) and minutes (the following Tuesday, 08:00 BRT), from the BCB's
 *   calendar. COPOM 2027 is NOT here: its calendar could not be confirmed against the BCB's page; an admin adds
 *   it (form or .ics) once the BCB publishes it.
 * - US CPI and payroll (Employment Situation), 08:30 ET: January to August 2026 only. Later months and 2027 come
 *   from BLS's own calendar file (https://www.bls.gov/schedule/news_release/bls.ics) through the admin's .ics
 *   import, which also follows BLS's reschedules; a hand-typed list would drift.
 * - IPCA 2026 (IBGE, 09:00 BRT), 'alta': it moves the DI curve, the dollar and the index futures at B3's open.
 *
 * A shipped event is never changed in place on an existing database (the seed only inserts missing ids): to
 * correct one, give it a new id and let an admin remove the old one.
 */
export interface ShippedEvent {
  id: string;
  kind: EventKind;
  title: string;
  country: EventCountry;
  impact: EventImpact;
  timeZone: EventZone;
  date: string;
  /** HH:mm in `timeZone`; absent for an event without a time of day. */
  time?: string;
  source: string;
}

const FED = 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const BCB = 'https://www.bcb.gov.br/controleinflacao/calendarioreunioescopom';
const BLS_CPI = 'https://www.bls.gov/schedule/news_release/cpi.htm';
const BLS_EMPSIT = 'https://www.bls.gov/schedule/news_release/empsit.htm';
const IBGE = 'https://www.ibge.gov.br/calendario/mensal.html';

/** FOMC decision days (day 2 of each meeting). */
const FOMC_DECISIONS = [
  '2026-01-28',
  '2026-03-18',
  '2026-04-29',
  '2026-06-17',
  '2026-07-29',
  '2026-09-16',
  '2026-10-28',
  '2026-12-09',
  '2027-01-27',
  '2027-03-17',
  '2027-04-28',
  '2027-06-09',
  '2027-07-28',
  '2027-09-15',
  '2027-10-27',
  '2027-12-08',
];

/** COPOM decision days (day 2) of 2026, with the minutes' Tuesday after each. */
const COPOM_2026: [decision: string, minutes: string][] = [
  ['2026-01-28', '2026-02-03'],
  ['2026-03-18', '2026-03-24'],
  ['2026-04-29', '2026-05-05'],
  ['2026-06-17', '2026-06-23'],
  ['2026-08-05', '2026-08-11'],
  ['2026-09-16', '2026-09-22'],
  ['2026-11-04', '2026-11-10'],
  ['2026-12-09', '2026-12-15'],
];

const US_CPI_2026 = [
  '2026-01-13',
  '2026-02-13',
  '2026-03-11',
  '2026-04-10',
  '2026-05-12',
  '2026-06-10',
  '2026-07-14',
  '2026-08-12',
];
const US_PAYROLL_2026 = [
  '2026-01-09',
  '2026-02-11',
  '2026-03-06',
  '2026-04-03',
  '2026-05-08',
  '2026-06-05',
  '2026-07-02',
  '2026-08-07',
];
const IPCA_2026 = [
  '2026-01-09',
  '2026-02-10',
  '2026-03-12',
  '2026-04-10',
  '2026-05-12',
  '2026-06-12',
  '2026-07-10',
  '2026-08-11',
  '2026-09-11',
  '2026-10-09',
  '2026-11-12',
  '2026-12-11',
];

export const SHIPPED_EVENTS: readonly ShippedEvent[] = [
  ...FOMC_DECISIONS.flatMap((date): ShippedEvent[] => [
    {
      id: `fomc-${date}`,
      kind: 'fomc',
      title: 'Decisão de juros do FOMC',
      country: 'US',
      impact: 'alta',
      timeZone: 'America/New_York',
      date,
      time: '14:00',
      source: FED,
    },
    {
      id: `fomc-minutes-${date}`,
      kind: 'fomc-minutes',
      title: 'Ata do FOMC',
      country: 'US',
      impact: 'media',
      timeZone: 'America/New_York',
      date: addDays(date, 21),
      time: '14:00',
      source: FED,
    },
  ]),
  ...COPOM_2026.flatMap(([date, minutes]): ShippedEvent[] => [
    {
      id: `copom-${date}`,
      kind: 'copom',
      title: 'Decisão do COPOM',
      country: 'BR',
      impact: 'alta',
      timeZone: 'America/Sao_Paulo',
      date,
      time: '18:30',
      source: BCB,
    },
    {
      id: `copom-minutes-${date}`,
      kind: 'copom-minutes',
      title: 'Ata do COPOM',
      country: 'BR',
      impact: 'media',
      timeZone: 'America/Sao_Paulo',
      date: minutes,
      time: '08:00',
      source: BCB,
    },
  ]),
  ...US_CPI_2026.map((date): ShippedEvent => ({
    id: `us-cpi-${date}`,
    kind: 'us-cpi',
    title: 'CPI (inflação EUA)',
    country: 'US',
    impact: 'alta',
    timeZone: 'America/New_York',
    date,
    time: '08:30',
    source: BLS_CPI,
  })),
  ...US_PAYROLL_2026.map((date): ShippedEvent => ({
    id: `us-payroll-${date}`,
    kind: 'us-payroll',
    title: 'Payroll (emprego EUA)',
    country: 'US',
    impact: 'alta',
    timeZone: 'America/New_York',
    date,
    time: '08:30',
    source: BLS_EMPSIT,
  })),
  ...IPCA_2026.map((date): ShippedEvent => ({
    id: `ipca-${date}`,
    kind: 'ipca',
    title: 'IPCA',
    country: 'BR',
    impact: 'alta',
    timeZone: 'America/Sao_Paulo',
    date,
    time: '09:00',
    source: IBGE,
  })),
];
