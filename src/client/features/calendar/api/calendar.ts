import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import {
  calendarApi,
  type CalendarEventDto,
  type EventDaysDto,
  type EventDaysQuery,
  type EventInput,
  type IcsImportResult,
  type UpcomingEventsDto,
} from '@/shared/calendar/contract';
import type { EventsQuery } from '../lib/params';

/*
 * The reads and writes of the economic calendar. Every key lives under calendarKeys.all, so an admin's change (a form,
 * a removal, an .ics import) refreshes the month, the list, the dashboard's notice and the event-day comparison.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (query: EventsQuery) => ['calendar', 'events', query] as const,
  upcoming: ['calendar', 'upcoming'] as const,
  eventDays: (query: EventDaysQuery) => ['calendar', 'event-days', query] as const,
};

// The server builds these with the contract's types; the client checks the shape it branches on.
const eventSchema = contractSchema<CalendarEventDto>({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  impact: z.string(),
});
const upcomingSchema = z
  .object({ today: z.array(eventSchema), week: z.array(eventSchema) })
  .transform((v): UpcomingEventsDto => v);
const eventDaysSchema = contractSchema<EventDaysDto>({
  eventDays: z.object({}).loose(),
  otherDays: z.object({}).loose(),
  nearEvent: z.object({}).loose(),
});
const importSchema = z
  .object({
    added: z.number(),
    updated: z.number(),
    skipped: z.array(z.object({ line: z.number(), reason: z.string() })),
  })
  .transform((v): IcsImportResult => v);

const asQuery = (query: object) => query as Record<string, string | undefined>;

export function useEvents(query: EventsQuery) {
  return useQuery({
    queryKey: calendarKeys.events(query),
    queryFn: ({ signal }) =>
      apiFetch(calendarApi.events, { query: asQuery(query), schema: z.array(eventSchema), signal }),
    // Moving a month keeps the previous one on screen until the next arrives: the grid does not jump.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The dashboard's notice: high-impact events of today and of the rest of the week. */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: calendarKeys.upcoming,
    queryFn: ({ signal }) => apiFetch(calendarApi.upcoming, { schema: upcomingSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The trader's results on event days vs other days; fresh on every visit (it follows the trades). */
export function useEventDays(query: EventDaysQuery, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.eventDays(query),
    queryFn: ({ signal }) =>
      apiFetch(calendarApi.eventDays, { query: asQuery(query), schema: eventDaysSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** Events changed: the calendar reads them again, and the trades too (their near-event badge follows the events). */
function invalidateEvents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.trades }),
  ]);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: EventInput }) =>
      apiFetch(id ? calendarApi.event(id) : calendarApi.events, {
        method: id ? 'PATCH' : 'POST',
        body,
        schema: eventSchema,
      }),
    onSettled: () => invalidateEvents(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(calendarApi.event(id), { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => invalidateEvents(queryClient),
  });
}

/** POST the .ics file's text as it is (text/calendar); the server answers what it added, updated and skipped. */
export function useImportIcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch(calendarApi.importIcs, {
        method: 'POST',
        body: text,
        contentType: 'text/calendar',
        schema: importSchema,
      }),
    onSettled: () => invalidateEvents(queryClient),
  });
}
