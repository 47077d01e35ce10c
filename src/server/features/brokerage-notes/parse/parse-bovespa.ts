import type { NoteCosts, NoteExecution, NoteSummary } from '@/shared/brokerage-notes/contract';
import { brl, MONEY, signedCents, toDecimalText } from './note-numbers';
import { tickerOfBovespaName } from './bovespa-ticker';
import type { TextLine } from './pdf-text';

const ROW_START =
  /^(?:\d-)?BOVESPA ([CV]) (VISTA|FRACIONARIO|OPCAO DE COMPRA|OPCAO DE VENDA|EXERC OPC COMPRA|EXERC OPC VENDA|TERMO|LEILAO)(?: (\d{2}\/\d{2}))? /;
const ROW_END = new RegExp(
  String.raw` (\d{1,3}(?:\.\d{3})*) (\d{1,3}(?:\.\d{3})*,\d{2,}) (${MONEY}) ([CD])$`,
);
const TICKER = /\b([A-Z]{4}\d{1,2})F?\b/;

/** The ticker printed in the title, else the one of its name (bovespa-names.ts), else the title as printed. */
function instrumentOf(spec: string, tradeDate: string | undefined): string {
  const t = TICKER.exec(spec);
  if (t) return t[1] as string;
  return tickerOfBovespaName(spec, tradeDate) ?? spec;
}

