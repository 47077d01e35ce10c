import { LogOutIcon, MenuIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '@/client/components/brand-logo';
import { BreathingHeaderButton } from '@/client/components/breathing/breathing-header-button';
import { BreathingPauseDialog } from '@/client/components/breathing/breathing-pause-dialog';
import { TrialBanner, TrialChip, useTrialExpiredNotice } from '@/client/components/trial/trial-status';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { useLiveEvents } from '@/client/lib/live-events';
import { useMe, useSignOut } from '@/client/lib/me';
import { common, layout } from '@/shared/i18n/auth';
import { DesktopNav } from './desktop-nav';
import { InstallAppButton } from './install-app-button';
import { LevelBadge } from './level-badge';
import { adminNav, mainNav, schoolNav, type NavItem } from './nav-items';
import { schoolsNavText } from '@/shared/i18n/schools';

/** The phone menu's list (the desktop bar is DesktopNav). */
function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                'py-3 text-base',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The frame of every protected page: header with the user's name, the menu (admin items for admins) and 'Sair'. */
export function SignedInLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  // One live stream per tab, whatever the page: fresh figures and the limit alerts everywhere.
  useLiveEvents();
  // A write refused because the trial ended says so, wherever it happened.
  useTrialExpiredNotice();
  const [menuOpen, setMenuOpen] = useState(false);
  const isAdmin = me?.user.role === 'admin';
  const schoolItems = schoolNav(me?.schoolAdminOf ?? []);
  const name = me?.profile.displayName || me?.user.name || '';

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/dashboard" className="rounded-md text-lg text-slate-900">
            <BrandLogo />
          </Link>
          <div className="flex min-w-0 items-center gap-2">
            <span className="hidden truncate text-sm text-slate-600 sm:inline" data-testid="user-name">
              {name}
            </span>
            <TrialChip />
            <LevelBadge placement="header" />
            <BreathingHeaderButton />
            <InstallAppButton className="hidden lg:inline-flex" />
            <Button
              variant="outline"
              size="sm"
              className="hidden lg:inline-flex"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              <LogOutIcon aria-hidden="true" />
              {layout.signOut}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={layout.openMenu}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon className="size-6" aria-hidden="true" />
            </Button>
          </div>
        </div>
        <nav aria-label={layout.navLabel} className="mx-auto hidden max-w-7xl px-6 pb-2 lg:block">
          <DesktopNav schoolItems={schoolItems} adminItems={isAdmin ? adminNav : []} />
        </nav>
      </header>
      <TrialBanner />

      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent className="top-0 left-auto right-0 h-dvh max-h-dvh w-[min(20rem,85vw)] max-w-none translate-x-0 translate-y-0 content-start rounded-none rounded-l-xl">
          <DialogTitle className="sr-only">{layout.navLabel}</DialogTitle>
          <div className="flex min-w-0 items-center gap-2 pr-8">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <LevelBadge placement="menu" onNavigate={() => setMenuOpen(false)} />
          </div>
          <nav aria-label={layout.navLabel} className="grid gap-4">
            <NavList items={mainNav} onNavigate={() => setMenuOpen(false)} />
            {schoolItems.length ? (
              <div className="grid gap-1 border-t border-slate-200 pt-3">
                <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {schoolsNavText.section}
                </p>
                <NavList items={schoolItems} onNavigate={() => setMenuOpen(false)} />
              </div>
            ) : null}
            {isAdmin ? (
              <div className="grid gap-1 border-t border-slate-200 pt-3">
                <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {layout.adminSection}
                </p>
                <NavList items={adminNav} onNavigate={() => setMenuOpen(false)} />
              </div>
            ) : null}
          </nav>
          <InstallAppButton size="default" />
          <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOutIcon aria-hidden="true" />
            {layout.signOut}
          </Button>
        </DialogContent>
      </Dialog>

      <BreathingPauseDialog />

      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Suspense
          fallback={
            <p role="status" className="py-10 text-center text-slate-600">
              {common.loading}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
