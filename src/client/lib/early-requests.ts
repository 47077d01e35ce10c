/**
 * GET requests started as soon as the route is known (before React renders, in parallel with the route's chunks),
 * handed to the first `apiFetch` of the same URL, so a page's data does not wait for its code and for /api/me
 * (/api/dashboard started ~700 ms into a warm load). Kept dependency-free: it is in the entry chunk.
 *
 * An early answer is only ever used once, on the page that asked for it, and while it is recent: a response
 * fetched for /dashboard before a redirect to /auth must not answer the same URL after the sign-in.
 */
const MAX_AGE_MS = 10_000;

interface Entry {
  response: Promise<Response>;
  /** The page (path + search) it was started for. */
  page: string;
  at: number;
}

const early = new Map<string, Entry>();

const currentPage = () => (typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`);

/** The URL `apiFetch` requests: the path plus the defined query values, in the object's order. */
export function apiUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  return params.size > 0 ? `${path}?${params}` : path;
}

/** Starts GET `url` now (once) for the current page, with the headers `apiFetch` sends. */
export function startEarly(url: string, page = currentPage(), now = Date.now()): void {
  if (early.has(url)) return;
  const response = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  // Never taken (the page moved on) is fine; a network failure is then nobody's error.
  response.catch(() => undefined);
  early.set(url, { response, page, at: now });
}

/** The early answer to GET `url`, if one was started for this page and is recent; removed either way. */
export function takeEarly(
  url: string,
  page = currentPage(),
  now = Date.now(),
): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return entry.page === page && now - entry.at <= MAX_AGE_MS ? entry.response : undefined;
}

/** Forgets every early answer not taken yet (the app navigated, or wrote something they may predate). */
export function dropEarly(): void {
  early.clear();
}
