/**
 * A brokerage note (nota de corretagem, SINACOR layout) as the parser reads it from the broker's PDF, before it is
 * stored (src/server/db/schema/brokerage-notes.ts keeps the same fields). Money is integer centavos; a figure the
 * note prints with D/C is signed (C = credit = +, D = debit = −). Prices stay decimal text so nothing is rounded.
 */
export type NoteSegment = 'bmf' | 'bovespa';

export interface NoteExecution {
  side: 'C' | 'V';
  /** The journal's instrument root: 'WIN', 'WDO', 'IND', 'DOL' (BM&F) or the ticker 'PETR4' (Bovespa). */
  instrument: string;
  /** What the note printed for it: 'WIN Z26', 'WDO F27', 'PETROBRAS PN N2'. */
  symbol: string;
  /** Vencimento, ISO 'aaaa-mm-dd', BM&F only. */
  maturity: string | null;
  quantity: number;
  /** Preço/ajuste as decimal text with a dot ('128450.00'). */
  price: string;
  /** Valor da operação / ajuste, signed by its D/C, when the note prints it. */
  valueCents: number | null;
  dayTrade: boolean;
}

export interface NoteCosts {
  brokerageCents: number;
  exchangeFeesCents: number;
  registrationFeeCents: number;
  settlementFeeCents: number;
  issCents: number;
  operationalFeeCents: number;
  otherCostsCents: number;
}

export interface ParsedNote {
  broker: string;
  noteNumber: string;
  /** Data pregão, ISO 'aaaa-mm-dd'. */
  tradeDate: string;
  clientCode: string;
  segment: NoteSegment;
  pages: number;
  executions: NoteExecution[];
  businessValueCents: number;
  /** Ajuste de day trade / the day-trade result, signed. */
  dayTradeResultCents: number;
  costs: NoteCosts;
  /** Sum of costs, unsigned: what is apportioned to the day's trades. */
  totalCostsCents: number;
  irrfDayTradeCents: number;
  irrfDayTradeBaseCents: number;
  /** Total líquido da nota, signed. */
  netTotalCents: number;
  /** The checks of the printed totals against the lines that failed (Portuguese); empty when the note adds up. */
  warnings: string[];
}

/** A note's figures as its summary block prints them (each layout's reader returns them, checked). */
export type NoteSummary = Pick<
  ParsedNote,
  | 'businessValueCents'
  | 'dayTradeResultCents'
  | 'costs'
  | 'totalCostsCents'
  | 'irrfDayTradeCents'
  | 'irrfDayTradeBaseCents'
  | 'netTotalCents'
  | 'warnings'
>;

/** Why a file could not be read as a note; the message is Portuguese and names what was missing. */
export type NoteParseError =
  | { code: 'not-pdf'; message: string }
  | { code: 'password-required'; message: string }
  | { code: 'wrong-password'; message: string }
  | { code: 'not-a-note'; message: string }
  | { code: 'layout-not-recognised'; message: string; missing: string[] };

export type NoteParseResult = { ok: true; notes: ParsedNote[] } | { ok: false; error: NoteParseError };
