import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** A table that may be wider than a phone: it scrolls sideways inside its box, never the page. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling box must take focus for keyboard users to scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto outline-offset-2"
    >
      {children}
    </div>
  );
}

export interface WeekColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** The column's own emphasis (its cells are right-aligned figures). */
  className?: string;
}

/**
 * The review's figures tables: a row header per row (a metric, a week), then right-aligned figure columns, in a
 * box that scrolls sideways. `dense`: tighter rows, for the longer list of weeks.
 */
export function WeekTable<R>({
  label,
  rowsHeader,
  rowHeader,
  columns,
  rows,
  rowKey,
  dense = false,
}: {
  /** The scrolling box's name for screen readers. */
  label: string;
  rowsHeader: string;
  rowHeader: (row: R) => ReactNode;
  columns: readonly WeekColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  dense?: boolean;
}) {
  const py = dense ? 'py-1.5' : 'py-2';
  const last = columns.length - 1;
  return (
    <ScrollBox label={label}>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className={cn(py, 'pr-2 font-medium')}>
              {rowsHeader}
            </th>
            {columns.map((c, i) => (
              <th key={c.header} scope="col" className={cn(py, i < last && 'pr-2', 'text-right font-medium')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-t border-slate-100">
              <th scope="row" className={cn(py, 'pr-2 text-left font-normal text-slate-700')}>
                {rowHeader(r)}
              </th>
              {columns.map((c, i) => (
                <td
                  key={c.header}
                  className={cn(py, i < last && 'pr-2', 'text-right', c.className, 'tabular-nums')}
                >
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
