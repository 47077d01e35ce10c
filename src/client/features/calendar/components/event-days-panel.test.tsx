import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/client/lib/queries';
import type { EventDaysDto } from '@/shared/calendar/contract';
import { calendarText } from '@/shared/i18n/calendar';
import { calendarKeys } from '../api/calendar';
import { eventDaysQuery, viewFromParams } from '../lib/params';
import { EventDaysPanel } from './event-days-panel';

const T = calendarText.eventDays;
const answer: EventDaysDto = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  currency: 'BRL',
  currencies: ['BRL'],
  eventDays: { days: 2, trades: 3, pnl: 4500, winRate: 2 / 3, averageDayPnl: 2250 },
  otherDays: { days: 5, trades: 8, pnl: -12050, winRate: 0.375, averageDayPnl: -2410 },
  nearEvent: { trades: 1, pnl: 2000, winRate: 1 },
};

/** The panel once its answer is in (the cache holds it, as after the fetch). */
function render(data: EventDaysDto, search = 'preset=this-month') {
  const view = viewFromParams(new URLSearchParams(search));
  const client = new QueryClient();
  client.setQueryData(calendarKeys.eventDays(eventDaysQuery(view)), data);
  client.setQueryData(queryKeys.accounts, []);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <EventDaysPanel view={view} onChange={() => {}} />
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the event-day comparison', () => {
  it('sets the results of event days beside the other days, and the trades near an event', () => {
    const text = render(answer);
    expect(text).toContain('01/11/2026 – 30/11/2026');
    expect(text).toMatch(
      /Dias com evento de alto impacto Resultado R\$ 45,00 Taxa de acerto 66,7% Trades 3 Dias operados 2 Média por dia R\$ 22,50/,
    );
    expect(text).toMatch(
      /Outros dias Resultado -R\$ 120,50 Taxa de acerto 37,5% Trades 8 Dias operados 5 Média por dia -R\$ 24,10/,
    );
    expect(text).toMatch(/Trades a até 30 minutos .* Trades 1 Resultado R\$ 20,00 Taxa de acerto 100,0%/);
  });

  it('says when the period has no trade, and when none was near an event', () => {
    const none = { days: 0, trades: 0, pnl: 0, winRate: null, averageDayPnl: null };
    expect(
      render({
        ...answer,
        eventDays: none,
        otherDays: none,
        nearEvent: { trades: 0, pnl: 0, winRate: null },
      }),
    ).toContain(T.empty);
    expect(render({ ...answer, nearEvent: { trades: 0, pnl: 0, winRate: null } })).toContain(T.nearNone);
  });

  it('offers the currency switch only when the period has both', () => {
    expect(render(answer)).not.toContain(T.currency);
    expect(render({ ...answer, currencies: ['BRL', 'USD'] })).toContain(T.currency);
  });
});
