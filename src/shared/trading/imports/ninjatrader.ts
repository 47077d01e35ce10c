import { type Decimal } from '../decimal';
import { type NumberConvention, parseNumber } from '../../numbers';
import { findInstrument, normalizeSymbol, pointValue } from '../instruments';
import { bodyRecords, TradeCollector } from './collect';
import { cell, indexColumns } from './csv';
import { detectDateOrder, parseDateTime } from './dates';
import { type Detection } from './detect';
import { type ParseResult } from './types';

/**
 * NinjaTrader 8 trades export. NinjaTrader writes numbers and dates in the PC's regional format and uses the
 * region's list separator, so ';' means a pt-BR machine (dd/mm/yyyy, decimal comma) and ',' a machine with a
 * decimal point: en-US (m/d/yyyy h:mm:ss AM/PM, '$1,234.50') but also en-GB and other day-first regions
 * ('16/06/2026 09:45:59'). The date order is decided from the file's dates (detectDateOrder), with a fallback
 * from the region's habits when no day is over 12. Costs are the 'Commission' column (NinjaTrader's total).
 */
const COLUMNS = {
  instrument: ['instrument'],
  account: ['account'],
  position: ['market pos.'],
  qty: ['qty'],
  entryPrice: ['entry price'],
  exitPrice: ['exit price'],
  entryTime: ['entry time'],
  exitTime: ['exit time'],
  profit: ['profit'],
  commission: ['commission'],
  mae: ['mae'],
  mfe: ['mfe'],
} as const;

export function parseNinjaTrader(text: string, detection: Detection, referenceYear?: number): ParseResult {
  const col = indexColumns(detection.header, COLUMNS);
  const ptBr = detection.separator === ';';
  const locale: NumberConvention = ptBr ? 'pt-BR' : 'en-US';
  const num = (t: string): Decimal | null | undefined => (t ? parseNumber(t, locale) : undefined);
  const out = new TradeCollector('ninjatrader', referenceYear);
  const needed = [
    col.instrument,
    col.position,
    col.qty,
    col.entryPrice,
    col.exitPrice,
    col.entryTime,
    col.exitTime,
  ];
  // Read whole first: the date order is a property of the file (NinjaTrader files are small).
  const records = [...bodyRecords(text, detection, out, needed)];
  const times = (function* () {
    for (const { cells } of records) yield* [cell(cells, col.entryTime), cell(cells, col.exitTime)];
  })();
  const { order, notice } = detectDateOrder(times, ptBr ? 'dmy' : regionalOrder(records, col.entryTime));
  out.notice(notice);
  out.sortErrorsByLine();
  for (const { line, cells } of records) {
    const symbol = cell(cells, col.instrument);
    const position = cell(cells, col.position).toLowerCase();
    const qty = num(cell(cells, col.qty)) ?? null;
    const account = cell(cells, col.account);
    const instrument = findInstrument(normalizeSymbol(symbol, referenceYear).root);
    // MAE/MFE are shown in the grid's unit; a currency value is turned into points when the instrument is known.
    const excursion = (t: string): Decimal | null | undefined => {
      const value = num(t);
      if (!value || !/[$R]/.test(t)) return value;
      if (!instrument || !qty || qty.sign() <= 0) return undefined;
      return value.abs().div(pointValue(instrument).mul(qty), 6);
    };
    out.add({
      line,
      opened: parseDateTime(cell(cells, col.entryTime), order),
      closed: parseDateTime(cell(cells, col.exitTime), order),
      type: position === 'long' ? 'compra' : position === 'short' ? 'venda' : null,
      contracts: qty,
      symbol,
      entry: num(cell(cells, col.entryPrice)) ?? null,
      exit: num(cell(cells, col.exitPrice)) ?? null,
      costs: num(cell(cells, col.commission))?.abs(),
      mep: excursion(cell(cells, col.mfe)),
      men: excursion(cell(cells, col.mae)),
      sourcePnl: num(cell(cells, col.profit)) ?? undefined,
      sourceAccount: account || undefined,
      key: [
        account,
        symbol,
        position,
        cell(cells, col.qty),
        cell(cells, col.entryPrice),
        cell(cells, col.exitPrice),
        cell(cells, col.entryTime),
        cell(cells, col.exitTime),
      ],
    });
  }
  return out.result();
}

/**
 * The order a comma file's ambiguous dates most likely have, from how the region writes them: en-US, the one
 * month-first region, writes 'M/d/yyyy h:mm:ss AM'; day-first regions with a decimal point (en-GB, en-AU...) write
 * 'dd/MM/yyyy HH:mm:ss'. So AM/PM means month first; zero-padded days and months with a 24-hour clock mean day
 * first; anything else keeps NinjaTrader's (US) default.
 */
function regionalOrder(records: readonly { cells: string[] }[], column: number | undefined): 'dmy' | 'mdy' {
  let padded = false;
  for (const { cells } of records) {
    const text = cell(cells, column);
    if (/[AP]\.?M\.?\s*$/i.test(text)) return 'mdy';
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}/.exec(text);
    if (!m) continue;
    if (m[1]?.length !== 2 || m[2]?.length !== 2) return 'mdy';
    padded = true;
  }
  return padded ? 'dmy' : 'mdy';
}
