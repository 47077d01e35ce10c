import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatMoney, formatNumber, type MoneyCurrency } from '@/shared/format';
import { riskCalculatorText } from '@/shared/i18n/risk-calculator';
import type { CalculatorOutcome } from './calculator-model';

const T = riskCalculatorText;

interface CalculatorResultsProps {
  id: string;
  outcome: CalculatorOutcome;
  currency: MoneyCurrency;
  /** The plan's maximum for this instrument when the size is above it. */
  planMax: { max: number; symbol: string } | null;
}

/** Contracts (big), the real risk and the risk per contract, the too-wide message and the 1R–3R targets. */
export function CalculatorResults({ id, outcome, currency, planMax }: CalculatorResultsProps) {
  const money = (value: string) => formatMoney(value, currency);
  const ready = outcome.kind === 'ready' ? outcome : null;
  const result = ready?.result;
  return (
    <section aria-labelledby={`${id}-results`} className="grid gap-4 rounded-xl bg-slate-50 p-4">
      <h3 id={`${id}-results`} className="sr-only">
        {T.resultsLabel}
      </h3>
      {/* One short sentence is announced as the figures change; the rest is read on demand. */}
      <p aria-live="polite" className="sr-only">
        {result ? T.summary(result.contracts, money(result.realRisk)) : ''}
      </p>
      {!result ? (
        <p className="text-sm text-slate-600" data-testid="position-size-pending">
          {T.pending}
        </p>
      ) : (
        <>
          <div className="grid gap-1">
            <span className="text-sm font-medium text-slate-700">{T.contracts}</span>
            <output data-testid="position-size-contracts" className="font-bold text-slate-900">
              <span className="text-4xl tabular-nums">{result.contracts}</span>{' '}
              <span className="text-xl">{T.contractsUnit(result.contracts)}</span>
            </output>
            <p className="text-sm text-slate-600">{T.contractsExplain}</p>
          </div>

          {result.contracts === 0 ? (
            <Alert tone="warning" role="status" data-testid="position-size-too-wide">
              <AlertTitle>{T.tooWide}</AlertTitle>
              <AlertDescription>
                {T.tooWideDetail(money(result.perContract), money(ready.riskMoney))}
              </AlertDescription>
            </Alert>
          ) : null}

          {planMax ? (
            <Alert tone="warning" role="status" data-testid="position-size-over-max">
              {T.overPlanMax(planMax.max, planMax.symbol)}
            </Alert>
          ) : null}

          <dl className="grid gap-4 @lg:grid-cols-2">
            <div className="grid content-start gap-1">
              <dt className="text-sm font-medium text-slate-700">{T.realRisk}</dt>
              <dd
                className="text-xl font-bold text-slate-900 tabular-nums"
                data-testid="position-size-real-risk"
              >
                {money(result.realRisk)}
              </dd>
              <dd className="text-sm text-slate-600">
                {result.realRiskPercent !== null ? (
                  <span className="font-medium text-slate-800">
                    {T.realRiskPercent(formatNumber(result.realRiskPercent))}.{' '}
                  </span>
                ) : null}
                {T.realRiskExplain}
              </dd>
            </div>
            <div className="grid content-start gap-1">
              <dt className="text-sm font-medium text-slate-700">{T.perContract}</dt>
              <dd
                className="text-xl font-bold text-slate-900 tabular-nums"
                data-testid="position-size-per-contract"
              >
                {money(result.perContract)}
              </dd>
              <dd className="text-sm text-slate-600">{T.perContractExplain}</dd>
            </div>
          </dl>

          <div className="grid gap-2">
            <h4 className="text-sm font-semibold text-slate-800">{T.targets}</h4>
            <Table caption={T.targetsCaption}>
              <TableHeader>
                <TableRow>
                  <TableHead>{T.target}</TableHead>
                  <TableHead className="text-right">{T.targetPoints}</TableHead>
                  <TableHead className="text-right">{T.targetPrice}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.targets.map((t) => (
                  <TableRow key={t.r}>
                    <TableHead scope="row">
                      <span className="block">{t.r}R</span>
                      <span className="block text-xs font-normal text-slate-600">{T.targetExplain[t.r]}</span>
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{formatNumber(t.points)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(t.price)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {result.targets.every((t) => t.price === null) ? (
              <p className="text-sm text-slate-600">{T.targetsNoPrice}</p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
