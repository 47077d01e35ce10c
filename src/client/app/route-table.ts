import { matchPath } from 'react-router';
import { apiUrl, startEarly } from '@/client/lib/early-requests';
import { validRange, viewFromParams, viewToQuery } from '@/client/lib/period-view';
import { PAGE_CHUNKS_META } from '@/shared/public-config';
import { parsePeriodPreset } from '@/shared/time/periods';
import { preloadable, type PreloadableComponent } from './preloadable';

/**
 * Every lazy route, and what each needs before it can show anything: its chunk, the chunks of the layouts around
 * it, /api/me and its data. `preloadRoute` starts all of them at once, at the first route match, instead of one
 * after the other as each level renders (entry → app shell → protected layout → /api/me → page → its data).
 * The landing page and the 404 are in the entry chunk.
 */
export interface PageRoute {
  path: string;
  page: PreloadableComponent;
  /** The page (or its gate) asks /api/me before it shows anything. */
  me?: boolean;
  /** GET requests the page makes on its first render, as `apiFetch` sends them. */
  data?: (search: URLSearchParams) => string[];
}

// The contracts' paths, repeated here so the entry chunk does not load zod (route-table.test.ts checks they agree).
export const ME_API = '/api/me';
export const DASHBOARD_API = '/api/dashboard';
export const TRADE_SPAN_API = '/api/trades/latest';

/**
 * GET /api/dashboard with the period of the URL, exactly as the dashboard page asks for it. Without a period in the
 * URL, the page's own ('Este mês', right whenever this month has trades) and the latest trade's date, which the
 * default-period rule reads (src/shared/time/default-period.ts).
 */
export function dashboardRequests(search: URLSearchParams): string[] {
  const view = viewFromParams(search);
  const span = parsePeriodPreset(search.get('preset')) ? [] : [TRADE_SPAN_API];
  return validRange(view) ? [apiUrl(DASHBOARD_API, { ...viewToQuery(view) }), ...span] : span;
}

export const AppShell = preloadable(() => import('./app-shell'));
export const ProtectedRoute = preloadable(() => import('./routes/protected'));
export const PrivacyPolicyRoute = preloadable(() => import('./routes/privacy-policy'));

/** Inside the app shell (TanStack Query, toasts), open to visitors. */
export const shellRoutes: PageRoute[] = [
  { path: '/auth', page: preloadable(() => import('./routes/auth')), me: true },
  { path: '/auth/callback', page: preloadable(() => import('./routes/auth-callback')) },
  { path: '/access-pending', page: preloadable(() => import('./routes/access-pending')), me: true },
  { path: '/convite/:token', page: preloadable(() => import('./routes/invite')), me: true },
  // The first-run setup: behind the access gate (the route wraps RequireAccess), without the signed-in layout.
  { path: '/setup', page: preloadable(() => import('./routes/setup')), me: true },
];

