import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PageLoading } from './routes/page-loading';

/**
 * The public landing page and the 404 page are in the entry chunk; the providers that signed-in screens need
 * (TanStack Query, toasts), the auth client and those screens are loaded on demand, so `/` stays small.
 */
const AppShell = lazy(() => import('./app-shell'));
const AuthRoute = lazy(() => import('./routes/auth'));
const AuthCallbackRoute = lazy(() => import('./routes/auth-callback'));
const AccessPendingRoute = lazy(() => import('./routes/access-pending'));
const ProtectedRoute = lazy(() => import('./routes/protected'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const AdminRoute = lazy(() => import('./routes/admin'));
const TradesImportRoute = lazy(() => import('./routes/trades-import'));
const TradesRoute = lazy(() => import('./routes/trades'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const RiskRoute = lazy(() => import('./routes/risk'));
const ChallengeRoute = lazy(() => import('./routes/challenge'));
const GamificationRoute = lazy(() => import('./routes/gamification'));
const RankingRoute = lazy(() => import('./routes/ranking'));
const ReportsRoute = lazy(() => import('./routes/reports'));
const CalendarRoute = lazy(() => import('./routes/calendar'));
const TaxRoute = lazy(() => import('./routes/tax'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy'));
const AdminPermissionsRoute = lazy(() => import('./routes/admin-permissions'));
const AdminSchoolsRoute = lazy(() => import('./routes/admin-schools'));
const AdminAuditRoute = lazy(() => import('./routes/admin-audit'));
const AdminSettingsRoute = lazy(() => import('./routes/admin-settings'));
const SchoolAdminRoute = lazy(() => import('./routes/school-admin'));
const InviteRoute = lazy(() => import('./routes/invite'));
const ContinueRoute = lazy(() => import('./routes/continue'));

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/privacidade" element={<PrivacyPolicyRoute />} />
          <Route element={<AppShell />}>
            <Route path="/auth" element={<AuthRoute />} />
            <Route path="/auth/callback" element={<AuthCallbackRoute />} />
            <Route path="/access-pending" element={<AccessPendingRoute />} />
            <Route path="/convite/:token" element={<InviteRoute />} />
            <Route element={<ProtectedRoute />}>
              <Route path="/dashboard" element={<DashboardRoute />} />
              <Route path="/trades" element={<TradesRoute />} />
              <Route path="/trades/import" element={<TradesImportRoute />} />
              <Route path="/risk" element={<RiskRoute />} />
              <Route path="/reports" element={<ReportsRoute />} />
              <Route path="/calendar" element={<CalendarRoute />} />
              <Route path="/impostos" element={<TaxRoute />} />
              <Route path="/settings" element={<SettingsRoute />} />
              <Route path="/profile" element={<ProfileRoute />} />
              <Route path="/gamification" element={<GamificationRoute />} />
              <Route path="/ranking" element={<RankingRoute />} />
              <Route path="/challenge" element={<ChallengeRoute />} />
              <Route path="/admin" element={<AdminRoute />} />
              <Route path="/admin/permissions" element={<AdminPermissionsRoute />} />
              <Route path="/admin/schools" element={<AdminSchoolsRoute />} />
              <Route path="/admin/audit" element={<AdminAuditRoute />} />
              <Route path="/admin/settings" element={<AdminSettingsRoute />} />
              <Route path="/school-admin/:schoolId" element={<SchoolAdminRoute />} />
              <Route path="/continuar" element={<ContinueRoute />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
