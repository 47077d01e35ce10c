import { describe, expect, it } from 'vitest';
import { eventDaysQuery, eventsQuery, validRange, viewFromParams, viewToParams } from './params';

describe("the calendar's URL", () => {
  it('keeps the view, month and filters, and leaves the defaults out', () => {
    const view = viewFromParams(new URLSearchParams('view=list&month=2026-11&country=US&impact=alta'));
    expect(view).toMatchObject({
      view: 'list',
      month: '2026-11',
      country: 'US',
      impact: 'alta',
      preset: 'last-6-months',
    });
    expect(viewToParams(view).toString()).toBe('view=list&month=2026-11&country=US&impact=alta');
    expect(viewToParams(viewFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    const view = viewFromParams(
      new URLSearchParams('view=grid&month=2026-13&country=AR&impact=huge&preset=x'),
    );
    expect(view).toEqual(viewFromParams(new URLSearchParams()));
  });

  it('asks the events of the whole grid, with the filters', () => {
    const view = viewFromParams(new URLSearchParams('country=BR&impact=alta'));
    expect(eventsQuery(view, '2026-11')).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
      country: 'BR',
      impact: 'alta',
    });
  });

  it("sends the comparison's period as a preset, dates only when custom", () => {
    expect(eventDaysQuery(viewFromParams(new URLSearchParams('preset=this-year&from=2026-01-01')))).toEqual({
      preset: 'this-year',
    });
    const custom = viewFromParams(
      new URLSearchParams('preset=custom&from=2026-03-01&to=2026-02-01&account=a1'),
    );
    expect(validRange(custom)).toBe(false);
    expect(eventDaysQuery(custom)).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-02-01',
      accountId: 'a1',
    });
  });
});
