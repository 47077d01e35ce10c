import { describe, expect, it } from 'vitest';
import { type ExportTrade, toGenericCsv, toSpreadsheetCsv } from './export';
import { parseImportFile, type ParsedTrade } from './imports/index';

const trades: ExportTrade[] = [
  {
    date: '2026-03-24',
    time: '09:15:00',
    exitDate: '2026-03-24',
    exitTime: '09:32:10',
    type: 'compra',
    contracts: 1,
    instrument: 'WIN',
    contractMonth: 'J',
    contractYear: 2026,
    entry: '125000',
    exit: '125100',
    mep: '150',
    men: '75',
    costs: '0.5',
    stop: '124900',
    stopUnknown: false,
    pnl: '19.50',
    currency: 'BRL',
    emotion: 'disciplinado',
    tags: ['abertura', 'pullback'],
    accountId: 'conta-1',
    notes: 'Entrada no pullback; saída "no alvo"\nSegunda linha',
    fingerprint: 'profit:0123456789abcdef',
  },
  {
    date: '2026-03-25',
    time: '10:01',
    type: 'venda',
    contracts: 3,
    instrument: 'NQ',
    entry: '18000.25',
    exit: '17990.5',
    costs: '0',
    stopUnknown: true,
    pnl: '585.00',
    currency: 'USD',
    tags: ['a, b', 'aspas "x"', '=perigo'],
    notes: '=HYPERLINK("http://exemplo.invalid";"clique")',
    fingerprint: 'manual:1',
  },
  {
    date: '2026-03-26',
    time: '11:00:00',
    type: 'compra',
    contracts: 2,
    instrument: 'BGI',
    contractMonth: 'V',
    contractYear: 2026,
    entry: '310.05',
    exit: '309.9',
    mep: '0',
    men: '1.25',
    costs: '1.333333',
    currency: 'BRL',
    emotion: 'ganancioso',
    tags: [],
    notes: "  '=já com apóstrofo e espaços  ",
    fingerprint: 'manual:2',
  },
];

/** A parsed trade in the export's shape (what the server would store). */
const stored = (p: ParsedTrade): ExportTrade => ({
  date: p.date,
  time: p.time,
  exitDate: p.exitDate,
  exitTime: p.exitTime,
  type: p.type,
  contracts: p.contracts,
  instrument: p.instrument,
  contractMonth: p.contractMonth,
  contractYear: p.contractYear,
  entry: p.entry,
  exit: p.exit,
  mep: p.mep,
  men: p.men,
  costs: p.costs,
  stop: p.stop,
  stopUnknown: p.stopUnknown,
  pnl: p.sourcePnl,
  currency: p.currency,
  emotion: p.emotion,
  tags: p.tags,
  accountId: p.accountId,
  notes: p.notes,
  fingerprint: p.fingerprint,
});

describe('generic export → import: a lossless round trip', () => {
  const csv = toGenericCsv(trades);

  it('reads back exactly the same trades, from text and from UTF-8 bytes', () => {
    const fromText = parseImportFile(csv);
    expect(fromText.format).toBe('generic');
    expect(fromText.errors).toEqual([]);
    expect(fromText.trades.map(stored)).toEqual(trades);
    const fromBytes = parseImportFile(new TextEncoder().encode(csv));
    expect(fromBytes.encoding).toBe('utf-8');
    expect(fromBytes.trades.map(stored)).toEqual(trades);
  });

  it('writes the same bytes again after a round trip', () => {
    expect(toGenericCsv(parseImportFile(csv).trades.map(stored))).toBe(csv);
  });

  it('is UTF-8 with BOM, ; separated, one CRLF line per trade, formulas defused', () => {
    expect(csv.startsWith('\uFEFFdata;hora;data_saida;hora_saida;tipo;contratos;ativo;')).toBe(true);
    expect(csv.split('\r\n')[2]).toMatch(/^2026-03-25;10:01;;;venda;3;NQ;;;18000\.25;17990\.5;/);
    expect(csv).toContain(`"'=HYPERLINK(""http://exemplo.invalid"";""clique"")"`);
    expect(csv).not.toMatch(/;=/);
  });

  it('computes a fingerprint for rows without one', () => {
    const { fingerprint: _omit, ...rest } = trades[0] as ExportTrade;
    const parsed = parseImportFile(toGenericCsv([rest])).trades[0];
    expect(parsed?.fingerprint).toMatch(/^generic:[0-9a-f]{16}$/);
  });
});

