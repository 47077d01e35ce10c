import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInstrument, pointValue } from '../instruments';
import { tradePnl } from '../pnl';
import { parseImportFile } from './index';
import { type ParsedTrade } from './types';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/** Our P&L (before costs) for a parsed trade, to compare with the broker's. */
const ourGross = (t: ParsedTrade) => {
  const i = findInstrument(t.instrument);
  if (!i) throw new Error(t.instrument);
  return tradePnl({
    side: t.type,
    contracts: t.contracts,
    entry: t.entry,
    exit: t.exit,
    pointValue: pointValue(i),
  });
};

describe('Profit (latin-1, preamble, [R] row)', () => {
  const r = parseImportFile(fixture('profit-latin1-preamble.csv'), { referenceYear: 2026 });

  it('decodes cp1252, finds the header after the preamble and skips the rollover row', () => {
    expect(r.format).toBe('profit');
    expect(r.encoding).toBe('windows-1252');
    expect(r.detection.headerLine).toBe(6);
    expect(r.detection.header).toContain('Preço Compra');
    expect(r.errors).toEqual([]);
    expect(r.skipped).toBe(1);
    expect(r.trades).toHaveLength(4);
  });

  it('reads side, prices by side, quantities, dates, MEP/MEN and the contract month', () => {
    expect(r.trades[0]).toEqual({
      line: 7,
      date: '2026-03-24',
      time: '09:15:00',
      exitDate: '2026-03-24',
      exitTime: '09:32:10',
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      contractMonth: 'J',
      contractYear: 2026,
      sourceSymbol: 'WINJ26',
      entry: '125000',
      exit: '125100',
      mep: '150',
      men: '75',
      costs: '0',
      sourcePnl: '20.00',
      currency: 'BRL',
      tags: [],
      fingerprint: expect.stringMatching(/^profit:[0-9a-f]{16}$/),
    });
    // Venda: entry is the sell price, exit the buy price.
    expect(r.trades.map((t) => [t.type, t.contracts, t.entry, t.exit, t.line])).toEqual([
      ['compra', 1, '125000', '125100', 7],
      ['venda', 3, '125100', '124850', 8],
      ['venda', 2, '5432.5', '5435', 10],
      ['compra', 1, '174425', '174300', 11],
    ]);
  });

  it("matches the broker's result on every trade", () => {
    expect(r.trades.map((t) => t.sourcePnl)).toEqual(['20.00', '150.00', '-50.00', '-25.00']);
    for (const t of r.trades) expect(ourGross(t).toFixed(2)).toBe(t.sourcePnl);
  });

  it('gives stable, distinct fingerprints', () => {
    const again = parseImportFile(fixture('profit-latin1-preamble.csv'), { referenceYear: 2026 });
    expect(again.trades.map((t) => t.fingerprint)).toEqual(r.trades.map((t) => t.fingerprint));
    expect(new Set(r.trades.map((t) => t.fingerprint)).size).toBe(4);
  });
});

describe('Profit header variants (matched by name)', () => {
  it('reads the Subconta variant (no MEP/MEN, thousands without decimals)', () => {
    const r = parseImportFile(fixture('profit-subconta.csv'));
    expect(r.format).toBe('profit');
    expect(r.errors).toEqual([]);
    expect(
      r.trades.map((t) => [t.instrument, t.type, t.contracts, t.entry, t.exit, t.sourceAccount, t.mep]),
    ).toEqual([
      ['IND', 'compra', 2, '125000', '124500', '12345-1', undefined],
      ['DOL', 'venda', 1, '5400', '5390.5', '12345-1', undefined],
    ]);
    for (const t of r.trades) expect(ourGross(t).toFixed(2)).toBe(t.sourcePnl);
  });

  it('reads Ganho Max./Perda Max. as MEP/MEN points', () => {
    const r = parseImportFile(fixture('profit-ganho-perda.csv'));
    expect(r.format).toBe('profit');
    expect(r.errors).toEqual([]);
    expect(r.trades.map((t) => [t.instrument, t.mep, t.men, t.sourcePnl])).toEqual([
      ['WIN', '150', '75', '20.00'],
      ['WDO', '8', '0.5', '375.00'],
    ]);
    for (const t of r.trades) expect(ourGross(t).toFixed(2)).toBe(t.sourcePnl);
  });

  it('reports bad rows by line and keeps the good ones', () => {
    const text = [
      'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;MEP;MEN',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000;125.100;10;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;X;125.000;125.100;10;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;2;1;C;125.000;125.100;10;-5',
      'WINJ26;32/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000;125.100;10;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;abc;125.100;10;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;V;125.000;125.100;xx;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;0;0;C;125.000;125.100;10;-5',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000;125.000;10;-5',
      'WINJ26;24/03/2026',
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;V;125.000;125.100;10;-5',
    ].join('\n');
    const r = parseImportFile(text);
    // Line 9 is a breakeven (entry = exit): a real trade, imported.
    expect(r.trades.map((t) => t.line)).toEqual([2, 9, 11]);
    expect(r.errors).toEqual([
      { line: 3, message: 'Linha 3: lado inválido (esperado compra ou venda)' },
      { line: 4, message: 'Linha 4: quantidades de compra e venda diferentes (operação não encerrada)' },
      { line: 5, message: 'Linha 5: data/hora de abertura inválida' },
      { line: 6, message: 'Linha 6: preço de entrada inválido' },
      { line: 7, message: 'Linha 7: MEP inválido' },
      { line: 8, message: 'Linha 8: quantidade de contratos inválida' },
      { line: 10, message: 'Linha 10: linha incompleta (faltam colunas)' },
    ]);
  });

  it('keeps two identical trades of one file as two (occurrence in the fingerprint)', () => {
    const row = 'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000;125.100';
    const r = parseImportFile(
      ['Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda', row, row].join('\n'),
    );
    expect(r.trades).toHaveLength(2);
    expect(r.trades[0]?.fingerprint).not.toBe(r.trades[1]?.fingerprint);
  });
});

describe('Profit "Relatório de Performance" in the layout of a real export (Subconta first, TET, open position)', () => {
  const r = parseImportFile(
    new Uint8Array(readFileSync(new URL('./fixtures/profit-performance.csv', import.meta.url))),
  );

  it('reads the four closed operations with the platform’s results and reports the open one', () => {
    expect(r.format).toBe('profit');
    expect(r.encoding).toBe('windows-1252');
    expect(
      r.trades.map((t) => [t.line, t.instrument, t.type, t.contracts, t.entry, t.exit, t.sourcePnl]),
    ).toEqual([
      [7, 'WIN', 'compra', 4, '174425', '174593.75', '135.00'],
      [8, 'WDO', 'compra', 4, '5206.63', '5210.63', '160.00'],
      [9, 'WIN', 'compra', 6, '176318.33', '176218.33', '-120.00'],
      [10, 'WIN', 'venda', 3, '187700', '187860', '-96.00'],
    ]);
    for (const t of r.trades) {
      const i = findInstrument(t.instrument);
      if (!i) throw new Error(t.instrument);
      const { type: side, contracts, entry, exit, costs } = t;
      expect(tradePnl({ side, contracts, entry, exit, costs, pointValue: pointValue(i) }).toFixed(2)).toBe(
        t.sourcePnl,
      );
    }
    expect(r.errors).toEqual([
      { line: 11, message: 'Linha 11: quantidades de compra e venda diferentes (operação não encerrada)' },
    ]);
  });
});
