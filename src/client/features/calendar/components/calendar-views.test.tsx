import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarText } from '@/shared/i18n/calendar';
import { groupByDate } from '../lib/events';
import { eventDto, fomcOctober } from '../testing/fixtures';
import { EventList } from './event-list';
import { CompactMonth, MonthGrid } from './month-grid';
import { todayLine, weekLine } from './upcoming-notice';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const ZONE = 'America/Sao_Paulo';
const actions = { onEdit: () => {}, onRemove: () => {} };
const events = [
  eventDto(),
  fomcOctober,
  eventDto({
    id: 'e3',
    kind: 'ipca',
    title: 'IPCA de outubro',
    impact: 'media',
    date: '2026-11-10',
    sourceDate: '2026-11-10',
    time: '09:00',
    sourceTime: '09:00',
    source: 'IBGE',
  }),
];

describe('the list view', () => {
  it('groups by day with the time in the trader’s zone, the published one, country, impact in words and source', () => {
    const html = renderToStaticMarkup(
      <EventList days={groupByDate(events)} today="2026-11-04" zone={ZONE} />,
    );
    const text = words(html);
    expect(text).toContain('quarta-feira, 28 de outubro');
    // FOMC: 15:00 in São Paulo, published 14:00 ET.
    expect(text).toMatch(/15:00 14:00 ET .*Decisão do FOMC .*Estados Unidos .*Impacto Alta/);
    expect(text).toMatch(/18:30 .*Decisão do COPOM .*Brasil .*Impacto Alta/);
    expect(text).toMatch(/09:00 .*IPCA de outubro .*Impacto Média .*Fonte: IBGE/);
    // Today's day is marked in words, not only by its border.
    expect(text).toMatch(/quarta-feira, 4 de novembro Hoje/);
    expect(html).toContain('href="https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm"');
    // Days in order.
    expect(text.indexOf('28 de outubro')).toBeLessThan(text.indexOf('4 de novembro'));
    expect(text.indexOf('4 de novembro')).toBeLessThan(text.indexOf('10 de novembro'));
  });

  it('shows edit and remove only to an admin', () => {
    const days = groupByDate(events);
    const trader = renderToStaticMarkup(<EventList days={days} today="2026-11-04" zone={ZONE} />);
    const admin = renderToStaticMarkup(
      <EventList days={days} today="2026-11-04" zone={ZONE} actions={actions} />,
    );
    expect(trader).not.toContain(calendarText.admin.edit('Decisão do COPOM'));
    expect(trader).not.toContain(calendarText.admin.remove('Decisão do COPOM'));
    expect(admin).toContain(`aria-label="${calendarText.admin.edit('Decisão do COPOM')}"`);
    expect(admin).toContain(`aria-label="${calendarText.admin.remove('Decisão do COPOM')}"`);
  });
});

describe('the month view', () => {
  it('puts each event as a chip on its day, Monday first, and marks today', () => {
    const html = renderToStaticMarkup(
      <MonthGrid month="2026-11" days={groupByDate(events)} today="2026-11-04" zone={ZONE} />,
    );
    const text = words(html);
    expect(text).toMatch(/Novembro de 2026 Seg Ter Qua Qui Sex Sáb Dom/);
    const cell = (date: string) =>
      words(new RegExp(`<td[^>]*data-date="${date}".*?</td>`).exec(html)?.[0] ?? '');
    expect(cell('2026-11-04')).toContain('Hoje');
    expect(cell('2026-11-04')).toContain('18:30 Decisão do COPOM');
    expect(cell('2026-10-28')).toContain('15:00 Decisão do FOMC');
    expect(cell('2026-11-05')).not.toContain('Decisão');
    expect(html).toMatch(
      /data-date="2026-11-04"[^>]*aria-current="date"|aria-current="date"[^>]*data-date="2026-11-04"/,
    );
  });

  it('shows three chips a day and a +N for the rest', () => {
    const busy = Array.from({ length: 5 }, (_, i) =>
      eventDto({ id: `b${i}`, title: `Evento ${i}`, time: `1${i}:00` }),
    );
    const text = words(
      renderToStaticMarkup(
        <MonthGrid month="2026-11" days={groupByDate(busy)} today="2026-11-01" zone={ZONE} />,
      ),
    );
    expect(text).toContain('Evento 2');
    expect(text).not.toContain('Evento 3');
    expect(text).toContain('+2');
  });

  it("on a phone, lists the chosen day's events under the compact grid", () => {
    const html = renderToStaticMarkup(
      <CompactMonth
        month="2026-11"
        days={groupByDate(events)}
        today="2026-11-04"
        zone={ZONE}
        selected="2026-11-10"
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('aria-label="terça-feira, 10 de novembro — 1 evento"');
    expect(html).toContain('aria-label="quarta-feira, 4 de novembro (hoje) — 1 evento"');
    const below = words(html.slice(html.indexOf('</table>')));
    expect(below).toContain('IPCA de outubro');
    expect(below).not.toContain('Decisão do COPOM');
  });
});

describe("the dashboard's notice", () => {
  it("says today's high-impact event with its time", () => {
    expect(todayLine([eventDto()])).toBe('Hoje: Decisão do COPOM às 18:30');
    expect(todayLine([eventDto(), fomcOctober])).toBe('Hoje: Decisão do COPOM às 18:30 e mais 1 evento');
    expect(todayLine([])).toBeNull();
  });

  it("names the weekday of the week's next one", () => {
    expect(weekLine([fomcOctober])).toBe('Esta semana: Decisão do FOMC na quarta-feira às 15:00');
    expect(weekLine([eventDto({ date: '2026-11-07', time: null })])).toBe(
      'Esta semana: Decisão do COPOM no sábado',
    );
  });
});
