import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('MetaTrader 5 report with Positions/Orders before Deals (a real tester report, pt-BR, cp1252)', () => {
  let r: ReturnType<typeof parseImportFile>;
  beforeAll(() => {
    r = parseImportFile(fixture('mt5-tester-pt.csv'));
  });

  it('finds the deals table past line 50 and pairs its 37 deals into the 26 trades the report counts', () => {
    expect(r.format).toBe('mt5');
    expect(r.encoding).toBe('windows-1252');
    expect(r.detection.headerLine).toBe(101);
    expect(r.errors).toEqual([]);
    expect(r.trades).toHaveLength(26);
    // 'Lucro Líquido Total: 202.00' in the report's summary; no costs in a tester run.
    const net = r.trades.reduce((sum, t) => sum + Number(pnl(t).toFixed(2)), 0);
    expect(net.toFixed(2)).toBe('202.00');
    for (const t of r.trades) expect(pnl(t).toFixed(2)).toBe(t.sourcePnl ?? pnl(t).toFixed(2));
  });

  it('keeps the stop moved to the entry (deal 18, sl 100120) as a breakeven trade', () => {
    const be = r.trades.find((t) => t.entry === t.exit);
    expect(be).toMatchObject({ type: 'compra', contracts: 2, entry: '100120', exit: '100120', costs: '0' });
    expect(be?.sourcePnl).toBe('0.00');
  });
});

