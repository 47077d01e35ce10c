import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInstrument, pointValue } from '../instruments';
import { tradePnl } from '../pnl';
import { parseImportFile } from './index';
import { type ParsedTrade } from './types';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

const pnl = (t: ParsedTrade, costs = t.costs) => {
  const i = findInstrument(t.instrument);
  if (!i) throw new Error(t.instrument);
  return tradePnl({
    side: t.type,
    contracts: t.contracts,
    entry: t.entry,
    exit: t.exit,
    pointValue: pointValue(i),
    costs,
  });
};

const summary = (t: ParsedTrade) => [
  t.line,
  t.instrument,
  t.type,
  t.contracts,
  t.entry,
  t.exit,
  t.costs,
  t.sourcePnl,
];

describe('MetaTrader 5, English header', () => {
  const r = parseImportFile(fixture('mt5-en.csv'));

  it('pairs in/out deals FIFO per symbol, prorating costs, skipping balance deals', () => {
    expect(r.format).toBe('mt5');
    expect(r.errors).toEqual([]);
    expect(r.skipped).toBe(1);
    expect(r.trades.map(summary)).toEqual([
      [4, 'WIN', 'compra', 1, '125000', '125100', '0.5', '20.00'],
      [5, 'WIN', 'compra', 1, '125000', '125050', '0.5', '10.00'],
      [7, 'WDO', 'venda', 1, '5432.5', '5430', '2', '25.00'],
    ]);
  });

  it('keeps entry and exit times and computes net P&L', () => {
    expect(r.trades[0]).toMatchObject({
      date: '2026-03-26',
      time: '10:49:00',
      exitDate: '2026-03-26',
      exitTime: '10:55:30',
    });
    expect(r.trades.map((t) => pnl(t).toFixed(2))).toEqual(['19.50', '9.50', '23.00']);
    for (const t of r.trades) expect(pnl(t, '0').toFixed(2)).toBe(t.sourcePnl);
  });

  it('continuous symbols (WIN$N) have no contract month', () => {
    expect(r.trades[0]?.sourceSymbol).toBe('WIN$N');
    expect(r.trades[0]?.contractMonth).toBeUndefined();
  });
});

describe('MetaTrader 5, Portuguese header (UTF-16, comma separated)', () => {
  const r = parseImportFile(fixture('mt5-pt-utf16.csv'));

  it('reads entrada/saída and splits an entrada/saída reversal', () => {
    expect(r.format).toBe('mt5');
    expect(r.encoding).toBe('utf-16le');
    expect(r.errors).toEqual([]);
    expect(r.trades.map(summary)).toEqual([
      [3, 'WIN', 'compra', 1, '125000', '125100', '0', '20.00'],
      [5, 'WIN', 'venda', 2, '125100', '125050', '0', '20.00'],
      [6, 'WIN', 'compra', 1, '125050', '125075', '0', '5.00'],
    ]);
    for (const t of r.trades) expect(pnl(t).toFixed(2)).toBe(t.sourcePnl);
    expect(r.trades[0]).toMatchObject({ contractMonth: 'J', contractYear: 2026 });
  });
});

describe('MetaTrader 5 edge cases', () => {
  const header =
    'Time;Deal;Symbol;Type;Direction;Volume;Price;Order;Commission;Fee;Swap;Profit;Balance;Comment';

  it('reports an exit without entry and a position left open', () => {
    const text = [
      header,
      '2026.03.26 10:00:00;1;WIN$N;sell;out;1;125000;1;0;0;0;0;0;',
      '2026.03.26 10:05:00;2;WDO$N;buy;in;1;5000;2;0;0;0;0;0;',
      '2026.03.26 10:06:00;3;WDO$N;buy;sideways;1;5000;2;0;0;0;0;0;',
      '2026/03/26 10:07;4;WDO$N;buy;in;1;5000;2;0;0;0;0;0;',
      '2026.03.26 10:08:00;5;WDO$N;buy;in;0;5000;2;0;0;0;0;0;',
    ].join('\n');
    const r = parseImportFile(text);
    expect(r.trades).toEqual([]);
    expect(r.errors.map((e) => e.message)).toEqual([
      'Linha 2: saída sem entrada correspondente no arquivo',
      'Linha 4: direção inválida (esperado in/out ou entrada/saída)',
      'Linha 6: volume inválido',
      'Linha 3: posição aberta sem saída no arquivo (não importada)',
      'Linha 5: posição aberta sem saída no arquivo (não importada)',
    ]);
  });

  it('splits one exit across two entries (FIFO) with distinct fingerprints', () => {
    const text = [
      header,
      '2026.03.26 10:00:00;1;NQZ5;buy;in;1;18000;1;-2.00;0;0;0;0;',
      '2026.03.26 10:01:00;2;NQZ5;buy;in;1;18010;2;-2.00;0;0;0;0;',
      '2026.03.26 10:02:00;3;NQZ5;sell;out;2;18020;3;-4.00;0;0;600.00;0;',
    ].join('\n');
    const r = parseImportFile(text, { referenceYear: 2025 });
    expect(r.trades.map(summary)).toEqual([
      [4, 'NQ', 'compra', 1, '18000', '18020', '4', undefined],
      [4, 'NQ', 'compra', 1, '18010', '18020', '4', undefined],
    ]);
    expect(r.trades.map((t) => pnl(t).toFixed(2))).toEqual(['396.00', '196.00']);
    expect(r.trades[0]?.fingerprint).not.toBe(r.trades[1]?.fingerprint);
    expect(r.trades[0]).toMatchObject({ currency: 'USD', contractMonth: 'Z', contractYear: 2025 });
  });
});