/** The executions ("Negócios realizados"): the Obs. column is told from the title by where it is printed. */
export function readBovespaExecutions(lines: readonly TextLine[], tradeDate?: string): NoteExecution[] {
  const out: NoteExecution[] = [];
  let obsX: number | null = null;
  let qtyX: number | null = null;
  for (const line of lines) {
    const obsHead = line.items.find((it) => /^Obs(\.|ervação)/i.test(it.text));
    const qtyHead = line.items.find((it) => /^Quantidade$/i.test(it.text));
    if (obsHead && qtyHead) {
      obsX = obsHead.x;
      qtyX = qtyHead.x;
      continue;
    }
    const start = ROW_START.exec(line.text);
    const end = ROW_END.exec(line.text);
    if (!start || !end) continue;
    let middle = line.text.slice(start[0].length, end.index).trim();
    let obs = '';
    if (obsX !== null && qtyX !== null) {
      const [from, to] = [obsX - 5, qtyX - 5];
      const mark = line.items.find((it) => it.x >= from && it.x < to && /^[#\dA-Z]{1,4}$/.test(it.text));
      if (mark && middle.endsWith(mark.text)) {
        obs = mark.text;
        middle = middle.slice(0, -mark.text.length).trim();
      }
    }
    const [, qty, price, value, dc] = end;
    out.push({
      side: start[1] as 'C' | 'V',
      instrument: instrumentOf(middle, tradeDate),
      symbol: middle,
      maturity: null,
      quantity: Number((qty as string).replace(/\./g, '')),
      price: toDecimalText(price as string) ?? '0',
      valueCents: signedCents(value as string, dc),
      dayTrade: obs.includes('D'),
    });
  }
  return out;
}

/** A label's value on its own line ('Taxa de liquidação 1,01 D'), signed; the last page's when several print it. */
function labelled(lines: readonly TextLine[], label: string): number | null {
  const re = new RegExp(String.raw`(?:^|\s)${label}\s+(${MONEY})(?:\s+([CD])(?![a-zà-ú]))?`, 'i');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const m = re.exec((lines[i] as TextLine).text);
    if (m) return signedCents(m[1] as string, m[2]);
  }
  return null;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const any = (lines: readonly TextLine[], ...labels: string[]) => {
  for (const l of labels) {
    const v = labelled(lines, l);
    if (v !== null) return v;
  }
  return null;
};

/** Null when the summary's closing line ("Líquido para") is missing: the note is not complete. */
export function summariseBovespa(
  lines: readonly TextLine[],
  executions: NoteExecution[],
): NoteSummary | null {
  const net = labelled(lines, String.raw`L[íi]quido para\s+\d{2}/\d{2}/\d{4}`);
  const netLoose = net ?? any(lines, String.raw`L[íi]quido para`);
  const vlo = any(lines, esc('Valor líquido das operações'));
  if (netLoose === null || vlo === null) return null;
  const a = (...labels: string[]) => Math.abs(any(lines, ...labels) ?? 0);
  const settlement = a(esc('Taxa de liquidação'));
  const registration = a(esc('Taxa de Registro'));
  const termo = a(esc('Taxa de termo/opções'), esc('Taxa de Termo / Opções'));
  const ana = a(esc('Taxa A.N.A.'));
  const emol = a('Emolumentos');
  const operational = a(esc('Taxa Operacional'));
  const brokerage = a('Corretagem');
  const execution = a('Execução');
  const custody = a(esc('Taxa de Custódia'));
  const iss = a('Impostos', String.raw`ISS(?: \([^)]*\))?`);
  const others = a('Outros', 'Outras');
  const irrfOps = a(String.raw`I\.R\.R\.F\. s/ operações[,.] base R?\$? ?${MONEY}`);
  const costs: NoteCosts = {
    brokerageCents: brokerage,
    exchangeFeesCents: emol + termo + ana,
    registrationFeeCents: registration,
    settlementFeeCents: settlement,
    issCents: iss,
    operationalFeeCents: operational,
    otherCostsCents: execution + custody + others,
  };
  const totalCostsCents = Object.values(costs).reduce((x, y) => x + y, 0);
  const warnings: string[] = [];
  const check = (what: string, printed: number | null, computed: number) => {
    if (printed !== null && printed !== computed)
      warnings.push(`${what}: a nota imprime ${brl(printed)}, as linhas somam ${brl(computed)}.`);
  };
  check(
    'Valor líquido das operações',
    vlo,
    executions.reduce((x, e) => x + (e.valueCents ?? 0), 0),
  );
  const sales = a(esc('Vendas à vista'));
  const buys = a(esc('Compras à vista'));
  check('Valor líquido das operações (vendas − compras)', vlo, sales - buys);
  const business = any(lines, esc('Valor das operações'));
  check(
    'Valor das operações',
    business === null ? null : Math.abs(business),
    sales + buys + a(esc('Opções - compras')) + a(esc('Opções - vendas')) + a(esc('Operações à termo')),
  );
  const cblc = any(lines, esc('Total CBLC'), esc('Total Clearing (CBLC)'));
  check('Total CBLC', cblc, vlo - settlement - registration);
  const bolsa = any(lines, esc('Total Bovespa / Soma'), esc('Total Bolsa'));
  check('Total Bovespa', bolsa === null ? null : Math.abs(bolsa), emol + termo + ana);
  const totalCosts = any(lines, esc('Total Custos / Despesas'), esc('Total Corretagem/Despesas'));
  check(
    'Total Custos / Despesas',
    totalCosts === null ? null : Math.abs(totalCosts),
    operational + brokerage + execution + custody + iss + others,
  );
  const expectedNet = vlo - totalCostsCents;
  // Some brokers deduct the IRRF s/ operações from the net, others only print it: both add up.
  if (netLoose !== expectedNet && netLoose !== expectedNet - irrfOps)
    check('Líquido para', netLoose, expectedNet);
  const dt = /IRRF Day Trade:? Base:? R\$ ?(-?[\d.]+,\d{2}) Proje[çc][ãa]o:? R\$ ?(-?[\d.]+,\d{2})/i;
  let irrfDayTradeBaseCents = 0;
  let irrfDayTradeCents = 0;
  for (const line of lines) {
    const m = dt.exec(line.text);
    if (!m) continue;
    irrfDayTradeBaseCents = Math.abs(signedCents(m[1] as string, undefined) ?? 0);
    irrfDayTradeCents = Math.abs(signedCents(m[2] as string, undefined) ?? 0);
  }
  return {
    businessValueCents: business === null ? sales + buys : Math.abs(business),
    dayTradeResultCents: executions.filter((e) => e.dayTrade).reduce((x, e) => x + (e.valueCents ?? 0), 0),
    costs,
    totalCostsCents,
    irrfDayTradeCents,
    irrfDayTradeBaseCents,
    netTotalCents: netLoose,
    warnings,
  };
}
