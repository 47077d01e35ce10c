import { Badge } from '@/client/components/ui/badge';
import type { ReconciliationDto, ReconciliationLine, RoundTripDto } from '@/shared/brokerage-notes/api';
import { formatCents, formatNumber } from '@/shared/format';
import { notesText } from '@/shared/i18n/brokerage-notes';

const T = notesText.detail;
const TONE = {
  matched: 'success',
  'missing-in-journal': 'warning',
  'missing-in-note': 'warning',
  different: 'info',
} as const;

const price = (v: string) => formatNumber(v);
const trip = (t: RoundTripDto) =>
  `${t.side === 'compra' ? 'C' : 'V'} ${t.contracts} ${t.instrument} ${price(t.entry)} → ${price(t.exit)}`;

/** The day's lines (matched, missing on either side, different) and the money of the note against the journal. */
export function Reconciliation({ reconciliation: r }: { reconciliation: ReconciliationDto }) {
  const open = Object.entries(r.openQuantity);
  return (
    <div className="grid gap-3" data-testid="reconciliation">
      {r.agrees ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-700">
          {T.agrees}
        </p>
      ) : null}
      <ul className="grid gap-2">
        {r.lines.map((line, i) => (
          <Line key={i} line={line} />
        ))}
      </ul>
      {open.length ? (
        <p className="text-sm text-slate-700">
          {T.open(open.map(([k, q]) => `${k} ${q > 0 ? '+' : ''}${q}`).join(', '))}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-1 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-3">
        <Money label={T.noteResult} cents={r.noteResultCents} />
        <Money label={T.journalResult} cents={r.journalResultCents} />
        <Money label={T.difference} cents={r.differenceCents} strong testId="reconciliation-difference" />
      </dl>
    </div>
  );
}

function Money({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2 sm:grid">
      <dt className="text-slate-600">{label}</dt>
      <dd
        data-testid={testId}
        className={strong ? 'font-bold text-slate-900 tabular-nums' : 'tabular-nums text-slate-900'}
      >
        {formatCents(cents, 'BRL')}
      </dd>
    </div>
  );
}

function Line({ line }: { line: ReconciliationLine }) {
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-kind={line.kind}>
      <Badge tone={TONE[line.kind]} className="justify-self-start">
        {T.kinds[line.kind]}
        {line.kind === 'different' ? ` (${line.fields.map((f) => T.fields[f]).join(', ')})` : ''}
      </Badge>
      {'note' in line ? <span className="tabular-nums text-slate-900">{trip(line.note)}</span> : null}
      {line.kind === 'different' || line.kind === 'missing-in-note' ? (
        <span className="tabular-nums text-slate-600">{trip(line.trade)}</span>
      ) : null}
    </li>
  );
}
