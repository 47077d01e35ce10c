import { Decimal } from '../decimal';
import { parseNumber } from '../../numbers';
import { type Side } from '../pnl';
import { bodyRecords, TradeCollector, type TradeDraft } from './collect';
import { cell, normalizeHeader, indexColumns } from './csv';
import { type LocalDateTime, parseDateTime } from './dates';
import { type Detection } from './detect';
import { type ParseResult } from './types';

/**
 * MetaTrader 5 deals (history report or strategy tester), English or Portuguese headers. Each deal is one fill;
 * 'in' deals open lots and 'out' deals close them first-in-first-out per symbol, so one trade is one matched
 * (in, out) quantity. An 'in/out' deal (a reversal) closes what is open and opens the rest the other way.
 */
const COLUMNS = {
  time: ['time', 'horario'],
  deal: ['deal', 'oferta', 'negocio'],
  symbol: ['symbol', 'ativo'],
  type: ['type', 'tipo'],
  direction: ['direction', 'direcao'],
  volume: ['volume'],
  price: ['price', 'preco'],
  commission: ['commission', 'comissao'],
  fee: ['fee', 'taxa'],
  swap: ['swap'],
  profit: ['profit', 'lucro'],
} as const;

interface Lot {
  line: number;
  deal: string;
  at: LocalDateTime;
  side: Side;
  volume: Decimal;
  remaining: Decimal;
  price: Decimal;
  /** What the deal took from the balance (commission, fee, swap), as a positive cost; negative for a net credit. */
  costs: Decimal;
}

const SCALE = 8;
// MT5 writes numbers with a '.' decimal point and sometimes a space as thousands separator ('4 714.10').
const num = (text: string): Decimal | null => (text ? parseNumber(text, 'auto') : Decimal.ZERO);

export function parseMt5(text: string, detection: Detection, referenceYear?: number): ParseResult {
  const col = indexColumns(detection.header, COLUMNS);
  const out = new TradeCollector('mt5', referenceYear);
  const open = new Map<string, Lot[]>();
  const needed = [col.time, col.symbol, col.type, col.direction, col.volume, col.price];
  for (const { line, cells } of bodyRecords(text, detection, out, needed)) {
    const kind = normalizeHeader(cell(cells, col.type));
    const side: Side | null =
      kind === 'buy' || kind === 'compra' ? 'compra' : kind === 'sell' || kind === 'venda' ? 'venda' : null;
    const symbol = cell(cells, col.symbol);
    // Balance, credit and other non-trading deals have no symbol or no buy/sell type.
    if (!side || !symbol) {
      out.skip();
      continue;
    }
    const direction = normalizeHeader(cell(cells, col.direction)).replace(/\s/g, '');
    const at = parseDateTime(cell(cells, col.time), 'ymd');
    const volume = num(cell(cells, col.volume));
    const price = num(cell(cells, col.price));
    const commission = num(cell(cells, col.commission));
    const fee = num(cell(cells, col.fee));
    const swap = num(cell(cells, col.swap));
    if (!at || !at.time) {
      out.fail(line, 'data/hora inválida');
      continue;
    }
    const problem =
      !volume || volume.sign() <= 0
        ? 'volume inválido'
        : !price || price.sign() <= 0
          ? 'preço inválido'
          : null;
    if (problem || !volume || !price) {
      out.fail(line, problem ?? 'preço inválido');
      continue;
    }
    if (!commission || !fee || !swap) {
      out.fail(line, swap ? 'comissão inválida' : 'swap inválido');
      continue;
    }
    // MT5 writes what a deal does to the balance, signed: commission and fee negative when charged, swap negative
    // when charged and positive when credited (the Balance column moves by profit + commission + fee + swap). A
    // trade's net is profit + commission + fee + swap, so its costs are −(commission + fee + swap).
    const deal = {
      line,
      deal: cell(cells, col.deal),
      at,
      side,
      volume,
      price,
      costs: commission.add(fee).add(swap).neg(),
    };
    const key = symbol.toUpperCase();
    const lots = open.get(key) ?? [];
    open.set(key, lots);
    const isIn = direction === 'in' || direction === 'entrada';
    const isOut = direction === 'out' || direction === 'saida' || direction === 'outby';
    const isInOut = direction === 'in/out' || direction === 'entrada/saida' || direction === 'inout';
    if (isIn || (isInOut && (lots.length === 0 || lots[0]?.side === side))) {
      lots.push({ ...deal, remaining: volume });
      continue;
    }
    if (!isOut && !isInOut) {
      out.fail(line, 'direção inválida (esperado in/out ou entrada/saída)');
      continue;
    }
    let left = volume;
    const profit = num(cell(cells, col.profit)) ?? Decimal.ZERO;
    const drafts: TradeDraft[] = [];
    while (left.sign() > 0 && lots.length > 0) {
      const lot = lots[0] as Lot;
      const take = lot.remaining.cmp(left) <= 0 ? lot.remaining : left;
      // Costs are shared across partial matches in proportion to the volume.
      const share = (total: Decimal, of: Decimal): Decimal => total.mul(take).div(of, SCALE);
      drafts.push({
        line,
        opened: lot.at,
        closed: at,
        type: lot.side,
        contracts: take,
        symbol,
        entry: lot.price,
        exit: price,
        costs: share(lot.costs, lot.volume).add(share(deal.costs, volume)),
        costsMayBeCredit: true,
        key: [symbol, lot.deal, deal.deal, lot.at.date, lot.at.time, at.date, at.time, take.toString()],
      });
      lot.remaining = lot.remaining.sub(take);
      left = left.sub(take);
      if (lot.remaining.sign() === 0) lots.shift();
    }
    // The deal's profit is the broker's figure for what it closed; split over several entries it says nothing
    // about each one, so it is kept only when the deal closed a single entry.
    for (const draft of drafts) out.add(drafts.length === 1 ? { ...draft, sourcePnl: profit } : draft);
    if (left.sign() > 0) {
      if (isInOut)
        lots.push({ ...deal, volume: left, remaining: left, costs: deal.costs.mul(left).div(volume, SCALE) });
      else out.fail(line, 'saída sem entrada correspondente no arquivo');
    }
  }
  for (const lots of open.values()) {
    for (const lot of lots) out.fail(lot.line, 'posição aberta sem saída no arquivo (não importada)');
  }
  return out.result();
}
