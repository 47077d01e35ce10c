import type { ReactNode } from 'react';
import { FileTextIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate } from '@/shared/format';
import { taxText } from '@/shared/i18n/tax';
import type { TaxMonthDto } from '@/shared/tax/contract';
import { baseOf, hasActivity, lossUsed, monthLabel, monthName, tradesIn } from '../lib/view';
import { Money } from './money';
import { DaysWithoutNote, NotesBadge } from './notes-status';

const T = taxText.months;

interface TaxMonthsProps {
  year: number;
  months: TaxMonthDto[];
  /** Opens the month's worked statement. */
  onOpen: (month: string) => void;
}

/** The twelve months: cards on a phone and a tablet, a table from `lg` up. */
export function TaxMonths({ year, months, onOpen }: TaxMonthsProps) {
  return (
    <>
      <ol aria-label={T.caption(year)} className="grid gap-2 lg:hidden">
        {months.map((m) => (
          <MonthCard key={m.month} month={m} onOpen={onOpen} />
        ))}
      </ol>
      <Table caption={T.caption(year)} frameClassName="hidden lg:block">
        <TableHeader>
          <TableRow>
            <TableHead>{T.month}</TableHead>
            <TableHead className="text-right">{T.dayTrade}</TableHead>
            <TableHead className="text-right">{T.swingTrade}</TableHead>
            <TableHead className="text-right">{T.lossUsed}</TableHead>
            <TableHead className="text-right">{T.base}</TableHead>
            <TableHead className="text-right">{T.irrf}</TableHead>
            <TableHead className="text-right">{T.taxDue}</TableHead>
            <TableHead>{T.dueDate}</TableHead>
            <TableHead>
              <span className="sr-only">{T.open}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {months.map((m) => (
            <MonthRow key={m.month} month={m} onOpen={onOpen} />
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function OpenButton({
  month,
  onOpen,
  className,
}: {
  month: string;
  onOpen: (m: string) => void;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={T.openOf(monthLabel(month))}
      onClick={() => onOpen(month)}
    >
      <FileTextIcon aria-hidden="true" />
      {T.open}
    </Button>
  );
}

function DueDate({ month }: { month: TaxMonthDto }) {
  return month.darf ? (
    <span className="tabular-nums">{formatDate(month.darf.dueDate)}</span>
  ) : (
    <span className="text-slate-600">{T.noDarf}</span>
  );
}

function MonthRow({ month: m, onOpen }: { month: TaxMonthDto; onOpen: (m: string) => void }) {
  if (!hasActivity(m))
    return (
      <TableRow data-testid="tax-month" data-month={m.month}>
        <TableHead scope="row">{monthName(m.month)}</TableHead>
        <TableCell colSpan={8} className="text-slate-600">
          {T.noTrades}
        </TableCell>
      </TableRow>
    );
  return (
    <TableRow data-testid="tax-month" data-month={m.month}>
      <TableHead scope="row" className="whitespace-nowrap">
        {monthName(m.month)}
        <span className="block text-xs font-normal text-slate-600">{T.trades(tradesIn(m))}</span>
        <NotesBadge month={m} />
      </TableHead>
      <TableCell className="text-right">
        <Money cents={m.dayTrade.result} signed />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={m.swingTrade.result} signed />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={lossUsed(m)} />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={baseOf(m)} />
      </TableCell>
      <TableCell className="text-right">
        <Money cents={m.irrf.withheld} />
      </TableCell>
      <TableCell className="text-right font-semibold text-slate-900">
        <Money cents={m.taxDue} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <DueDate month={m} />
      </TableCell>
      <TableCell className="text-right">
        <OpenButton month={m.month} onOpen={onOpen} />
      </TableCell>
    </TableRow>
  );
}

function MonthCard({ month: m, onOpen }: { month: TaxMonthDto; onOpen: (m: string) => void }) {
  if (!hasActivity(m))
    return (
      <li
        data-testid="tax-month"
        data-month={m.month}
        className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
      >
        <span className="font-semibold text-slate-900">{monthName(m.month)}</span>
        <span className="text-slate-600">{T.noTrades}</span>
      </li>
    );
  const figures: [string, ReactNode][] = [
    [T.dayTrade, <Money key="dt" cents={m.dayTrade.result} signed />],
    [T.swingTrade, <Money key="st" cents={m.swingTrade.result} signed />],
    [T.lossUsed, <Money key="lu" cents={lossUsed(m)} />],
    [T.base, <Money key="b" cents={baseOf(m)} />],
    [T.irrf, <Money key="i" cents={m.irrf.withheld} />],
    [T.dueDate, <DueDate key="d" month={m} />],
  ];
  return (
    <li
      data-testid="tax-month"
      data-month={m.month}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-bold text-slate-900">
          {monthName(m.month)}{' '}
          <span className="text-sm font-normal text-slate-600">· {T.trades(tradesIn(m))}</span>{' '}
          <NotesBadge month={m} />
        </h3>
        <p className="text-sm">
          <span className="text-slate-600">{T.taxDue}: </span>
          <Money cents={m.taxDue} className="text-base font-bold text-slate-900" />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="grid min-w-0">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <DaysWithoutNote month={m} />
      <OpenButton month={m.month} onOpen={onOpen} className="w-full sm:w-auto sm:justify-self-start" />
    </li>
  );
}
