import { type Decimal } from '../decimal';
import { parseNumber } from '../../numbers';
import { bodyRecords, TradeCollector } from './collect';
import { cell, indexColumns } from './csv';
import { detectDateOrder, parseDateTime } from './dates';
import { type Detection } from './detect';
import { type ParseResult } from './types';

/**
 * Tradovate performance export: one row per matched buy/sell fill pair. A trade is short when it was sold
 * before it was bought (boughtTimestamp after soldTimestamp). P&L is written '$400.00' / '$(20.00)'. The export
 * has no costs column.
 */
const COLUMNS = {
  symbol: ['symbol'],
  buyFillId: ['buyfillid'],
  sellFillId: ['sellfillid'],
  qty: ['qty'],
  buyPrice: ['buyprice'],
  sellPrice: ['sellprice'],
  pnl: ['pnl'],
  bought: ['boughttimestamp'],
  sold: ['soldtimestamp'],
} as const;

const num = (t: string): Decimal | null | undefined => (t ? parseNumber(t, 'en-US') : undefined);

export function parseTradovate(text: string, detection: Detection, referenceYear?: number): ParseResult {
  const col = indexColumns(detection.header, COLUMNS);
  const out = new TradeCollector('tradovate', referenceYear);
  const needed = [col.symbol, col.qty, col.buyPrice, col.sellPrice, col.bought, col.sold];
  // Read whole first: the date order is a property of the file. Tradovate writes MM/dd/yyyy, but a file saved
  // again from a day-first spreadsheet is not rare.
  const records = [...bodyRecords(text, detection, out, needed)];
  const stamps = (function* () {
    for (const { cells } of records) yield* [cell(cells, col.bought), cell(cells, col.sold)];
  })();
  const { order, notice } = detectDateOrder(stamps, 'mdy');
  out.notice(notice);
  out.sortErrorsByLine();
  for (const { line, cells } of records) {
    const bought = parseDateTime(cell(cells, col.bought), order);
    const sold = parseDateTime(cell(cells, col.sold), order);
    const stamp = (t: typeof bought): string => (t ? `${t.date}T${t.time}` : '');
    // Equal timestamps (a fill pair within one second) read as long: the usual case.
    const short = stamp(bought) > stamp(sold);
    const buyPrice = num(cell(cells, col.buyPrice)) ?? null;
    const sellPrice = num(cell(cells, col.sellPrice)) ?? null;
    const symbol = cell(cells, col.symbol);
    out.add({
      line,
      opened: short ? sold : bought,
      closed: short ? bought : sold,
      type: bought && sold ? (short ? 'venda' : 'compra') : null,
      contracts: num(cell(cells, col.qty)) ?? null,
      symbol,
      entry: short ? sellPrice : buyPrice,
      exit: short ? buyPrice : sellPrice,
      sourcePnl: num(cell(cells, col.pnl)) ?? undefined,
      key: [
        symbol,
        cell(cells, col.buyFillId),
        cell(cells, col.sellFillId),
        cell(cells, col.qty),
        cell(cells, col.bought),
        cell(cells, col.sold),
      ],
    });
  }
  return out.result();
}
