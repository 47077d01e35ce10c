import { Link, useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import { isActive, type NavSection } from './nav-items';

/**
 * Every page, by section ('Diário', 'Análises', 'Plano e disciplina', 'Evolução', 'Conta', then the schools' and
 * the admin's): the desktop sidebar and the phone's 'Mais' list the same. Each section is a list under its heading.
 */
export function SectionNav({
  sections,
  onNavigate,
  size = 'sm',
}: {
  sections: NavSection[];
  onNavigate?: () => void;
  /** 'lg' on a phone: taller rows, easier to touch. */
  size?: 'sm' | 'lg';
}) {
  const { pathname } = useLocation();
  return (
    <div className="grid gap-4">
      {sections.map((section) => (
        <div key={section.id} className="grid gap-1">
          {/*
            Not a heading (screen readers and tests look for the page's own), nor a label: a list named 'Conta' or
            'Escola' would answer for the page's own field of that name.
          */}
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.label}</p>
          <ul className="grid gap-0.5">
            {section.items.map((item) => {
              const active = isActive(item, pathname);
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex min-w-0 items-center gap-2 rounded-md px-3 font-medium transition-colors',
                      size === 'lg' ? 'min-h-11 py-2 text-base' : 'min-h-9 py-1.5 text-sm',
                      active
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 break-words">{item.label}</span>
                    {item.badge ? (
                      <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                        <span aria-hidden="true">{item.badge.text}</span>
                        <span className="sr-only">{item.badge.label}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