describe('spreadsheet export (Excel pt-BR)', () => {
  const csv = toSpreadsheetCsv(trades);
  const lines = csv.split('\r\n');

  it('has a Portuguese header, dd/mm/aaaa dates and decimal commas', () => {
    expect(lines[0]).toBe(
      '\uFEFFData;Hora;Data saída;Hora saída;Tipo;Contratos;Ativo;Mês vencimento;Ano vencimento;Entrada;Saída;MEP;MEN;Custos;Stop;Stop desconhecido;Resultado;Moeda;Emoção;Tags;Conta;Notas;ID origem',
    );
    expect(lines[1]).toMatch(
      /^24\/03\/2026;09:15:00;24\/03\/2026;09:32:10;Compra;1;WIN;J;2026;125000;125100;150;75;0,5;124900;não;19,50;BRL;Disciplinado;abertura, pullback;conta-1;/,
    );
    expect(lines[3]).toContain(';310,05;309,9;0;1,25;1,333333;');
  });

  it('is read back by the importer as our own format', () => {
    const back = parseImportFile(csv);
    expect(back.format).toBe('generic');
    expect(back.errors).toEqual([]);
    // Tags are written 'a, b' for people: a tag holding a comma is the one thing this format cannot keep.
    const expected = trades.map((t, i) => (i === 1 ? { ...t, tags: ['a', 'b', 'aspas "x"', '=perigo'] } : t));
    expect(back.trades.map(stored)).toEqual(expected);
  });
});

describe('CSV injection: text cells neutralised, numbers kept numbers', () => {
  const risky: ExportTrade = {
    date: '2026-03-27',
    time: '09:00:00',
    type: 'venda',
    contracts: 1,
    instrument: 'WIN',
    entry: '125000',
    exit: '125100',
    costs: '0.5',
    pnl: '-20.50',
    currency: 'BRL',
    tags: ['-stop', '+forte', '@manhã', '\tescondida'],
    accountId: '=conta',
    notes: '-vendi cedo',
    fingerprint: 'manual:3',
  };
  const cellsOf = (csv: string) => (csv.split('\r\n')[1] ?? '').split(';');

  it('prefixes an apostrophe to text starting with = + - @ or tab, and leaves negative numbers alone', () => {
    const generic = cellsOf(toGenericCsv([risky]));
    expect(generic).toContain("'-vendi cedo");
    expect(generic).toContain("'=conta");
    expect(generic).toContain('-20.50');
    const sheet = cellsOf(toSpreadsheetCsv([risky]));
    expect(sheet).toContain("'-vendi cedo");
    expect(sheet).toContain("'=conta");
    expect(sheet).toContain('-20,50');
    expect(sheet.join(';')).toContain("'-stop, +forte, @manhã");
    for (const cells of [generic, sheet]) {
      expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-\d/.test(c))).toEqual([]);
    }
  });

  it('is read back by our importer with the trader’s text as written', () => {
    const back = parseImportFile(toGenericCsv([risky]));
    expect(back.errors).toEqual([]);
    expect(back.trades.map(stored)).toEqual([risky]);
    const sheet = parseImportFile(toSpreadsheetCsv([risky])).trades[0];
    expect(sheet).toMatchObject({ notes: '-vendi cedo', accountId: '=conta', sourcePnl: '-20.50' });
  });
});
