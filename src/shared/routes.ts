/**
 * Every path the client renders. The server answers other paths with the client's 404 page and status 404, so
 * crawlers and monitors see a real "not found".
 */
export const clientRoutes = [
  '/',
  '/privacidade',
  '/auth',
  '/auth/callback',
  '/access-pending',
  '/dashboard',
  '/trades',
  '/trades/import',
  '/risk',
  '/reports',
  '/calendar',
  '/impostos',
  '/settings',
  '/profile',
  '/gamification',
  '/ranking',
  '/challenge',
  '/admin',
  '/admin/permissions',
  '/admin/schools',
  '/admin/audit',
  '/admin/settings',
  '/school-admin/:schoolId',
  '/convite/:token',
  '/continuar',
] as const;

export function isClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clientRoutes.some((route) => {
    const pattern = new RegExp('^' + route.replace(/:[A-Za-z]+/g, '[^/]+') + '$');
    return pattern.test(clean);
  });
}
