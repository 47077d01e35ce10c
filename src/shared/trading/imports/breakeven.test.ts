import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { findInstrument, pointValue } from '../instruments';
import { tradePnl } from '../pnl';
import { parseImportFile } from './index';
import { type ParsedTrade } from './types';

/**
 * A trade closed at its entry price (a stop moved to the entry, a scratch) is a real trade with real costs: every
 * format imports it. The 'entry = exit' refusal belongs to the hand-entry form only (trade-schema.ts).
 */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

const net = (t: ParsedTrade) => {
  const instrument = findInstrument(t.instrument);
  if (!instrument) throw new Error(`unknown ${t.instrument}`);
  const { type: side, contracts, entry, exit, costs } = t;
  return tradePnl({ side, contracts, entry, exit, costs, pointValue: pointValue(instrument) });
};
const breakeven = (trades: ParsedTrade[]) => trades.filter((t) => t.entry === t.exit);

describe('breakeven trades are imported in every format, with their costs', () => {
  it('NinjaTrader 8 (real layout, NQ SEP26): the file’s net matches ours only with the breakeven trade', () => {
    const r = parseImportFile(fixture('ninjatrader-nq-sep26.csv'));
    expect(r.format).toBe('ninjatrader');
    expect(r.errors).toEqual([]);
    expect(r.trades).toHaveLength(4);
    expect(breakeven(r.trades)).toMatchObject([
      { line: 4, entry: '30790', costs: '3.98', sourcePnl: '-3.98' },
    ]);
    for (const t of r.trades) expect(net(t).toFixed(2)).toBe(t.sourcePnl);
    // 'Cum. net profit' of the last row.
    const total = r.trades.reduce((sum, t) => sum.add(net(t)), toDecimal(0));
    expect(total.toFixed(2)).toBe('109.08');
  });

  it('Tradovate: the $0.00 row', () => {
    const r = parseImportFile(fixture('tradovate-performance.csv'));
    expect(r.errors).toEqual([]);
    expect(r.trades).toHaveLength(3);
    expect(breakeven(r.trades)).toMatchObject([
      { line: 4, type: 'venda', contracts: 2, entry: '29390.25', costs: '0', sourcePnl: '0.00' },
    ]);
  });

  it('Profit: Preço Compra = Preço Venda', () => {
    const r = parseImportFile(
      [
        'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Res. Operação',
        'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;2;2;V;125.100,00;125.100,00;R$ 0,00',
      ].join('\r\n'),
    );
    expect(r.errors).toEqual([]);
    expect(r.trades).toMatchObject([{ type: 'venda', contracts: 2, entry: '125100', exit: '125100' }]);
  });

  it('MetaTrader 5: a scratch closed at the entry keeps both deals’ commissions', () => {
    const r = parseImportFile(
      [
        'Time;Deal;Symbol;Type;Direction;Volume;Price;Order;Commission;Fee;Swap;Profit;Balance;Comment',
        '2026.03.26 10:00:00;1;WINJ26;buy;in;1;125000;1;-0.50;0.00;0.00;0.00;0;',
        '2026.03.26 10:05:00;2;WINJ26;sell;out;1;125000;2;-0.50;0.00;0.00;0.00;0;',
      ].join('\n'),
    );
    expect(r.errors).toEqual([]);
    expect(r.trades).toMatchObject([{ entry: '125000', exit: '125000', costs: '1' }]);
    expect(net(r.trades[0] as ParsedTrade).toFixed(2)).toBe('-1.00');
  });

  it('our own format and a mapped file', () => {
    const own = parseImportFile(
      'data;hora;tipo;contratos;ativo;entrada;saida;custos\n2026-03-24;09:15:00;compra;1;WIN;125000;125000;0.5\n',
    );
    expect(own.errors).toEqual([]);
    expect(own.trades).toMatchObject([{ entry: '125000', exit: '125000', costs: '0.5' }]);
    const mapped = parseImportFile('Dia;Lado;Qtd;Papel;De;Para\n24/03/2026;C;1;WIN;125000;125000\n', {
      mapping: {
        mapping: { date: 'Dia', side: 'Lado', contracts: 'Qtd', symbol: 'Papel', entry: 'De', exit: 'Para' },
      },
    });
    expect(mapped.errors).toEqual([]);
    expect(mapped.trades).toHaveLength(1);
  });
});

describe('NinjaTrader grid export with chosen columns (real user file)', () => {
  it('reads short m/d/yyyy h:mm times, padded money and the blank rows NinjaTrader appends', () => {
    const r = parseImportFile(fixture('ninjatrader-grid.csv'));
    expect(r.format).toBe('ninjatrader');
    expect(r.errors).toEqual([]);
    expect(r.skipped).toBe(2);
    expect(r.trades).toHaveLength(6);
    expect(r.trades[0]).toMatchObject({
      date: '2026-07-02',
      time: '09:12',
      instrument: 'MNQ',
      contractMonth: 'U',
      contractYear: 2026,
      costs: '0.78',
      sourcePnl: '48.10',
      sourceAccount: 'Sim101',
    });
  });
});
