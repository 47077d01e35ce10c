import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';

describe('detectFormat', () => {
  it.each([
    ['Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda', 'profit', ';'],
    [
      'Time;Deal;Symbol;Type;Direction;Volume;Price;Order;Commission;Fee;Swap;Profit;Balance;Comment',
      'mt5',
      ';',
    ],
    ['Time\tDeal\tSymbol\tType\tDirection\tVolume\tPrice', 'mt5', '\t'],
    [
      'Horário, Oferta, Ativo, Tipo, Direção, Volume, Preço, Ordem, Comissão, Swap, Lucro, Saldo, Comentário',
      'mt5',
      ',',
    ],
    [
      'Trade number,Instrument,Account,Strategy,Market pos.,Qty,Entry price,Exit price,Entry time,Exit time',
      'ninjatrader',
      ',',
    ],
    [
      'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,boughtTimestamp,soldTimestamp,duration',
      'tradovate',
      ',',
    ],
    ['data;hora;data_saida;hora_saida;tipo;contratos;ativo;entrada;saida', 'generic', ';'],
    ['Data;Hora;Tipo;Contratos;Ativo;Entrada;Saída;Notas', 'generic', ';'],
    ['"Ativo";"Lado";"Abertura";"Preço Venda";"Preço Compra"', 'profit', ';'],
  ])('%s → %s', (header, format, separator) => {
    const d = detectFormat(`${header}\r\nx\r\n`);
    expect([d.format, d.separator, d.headerLine]).toEqual([format, separator, 1]);
  });

  it('skips a preamble and points at the line after the header', () => {
    const text = 'Conta: 1\r\nTitular: Ana\r\n\r\nAtivo;Abertura;Lado;Preço Compra;Preço Venda\r\nWIN;…\r\n';
    const d = detectFormat(text);
    expect([d.format, d.headerLine, text.slice(d.bodyOffset)]).toEqual(['profit', 4, 'WIN;…\r\n']);
  });

  it('returns the header of an unknown format for the column mapping', () => {
    const d = detectFormat('Dia,Papel,Lado,Qtd,PM entrada,PM saída\n1,2,3,4,5,6\n');
    expect(d).toMatchObject({
      format: null,
      separator: ',',
      header: ['Dia', 'Papel', 'Lado', 'Qtd', 'PM entrada', 'PM saída'],
      knownColumns: 1,
    });
  });

  it('counts known names of a partial header', () => {
    const d = detectFormat('Ativo;Abertura;Lado;Qualquer\n');
    expect(d.format).toBeNull();
    expect(d.knownColumns).toBe(3);
    expect(d.missing).toEqual({ format: 'profit', columns: ['Preço Compra', 'Preço Venda'] });
  });
});
