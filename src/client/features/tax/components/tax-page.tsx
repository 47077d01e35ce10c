import { DownloadIcon, FileUpIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NoteImport } from '@/client/components/brokerage-notes/note-import';
import { LoadError } from '@/client/components/load-error';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { PageHeader } from '@/client/components/ui/page-header';
import { Panel } from '@/client/components/ui/panel';
import { Select } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { DefaultPeriodNote } from '@/client/components/default-period-note';
import { useDefaultYear } from '@/client/lib/default-period';
import { useTraderZone } from '@/client/lib/trader-clock';
import { PERIOD_LABELS } from '@/shared/i18n/periods';
import { unitOf } from '@/shared/time/default-period';
import { taxText } from '@/shared/i18n/tax';
import { notesText } from '@/shared/i18n/brokerage-notes';
import type { TaxYearDto } from '@/shared/tax/contract';
import { wallClock } from '@/shared/time/zoned-time';
import { useTaxYear } from '../api/tax';
import { csvHref, isEmptyYear, readYear, writeYear, yearInUrl, yearOptions } from '../lib/view';
import { MonthStatementDialog } from './month-statement';
import { TaxMonths } from './tax-months';
import { LossCarry, UsdTrades, YearTotals } from './year-summary';

const T = taxText;

/**
 * /impostos: the day-trade and swing-trade tax of BRL trades on B3, month by month, as the server
 * computes it (src/shared/tax), with each month's worked statement and DARF; the year kept in the URL.
 */
export function TaxPage() {
  // The trader's year, in their trading time zone.
  const { zone } = useTraderZone();
  const currentYear = Number(wallClock(new Date(), zone).date.slice(0, 4));
  const [params, setParams] = useSearchParams();
  // Without a year in the URL: this year when it has trades, else the latest year with trades (one rule).
  const explicit = yearInUrl(params);
  const ruled = useDefaultYear(explicit, currentYear);
  const year = explicit ? readYear(params, currentYear) : (ruled?.year ?? currentYear);
  const tax = useTaxYear(year, explicit || ruled !== undefined);
  const [openMonth, setOpenMonth] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const shown = tax.data?.year === year ? tax.data : undefined;
  const statement = shown?.months.find((m) => m.month === openMonth) ?? null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={T.title}
        description={T.lead}
        actions={
          <div className="grid w-full grid-cols-2 items-end gap-2 sm:flex sm:w-auto">
            <div className="grid gap-1.5">
              <Label htmlFor="tax-year">{T.year}</Label>
              <Select
                id="tax-year"
                value={year}
                className="sm:w-32"
                onChange={(e) =>
                  setParams(writeYear(params, Number(e.target.value), null), { replace: true })
                }
              >
                {yearOptions(tax.data?.years ?? [], currentYear, year).map((o) => (
                  <option key={o.year} value={o.year}>
                    {o.hasTrades ? o.year : T.yearWithoutTrades(o.year)}
                  </option>
                ))}
              </Select>
            </div>
            <Button asChild variant="outline" className="h-11">
              <a href={csvHref(year)} download>
                <DownloadIcon aria-hidden="true" />
                {T.exportCsv}
              </a>
            </Button>
            <Button
              variant="outline"
              className="col-span-2 h-11 sm:col-span-1"
              aria-expanded={importing}
              aria-controls="tax-notes-import"
              onClick={() => setImporting((v) => !v)}
            >
              <FileUpIcon aria-hidden="true" />
              {notesText.tax.importLink}
            </Button>
          </div>
        }
      />

      {importing ? (
        <section id="tax-notes-import" className="rounded-xl border border-slate-200 bg-white p-4">
          <NoteImport />
        </section>
      ) : null}

      {!explicit && ruled?.latest ? (
        <DefaultPeriodNote
          period={{ kind: 'latest', preset: 'custom', unit: 'year', ...unitOf(`${year}-01-01`, 'year') }}
          naturalLabel={PERIOD_LABELS['this-year']}
          onNatural={() => setParams(writeYear(params, currentYear, null), { replace: true })}
        />
      ) : null}

      <Alert tone="info" role="note" data-testid="tax-notice">
        <InfoIcon aria-hidden="true" />
        <AlertTitle>{T.notice.title}</AlertTitle>
        <AlertDescription>{T.notice.body}</AlertDescription>
      </Alert>

      {tax.isError && !shown ? (
        <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void tax.refetch()} />
      ) : !shown ? (
        <PageSkeleton />
      ) : (
        <TaxYear tax={shown} onOpen={setOpenMonth} />
      )}

      <MonthStatementDialog year={year} month={statement} onClose={() => setOpenMonth(null)} />
    </div>
  );
}

function TaxYear({ tax, onOpen }: { tax: TaxYearDto; onOpen: (month: string) => void }) {
  const empty = isEmptyYear(tax);
  const carry = tax.lossCarriedOut.dayTrade > 0 || tax.lossCarriedOut.swingTrade > 0;
  return (
    <>
      {empty ? (
        <Panel id="tax-empty" title={T.empty.title(tax.year)} lead={T.empty.body}>
          {null}
        </Panel>
      ) : (
        <>
          <YearTotals tax={tax} />
          <Panel id="tax-months" title={T.months.title} lead={T.months.lead}>
            <TaxMonths year={tax.year} months={tax.months} onOpen={onOpen} />
          </Panel>
        </>
      )}
      {carry ? <LossCarry tax={tax} /> : null}
      {tax.usd.trades > 0 ? <UsdTrades tax={tax} /> : null}
      {tax.excludedTrades > 0 ? (
        <p className="text-sm text-slate-600" data-testid="tax-excluded">
          {T.excluded(tax.excludedTrades)}
        </p>
      ) : null}
    </>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="grid gap-6">
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-xl" />
      <span className="sr-only">{T.loading}</span>
    </div>
  );
}