/** Behind the access gate (RequireAccess asks /api/me) and inside the signed-in layout. */
export const protectedRoutes: PageRoute[] = [
  { path: '/dashboard', page: preloadable(() => import('./routes/dashboard')), data: dashboardRequests },
  { path: '/trades', page: preloadable(() => import('./routes/trades')) },
  { path: '/trades/import', page: preloadable(() => import('./routes/trades-import')) },
  { path: '/trades/:tradeId', page: preloadable(() => import('./routes/trade')) },
  { path: '/playbooks', page: preloadable(() => import('./routes/playbooks')) },
  { path: '/playbooks/:playbookId', page: preloadable(() => import('./routes/playbook')) },
  { path: '/risk', page: preloadable(() => import('./routes/risk')) },
  { path: '/reports', page: preloadable(() => import('./routes/reports')) },
  { path: '/calendar', page: preloadable(() => import('./routes/calendar')) },
  { path: '/impostos', page: preloadable(() => import('./routes/tax')) },
  { path: '/notas', page: preloadable(() => import('./routes/notes')) },
  { path: '/notas/:noteId', page: preloadable(() => import('./routes/note')) },
  { path: '/settings', page: preloadable(() => import('./routes/settings')) },
  { path: '/profile', page: preloadable(() => import('./routes/profile')) },
  { path: '/gamification', page: preloadable(() => import('./routes/gamification')) },
  { path: '/ranking', page: preloadable(() => import('./routes/ranking')) },
  { path: '/challenge', page: preloadable(() => import('./routes/challenge')) },
  { path: '/revisao-semanal', page: preloadable(() => import('./routes/weekly-review')) },
  { path: '/admin', page: preloadable(() => import('./routes/admin')) },
  { path: '/admin/permissions', page: preloadable(() => import('./routes/admin-permissions')) },
  { path: '/admin/schools', page: preloadable(() => import('./routes/admin-schools')) },
  { path: '/admin/audit', page: preloadable(() => import('./routes/admin-audit')) },
  { path: '/admin/settings', page: preloadable(() => import('./routes/admin-settings')) },
  { path: '/school-admin/:schoolId', page: preloadable(() => import('./routes/school-admin')) },
  {
    path: '/school-admin/:schoolId/alunos/:userId',
    page: preloadable(() => import('./routes/student-journal')),
  },
  { path: '/feedback', page: preloadable(() => import('./routes/feedback')) },
  { path: '/continuar', page: preloadable(() => import('./routes/continue')) },
];

export const PRIVACY_PATH = '/privacidade';

/**
 * Whether the first render waits for the route's chunks: the lazy pages, whose data starts early and would
 * otherwise show through a chain of fallbacks. The landing page and the 404 (in the entry chunk) render at once.
 */
export function rendersAfterPreload(pathname: string): boolean {
  return [...shellRoutes, ...protectedRoutes].some((r) => matchPath(r.path, pathname));
}

/**
 * What opening `pathname` needs, in parallel: the chunks (resolved when all are in or failed) and the early
 * requests (started now, taken by the page's own queries). Nothing for the landing page or an unknown path.
 */

export function preloadRoute(pathname: string, search: string): Promise<unknown> {
  const find = (routes: PageRoute[]) => routes.find((r) => matchPath(r.path, pathname));
  const chunks: Promise<unknown>[] = [];
  const requests: string[] = [];
  const shell = find(shellRoutes);
  const guarded = shell ? undefined : find(protectedRoutes);
  if (matchPath(PRIVACY_PATH, pathname)) chunks.push(PrivacyPolicyRoute.preload());
  if (shell) {
    chunks.push(
      downloadNamedChunks()
        ? inTurn([
            () => import('@/client/lib/api'),
            () => import('@/client/lib/me'),
            AppShell.preload,
            shell.page.preload,
          ])
        : Promise.all([AppShell.preload(), shell.page.preload()]),
    );
    if (shell.me) requests.push(ME_API);
  }
  if (guarded) {
    chunks.push(
      AppShell.preload(),
      ProtectedRoute.preload(),
      // The page's data goes into the query cache as soon as its module is in: when /api/me answers, the page
      // renders with it at once instead of through its skeleton.
      guarded.page.preload().then((module) => module.prefetch?.(new URLSearchParams(search))),
    );
    requests.push(ME_API, ...(guarded.data?.(new URLSearchParams(search)) ?? []));
  }
  for (const url of requests) startEarly(url);
  return Promise.allSettled(chunks);
}

/**
 * Whether the server named this page's chunks in its HTML (a framed page, src/server/http/static.ts); if so, their
 * downloads start now, all at once, without running them.
 */
function downloadNamedChunks(): boolean {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)?.content;
  if (!named) return false;
  for (const href of named.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite writes its own, so the import reuses the download.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return true;
}

/**
 * Runs the loads one after the other, each in its own task. A module graph runs in one task when it is imported, so
 * importing /auth's chunks at once ran zod and the contracts, better-auth, the app shell and the page in one long
 * task (~50 ms on a phone). With the downloads already started (`downloadNamedChunks`), taking them in turn costs one
 * task switch each, and the browser can answer input between them.
 */
async function inTurn(loads: (() => Promise<unknown>)[]): Promise<void> {
  for (const load of loads) {
    await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
