import type { CalendarEventDto } from '@/shared/calendar/contract';

/** An event as GET /api/calendar/events answers it for a trader in São Paulo (component tests' fixture). */
export function eventDto(patch: Partial<CalendarEventDto> = {}): CalendarEventDto {
  return {
    id: 'e1',
    kind: 'copom',
    title: 'Decisão do COPOM',
    country: 'BR',
    impact: 'alta',
    timeZone: 'America/Sao_Paulo',
    sourceDate: '2026-11-04',
    sourceTime: '18:30',
    startsAt: '2026-11-04T21:30:00.000Z',
    date: '2026-11-04',
    time: '18:30',
    source: 'https://www.bcb.gov.br/publicacoes/calendarioreunioescopom',
    origin: 'data',
    ...patch,
  };
}

/** The FOMC statement of 28 Oct 2026 (14:00 ET, still daylight time in New York): 15:00 in São Paulo. */
export const fomcOctober = eventDto({
  id: 'e2',
  kind: 'fomc',
  title: 'Decisão do FOMC',
  country: 'US',
  timeZone: 'America/New_York',
  sourceDate: '2026-10-28',
  sourceTime: '14:00',
  startsAt: '2026-10-28T18:00:00.000Z',
  date: '2026-10-28',
  time: '15:00',
  source: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
});
