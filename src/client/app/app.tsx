import { Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { dropEarly } from '@/client/lib/early-requests';
import {
  AppShell,
  PRIVACY_PATH,
  PrivacyPolicyRoute,
  ProtectedRoute,
  protectedRoutes,
  shellRoutes,
  type PageRoute,
} from './route-table';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PageLoading } from './routes/page-loading';

/**
 * The public landing page and the 404 page are in the entry chunk; the providers that signed-in screens need
 * (TanStack Query, toasts), the auth client and those screens are loaded on demand, so `/` stays small. On a page
 * load, main.tsx renders once the route's chunks are in (`preloadRoute`), so no boundary below shows a fallback
 * then; the boundaries serve moves between pages.
 */
export function App() {
  return (
    <BrowserRouter>
      <ForgetEarlyRequestsOnNavigation />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path={PRIVACY_PATH} element={<PrivacyPolicyRoute />} />
          <Route element={<AppShell />}>
            {shellRoutes.map(page)}
            <Route element={<ProtectedRoute />}>{protectedRoutes.map(page)}</Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

function page({ path, page: Page }: PageRoute) {
  return <Route key={path} path={path} element={<Page />} />;
}

/**
 * The requests started for the first page are for that page only: once the app moves (a redirect to /auth, a
 * click), answers not taken yet are dropped, so coming back after signing in never reuses a 401 from before.
 */
function ForgetEarlyRequestsOnNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) dropEarly();
  }, [key]);
  return null;
}
