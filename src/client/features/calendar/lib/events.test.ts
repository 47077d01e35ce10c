import { describe, expect, it } from 'vitest';
import { eventDto, fomcOctober } from '../testing/fixtures';
import { groupByDate, publishedTime, sourceUrl } from './events';

describe('events by day', () => {
  it('orders a day by time, the events without a time last, and ties by impact', () => {
    const day = groupByDate([
      eventDto({ id: 'c', time: null, title: 'Sem hora' }),
      eventDto({ id: 'b', time: '10:00', impact: 'baixa', title: 'B' }),
      eventDto({ id: 'a', time: '10:00', impact: 'alta', title: 'Z' }),
      eventDto({ id: 'd', time: '09:00', title: 'Cedo' }),
      eventDto({ id: 'x', date: '2026-11-03', title: 'Antes' }),
    ]);
    expect([...day.keys()]).toEqual(['2026-11-03', '2026-11-04']);
    expect(day.get('2026-11-04')?.map((e) => e.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('the published time', () => {
  it('shows 14:00 ET beside the São Paulo time of an FOMC statement', () => {
    expect(publishedTime(fomcOctober, 'America/Sao_Paulo')).toEqual({
      text: '14:00 ET',
      label: 'Publicado às 14:00 (Horário de Nova York (ET))',
    });
  });

  it('is left out when the trader reads in the zone the event is published in, or it has no time', () => {
    expect(publishedTime(fomcOctober, 'America/New_York')).toBeNull();
    expect(publishedTime(eventDto(), 'America/Sao_Paulo')).toBeNull();
    expect(publishedTime(eventDto({ sourceTime: null, time: null }), 'Asia/Tokyo')).toBeNull();
  });

  it('names the published date when the trader’s zone moves the event to another day', () => {
    // 21:00 ET on 3 Nov is 11:00 on 4 Nov in Tokyo.
    const late = {
      ...fomcOctober,
      sourceDate: '2026-11-03',
      sourceTime: '21:00',
      date: '2026-11-04',
      time: '11:00',
    };
    expect(publishedTime(late, 'Asia/Tokyo')?.text).toBe('21:00 ET de 03/11');
  });
});

describe('sources', () => {
  it('links only web addresses', () => {
    expect(sourceUrl('https://www.bls.gov/schedule/2026/')).toBe('https://www.bls.gov/schedule/2026/');
    expect(sourceUrl('IBGE')).toBeNull();
    expect(sourceUrl('javascript:alert(1)')).toBeNull();
    expect(sourceUrl(null)).toBeNull();
  });
});
