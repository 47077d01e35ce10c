import { describe, expect, it } from 'vitest';
import { validRange, viewFromParams, viewToParams, viewToQuery } from './period-view';

const read = (qs: string) => viewFromParams(new URLSearchParams(qs));

describe('a period view in the URL', () => {
  it('defaults to this month and leaves the default out of the URL', () => {
    expect(read('')).toEqual({ preset: 'this-month' });
    expect(viewToParams(read('')).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const qs = 'preset=custom&from=2025-03-01&to=2025-03-31&account=acc-1&instrument=WIN&currency=USD';
    expect(viewToParams(read(qs)).toString()).toBe(qs);
    expect(viewToQuery(read(qs))).toEqual({
      preset: 'custom',
      from: '2025-03-01',
      to: '2025-03-31',
      accountId: 'acc-1',
      instrument: 'WIN',
      currency: 'USD',
    });
  });

  it('keeps the playbook filter (an id, or the trades without one)', () => {
    expect(viewToParams(read('playbook=none')).toString()).toBe('playbook=none');
    expect(viewToQuery(read('preset=all&playbook=pb-1'))).toEqual({ preset: 'all', playbookId: 'pb-1' });
  });

  it('drops what is malformed instead of breaking the page', () => {
    expect(read('preset=yesterday&currency=EUR&from=03/01/2025')).toEqual({ preset: 'this-month' });
    // Dates only count with the custom preset.
    expect(read('preset=last-month&from=2025-03-01&to=2025-03-02')).toEqual({ preset: 'last-month' });
    expect(read('instrument=%20win%20').instrument).toBe('WIN');
  });

  it('reads the preset names /trades links used to write', () => {
    expect(read('preset=last3Months')).toEqual({ preset: 'last-3-months' });
    expect(viewToParams(read('preset=last3Months')).toString()).toBe('preset=last-3-months');
  });

  it('accepts a custom range only with both dates in order', () => {
    expect(validRange(read('preset=custom&from=2025-03-01&to=2025-03-01'))).toBe(true);
    expect(validRange(read('preset=custom&from=2025-03-02&to=2025-03-01'))).toBe(false);
    expect(validRange(read('preset=custom&from=2025-03-02'))).toBe(false);
    expect(validRange(read('preset=all'))).toBe(true);
  });

  it("keeps a page's own default preset out of its URL", () => {
    const reports = (qs: string) => viewFromParams(new URLSearchParams(qs), 'this-year');
    expect(reports('')).toEqual({ preset: 'this-year' });
    expect(viewToParams(reports(''), 'this-year').toString()).toBe('');
    expect(viewToParams(reports('preset=this-month'), 'this-year').toString()).toBe('preset=this-month');
  });
});
