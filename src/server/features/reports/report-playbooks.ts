import { figureSetOf } from '@/shared/playbooks/figure-set';
import type { ReportPlaybookRow } from '@/shared/reports/contract';
import { metricsOfColumns, pickRows } from '@/shared/trading/metrics';
import { CURRENCY_CODE } from '@/shared/trading/metrics/columns';
import type { TradeRead } from '../../metrics/trade-columns';

export interface ReportPlaybookName {
  id: string;
  name: string;
}

/**
 * The report's "Por playbook": the period's trades of the report's currency grouped by their playbook in memory (one
 * read of the trades, with the playbook as an extra), each group through the dashboard's engine into the playbook
 * page's figure set. Playbooks in the order given (the trader's), then the trades without one; groups without trades
 * are left out, and so is the whole breakdown when no trade of the period has a playbook.
 */
export function reportPlaybooks(
  read: TradeRead,
  playbooks: readonly ReportPlaybookName[],
  options: {
    currency: 'BRL' | 'USD';
    breakevenTolerance: number;
    period: { from: string | null; to: string | null };
  },
): ReportPlaybookRow[] {
  const { columns: c, playbookId } = read;
  if (!playbookId) return [];
  const { from, to } = options.period;
  const code = CURRENCY_CODE[options.currency];
  const groups = new Map<string | null, number[]>();
  for (let i = 0; i < c.length; i++) {
    if (c.currency[i] !== code) continue;
    const date = c.days[c.day[i] as number] as string;
    if ((from && date < from) || (to && date > to)) continue;
    const key = playbookId[i] ?? null;
    let rows = groups.get(key);
    if (!rows) groups.set(key, (rows = []));
    rows.push(i);
  }
  if ([...groups.keys()].every((key) => key === null)) return [];
  const figures = (rows: number[]) =>
    figureSetOf(
      metricsOfColumns(pickRows(c, Int32Array.from(rows)), {
        currency: options.currency,
        startingCapital: 0,
        breakevenTolerance: options.breakevenTolerance,
      }),
    );
  const out: ReportPlaybookRow[] = [];
  for (const p of playbooks) {
    const rows = groups.get(p.id);
    if (rows) out.push({ id: p.id, name: p.name, figures: figures(rows) });
  }
  const without = groups.get(null);
  if (without) out.push({ id: null, name: null, figures: figures(without) });
  return out;
}
