import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

/**
 * One image of a trade's list, stored or still queued: the same width, the same 16:9 frame and the same rhythm
 * below it, so a queued image turns into its stored tile without the row jumping.
 */
export function TileShell({
  frame,
  frameClassName,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'li'>, 'children'> & {
  /** What fills the 16:9 frame (the picture and what sits over it). */
  frame: ReactNode;
  frameClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className={cn('grid w-40 shrink-0 content-start gap-1.5 sm:w-44', className)} {...rest}>
      <div
        className={cn(
          'relative flex aspect-video overflow-hidden rounded-md border border-slate-200 bg-slate-100',
          frameClassName,
        )}
      >
        {frame}
      </div>
      {children}
    </li>
  );
}

/** A tile's small icon action (order, delete): 32 px, labelled for screen readers. */
export function TileIconButton({ label, className, ...rest }: ComponentProps<'button'> & { label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      aria-label={label}
      {...rest}
    />
  );
}
