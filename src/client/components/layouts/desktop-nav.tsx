import { ChevronDownIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import { layout } from '@/shared/i18n/auth';
import { schoolsNavText } from '@/shared/i18n/schools';
import { desktopMoreNav, desktopNav, type NavItem } from './nav-items';

const itemClass = (active: boolean) =>
  cn(
    'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function MoreGroup({ label, items }: { label?: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  if (!items.length) return null;
  return (
    <DropdownMenu.Group className="grid gap-0.5">
      {label ? (
        <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </DropdownMenu.Label>
      ) : null}
      {items.map(({ to, label: text, icon: Icon }) => (
        // A real link (middle click, "open in new tab"); Enter on the item clicks it, as a mouse would.
        <DropdownMenu.Item key={to} asChild>
          <NavLink
            to={to}
            end
            className={cn(
              itemClass(pathname === to),
              'outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {text}
          </NavLink>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}

/**
 * The desktop bar (lg and up): the daily pages in line and the rest under 'Mais', so it stays one line at
 * 1024–1280 px whatever the user's role (13+ items wrapped to two lines before).
 */
export function DesktopNav({ schoolItems, adminItems }: { schoolItems: NavItem[]; adminItems: NavItem[] }) {
  const { pathname } = useLocation();
  const inMore = [...desktopMoreNav, ...schoolItems, ...adminItems].some((item) => item.to === pathname);
  return (
    <ul className="flex flex-row flex-nowrap items-center gap-1">
      {desktopNav.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end className={({ isActive }) => itemClass(isActive)}>
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
      <li>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={cn(itemClass(inMore), 'data-[state=open]:bg-slate-100')}>
            {layout.more}
            <ChevronDownIcon className="size-4 shrink-0" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 grid max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <MoreGroup items={desktopMoreNav} />
              {schoolItems.length ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
              <MoreGroup label={schoolsNavText.section} items={schoolItems} />
              {adminItems.length ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
              <MoreGroup label={layout.adminSection} items={adminItems} />
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </li>
    </ul>
  );
}
