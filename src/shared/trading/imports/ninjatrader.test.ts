import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInstrument, pointValue } from '../instruments';
import { tradePnl } from '../pnl';
import { parseImportFile } from './index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('NinjaTrader 8 trades (en-US)', () => {
  const r = parseImportFile(fixture('ninjatrader.csv'));

  it('reads positions, prices, AM/PM times, commission and the contract month', () => {
    expect(r.format).toBe('ninjatrader');
    expect(r.errors).toEqual([]);
    expect(
      r.trades.map((t) => [
        t.instrument,
        t.contractMonth,
        t.contractYear,
        t.type,
        t.contracts,
        t.entry,
        t.exit,
        t.costs,
      ]),
    ).toEqual([
      ['NQ', 'M', 2026, 'venda', 2, '18000', '17990', '4.3'],
      ['ES', 'M', 2026, 'compra', 1, '5000.25', '5010.75', '2.15'],
      ['NQ', 'M', 2026, 'compra', 1, '18000.25', '17995.5', '2.15'],
    ]);
    expect(r.trades[1]).toMatchObject({
      date: '2026-03-26',
      time: '13:02:00',
      exitTime: '13:30:00',
      sourceAccount: 'Sim101',
    });
    expect(r.trades[0]?.time).toBe('09:31:05');
  });

  it("matches NinjaTrader's profit, including '($95.00)'", () => {
    expect(r.trades.map((t) => t.sourcePnl)).toEqual(['400.00', '525.00', '-95.00']);
    for (const t of r.trades) {
      const i = findInstrument(t.instrument);
      if (!i) throw new Error(t.instrument);
      const ours = tradePnl({
        side: t.type,
        contracts: t.contracts,
        entry: t.entry,
        exit: t.exit,
        pointValue: pointValue(i),
      });
      expect(ours.toFixed(2)).toBe(t.sourcePnl);
    }
  });

  it('turns currency MAE/MFE into points (÷ point value × contracts)', () => {
    // NQ short 2: MFE $600 / ($20 × 2) = 15 points, MAE $100 / 40 = 2.5
    expect(r.trades.map((t) => [t.mep, t.men])).toEqual([
      ['15', '2.5'],
      ['12', '0.5'],
      ['1', '5'],
    ]);
  });

  it('reads a pt-BR machine export (; separator, day first, decimal comma)', () => {
    const text = [
      'Trade number;Instrument;Account;Market pos.;Qty;Entry price;Exit price;Entry time;Exit time;Profit;Commission;MAE;MFE',
      '1;ES 06-26;Conta1;Long;1;5000,25;5010,75;03/04/2026 10:00:00;03/04/2026 10:30:00;525,00 $;2,15 $;0,5;12',
    ].join('\n');
    const p = parseImportFile(text);
    expect(p.errors).toEqual([]);
    expect(p.trades[0]).toMatchObject({
      date: '2026-04-03',
      entry: '5000.25',
      exit: '5010.75',
      costs: '2.15',
      mep: '12',
      men: '0.5',
    });
  });
});
