import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PageLoading } from './routes/page-loading';

/**
 * The public landing page and the 404 page are in the entry chunk; the providers that signed-in screens need
 * (TanStack Query, toasts) and those screens are loaded on demand, so `/` stays small.
 */
const AppShell = lazy(() => import('./app-shell'));

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route element={<AppShell />}>
            {/* auth and protected routes arrive with the accounts issue */}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
