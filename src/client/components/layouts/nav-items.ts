import {
  CalendarCheckIcon,
  CalendarDaysIcon,
  FileBarChartIcon,
  LandmarkIcon,
  CandlestickChartIcon,
  FileUpIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  MedalIcon,
  SchoolIcon,
  ScrollTextIcon,
  SlidersHorizontalIcon,
  SettingsIcon,
  ShieldIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { adminNavText } from '@/shared/i18n/admin';
import { layout } from '@/shared/i18n/auth';
import { calendarText } from '@/shared/i18n/calendar';
import { importsPage } from '@/shared/i18n/imports';
import { reportsText } from '@/shared/i18n/reports';
import { riskText } from '@/shared/i18n/risk';
import { schoolsNavText } from '@/shared/i18n/schools';
import { settingsText } from '@/shared/i18n/settings';
import { taxText } from '@/shared/i18n/tax';
import { tradesText } from '@/shared/i18n/trades';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const mainNav: NavItem[] = [
  { to: '/dashboard', label: layout.items.dashboard, icon: LayoutDashboardIcon },
  { to: '/trades', label: tradesText.navLabel, icon: CandlestickChartIcon },
  { to: '/trades/import', label: importsPage.navLabel, icon: FileUpIcon },
  { to: '/risk', label: riskText.navLabel, icon: ShieldIcon },
  { to: '/reports', label: reportsText.navLabel, icon: FileBarChartIcon },
  { to: '/calendar', label: calendarText.navLabel, icon: CalendarDaysIcon },
  { to: '/impostos', label: taxText.navLabel, icon: LandmarkIcon },
  { to: '/profile', label: layout.items.profile, icon: UserIcon },
  { to: '/gamification', label: layout.items.gamification, icon: TrophyIcon },
  { to: '/ranking', label: layout.items.ranking, icon: MedalIcon },
  { to: '/challenge', label: layout.items.challenge, icon: CalendarCheckIcon },
  { to: '/settings', label: settingsText.navLabel, icon: SettingsIcon },
];

/**
 * The desktop bar shows these in line; the rest of mainNav (and the school and admin pages) go under 'Mais', so
 * the bar fits one line from 1024 px up. The phone menu lists everything.
 */
const desktopInline = new Set([
  '/dashboard',
  '/trades',
  '/trades/import',
  '/risk',
  '/reports',
  '/calendar',
  '/impostos',
]);
export const desktopNav = mainNav.filter((item) => desktopInline.has(item.to));
export const desktopMoreNav = mainNav.filter((item) => !desktopInline.has(item.to));

/** Shown to admins only; the server refuses the admin API to everyone else anyway. */
export const adminNav: NavItem[] = [
  { to: '/admin', label: layout.items.admin, icon: UsersIcon },
  { to: '/admin/permissions', label: layout.items.adminPermissions, icon: KeyRoundIcon },
  { to: '/admin/schools', label: layout.items.adminSchools, icon: SchoolIcon },
  { to: '/admin/audit', label: adminNavText.audit, icon: ScrollTextIcon },
  { to: '/admin/settings', label: adminNavText.settings, icon: SlidersHorizontalIcon },
];

/** One entry per school the user administers (from /api/me); the server checks each school page's access anyway. */
export const schoolNav = (schools: readonly { id: string; name: string }[]): NavItem[] =>
  schools.map((s) => ({
    to: `/school-admin/${encodeURIComponent(s.id)}`,
    label: schoolsNavText.item(s.name),
    icon: SchoolIcon,
  }));
