import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { formatCents, formatDate } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';
import type { TaxMonthDto } from '@/shared/tax/contract';

const N = notesText.tax;
const TONE = { conferido: 'success', parcial: 'warning', estimado: 'neutral' } as const;

/** How the month stands against the brokerage notes: "Conferido com notas", "Parcial" or "Estimado". */
export function NotesBadge({ month }: { month: TaxMonthDto }) {
  if (!month.notes) return null;
  return (
    <Badge tone={TONE[month.notes.status]} data-testid="tax-notes-status">
      {N.status[month.notes.status]}
    </Badge>
  );
}

/** The days of the month with trades and no note, and where to import them. */
export function DaysWithoutNote({ month }: { month: TaxMonthDto }) {
  const days = month.notes?.daysWithoutNote ?? [];
  if (!days.length) return null;
  return (
    <p className="text-xs text-slate-600">
      {N.daysWithoutNote(days.map(formatDate).join(', '))} ·{' '}
      <Link to="/notas" className="font-medium text-brand-700 underline underline-offset-2">
        {N.importLink}
      </Link>
    </p>
  );
}

/** The DARF statement's line on which figures came from the broker. */
export function FromBroker({ month }: { month: TaxMonthDto }) {
  const notes = month.notes;
  if (!notes || notes.status === 'estimado') return null;
  const irrf = formatCents(notes.irrfFromNotes, 'BRL');
  return (
    <p data-testid="statement-from-broker" className="pt-1 text-xs text-slate-700">
      {notes.status === 'conferido'
        ? N.fromBroker(irrf)
        : N.partlyFromBroker(irrf, notes.daysWithoutNote.map(formatDate).join(', '))}
    </p>
  );
}
