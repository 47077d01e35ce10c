import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** A grey placeholder where content is loading; hidden from screen readers (the list around it speaks). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/70', className)}
      {...props}
    />
  );
}

interface SkeletonListProps {
  /** What is loading ('Carregando trades...'): the status screen readers announce. */
  label: string;
  rows?: number;
  className?: string;
  /** The height and shape of each bar (default: a list row). */
  rowClassName?: string;
}

/** Grey bars where a list will be, announced once as a loading status. */
export function SkeletonList({ label, rows = 3, className, rowClassName }: SkeletonListProps) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-3', className)}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn('h-16 rounded-lg', rowClassName)} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
