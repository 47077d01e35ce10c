import type { ReactNode } from 'react';
import { Panel } from '@/client/components/ui/panel';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { taxText } from '@/shared/i18n/tax';
import type { TaxYearDto } from '@/shared/tax/contract';
import { monthName } from '../lib/view';
import { Money } from './money';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="grid min-w-0 gap-0.5 rounded-lg border border-slate-200 bg-white p-3"
    >
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{children}</dd>
    </div>
  );
}

/** The year's totals: the two pools' results, the IRRF withheld and the tax paid through DARFs. */
export function YearTotals({ tax }: { tax: TaxYearDto }) {
  const T = taxText.totals;
  return (
    <section aria-labelledby="tax-totals" className="grid gap-3">
      <h2 id="tax-totals" className="text-base font-bold text-slate-900 sm:text-lg">
        {T.title(tax.year)}
      </h2>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Figure label={T.dayTrade} testId="tax-total-day-trade">
          <Money cents={tax.totals.dayTradeResult} signed />
        </Figure>
        <Figure label={T.swingTrade} testId="tax-total-swing-trade">
          <Money cents={tax.totals.swingTradeResult} signed />
        </Figure>
        <Figure label={T.irrf} testId="tax-total-irrf">
          <Money cents={tax.totals.irrfWithheld} />
        </Figure>
        <Figure label={T.taxDue} testId="tax-total-due">
          <Money cents={tax.totals.taxDue} />
        </Figure>
      </dl>
    </section>
  );
}

/** The losses that are still to offset, per pool, into next year (they never expire). */
export function LossCarry({ tax }: { tax: TaxYearDto }) {
  const T = taxText.carry;
  return (
    <Panel id="tax-carry" title={T.title(tax.year + 1)} lead={T.lead}>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={T.dayTrade} testId="tax-carry-day-trade">
          <Money cents={tax.lossCarriedOut.dayTrade} />
        </Figure>
        <Figure label={T.swingTrade} testId="tax-carry-swing-trade">
          <Money cents={tax.lossCarriedOut.swingTrade} />
        </Figure>
      </dl>
    </Panel>
  );
}

/** USD trades, apart: taxed once a year (Lei 14.754/2023), never in a monthly DARF. */
export function UsdTrades({ tax }: { tax: TaxYearDto }) {
  const T = taxText.usd;
  const months = tax.usd.byMonth.filter((m) => m.trades > 0);
  return (
    <Panel id="tax-usd" title={T.title} lead={T.lead}>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label={T.trades}>
          <span className="tabular-nums">{tax.usd.trades}</span>
        </Figure>
        <Figure label={T.result} testId="tax-usd-result">
          <Money cents={tax.usd.result} currency="USD" signed />
        </Figure>
      </dl>
      {months.length > 0 ? (
        <Table caption={T.caption(tax.year)}>
          <TableHeader>
            <TableRow>
              <TableHead>{T.month}</TableHead>
              <TableHead className="text-right">{T.trades}</TableHead>
              <TableHead className="text-right">{T.monthResult}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableHead scope="row">{monthName(m.month)}</TableHead>
                <TableCell className="text-right tabular-nums">{m.trades}</TableCell>
                <TableCell className="text-right">
                  <Money cents={m.result} currency="USD" signed />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Panel>
  );
}
