import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, dropEarly, startEarly, takeEarly } from './early-requests';

function answering() {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  dropEarly();
  vi.unstubAllGlobals();
});

describe('requests started before the page renders', () => {
  it('builds the URL apiFetch asks for: defined values only, in order', () => {
    expect(apiUrl('/api/dashboard', { preset: 'all', from: undefined, accountId: 'a 1' })).toBe(
      '/api/dashboard?preset=all&accountId=a+1',
    );
    expect(apiUrl('/api/me')).toBe('/api/me');
  });

  it('hands the one request to the first reader on the same page, and only once', async () => {
    const fetch = answering();
    startEarly('/api/me', '/dashboard', 1_000);
    startEarly('/api/me', '/dashboard', 1_001);
    expect(fetch).toHaveBeenCalledTimes(1);
    const response = takeEarly('/api/me', '/dashboard', 1_500);
    expect(response).toBeDefined();
    expect((await response)?.status).toBe(200);
    expect(takeEarly('/api/me', '/dashboard', 1_600)).toBeUndefined();
  });

  it('never answers another page, a late reader, or anyone after the app moved on', () => {
    answering();
    startEarly('/api/dashboard?preset=all', '/dashboard?preset=all', 0);
    expect(takeEarly('/api/dashboard?preset=all', '/auth', 10)).toBeUndefined();
    startEarly('/api/me', '/dashboard', 0);
    expect(takeEarly('/api/me', '/dashboard', 60_000)).toBeUndefined();
    startEarly('/api/me', '/dashboard', 0);
    dropEarly();
    expect(takeEarly('/api/me', '/dashboard', 10)).toBeUndefined();
  });
});
