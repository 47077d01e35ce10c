import type { NoteCosts, NoteExecution, NoteSummary } from '@/shared/brokerage-notes/contract';
import { norm } from './note-header';
import { brl, isoDate, MONEY, signedCents, toCents, toDecimalText } from './note-numbers';
import type { TextLine } from './pdf-text';

const ROW = new RegExp(
  String.raw`^([CV]) ([A-Z][A-Z0-9]{2,5}) ([FGHJKMNQUVXZ]\d{2}) @?\s?(\d{2}/\d{2}/\d{4}) (\d+) (\d{1,3}(?:\.\d{3})*,\d+) (DAY TRADE|NORMAL) (${MONEY}) ([CD])(?: (${MONEY}))?$`,
);

/** SINACOR's BM&F summary: four rows of labels, each followed by its row of values. */
const GRID = [
  ['Venda disponível', 'Compra disponível', 'Venda Opções', 'Compra Opções', 'Valor dos negócios'],
  ['IRRF', 'IRRF Day Trade (proj.)', 'Taxa operacional', 'Taxa registro BM&F', 'Taxas BM&F (emol+f.gar)'],
  ['+Outros Custos', 'Impostos', 'Ajuste de posição', 'Ajuste day trade', 'Total de custos operacionais'],
  [
    'Outros',
    'IRRF operacional',
    'Total Conta Investimento',
    'Total Conta Normal',
    'Total liquido (#)',
    'Total líquido da nota',
  ],
] as const;
type GridLabel = (typeof GRID)[number][number];

/** The mercadoria's root is the journal's instrument (WIN, WDO, IND, DOL; any other stays as printed). */
export function readBmfExecutions(lines: readonly TextLine[]): {
  executions: NoteExecution[];
  feeCents: number;
} {
  const executions: NoteExecution[] = [];
  let feeCents = 0;
  for (const line of lines) {
    const m = ROW.exec(line.text);
    if (!m) continue;
    const [, side, root, code, venc, qty, price, kind, value, dc, fee] = m;
    executions.push({
      side: side as 'C' | 'V',
      instrument: root as string,
      symbol: `${root} ${code}`,
      maturity: isoDate(venc as string),
      quantity: Number(qty),
      price: toDecimalText(price as string) ?? '0',
      valueCents: signedCents(value as string, dc),
      dayTrade: kind === 'DAY TRADE',
    });
    feeCents += fee ? (toCents(fee) ?? 0) : 0;
  }
  return { executions, feeCents };
}

/** The summary grid's values by label, signed by their D/C; null when the page has no summary (CONTINUA...). */
export function readBmfGrid(lines: readonly TextLine[]): Map<GridLabel, number> | null {
  const out = new Map<GridLabel, number>();
  for (const labels of GRID) {
    const at = lines.findIndex((l) =>
      labels.every((lab) => l.items.some((it) => norm(it.text) === norm(lab))),
    );
    if (at < 0) return null;
    const head = lines[at] as TextLine;
    const xs = labels.map((lab) => (head.items.find((it) => norm(it.text) === norm(lab)) as { x: number }).x);
    const values = lines[at + 1];
    if (!values || /CONTINUA/i.test(values.text)) return null;
    const found: { col: number; text: string; dc?: string }[] = [];
    for (const it of values.items) {
      for (const tok of it.text.split(/\s*\|\s*|\s+/).filter(Boolean)) {
        if (tok === 'C' || tok === 'D') {
          const last = found[found.length - 1];
          if (last) last.dc = tok;
          continue;
        }
        if (!new RegExp(`^${MONEY}$`).test(tok)) continue;
        let col = 0;
        xs.forEach((x, i) => {
          if (it.x >= x - 12) col = i;
        });
        found.push({ col, text: tok });
      }
    }
    // A full row maps in order; a row with blanks maps each value to the column it is printed in.
    if (found.length === labels.length)
      found.forEach((f, i) => out.set(labels[i] as GridLabel, signedCents(f.text, f.dc) ?? 0));
    else for (const f of found) out.set(labels[f.col] as GridLabel, signedCents(f.text, f.dc) ?? 0);
  }
  return out;
}

/** The note's figures from its summary, and every printed total checked against the lines and parts it adds. */
export function summariseBmf(
  grid: Map<GridLabel, number>,
  executions: NoteExecution[],
  feeColumnCents: number,
): NoteSummary {
  const v = (label: GridLabel) => grid.get(label) ?? 0;
  const abs = (label: GridLabel) => Math.abs(v(label));
  const costs: NoteCosts = {
    brokerageCents: 0,
    exchangeFeesCents: abs('Taxas BM&F (emol+f.gar)'),
    registrationFeeCents: abs('Taxa registro BM&F'),
    settlementFeeCents: 0,
    issCents: abs('Impostos'),
    operationalFeeCents: abs('Taxa operacional'),
    otherCostsCents: abs('+Outros Custos') + abs('Outros'),
  };
  const totalCostsCents = Object.values(costs).reduce((a, b) => a + b, 0);
  const warnings: string[] = [];
  const check = (what: string, printed: number, computed: number) => {
    if (printed !== computed)
      warnings.push(`${what}: a nota imprime ${brl(printed)}, as linhas somam ${brl(computed)}.`);
  };
  const withValue = executions.filter((e) => e.valueCents !== null);
  if (withValue.length === executions.length && executions.length)
    check(
      'Valor dos negócios',
      v('Valor dos negócios'),
      withValue.reduce((a, e) => a + (e.valueCents ?? 0), 0),
    );
  check('Taxa operacional', abs('Taxa operacional'), feeColumnCents);
  const printedCosts = abs('Total de custos operacionais');
  const partsWithoutOutros = totalCostsCents - abs('Outros');
  if (printedCosts !== partsWithoutOutros && printedCosts !== totalCostsCents)
    check('Total de custos operacionais', printedCosts, partsWithoutOutros);
  const dayTrade = v('Ajuste day trade');
  const gross = dayTrade + v('Ajuste de posição') - printedCosts;
  check('Total líquido (#)', v('Total liquido (#)'), gross);
  const irrfDayTradeCents = abs('IRRF Day Trade (proj.)');
  check(
    'Total líquido da nota',
    v('Total líquido da nota'),
    v('Total liquido (#)') - irrfDayTradeCents - abs('IRRF') - abs('IRRF operacional'),
  );
  const irrfDayTradeBaseCents = Math.max(0, dayTrade - printedCosts);
  const expectedIrrf = Math.floor(irrfDayTradeBaseCents / 100);
  if (Math.abs(irrfDayTradeCents - expectedIrrf) > 1)
    warnings.push(
      `IRRF Day Trade: a nota imprime ${brl(irrfDayTradeCents)}, 1 % do resultado de day trade (${brl(irrfDayTradeBaseCents)}) é ${brl(expectedIrrf)}.`,
    );
  return {
    businessValueCents: v('Valor dos negócios'),
    dayTradeResultCents: dayTrade,
    costs,
    totalCostsCents,
    irrfDayTradeCents,
    irrfDayTradeBaseCents,
    netTotalCents: v('Total líquido da nota'),
    warnings,
  };
}
