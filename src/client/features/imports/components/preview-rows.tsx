import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { previewStep } from '@/shared/i18n/imports';
import type { PreviewResponse } from '../api/imports';
import { formatDate } from '@/shared/format';
import { formatFileMoney, formatPrice } from '../lib/format';

type Row = PreviewResponse['rows'][number];

function Status({ row }: { row: Row }) {
  if (row.errors.length > 0) return <Badge className="bg-red-100 text-red-800">{previewStep.error}</Badge>;
  if (row.duplicate) return <Badge tone="warning">{previewStep.duplicate}</Badge>;
  return <Badge tone="success">{previewStep.ok}</Badge>;
}

function Pnl({ row }: { row: Row }) {
  if (row.pnl === null) return <span className="text-slate-400">—</span>;
  const value = Number(row.pnl);
  return (
    <span className={cn('font-medium', value > 0 && 'text-brand-700', value < 0 && 'text-red-600')}>
      {formatFileMoney(row.pnl, row.currency)}
    </span>
  );
}

const symbolText = (row: Row) =>
  row.sourceSymbol && row.sourceSymbol !== row.instrument
    ? `${row.instrument || '?'} (${row.sourceSymbol})`
    : row.instrument || row.sourceSymbol;

function RowErrors({ row }: { row: Row }) {
  if (row.errors.length === 0) return null;
  return (
    <ul className="grid gap-0.5 text-sm text-red-700">
      {row.errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function RowCard({ row }: { row: Row }) {
  return (
    <li
      data-testid="preview-card"
      className={cn(
        'grid gap-2 rounded-lg border bg-white p-3 text-sm',
        row.errors.length > 0 ? 'border-red-200' : row.duplicate ? 'border-amber-200' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {previewStep.sides[row.type] ?? row.type} · {row.contracts} · {symbolText(row)}
          </p>
          <p className="text-slate-600">
            {formatDate(row.date)} {row.time} · {previewStep.line} {row.line}
          </p>
        </div>
        <Status row={row} />
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <span>
          {previewStep.entry}: {formatPrice(row.entry)} → {previewStep.exit}: {formatPrice(row.exit)}
        </span>
        <Pnl row={row} />
      </div>
      <RowErrors row={row} />
    </li>
  );
}

/** How many good rows a phone shows as samples before 'Ver as N linhas'. */
const SAMPLES = 5;

/**
 * Phones and tablets: the rows that need a look (errors, duplicates), then a few samples; every row only on request,
 * so confirming a 40-row file is not 40 cards away.
 */
function PhoneRows({ rows, total }: { rows: Row[]; total: number }) {
  const [all, setAll] = useState(false);
  const attention = rows.filter((r) => r.errors.length > 0 || r.duplicate);
  const good = rows.filter((r) => r.errors.length === 0 && !r.duplicate);
  const samples = good.slice(0, SAMPLES);
  const hidden = attention.length + samples.length < rows.length;
  return (
    <div className="grid gap-3 lg:hidden" data-testid="preview-phone">
      {all ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {rows.map((row) => (
            <RowCard key={row.line} row={row} />
          ))}
        </ul>
      ) : (
        <>
          {attention.length > 0 ? (
            <section className="grid gap-2" aria-label={previewStep.attentionTitle}>
              <h3 className="text-sm font-semibold text-slate-900">{previewStep.attentionTitle}</h3>
              <ul className="grid gap-2 sm:grid-cols-2">
                {attention.map((row) => (
                  <RowCard key={row.line} row={row} />
                ))}
              </ul>
            </section>
          ) : null}
          {samples.length > 0 ? (
            <section className="grid gap-2" aria-label={previewStep.samplesTitle}>
              <div className="grid gap-0.5">
                <h3 className="text-sm font-semibold text-slate-900">{previewStep.samplesTitle}</h3>
                <p className="text-xs text-slate-600">{previewStep.samplesCaption(samples.length, total)}</p>
              </div>
              <ul className="grid gap-2 sm:grid-cols-2">
                {samples.map((row) => (
                  <RowCard key={row.line} row={row} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {hidden || all ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAll((v) => !v)}>
          {all ? previewStep.showFewer : previewStep.showAll(rows.length)}
        </Button>
      ) : null}
    </div>
  );
}

/** The first rows as trades: a table from lg up; below, the rows that need attention and a few samples. */
export function PreviewRows({ rows, total }: { rows: Row[]; total: number }) {
  if (rows.length === 0) return <p className="text-slate-600">{previewStep.noRows}</p>;
  return (
    <div className="grid gap-2">
      <p className="hidden text-sm text-slate-600 lg:block">{previewStep.rowsCaption(rows.length, total)}</p>
      <Table frameClassName="hidden lg:block">
        <TableHeader>
          <TableRow>
            {[
              previewStep.line,
              previewStep.date,
              previewStep.side,
              previewStep.contracts,
              previewStep.instrument,
              previewStep.entry,
              previewStep.exit,
              previewStep.pnl,
              previewStep.status,
            ].map((label) => (
              <TableHead key={label}>{label}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.line}
              data-testid="preview-row"
              className={cn(
                'align-top',
                row.errors.length > 0 && 'bg-red-50/60',
                row.duplicate && row.errors.length === 0 && 'bg-amber-50/60',
              )}
            >
              <TableCell className="text-slate-500">{row.line}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDate(row.date)} {row.time}
              </TableCell>
              <TableCell>{previewStep.sides[row.type] ?? row.type}</TableCell>
              <TableCell>{row.contracts}</TableCell>
              <TableCell>{symbolText(row)}</TableCell>
              <TableCell>{formatPrice(row.entry)}</TableCell>
              <TableCell>{formatPrice(row.exit)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <Pnl row={row} />
              </TableCell>
              <TableCell>
                <div className="grid justify-items-start gap-1">
                  <Status row={row} />
                  <RowErrors row={row} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PhoneRows rows={rows} total={total} />
    </div>
  );
}
