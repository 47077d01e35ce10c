import {
  CalendarCheckIcon,
  CalendarRangeIcon,
  CalendarDaysIcon,
  FileBarChartIcon,
  LandmarkIcon,
  ListChecksIcon,
  CandlestickChartIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  MedalIcon,
  MessageSquareIcon,
  ReceiptTextIcon,
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
import { playbooksNavText } from '@/shared/i18n/playbooks';
import { calendarText } from '@/shared/i18n/calendar';
import { notesText } from '@/shared/i18n/brokerage-notes';
import { reportsText } from '@/shared/i18n/reports';
import { riskText } from '@/shared/i18n/risk';
import { feedbackText } from '@/shared/i18n/mentoring';
import { schoolsNavText } from '@/shared/i18n/schools';
import { settingsText } from '@/shared/i18n/settings';
import { taxText } from '@/shared/i18n/tax';
import { tradesText } from '@/shared/i18n/trades';
import { weeklyReviewText } from '@/shared/i18n/weekly-review';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Also active on the pages under it (/trades for /trades/import: importing is an action of the journal). */
  prefix?: boolean;
  /** A count beside the label (unread feedback), with the words a screen reader says for it. */
  badge?: { text: string; label: string };
}

export interface NavSection {
  id: string;
  label: string;
  items: NavItem[];
}

const S = layout.sections;

const dashboard: NavItem = { to: '/dashboard', label: layout.items.dashboard, icon: LayoutDashboardIcon };
const trades: NavItem = {
  to: '/trades',
  label: tradesText.navLabel,
  icon: CandlestickChartIcon,
  prefix: true,
};
const reports: NavItem = { to: '/reports', label: reportsText.navLabel, icon: FileBarChartIcon };

/**
 * The trader's pages, in the sections a trader recognises. 'Importar trades' is not a page of its own here: it is
 * an action of /trades and of the dashboard (their buttons), and /trades/import lights up 'Trades'.
 */
export const mainSections: NavSection[] = [
  {
    id: 'journal',
    label: S.journal,
    items: [
      dashboard,
      trades,
      { to: '/playbooks', label: playbooksNavText.label, icon: ListChecksIcon, prefix: true },
    ],
  },
  {
    id: 'analysis',
    label: S.analysis,
    items: [
      reports,
      { to: '/calendar', label: calendarText.navLabel, icon: CalendarDaysIcon },
      { to: '/impostos', label: taxText.navLabel, icon: LandmarkIcon },
      { to: '/notas', label: notesText.navLabel, icon: ReceiptTextIcon, prefix: true },
    ],
  },
  {
    id: 'discipline',
    label: S.discipline,
    items: [
      { to: '/risk', label: riskText.navLabel, icon: ShieldIcon },
      { to: '/challenge', label: layout.items.challenge, icon: CalendarCheckIcon },
      { to: '/revisao-semanal', label: weeklyReviewText.navLabel, icon: CalendarRangeIcon },
    ],
  },
  {
    id: 'progress',
    label: S.progress,
    items: [
      { to: '/gamification', label: layout.items.gamification, icon: TrophyIcon },
      { to: '/ranking', label: layout.items.ranking, icon: MedalIcon },
    ],
  },
  {
    id: 'account',
    label: S.account,
    items: [
      { to: '/profile', label: layout.items.profile, icon: UserIcon },
      { to: '/settings', label: settingsText.navLabel, icon: SettingsIcon },
    ],
  },
];

/** Every page of the trader's menu, in order. */
export const mainNav: NavItem[] = mainSections.flatMap((s) => s.items);

/** The phone's bottom bar: these two, then 'Novo trade' (an action), then Relatórios and 'Mais' (every section). */
export const bottomNavBefore: NavItem[] = [dashboard, trades];
export const bottomNavAfter: NavItem[] = [reports];

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

/** A school's student: 'Feedback do mentor', with the count of comments not seen yet. */
export const feedbackNav = (unread: number): NavItem => ({
  to: '/feedback',
  label: feedbackText.navLabel,
  icon: MessageSquareIcon,
  ...(unread > 0 ? { badge: { text: String(unread), label: feedbackText.unreadLabel(unread) } } : {}),
});

/** The sections for this user: the trader's, then their schools', then the admin's. */
export function sectionsFor(schoolItems: NavItem[], isAdmin: boolean): NavSection[] {
  return [
    ...mainSections,
    ...(schoolItems.length ? [{ id: 'school', label: schoolsNavText.section, items: schoolItems }] : []),
    ...(isAdmin ? [{ id: 'admin', label: layout.adminSection, items: adminNav }] : []),
  ];
}

/** Whether `item` is the page at `pathname` (or, for a prefix item, a page under it). */
export const isActive = (item: NavItem, pathname: string): boolean =>
  pathname === item.to || (item.prefix === true && pathname.startsWith(`${item.to}/`));
