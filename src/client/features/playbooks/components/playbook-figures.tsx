import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { signTone } from '@/client/lib/sign-tone';
import type { MoneyCurrency } from '@/shared/format';
import { RULE_BREAK_LABELS } from '@/shared/risk/contract';
import { money } from '@/shared/format';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { FigureSet, PlaybookRuleBreakRow } from '@/shared/playbooks/contract';
import { FIGURE_KEYS, FIGURE_LABELS, figureSign, formatFigure } from '../lib/figures';

const S = playbooksText.stats;

/** The playbook's figures in the period: trades, result, win rate, expectancy, pay-off, average R, profit factor. */
export function PlaybookFigures({ figures, currency }: { figures: FigureSet; currency: MoneyCurrency }) {
  // The result first, across a phone's two columns: the six others then fill three rows.
  const cards: { key: string; label: string; value: string; sign: number }[] = [
    {
      key: 'totalPnl',
      label: FIGURE_LABELS.totalPnl,
      value: formatFigure('totalPnl', figures, currency),
      sign: figures.totalPnl,
    },
    { key: 'trades', label: FIGURE_LABELS.trades, value: String(figures.trades), sign: 0 },
    ...FIGURE_KEYS.map((key) => ({
      key,
      label: FIGURE_LABELS[key],
      value: formatFigure(key, figures, currency),
      sign: figureSign(key, figures),
    })),
  ];
  return (
    <section aria-label={S.figuresLabel} className="grid gap-2" data-testid="playbook-figures">
      {figures.small ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="neutral">{S.small}</Badge>
          {S.smallNote(figures.trades)}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
        {cards.map((c) => (
          <div
            key={c.key}
            className="grid min-w-0 gap-0.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm first:col-span-2 sm:first:col-span-1"
          >
            <dt className="text-xs font-medium text-slate-600">{c.label}</dt>
            <dd
              className={cn(
                'text-lg font-bold break-words tabular-nums',
                figures.small && c.key !== 'trades' ? 'text-slate-500' : signTone(c.sign),
              )}
            >
              {c.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The rule breaks of the playbook's trades: how many trades broke each rule, and their net result. */
export function PlaybookRuleBreaks({
  rows,
  currency,
}: {
  rows: PlaybookRuleBreakRow[];
  currency: MoneyCurrency;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{S.ruleBreaksNone}</p>;
  return (
    <ul className="grid gap-2" data-testid="playbook-rule-breaks">
      {rows.map((r) => (
        <li
          key={r.kind}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg bg-slate-50 px-3 py-2 text-sm"
        >
          <span className="font-medium text-slate-900">{RULE_BREAK_LABELS[r.kind]}</span>
          <span className={cn('tabular-nums', signTone(r.pnl))}>
            {S.ruleBreakRow(r.trades, money(r.pnl, currency))}
          </span>
        </li>
      ))}
    </ul>
  );
}
