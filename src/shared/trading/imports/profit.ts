import { type Decimal } from '../decimal';
import { parseNumber } from '../../numbers';
import { bodyRecords, TradeCollector } from './collect';
import { cell, indexColumns } from './csv';
import { parseDateTime } from './dates';
import { type Detection } from './detect';
import { ImportError } from './errors';
import { type ParseResult } from './types';

/**
 * Nelogica Profit "Relatório de Performance" / operations export: ';', latin-1, decimal comma, dd/mm/yyyy
 * HH:mm:ss, Lado C/V. Users choose the columns, so every column is found by name (three header variants are
 * known, see docs/trading-domain.md). 'Total' is a running total and is never read.
 */
const COLUMNS = {
  subaccount: ['subconta', 'conta'],
  symbol: ['ativo'],
  opened: ['abertura'],
  closed: ['fechamento'],
  buyQty: ['qtd compra'],
  sellQty: ['qtd venda'],
  side: ['lado'],
  buyPrice: ['preco compra'],
  sellPrice: ['preco venda'],
  mep: ['mep', 'ganho max.', 'ganho max'],
  men: ['men', 'perda max.', 'perda max'],
  result: ['res. operacao', 'res operacao'],
  number: ['numero operacao'],
} as const;

const num = (text: string): Decimal | null | undefined => (text ? parseNumber(text, 'pt-BR') : undefined);

export function parseProfit(text: string, detection: Detection, referenceYear?: number): ParseResult {
  const col = indexColumns(detection.header, COLUMNS);
  if (col.buyQty === undefined && col.sellQty === undefined) {
    throw new ImportError('missingColumns', 'Qtd Compra ou Qtd Venda');
  }
  const out = new TradeCollector('profit', referenceYear);
  const needed = [col.symbol, col.opened, col.side, col.buyPrice, col.sellPrice, col.buyQty, col.sellQty];
  for (const { line, cells } of bodyRecords(text, detection, out, needed)) {
    const first = (cells[0] ?? '').trim();
    const symbol = cell(cells, col.symbol);
    // '[R]' rows are rollover adjustments, not trades.
    if (first.startsWith('[R]') || symbol.startsWith('[R]')) {
      out.skip();
      continue;
    }
    const side = cell(cells, col.side).toUpperCase();
    const type =
      side === 'C' || side === 'COMPRA' ? 'compra' : side === 'V' || side === 'VENDA' ? 'venda' : null;
    const buyQty = num(cell(cells, col.buyQty));
    const sellQty = num(cell(cells, col.sellQty));
    if (buyQty && sellQty && !buyQty.eq(sellQty)) {
      out.fail(line, 'quantidades de compra e venda diferentes (operação não encerrada)');
      continue;
    }
    const buyPrice = num(cell(cells, col.buyPrice)) ?? null;
    const sellPrice = num(cell(cells, col.sellPrice)) ?? null;
    const closedText = cell(cells, col.closed);
    const subaccount = cell(cells, col.subaccount);
    out.add({
      line,
      opened: parseDateTime(cell(cells, col.opened), 'dmy'),
      closed: closedText ? parseDateTime(closedText, 'dmy') : undefined,
      type,
      contracts: (buyQty ?? sellQty) || null,
      symbol,
      // Compra: bought first (entry) and sold later (exit); Venda the other way round.
      entry: type === 'venda' ? sellPrice : buyPrice,
      exit: type === 'venda' ? buyPrice : sellPrice,
      mep: num(cell(cells, col.mep)),
      men: num(cell(cells, col.men)),
      sourcePnl: num(cell(cells, col.result)) ?? undefined,
      sourceAccount: subaccount || undefined,
      key: [
        subaccount,
        symbol,
        cell(cells, col.opened),
        closedText,
        side,
        cell(cells, col.buyQty),
        cell(cells, col.sellQty),
        cell(cells, col.buyPrice),
        cell(cells, col.sellPrice),
      ],
    });
  }
  return out.result();
}
