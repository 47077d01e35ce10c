import { InfoIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';

/** The dark bubble of the dashboard's popovers (a card's formula, a calendar day's full amount). */
export function TipContent({
  children,
  align = 'center',
  testId,
}: {
  children: ReactNode;
  align?: 'center' | 'end';
  testId?: string;
}) {
  return (
    <Popover.Portal>
      <Popover.Content
        side="top"
        align={align}
        sideOffset={6}
        collisionPadding={12}
        data-testid={testId}
        className="z-50 max-w-[min(20rem,calc(100vw-1.5rem))] rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
      >
        {children}
        <Popover.Arrow className="fill-slate-900" />
      </Popover.Content>
    </Popover.Portal>
  );
}

/**
 * The ⓘ next to a metric: a button (so it works by keyboard and by touch) that opens the formula in a popover.
 * Hover also opens it on devices with a mouse.
 */
export function InfoTip({ label, children }: { label: string; children: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        type="button"
        aria-label={label}
        className="-m-1.5 rounded-full p-1.5 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:text-slate-700 data-[state=open]:text-brand-700"
      >
        <InfoIcon className="size-4" aria-hidden="true" />
      </Popover.Trigger>
      <TipContent align="end">{children}</TipContent>
    </Popover.Root>
  );
}
