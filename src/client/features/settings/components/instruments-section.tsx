import { useMediaQuery } from '@/client/lib/use-media-query';
import { LockIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { ApiRequestError } from '@/client/lib/api';
import { formatExactMoney, formatNumber } from '@/shared/format';
import { notify } from '@/client/lib/notify';
import { settingsText } from '@/shared/i18n/settings';
import type { InstrumentDto } from '@/shared/trading/api-contract';
import { useInstruments } from '@/client/lib/queries';
import { useDeleteInstrument } from '../api/settings';
import { InstrumentDialog } from './instrument-dialog';
import { ListSkeleton, SectionLoadError, Section } from './section';

const T = settingsText.instruments;
const C = T.columns;

/** 'Ativos': the user's own instruments (create, edit, delete) and the built-in ones, read-only. */
export function InstrumentsSection() {
  const instruments = useInstruments();
  const remove = useDeleteInstrument();
  const wide = useMediaQuery('(min-width: 768px)');
  const [editing, setEditing] = useState<{ open: boolean; instrument: InstrumentDto | null }>({
    open: false,
    instrument: null,
  });
  const [deleting, setDeleting] = useState<InstrumentDto | null>(null);

  const all = instruments.data ?? [];
  const own = all.filter((i) => !i.builtIn);
  const builtIn = all.filter((i) => i.builtIn);

  const onDelete = () => {
    const target = deleting;
    if (!target?.id) return;
    remove.mutate(target.id, {
      onSuccess: () => notify.success(T.deleted, T.deletedDetail(target.symbol)),
      onError: (error) =>
        // In use: the server's message says by how many trades, and what to do.
        error instanceof ApiRequestError && error.code === 'INSTRUMENT_IN_USE'
          ? notify.error(T.deleteError, error.message, { code: error.code })
          : notify.error(T.deleteError, T.deleteErrorDetail, error),
      onSettled: () => setDeleting(null),
    });
  };

  const List = wide ? InstrumentTable : InstrumentCards;
  const openNew = () => setEditing({ open: true, instrument: null });

  return (
    <div className="grid gap-6">
      <Section
        id="own-instruments"
        title={T.ownTitle}
        lead={T.ownLead}
        action={
          <Button className="w-full sm:w-auto" onClick={openNew}>
            <PlusIcon aria-hidden="true" />
            {T.add}
          </Button>
        }
      >
        {instruments.isPending ? (
          <ListSkeleton rows={2} />
        ) : instruments.isError ? (
          <SectionLoadError onRetry={() => instruments.refetch()} />
        ) : own.length === 0 ? (
          <EmptyState
            titleAs="h3"
            className="gap-2 rounded-lg py-8 text-sm"
            title={T.ownEmptyTitle}
            description={T.ownEmptyLead}
          />
        ) : (
          <List
            label={T.ownTitle}
            testId="own-instruments"
            instruments={own}
            onEdit={(instrument) => setEditing({ open: true, instrument })}
            onDelete={setDeleting}
          />
        )}
      </Section>

      <Section
        id="builtin-instruments"
        title={T.builtInTitle}
        lead={
          <span className="inline-flex items-start gap-1.5">
            <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {T.builtInLead}
          </span>
        }
      >
        {instruments.isPending ? (
          <ListSkeleton rows={4} />
        ) : instruments.isError ? null : (
          <List label={T.builtInTitle} testId="builtin-instruments" instruments={builtIn} />
        )}
      </Section>

      <InstrumentDialog
        open={editing.open}
        instrument={editing.instrument}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDialog
        pendingLabel={settingsText.deleting}
        open={deleting !== null}
        title={deleting ? T.deleteTitle(deleting.symbol) : ''}
        description={T.deleteDescription}
        confirmLabel={T.confirmDelete}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      />
    </div>
  );
}

interface ListProps {
  label: string;
  testId: string;
  instruments: InstrumentDto[];
  /** Only the user's own instruments have actions. */
  onEdit?: (instrument: InstrumentDto) => void;
  onDelete?: (instrument: InstrumentDto) => void;
}

function Actions({
  instrument,
  onEdit,
  onDelete,
}: Pick<ListProps, 'onEdit' | 'onDelete'> & { instrument: InstrumentDto }) {
  if (!onEdit || !onDelete) return null;
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={T.editLabel(instrument.symbol)}
        onClick={() => onEdit(instrument)}
      >
        <PencilIcon aria-hidden="true" />
        {settingsText.edit}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-red-200 text-red-700 hover:bg-red-50"
        aria-label={T.deleteLabel(instrument.symbol)}
        onClick={() => onDelete(instrument)}
      >
        <Trash2Icon aria-hidden="true" />
        {settingsText.delete}
      </Button>
    </div>
  );
}

function InstrumentTable({ label, testId, instruments, onEdit, onDelete }: ListProps) {
  const editable = Boolean(onEdit && onDelete);
  return (
    <Table data-testid={testId} caption={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{C.symbol}</TableHead>
          <TableHead>{C.name}</TableHead>
          <TableHead className="text-right">{C.tickValue}</TableHead>
          <TableHead className="text-right">{C.ticksPerPoint}</TableHead>
          <TableHead className="text-right">{C.pointValue}</TableHead>
          <TableHead>{C.currency}</TableHead>
          {editable ? (
            <TableHead className="text-right">
              <span className="sr-only">{C.actions}</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {instruments.map((i) => (
          <TableRow key={i.id ?? i.symbol}>
            <TableHead scope="row">{i.symbol}</TableHead>
            <TableCell className="text-slate-700">{i.name}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatExactMoney(i.tickValue, i.currency)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(i.ticksPerPoint)}</TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatExactMoney(i.pointValue, i.currency)}
            </TableCell>
            <TableCell>{i.currency}</TableCell>
            {editable ? (
              <TableCell className="py-1.5">
                <Actions instrument={i} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InstrumentCards({ label, testId, instruments, onEdit, onDelete }: ListProps) {
  return (
    <ul aria-label={label} data-testid={testId} className="grid gap-3">
      {instruments.map((i) => (
        <li key={i.id ?? i.symbol} className="grid gap-3 rounded-lg border border-slate-200 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="grid min-w-0">
              <h3 className="font-semibold text-slate-900">{i.symbol}</h3>
              <p className="truncate text-sm text-slate-600">{i.name}</p>
            </div>
            <Badge tone={i.builtIn ? 'neutral' : 'success'}>{i.builtIn ? i.currency : T.ownBadge}</Badge>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div className="grid">
              <dt className="text-xs text-slate-600">{C.tickValue}</dt>
              <dd className="font-medium tabular-nums">{formatExactMoney(i.tickValue, i.currency)}</dd>
            </div>
            <div className="grid">
              <dt className="text-xs text-slate-600">{C.ticksPerPoint}</dt>
              <dd className="font-medium tabular-nums">{formatNumber(i.ticksPerPoint)}</dd>
            </div>
            <div className="grid">
              <dt className="text-xs text-slate-600">{C.pointValue}</dt>
              <dd className="font-semibold tabular-nums">{formatExactMoney(i.pointValue, i.currency)}</dd>
            </div>
          </dl>
          {onEdit && onDelete ? (
            <div className="flex justify-start">
              <Actions instrument={i} onEdit={onEdit} onDelete={onDelete} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
