import { LogOutIcon, MenuIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
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
import { tradesText } from '@/shared/i18n/trades';
import { SectionNav } from './desktop-nav';
import { InstallAppButton } from './install-app-button';
import { LevelBadge } from './level-badge';
import { useFeedbackUnread } from '@/client/lib/feedback-unread';
import {
  bottomNavAfter,
  bottomNavBefore,
  feedbackNav,
  isActive,
  schoolNav,
  sectionsFor,
  type NavItem,
} from './nav-items';

/** The new-trade dialog, handed in by the route (the layout may not import a feature). */
export type NewTradeDialogRenderer = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

const barItemClass = (active: boolean) =>
  cn(
    'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight font-medium',
    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
    active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

function BarLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const Icon = item.icon;
  return (
    <li className="flex min-w-0 flex-1">
      <Link to={item.to} aria-current={active ? 'page' : undefined} className={barItemClass(active)}>
        <span className="flex size-7 items-center justify-center">
          <Icon className="size-5 shrink-0" aria-hidden="true" />
        </span>
        <span className="max-w-full truncate">{item.label}</span>
      </Link>
    </li>
  );
}

/**
 * The phone's bottom bar (below lg): Início, Trades, 'Novo trade' (opens the trade dialog on any page),
 * Relatórios and 'Mais' (every section, in a drawer).
 */
export function BottomBar({
  onNewTrade,
  onMore,
  moreOpen,
  moreActive,
  moreBadge,
}: {
  onNewTrade?: () => void;
  onMore: () => void;
  moreOpen: boolean;
  moreActive: boolean;
  /** A count inside 'Mais' (unread feedback): the drawer's item shows it too. */
  moreBadge?: NavItem['badge'];
}) {
  return (
    <nav
      aria-label={layout.bottomBarLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl items-stretch">
        {bottomNavBefore.map((item) => (
          <BarLink key={item.to} item={item} />
        ))}
        {onNewTrade ? (
          <li className="flex min-w-0 flex-1">
            <button type="button" onClick={onNewTrade} className={barItemClass(false)}>
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-white">
                <PlusIcon className="size-5" aria-hidden="true" />
              </span>
              <span className="max-w-full truncate text-slate-900">{tradesText.newTrade}</span>
            </button>
          </li>
        ) : null}
        {bottomNavAfter.map((item) => (
          <BarLink key={item.to} item={item} />
        ))}
        <li className="flex min-w-0 flex-1">
          <button
            type="button"
            onClick={onMore}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            // The count describes the button, so its name stays 'Mais' whatever the count.
            aria-describedby={moreBadge ? 'more-badge' : undefined}
            className={barItemClass(moreActive)}
          >
            <span className="relative flex size-7 items-center justify-center">
              <MenuIcon className="size-5 shrink-0" aria-hidden="true" />
              {moreBadge ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-2 min-w-4 rounded-full bg-brand-600 px-1 text-[10px] leading-4 font-semibold text-white tabular-nums"
                  data-testid="more-badge"
                >
                  {moreBadge.text}
                </span>
              ) : null}
            </span>
            <span>{layout.more}</span>
          </button>
          {moreBadge ? (
            <span id="more-badge" hidden>
              {moreBadge.label}
            </span>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

/**
 * The frame of every protected page: the header (the user's name, the pause, 'Sair'), the menu by section (a
 * sidebar from lg up; on a phone a bottom bar whose 'Mais' opens every section) and the page. `renderNewTradeDialog`
 * is the trades feature's dialog, which the bottom bar's 'Novo trade' opens on any page.
 */
export function SignedInLayout({ renderNewTradeDialog }: { renderNewTradeDialog?: NewTradeDialogRenderer }) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // One live stream per tab, whatever the page: fresh figures and the limit alerts everywhere.
  useLiveEvents();
  // A write refused because the trial ended says so, wherever it happened.
  useTrialExpiredNotice();
  const [menuOpen, setMenuOpen] = useState(false);
  const [newTrade, setNewTrade] = useState<'closed' | 'open' | 'mounted'>('closed');
  const isAdmin = me?.user.role === 'admin';
  const isStudent = Boolean(me?.school);
  const unread = useFeedbackUnread(isStudent);
  const schoolItems = [
    ...(isStudent ? [feedbackNav(unread.data ?? 0)] : []),
    ...schoolNav([...(me?.schoolAdminOf ?? []), ...(me?.mentorOf ?? [])]),
  ];
  const sections = sectionsFor(schoolItems, isAdmin);
  const name = me?.profile.displayName || me?.user.name || '';
  const onBar = [...bottomNavBefore, ...bottomNavAfter].some((item) => isActive(item, pathname));
  const closeMenu = () => setMenuOpen(false);

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
          </div>
        </div>
      </header>
      <TrialBanner />

      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent className="top-0 left-auto right-0 h-dvh max-h-dvh w-[min(20rem,85vw)] max-w-none translate-x-0 translate-y-0 content-start rounded-none rounded-l-xl">
          <DialogTitle className="sr-only">{layout.navLabel}</DialogTitle>
          <div className="flex min-w-0 items-center gap-2 pr-8">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <LevelBadge placement="menu" onNavigate={closeMenu} />
          </div>
          <nav aria-label={layout.navLabel}>
            <SectionNav sections={sections} onNavigate={closeMenu} size="lg" />
          </nav>
          <InstallAppButton size="default" />
          <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOutIcon aria-hidden="true" />
            {layout.signOut}
          </Button>
        </DialogContent>
      </Dialog>

      <BreathingPauseDialog />

      <div className="mx-auto flex w-full max-w-7xl lg:gap-8 lg:px-6">
        <nav
          aria-label={layout.navLabel}
          className="sticky top-16 hidden max-h-[calc(100dvh-4rem)] w-52 shrink-0 self-start overflow-y-auto py-8 lg:block"
        >
          <SectionNav sections={sections} />
        </nav>
        {/* The bottom bar covers the last 4 rem on a phone: the page ends above it. */}
        <main className="min-w-0 flex-1 px-4 pt-6 pb-24 sm:px-6 sm:pt-8 lg:px-0 lg:pb-8">
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

      <BottomBar
        onNewTrade={renderNewTradeDialog ? () => setNewTrade('open') : undefined}
        onMore={() => setMenuOpen(true)}
        moreOpen={menuOpen}
        moreActive={!onBar}
        moreBadge={schoolItems.find((item) => item.badge)?.badge}
      />
      {/* Mounted on first use only: its code and queries stay out of the pages that never open it. */}
      {renderNewTradeDialog && newTrade !== 'closed' ? (
        <Suspense fallback={null}>
          {renderNewTradeDialog({
            open: newTrade === 'open',
            onOpenChange: (open) => setNewTrade(open ? 'open' : 'mounted'),
          })}
        </Suspense>
      ) : null}
    </div>
  );
}
