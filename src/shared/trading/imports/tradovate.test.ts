import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInstrument, pointValue } from '../instruments';
import { tradePnl } from '../pnl';
import { parseImportFile } from './index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('Tradovate performance', () => {
  const r = parseImportFile(fixture('tradovate.csv'), { referenceYear: 2026 });

  it('reads long and short trades (short: bought after sold)', () => {
    expect(r.format).toBe('tradovate');
    expect(r.errors).toEqual([]);
    expect(
      r.trades.map((t) => [t.instrument, t.type, t.contracts, t.entry, t.exit, t.date, t.time, t.exitTime]),
    ).toEqual([
      ['MNQ', 'compra', 3, '20000', '20012.75', '2026-03-26', '09:30:00', '09:35:00'],
      ['NQ', 'venda', 2, '18000', '17990', '2026-03-26', '10:00:00', '10:05:00'],
      ['MES', 'compra', 1, '5000.75', '5000', '2026-03-26', '11:00:00', '11:02:00'],
    ]);
  });

  it("reads '$(3.75)' as a loss and matches our P&L", () => {
    expect(r.trades.map((t) => t.sourcePnl)).toEqual(['76.50', '400.00', '-3.75']);
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

  it('uses the one-digit year nearest the reference year', () => {
    expect(r.trades[0]).toMatchObject({
      contractMonth: 'M',
      contractYear: 2026,
      currency: 'USD',
      costs: '0',
    });
  });
});

describe('Tradovate file saved again day first (a spreadsheet on a pt-BR machine)', () => {
  const header = readFileSync(new URL('./fixtures/tradovate.csv', import.meta.url), 'utf8').split('\n')[0];
  it('reads every date day first once one day is over 12', () => {
    const r = parseImportFile(
      [
        header,
        'MNQM6,-2,0,0.25,1,2,1,20000.00,20010.00,$20.00,05/06/2026 09:30:00,05/06/2026 09:35:00,5min 0sec',
        'MNQM6,-2,0,0.25,3,4,1,20000.00,20010.00,$20.00,16/06/2026 09:30:00,16/06/2026 09:35:00,5min 0sec',
      ].join('\n'),
    );
    expect(r.errors).toEqual([]);
    expect(r.trades.map((t) => t.date)).toEqual(['2026-06-05', '2026-06-16']);
  });
});