describe('MetaTrader 5 trade history report, English, 30 positions before the deals', () => {
  // The layout the terminal writes (Trade History Report → Positions → Orders → Deals → Results), with a month of
  // 30 WIN positions: the Deals header lands on line 71.
  const n = 30;
  const at = (k: number, s: number) =>
    `2026.03.${String(2 + (k % 20)).padStart(2, '0')} 10:${String(k).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  const lines = [
    'Trade History Report,,,,,,,,,,,,,',
    'Name:,,,Trader,,,,,,,,,,',
    'Account:,,,"1234567 (BRL, Corretora-Demo, demo, Hedge)",,,,,,,,,,',
    'Company:,,,Corretora,,,,,,,,,,',
    'Date:,,,2026.04.01 09:00,,,,,,,,,,',
    'Positions,,,,,,,,,,,,,',
    'Time,Position,Symbol,Type,Volume,Price,S / L,T / P,Time,Price,Commission,Swap,Profit,',
    ...Array.from(
      { length: n },
      (_, k) => `${at(k, 0)},${100 + k},WINJ26,buy,1,125 000,,,${at(k, 30)},125 100,- 1.00,0.00, 20.00,`,
    ),
    'Orders,,,,,,,,,,,,,',
    'Open Time,Order,Symbol,Type,Volume,Price,S / L,T / P,Time,State,,Comment,,',
    ...Array.from(
      { length: n },
      (_, k) => `${at(k, 0)},${100 + k},WINJ26,buy,1 / 1,market,,,${at(k, 0)},filled,,,,`,
    ),
    'Deals,,,,,,,,,,,,,',
    'Time,Deal,Symbol,Type,Direction,Volume,Price,Order,Commission,Fee,Swap,Profit,Balance,Comment',
    '2026.03.01 09:00:00,1,,balance,,,,,0.00,0.00,0.00,10 000.00,10 000.00,Deposit',
    ...Array.from({ length: n }, (_, k) => [
      `${at(k, 0)},${1000 + 2 * k},WINJ26,buy,in,1,125 000,${100 + k},- 0.50,0.00,0.00,0.00,10 000.00,`,
      `${at(k, 30)},${1001 + 2 * k},WINJ26,sell,out,1,125 100,${200 + k},- 0.50,0.00,0.00, 20.00,10 000.00,`,
    ]).flat(),
    'Results,,,,,,,,,,,,,',
    'Total Net Profit:,,,570.00,Gross Profit:,,,600.00,Gross Loss:,,,0.00,,',
    'Maximal consecutive loss (count):,,,-69.00 (1),Maximal consecutive profit (count):,,,600.00 (30),,',
  ];

  it('is read, not refused as "MetaTrader 5 sem Direction"', () => {
    const r = parseImportFile(lines.join('\r\n'));
    expect(r.detection.headerLine).toBe(2 * n + 11);
    expect(r.errors).toEqual([]);
    expect(r.trades).toHaveLength(n);
    expect(r.trades[0]).toMatchObject({ entry: '125000', exit: '125100', costs: '1' });
  });
});

describe('MetaTrader 5 swap: net = profit + commission + fee + swap, as the file signs them', () => {
  const header =
    'Time;Deal;Symbol;Type;Direction;Volume;Price;Order;Commission;Fee;Swap;Profit;Balance;Comment';
  const read = (...rows: string[]) => parseImportFile([header, ...rows].join('\n'), { referenceYear: 2026 });

  it('a swap charged overnight (negative) adds to the costs, as the balance column shows', () => {
    const r = read(
      '2026.03.26 10:00:00;1;WDOJ26;buy;in;2;5 000.0;1;- 1.00;-0.20;0.00;0.00;9 998.80;',
      '2026.03.27 10:00:00;2;WDOJ26;sell;out;2;5 010.0;2;- 1.00;-0.20;- 3.40;200.00;10 194.20;',
    );
    expect(r.errors).toEqual([]);
    // Balance 9 998.80 + 200.00 − 1.00 − 0.20 − 3.40 = 10 194.20; the trade's net is 200 − 2.40 − 3.40.
    expect(r.trades).toMatchObject([{ costs: '5.8' }]);
    expect(pnl(r.trades[0] as ParsedTrade).toFixed(2)).toBe('194.20');
  });

  it('a swap credited (positive) lowers the costs, and may leave a net credit', () => {
    const small = read(
      '2026.03.26 10:00:00;1;WDOJ26;buy;in;1;5000;1;-1.00;0;0;0;0;',
      '2026.03.27 10:00:00;2;WDOJ26;sell;out;1;5010;2;-1.00;0;1.50;100.00;0;',
    );
    expect(small.trades).toMatchObject([{ costs: '0.5' }]);
    expect(pnl(small.trades[0] as ParsedTrade).toFixed(2)).toBe('99.50');
    const credit = read(
      '2026.03.26 10:00:00;1;WDOJ26;buy;in;1;5000;1;-1.00;0;0;0;0;',
      '2026.03.27 10:00:00;2;WDOJ26;sell;out;1;5010;2;-1.00;0;5.00;100.00;0;',
    );
    expect(credit.errors).toEqual([]);
    expect(credit.trades).toMatchObject([{ costs: '-3' }]);
    expect(pnl(credit.trades[0] as ParsedTrade).toFixed(2)).toBe('103.00');
  });

  it('a swap on an exit split over two entries is shared by volume, like the commission', () => {
    const r = read(
      '2026.03.26 10:00:00;1;WDOJ26;buy;in;1;5000;1;0;0;0;0;0;',
      '2026.03.26 11:00:00;2;WDOJ26;buy;in;3;5002;2;0;0;0;0;0;',
      '2026.03.27 10:00:00;3;WDOJ26;sell;out;4;5010;3;0;0;-4.00;340.00;0;',
    );
    expect(r.trades.map((t) => t.costs)).toEqual(['1', '3']);
  });

  it('an unreadable swap is a row error', () => {
    const r = read(
      '2026.03.26 10:00:00;1;WDOJ26;buy;in;1;5000;1;0;0;0;0;0;',
      '2026.03.27 10:00:00;2;WDOJ26;sell;out;1;5010;2;0;0;abc;100.00;0;',
    );
    expect(r.errors.map((e) => e.message)).toContain('Linha 3: swap inválido');
  });
});
