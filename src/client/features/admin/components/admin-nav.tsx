import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import { adminNavText } from '@/shared/i18n/admin';
import { useAdminTwoFactorRedirect } from '../hooks/use-admin-two-factor-redirect';

const tabs = [
  { to: '/admin', label: adminNavText.users, end: true },
  { to: '/admin/permissions', label: adminNavText.permissions },
  { to: '/admin/schools', label: adminNavText.schools },
  { to: '/admin/audit', label: adminNavText.audit },
  { to: '/admin/settings', label: adminNavText.settings },
];

/**
 * The admin area's pages as tabs, at the top of each; scrolls sideways on a phone instead of wrapping, with the
 * active tab scrolled into view. Being on every admin page, it also sends an admin the area refuses for lack of
 * two-factor to enrol.
 */
export function AdminNav() {
  useAdminTwoFactorRedirect();
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls: the active tab ('Configurações do sistema', the last) is brought into view.
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = ref.current;
    if (!active || !row) return;
    const a = active.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    row.scrollLeft = Math.max(0, row.scrollLeft + a.left - r.left - (r.width - a.width) / 2);
  }, [pathname]);
  return (
    <nav ref={ref} aria-label={adminNavText.label} className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1">
        {tabs.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end={t.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
                  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                  isActive
                    ? 'border-brand-700 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
