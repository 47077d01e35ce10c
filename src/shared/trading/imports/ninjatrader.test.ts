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

describe('NinjaTrader 8 on a day-first machine (comma separated, dd/MM/yyyy HH:mm:ss)', () => {
  const header = readFileSync(new URL('./fixtures/ninjatrader-day-first.csv', import.meta.url), 'utf8').split(
    '\n',
  )[0];
  const row = (n: number, time: string) =>
    `${n},NQ SEP26,Sim101,,Long,1,30815.5,30820,${time},${time},L,X,$86.02,$86.02,$3.98,$0,$0,$0,$0,$0,$0,$0,1`;

  it('reads every date day first once one day is over 12, also the ones that could be month first', () => {
    const r = parseImportFile(fixture('ninjatrader-day-first.csv'));
    expect(r.errors).toEqual([]);
    expect(r.notices).toBeUndefined();
    expect(r.trades.map((t) => [t.date, t.time, t.exitDate, t.exitTime])).toEqual([
      ['2026-06-16', '09:45:59', '2026-06-16', '09:46:00'],
      ['2026-06-16', '10:00:13', '2026-06-16', '10:00:40'],
      // 01/07 is 1 July in this file, not 7 January.
      ['2026-07-01', '10:31:05', '2026-07-01', '10:38:12'],
    ]);
  });

  it('a file whose days are all ≤ 12 is read by the region’s habits and says so', () => {
    // Zero-padded, 24 h: how day-first regions write; a US machine writes 7/1/2026 10:31:05 AM.
    const dayFirst = parseImportFile(
      [header, row(1, '01/07/2026 10:31:05'), row(2, '02/07/2026 15:00:00')].join('\n'),
    );
    expect(dayFirst.trades.map((t) => t.date)).toEqual(['2026-07-01', '2026-07-02']);
    expect(dayFirst.notices).toEqual([expect.stringContaining('lidas como dia/mês/ano')]);

    const us = parseImportFile(
      [header, row(1, '7/1/2026 10:31:05 AM'), row(2, '7/2/2026 3:00:00 PM')].join('\n'),
    );
    expect(us.trades.map((t) => [t.date, t.time])).toEqual([
      ['2026-07-01', '10:31:05'],
      ['2026-07-02', '15:00:00'],
    ]);
    expect(us.notices).toEqual([expect.stringContaining('lidas como mês/dia/ano')]);
  });

  it('a month-first file with a day over 12 is read month first with no notice', () => {
    const r = parseImportFile(
      [header, row(1, '07/01/2026 10:31:05'), row(2, '07/16/2026 15:00:00')].join('\n'),
    );
    expect(r.trades.map((t) => t.date)).toEqual(['2026-07-01', '2026-07-16']);
    expect(r.notices).toBeUndefined();
  });
});
