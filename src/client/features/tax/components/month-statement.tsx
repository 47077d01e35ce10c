import { DownloadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { formatDate, formatRate } from '@/shared/format';
import { taxText } from '@/shared/i18n/tax';
import type { TaxMonthDto, TaxPoolMonth } from '@/shared/tax/contract';
import { monthLabel, pdfHref } from '../lib/view';
import { Money } from './money';
import { DaysWithoutNote, FromBroker, NotesBadge } from './notes-status';

const T = taxText.statement;

interface MonthStatementDialogProps {
  year: number;
  /** The month shown; null closes the dialog. */
  month: TaxMonthDto | null;
  onClose: () => void;
}

/** A month's worked statement, on demand: each step from the results to the DARF, and its PDF. */
export function MonthStatementDialog({ year, month, onClose }: MonthStatementDialogProps) {
  return (
    <Dialog open={month !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {month ? (
          <>
            <DialogHeader>
              <DialogTitle>{T.title(monthLabel(month.month))}</DialogTitle>
              <DialogDescription>{T.description}</DialogDescription>
            </DialogHeader>
            <MonthStatement month={month} />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {T.close}
              </Button>
              <Button asChild>
                <a href={pdfHref(year, month.month)} download>
                  <DownloadIcon aria-hidden="true" />
                  {T.downloadPdf}
                </a>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** One line of a statement: what it is, and its figure, right-aligned. */
function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3 py-1',
        strong && 'font-semibold text-slate-900',
      )}
    >
      <dt className={cn('min-w-0', strong ? 'text-slate-900' : 'text-slate-700')}>{label}</dt>
      <dd className="shrink-0 text-right">{children}</dd>
    </div>
  );
}

function Block({
  title,
  children,
  testId,
  after,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  /** A note under the figures, outside the list (a <dl> holds only its terms and values). */
  after?: ReactNode;
}) {
  return (
    <section data-testid={testId} className="grid content-start gap-1 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      <dl className="divide-y divide-slate-100 text-sm">{children}</dl>
      {after}
    </section>
  );
}

function Pool({ title, pool, testId }: { title: string; pool: TaxPoolMonth; testId: string }) {
  // A pool with nothing in or carried through it says so in a line instead of ten zeros.
  if (pool.trades === 0 && pool.lossCarriedIn === 0)
    return (
      <section
        data-testid={testId}
        className="grid content-start gap-1 rounded-lg border border-slate-200 p-3"
      >
        <h3 className="text-sm font-bold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{T.poolEmpty}</p>
      </section>
    );
  return (
    <Block title={title} testId={testId}>
      <Line label={T.trades}>
        <span className="tabular-nums">{pool.trades}</span>
      </Line>
      <Line label={T.gains}>
        <Money cents={pool.gains} />
      </Line>
      <Line label={T.losses}>
        <Money cents={pool.losses} />
      </Line>
      <Line label={T.result} strong>
        <Money cents={pool.result} signed />
      </Line>
      <Line label={T.lossCarriedIn}>
        <Money cents={pool.lossCarriedIn} />
      </Line>
      <Line label={T.lossUsed}>
        <Money cents={pool.lossUsed} />
      </Line>
      <Line label={T.lossCarriedOut}>
        <Money cents={pool.lossCarriedOut} />
      </Line>
      <Line label={T.base} strong>
        <Money cents={pool.base} />
      </Line>
      <Line label={T.rate}>
        <span className="tabular-nums">{formatRate(pool.rate)}</span>
      </Line>
      <Line label={T.tax} strong>
        <Money cents={pool.tax} />
      </Line>
    </Block>
  );
}

/** The statement itself (what the PDF also prints), outside the dialog so that it can be rendered in a test. */
export function MonthStatement({ month: m }: { month: TaxMonthDto }) {
  return (
    <div className="grid gap-3">
      {m.notes ? (
        <div className="grid gap-1">
          <NotesBadge month={m} />
          <DaysWithoutNote month={m} />
        </div>
      ) : null}
      <Darf month={m} />
      <div className="grid gap-3 md:grid-cols-2">
        <Pool
          title={T.dayTrade(formatRate(m.dayTrade.rate))}
          pool={m.dayTrade}
          testId="statement-day-trade"
        />
        <Pool
          title={T.swingTrade(formatRate(m.swingTrade.rate))}
          pool={m.swingTrade}
          testId="statement-swing-trade"
        />
      </div>
      <Block
        title={T.irrfTitle}
        testId="statement-irrf"
        after={m.irrf.carriedOut > 0 ? <p className="pt-1 text-xs text-slate-600">{T.irrfNote}</p> : null}
      >
        <Line label={T.irrfWithheld}>
          <Money cents={m.irrf.withheld} />
        </Line>
        <Line label={T.irrfCarriedIn}>
          <Money cents={m.irrf.carriedIn} />
        </Line>
        <Line label={T.irrfUsed}>
          <Money cents={m.irrf.used} />
        </Line>
        <Line label={T.irrfCarriedOut}>
          <Money cents={m.irrf.carriedOut} />
        </Line>
      </Block>
      <Block title={T.totalTitle} testId="statement-total">
        <Line label={T.taxAfterIrrf}>
          <Money cents={m.taxAfterIrrf} />
        </Line>
        <Line label={T.smallTaxCarriedIn}>
          <Money cents={m.smallTaxCarriedIn} />
        </Line>
        <Line label={T.taxDue} strong>
          <Money cents={m.taxDue} />
        </Line>
        {m.smallTaxCarriedOut > 0 ? (
          <Line label={T.smallTaxCarriedOut}>
            <Money cents={m.smallTaxCarriedOut} />
          </Line>
        ) : null}
      </Block>
    </div>
  );
}

function Darf({ month: m }: { month: TaxMonthDto }) {
  if (!m.darf)
    return (
      <div data-testid="statement-darf" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p>{m.smallTaxCarriedOut > 0 ? T.noDarfSmall : T.noDarf}</p>
        <FromBroker month={m} />
      </div>
    );
  return (
    <section
      data-testid="statement-darf"
      className="grid gap-1 rounded-lg border border-brand-600 bg-brand-50 p-3"
      aria-labelledby="statement-darf-title"
    >
      <h3 id="statement-darf-title" className="text-sm font-bold text-slate-900">
        {T.darfTitle}
      </h3>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4">
        <DarfField label={T.darfCode}>{m.darf.code}</DarfField>
        <DarfField label={T.darfPeriod}>{formatDate(m.darf.periodEnd)}</DarfField>
        <DarfField label={T.darfDueDate}>{formatDate(m.darf.dueDate)}</DarfField>
        <DarfField label={T.darfAmount}>
          <Money cents={m.darf.amount} />
        </DarfField>
      </dl>
      <FromBroker month={m} />
      <p className="pt-1 text-xs text-slate-700">{T.darfLate}</p>
    </section>
  );
}

function DarfField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="font-bold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
