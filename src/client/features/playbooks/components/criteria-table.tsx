import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { signTone } from '@/client/lib/sign-tone';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { type MoneyCurrency, percent } from '@/shared/format';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { CriterionStats, FigureSet } from '@/shared/playbooks/contract';
import { FIGURE_KEYS, FIGURE_LABELS, type FigureKey, figureSign, formatFigure } from '../lib/figures';

const S = playbooksText.stats;

interface CriteriaTableProps {
  criteria: CriterionStats[];
  /** The playbook's trades in the period (the presence's denominator). */
  total: number;
  currency: MoneyCurrency;
}

/** A figure's colour: by its sign when the sample says something; muted grey when it is a small sample. */
const tone = (small: boolean, sign: number) => (small ? 'text-slate-500' : signTone(sign));

interface FigureCellProps {
  figure: FigureKey;
  set: FigureSet;
  currency: MoneyCurrency;
  className?: string;
}

function FigureCell({ figure, set, currency, className }: FigureCellProps) {
  return (
    <TableCell
      className={cn(
        'text-right whitespace-nowrap tabular-nums',
        tone(set.small, figureSign(figure, set)),
        className,
      )}
    >
      {formatFigure(figure, set, currency)}
    </TableCell>
  );
}

/** 'amostra pequena' with its n: said in words, never by colour alone. */
function SmallSample({ set }: { set: FigureSet }) {
  if (!set.small) return null;
  return (
    <Badge tone="neutral" className="rounded-md text-center font-medium" title={S.smallNote(set.trades)}>
      {S.small}
    </Badge>
  );
}

/**
 * "Quais critérios carregam a vantagem": for each criterion, how often it was present and the figures of the
 * trades with it against those without it. A table from `xl` up (one row for 'Com', one for 'Sem'), cards on a phone.
 */
export function CriteriaTable({ criteria, total, currency }: CriteriaTableProps) {
  // Nine columns fit beside the menu only on a wide screen; below it each criterion is a card of its own.
  const wide = useMediaQuery('(min-width: 1280px)');
  if (criteria.length === 0) return <p className="text-sm text-slate-600">{S.criteriaNone}</p>;
  return wide ? (
    <CriteriaGrid criteria={criteria} total={total} currency={currency} />
  ) : (
    <CriteriaCards criteria={criteria} total={total} currency={currency} />
  );
}

function Presence({ c, total }: { c: CriterionStats; total: number }) {
  return (
    <span className="grid">
      <span className="font-semibold text-slate-900 tabular-nums">{percent(c.presentRate)}</span>
      <span className="text-xs text-slate-600 tabular-nums">{S.presentOf(c.present, total)}</span>
    </span>
  );
}

function CriterionName({ c }: { c: CriterionStats }) {
  return (
    <span className="grid justify-items-start gap-1">
      <span className="font-semibold break-words text-slate-900">{c.label}</span>
      {c.required ? <Badge tone="warning">{S.required}</Badge> : null}
    </span>
  );
}

function CriteriaGrid({ criteria, total, currency }: CriteriaTableProps) {
  return (
    <Table data-testid="criteria-table" caption={S.criteriaTitle}>
      <TableHeader>
        <TableRow>
          <TableHead>{S.criterion}</TableHead>
          <TableHead>{S.present}</TableHead>
          <TableHead>
            <span className="sr-only">{`${S.withIt} / ${S.withoutIt}`}</span>
          </TableHead>
          <TableHead className="text-right">{FIGURE_LABELS.trades}</TableHead>
          {FIGURE_KEYS.map((key) => (
            <TableHead key={key} className="text-right">
              {FIGURE_LABELS[key]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {criteria.flatMap((c) =>
          (['with', 'without'] as const).map((side) => {
            const set = c[side];
            const first = side === 'with';
            return (
              <TableRow
                key={`${c.criterionId}-${side}`}
                data-testid={first ? 'criterion-row' : undefined}
                className={cn(first ? 'border-t-2 border-t-slate-200' : 'border-t-0')}
              >
                {first ? (
                  <>
                    <TableHead scope="rowgroup" rowSpan={2} className="max-w-64 align-top">
                      <CriterionName c={c} />
                    </TableHead>
                    <TableCell rowSpan={2} className="align-top">
                      <Presence c={c} total={total} />
                    </TableCell>
                  </>
                ) : null}
                <TableHead scope="row" className="font-medium whitespace-nowrap text-slate-700">
                  <span className="flex items-center gap-2">
                    {first ? S.withShort : S.withoutShort}
                    <SmallSample set={set} />
                  </span>
                </TableHead>
                <TableCell className={cn('text-right tabular-nums', set.small && 'text-slate-500')}>
                  {set.small ? S.sample(set.trades) : set.trades}
                </TableCell>
                {FIGURE_KEYS.map((key) => (
                  <FigureCell key={key} figure={key} set={set} currency={currency} />
                ))}
              </TableRow>
            );
          }),
        )}
      </TableBody>
    </Table>
  );
}

/** One side's heading in a phone card: 'Com' or 'Sem', its n, and whether it is a small sample. */
function SideHeading({ title, set }: { title: string; set: FigureSet }) {
  return (
    <span className="grid justify-items-end gap-0.5">
      <span className="font-semibold text-slate-900">{title}</span>
      <span
        className={cn('text-xs font-normal tabular-nums', set.small ? 'text-slate-500' : 'text-slate-700')}
      >
        {S.sample(set.trades)}
      </span>
      <SmallSample set={set} />
    </span>
  );
}

function CriteriaCards({ criteria, total, currency }: CriteriaTableProps) {
  return (
    <ul className="grid gap-3" data-testid="criteria-table" aria-label={S.criteriaTitle}>
      {criteria.map((c) => (
        <li
          key={c.criterionId}
          data-testid="criterion-row"
          className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0">
              <CriterionName c={c} />
            </h3>
            <div className="shrink-0 text-right">
              <span className="sr-only">{S.present}: </span>
              <Presence c={c} total={total} />
            </div>
          </div>
          {/* Rows are the figures, columns the trades with and without it: the two read side by side. */}
          <Table variant="compact" caption={c.label}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <span className="sr-only">{S.criterion}</span>
                </TableHead>
                <TableHead className="text-right align-bottom">
                  <SideHeading title={S.withShort} set={c.with} />
                </TableHead>
                <TableHead className="text-right align-bottom">
                  <SideHeading title={S.withoutShort} set={c.without} />
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {FIGURE_KEYS.map((key) => (
                <TableRow key={key}>
                  <TableHead scope="row" className="font-normal text-slate-600">
                    {FIGURE_LABELS[key]}
                  </TableHead>
                  <FigureCell figure={key} set={c.with} currency={currency} className="font-medium" />
                  <FigureCell figure={key} set={c.without} currency={currency} className="font-medium" />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </li>
      ))}
    </ul>
  );
}
