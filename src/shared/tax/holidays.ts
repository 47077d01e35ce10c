import { addDays, monthEnd, weekday } from '../time/calendar-date';

/**
 * Days with no business at B3 and at the banks, for the DARF's due date. Source: B3's trading calendar,
 * "Calendário de negociação – Feriados" (b3.com.br), 2026 and 2027, checked against the national holidays (Lei
 * 662/1949, Lei 6.802/1980, Lei 14.759/2023) and Easter (5 April 2026, 28 March 2027); 31 December has no bank
 * service (Resolução CMN 4.880/2020).
 * B3 trades on São Paulo's city and state holidays (25 January, 9 July) since 2022, so they are not listed.
 * Outside the years below only weekends, the fixed national holidays and 31 December are known: Carnival,
 * Good Friday and Corpus Christi move with Easter and are data, not a formula (docs/tax.md).
 */
export const B3_HOLIDAYS: Readonly<Record<number, readonly { date: string; name: string }[]>> = {
  2026: [
    { date: '2026-01-01', name: 'Confraternização Universal' },
    { date: '2026-02-16', name: 'Carnaval' },
    { date: '2026-02-17', name: 'Carnaval' },
    { date: '2026-04-03', name: 'Paixão de Cristo' },
    { date: '2026-04-21', name: 'Tiradentes' },
    { date: '2026-05-01', name: 'Dia do Trabalho' },
    { date: '2026-06-04', name: 'Corpus Christi' },
    { date: '2026-09-07', name: 'Independência do Brasil' },
    { date: '2026-10-12', name: 'Nossa Senhora Aparecida' },
    { date: '2026-11-02', name: 'Finados' },
    { date: '2026-11-15', name: 'Proclamação da República' },
    { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
    { date: '2026-12-24', name: 'Véspera de Natal (sem pregão)' },
    { date: '2026-12-25', name: 'Natal' },
    { date: '2026-12-31', name: 'Último dia do ano (sem expediente bancário)' },
  ],
  2027: [
    { date: '2027-01-01', name: 'Confraternização Universal' },
    { date: '2027-02-08', name: 'Carnaval' },
    { date: '2027-02-09', name: 'Carnaval' },
    { date: '2027-03-26', name: 'Paixão de Cristo' },
    { date: '2027-04-21', name: 'Tiradentes' },
    { date: '2027-05-01', name: 'Dia do Trabalho' },
    { date: '2027-05-27', name: 'Corpus Christi' },
    { date: '2027-09-07', name: 'Independência do Brasil' },
    { date: '2027-10-12', name: 'Nossa Senhora Aparecida' },
    { date: '2027-11-02', name: 'Finados' },
    { date: '2027-11-15', name: 'Proclamação da República' },
    { date: '2027-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
    { date: '2027-12-24', name: 'Véspera de Natal (sem pregão)' },
    { date: '2027-12-25', name: 'Natal' },
    { date: '2027-12-31', name: 'Último dia do ano (sem expediente bancário)' },
  ],
};

/** National holidays on fixed dates (mm-dd), used for years outside B3_HOLIDAYS, plus 31 December (CMN 4.880/2020). */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '04-21',
  '05-01',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '11-20',
  '12-25',
  '12-31',
]);

const byYear = new Map<number, Set<string>>(
  Object.entries(B3_HOLIDAYS).map(([year, days]) => [Number(year), new Set(days.map((d) => d.date))]),
);

/** True when the date is a weekend, a holiday in the data, or (outside the data's years) a fixed holiday. */
export function isNonBusinessDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return true;
  const known = byYear.get(Number(date.slice(0, 4)));
  return known ? known.has(date) : FIXED_HOLIDAYS.has(date.slice(5));
}

/** The last business day of month `mm` (1–12) of `yyyy`, as yyyy-mm-dd. */
export function lastBusinessDay(yyyy: number, mm: number): string {
  let date = monthEnd(`${yyyy}-${String(mm).padStart(2, '0')}`);
  while (isNonBusinessDay(date)) date = addDays(date, -1);
  return date;
}

/** The DARF's due date for a 'yyyy-mm' month: the last business day of the next month. */
export function darfDueDate(month: string): string {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? lastBusinessDay(y + 1, 1) : lastBusinessDay(y, m + 1);
}
