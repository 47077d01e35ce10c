/**
 * Every path the client renders. The server answers other paths with the client's 404 page and status 404, so
 * crawlers and monitors see a real "not found".
 */
/**
 * The pages inside the signed-in layout (the header, the navigation): the server gives their first HTML the
 * signed-in frame (public-config.ts); signed-in-pages.test.ts checks they are route-table.ts's `protectedRoutes`.
 */
export const signedInRoutes = [
  '/dashboard',
  '/trades',
  '/trades/import',
  '/trades/:tradeId',
  '/playbooks',
  '/playbooks/:playbookId',
  '/risk',
  '/reports',
  '/calendar',
  '/impostos',
  '/notas',
  '/notas/:noteId',
  '/settings',
  '/profile',
  '/gamification',
  '/ranking',
  '/challenge',
  '/revisao-semanal',
  '/admin',
  '/admin/permissions',
  '/admin/schools',
  '/admin/audit',
  '/admin/settings',
  '/school-admin/:schoolId',
  '/school-admin/:schoolId/alunos/:userId',
  '/feedback',
  '/continuar',
] as const;

/** A trade's own page (its facts, rule breaks, playbook and images). */
export const tradePagePath = (tradeId: string) => `/trades/${encodeURIComponent(tradeId)}`;

export const clientRoutes = [
  '/',
  '/privacidade',
  '/auth',
  '/auth/callback',
  '/access-pending',
  '/setup',
  '/convite/:token',
  ...signedInRoutes,
] as const;

/**
 * /auth opened on the way in without a password (the magic link): where the mails about blocked password sign-ins
 * send the owner (server/mail/templates.ts); the login form reads the parameter.
 */
export const SIGN_IN_WITH_LINK = { param: 'entrar', value: 'link' } as const;
export const SIGN_IN_WITH_LINK_PATH = `/auth?${SIGN_IN_WITH_LINK.param}=${SIGN_IN_WITH_LINK.value}`;

export function isClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clientRoutes.some((route) => {
    const pattern = new RegExp('^' + route.replace(/:[A-Za-z]+/g, '[^/]+') + '$');
    return pattern.test(clean);
  });
}
