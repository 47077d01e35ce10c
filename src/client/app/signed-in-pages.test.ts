import { describe, expect, it } from 'vitest';
import { isSignedInPage, SIGNED_IN_PAGES } from '@/shared/public-config';
import { isClientRoute } from '@/shared/routes';
import { protectedRoutes, shellRoutes } from './route-table';

describe('the pages the server answers with the signed-in frame', () => {
  it('are exactly the pages inside the signed-in layout', () => {
    expect([...SIGNED_IN_PAGES].sort()).toEqual(protectedRoutes.map((r) => r.path).sort());
    for (const page of SIGNED_IN_PAGES) expect(isClientRoute(page)).toBe(true);
  });

  it('match the paths of those pages only: not the landing, /auth or the other shell pages', () => {
    for (const path of ['/dashboard', '/dashboard/', '/trades/import', '/school-admin/abc-123'])
      expect(isSignedInPage(path), path).toBe(true);
    for (const path of [
      '/',
      '/privacidade',
      '/dashboardx',
      '/school-admin/a/b',
      ...shellRoutes.map((r) => r.path),
    ])
      expect(isSignedInPage(path), path).toBe(false);
  });
});
