import { describe, expect, it } from 'vitest';
import type { NoteParseResult, ParsedNote } from '@/shared/brokerage-notes/contract';
import { type TextLine, toLines } from './pdf-text';
import { readNotesFromPages } from './read-notes';

/*
 * Text shaped the way pdf.js gives it for the public notes read while learning the layouts (items, their x and
 * y as those PDFs place them: lines a few points apart, values printed twice, "| C" inside an item, a blank in the
 * BM&F grid), with invented figures.
 */
function page(rows: [number, ...[number, string][]][]): TextLine[] {
  return toLines(
    rows.flatMap(([y, ...items]) => items.map(([x, str]) => ({ str, transform: [1, 0, 0, 1, x, y] }))),
  );
}
function one(r: NoteParseResult): ParsedNote {
  if (!r.ok) throw new Error(r.error.message);
  expect(r.notes).toHaveLength(1);
  return r.notes[0] as ParsedNote;
}

describe('text shaped like the public notes', () => {
  it('reads a Rico-shaped Bovespa note (name and class, no ticker; Obs. column by position)', () => {
    const n = one(
      readNotesFromPages([
        page([
          [791, [119, 'NOTA DE NEGOCIAÇÃO']],
          [784, [431, 'Nr. nota'], [476, 'Folha'], [516, 'Data pregão']],
          [775, [438, '20481'], [492, '1'], [522, '14/10/2026']],
          [757, [130, 'Rico Investimentos - Grupo XP']],
          [607, [35, 'Negócios realizados']],
          [
            596,
            [35, 'Q Negociação'],
            [88, 'C/V Tipo mercado'],
            [158, 'Prazo'],
            [181, 'Especificação do título'],
            [328, 'Obs. (*)'],
            [357, 'Quantidade'],
            [402, 'Preço / Ajuste'],
            [455, 'Valor Operação / Ajuste'],
            [545, 'D/C'],
          ],
          [
            585,
            [44, '1-BOVESPA'],
            [92, 'C'],
            [103, 'VISTA'],
            [181, 'PETROBRAS'],
            [223, 'PN N2'],
            [338, 'D'],
            [393, '200'],
            [437, '37,10'],
            [524, '7.420,00'],
            [550, 'D'],
          ],
          [
            574,
            [44, '1-BOVESPA'],
            [92, 'V'],
            [103, 'VISTA'],
            [181, 'PETROBRAS'],
            [223, 'PN N2'],
            [338, 'D'],
            [393, '200'],
            [437, '37,35'],
            [524, '7.470,00'],
            [550, 'C'],
          ],
          [
            564,
            [44, '1-BOVESPA'],
            [92, 'C'],
            [103, 'VISTA'],
            [181, 'FII EXEMPLO'],
            [234, 'EXMP11'],
            [272, 'CI'],
            [338, '#'],
            [397, '10'],
            [434, '100,00'],
            [524, '1.000,00'],
            [550, 'D'],
          ],
          [384, [35, 'Resumo dos Negócios'], [302, 'Resumo Financeiro']],
          [374, [35, 'Debêntures'], [284, '0,00'], [302, 'Clearing']],
          [
            365,
            [35, 'Vendas à vista'],
            [272, '7.470,00'],
            [302, 'Valor líquido das operações'],
            [519, '950,00'],
            [550, 'D'],
          ],
          [
            355,
            [35, 'Compras à vista'],
            [272, '8.420,00'],
            [302, 'Taxa de liquidação'],
            [532, '1,80'],
            [550, 'D'],
          ],
          [
            346,
            [35, 'Opções - compras'],
            [284, '0,00'],
            [302, 'Taxa de Registro'],
            [532, '0,00'],
            [550, 'D'],
          ],
          [337, [35, 'Opções - vendas'], [284, '0,00'], [302, 'Total CBLC'], [519, '951,80'], [550, 'D']],
          [328, [35, 'Operações à termo'], [284, '0,00'], [302, 'Bolsa']],
          [
            319,
            [35, 'Valor das oper. c/ títulos públ. (v. nom.)'],
            [284, '0,00'],
            [302, 'Taxa de termo/opções'],
            [532, '0,00'],
            [550, 'D'],
          ],
          [
            309,
            [35, 'Valor das operações'],
            [272, '15.890,00'],
            [302, 'Taxa A.N.A.'],
            [532, '0,00'],
            [550, 'D'],
          ],
          [301, [302, 'Emolumentos'], [532, '0,42'], [550, 'D']],
          [291, [302, 'Total Bovespa / Soma'], [532, '0,42'], [550, 'D']],
          [281, [35, 'Especificações diversas'], [302, 'Custos Operacionais']],
          [264, [302, 'Taxa Operacional'], [532, '0,00'], [550, 'D']],
          [255, [302, 'Execução'], [532, '0,00']],
          [247, [302, 'Taxa de Custódia'], [532, '0,00']],
          [237, [302, 'Impostos'], [532, '0,00']],
          [227, [302, 'I.R.R.F. s/ operações, base R$0,00'], [532, '0,00']],
          [218, [302, 'Outros'], [532, '0,00'], [550, 'D']],
          [204, [302, 'Total Custos / Despesas'], [532, '0,00'], [550, 'D']],
          [196, [302, 'Líquido para 16/10/2026'], [519, '952,22'], [550, 'D']],
        ]),
      ]),
    );
    expect(n).toMatchObject({
      broker: 'Rico',
      noteNumber: '20481',
      tradeDate: '2026-10-14',
      segment: 'bovespa',
      businessValueCents: 1589000,
      dayTradeResultCents: 5000,
      totalCostsCents: 222,
      netTotalCents: -95222,
      warnings: [],
    });
    expect(n.executions.map((e) => [e.instrument, e.symbol, e.dayTrade])).toEqual([
      ['PETR4', 'PETROBRAS PN N2', true],
      ['PETR4', 'PETROBRAS PN N2', true],
      ['EXMP11', 'FII EXEMPLO EXMP11 CI', false],
    ]);
  });

  it('reads a NuInvest-shaped note whose bold text is printed twice', () => {
    const n = one(
      readNotesFromPages([
        page([
          [
            830,
            [119, 'NuInvest Corretora de Valores S.A'],
            [119, 'NuInvest Corretora de Valores S.A'],
            [359, 'Folha'],
          ],
          [820, [359, '1 / 1']],
          [810, [359, 'Número da nota'], [429, 'Data Pregão']],
          [799, [359, '7001'], [429, '03/11/2026']],
          [748, [16, 'Nome do Cliente'], [263, 'CPF'], [374, 'Código do Cliente']],
          [740, [16, 'FULANA EXEMPLO'], [263, '000.000.000-00'], [374, '1234567']],
          [
            675,
            [14, 'Mercado'],
            [14, 'Mercado'],
            [79, 'C/V'],
            [107, 'Tipo de Mercado'],
            [181, 'Especificação do Título'],
            [289, 'Observação'],
            [397, 'Quantidade'],
            [454, 'Preço/Ajuste'],
            [517, 'Valor/Ajuste'],
            [562, 'D/C'],
          ],
          [
            658,
            [14, 'BOVESPA'],
            [83, 'C'],
            [107, 'VISTA'],
            [181, 'EXMP11 CI'],
            [428, '10'],
            [478, '100,00'],
            [530, '1.000,00'],
            [566, 'D'],
          ],
          [
            424,
            [16, 'Vendas à vista'],
            [289, '0,00'],
            [317, 'Valor Líquido das Operações'],
            [545, '-1.000,00'],
          ],
          [405, [16, 'Compras à vista'], [274, '1.000,00'], [317, 'Taxa de Liquidação'], [560, '-0,25']],
          [387, [317, 'Taxa de Registro'], [563, '0,00']],
          [
            368,
            [317, 'Total Clearing (CBLC)'],
            [317, 'Total Clearing (CBLC)'],
            [546, '-1.000,25'],
            [546, '-1.000,25'],
          ],
          [
            312,
            [16, 'Valor das Operações'],
            [16, 'Valor das Operações'],
            [274, '1.000,00'],
            [274, '1.000,00'],
          ],
          [281, [317, 'Emolumentos'], [562, '-0,05']],
          [
            262,
            [16, 'IRRF Day Trade: Base R$ 0,00 Projeção: R$ 0,00'],
            [317, 'Total Bolsa'],
            [317, 'Total Bolsa'],
            [562, '-0,05'],
            [562, '-0,05'],
          ],
          [212, [317, 'Corretagem'], [563, '0,00']],
          [193, [317, 'ISS (SÃO PAULO)'], [563, '0,00']],
          [175, [317, 'I.R.R.F. s/ operações. Base 0,00'], [563, '0,00']],
          [156, [317, 'Outras'], [563, '0,00']],
          [
            137,
            [317, 'Total Corretagem/Despesas'],
            [317, 'Total Corretagem/Despesas'],
            [563, '0,00'],
            [563, '0,00'],
          ],
          [
            106,
            [317, 'Líquido para'],
            [317, 'Líquido para'],
            [360, '05/11/2026'],
            [361, '05/11/2026'],
            [545, '-1.000,30'],
            [545, '-1.000,30'],
          ],
        ]),
      ]),
    );
    expect(n).toMatchObject({
      broker: 'NuInvest',
      noteNumber: '7001',
      clientCode: '1234567',
      tradeDate: '2026-11-03',
      totalCostsCents: 30,
      netTotalCents: -100030,
      warnings: [],
    });
  });

  it('reads a Clear-shaped BM&F note: number a few points off its sheet, "| C" inside items, a blank in the grid', () => {
    const grid = (y: number, labels: string[], values: [number, string][]) => {
      const w = 535 / labels.length;
      return [
        [y, ...labels.map((l, i): [number, string] => [35 + i * w, l])],
        [y - 10, ...values.map(([col, v]): [number, string] => [35 + col * w + 30, v])],
      ] as [number, ...[number, string][]][];
    };
    const n = one(
      readNotesFromPages([
        page([
          [791, [119, 'NOTA DE NEGOCIAÇÃO']],
          [784, [431, 'Nr. nota'], [476, 'Folha'], [516, 'Data pregão']],
          [776, [492, '1'], [522, '03/11/2026']],
          [773, [438, '276.001']],
          [757, [130, 'CLEAR CTVM S/A']],
          [
            600,
            [35, 'C/V'],
            [60, 'Mercadoria'],
            [120, 'Vencimento'],
            [180, 'Quantidade'],
            [235, 'Preço/Ajuste'],
            [300, 'Tipo Negócio'],
            [370, 'Vlr de Operação/Ajuste D/C'],
            [490, 'Taxa Operacional'],
          ],
          [
            590,
            [35, 'C'],
            [60, 'WIN Z26'],
            [120, '16/12/2026'],
            [190, '2'],
            [235, '128.100,00'],
            [300, 'DAY TRADE'],
            [380, '80,00 C'],
            [500, '0,00'],
          ],
          [
            580,
            [35, 'V'],
            [60, 'WIN Z26'],
            [120, '16/12/2026'],
            [190, '2'],
            [235, '128.350,00'],
            [300, 'DAY TRADE'],
            [380, '20,00 C'],
            [500, '0,00'],
          ],
          ...grid(
            300,
            ['Venda disponível', 'Compra disponível', 'Venda Opções', 'Compra Opções', 'Valor dos negócios'],
            [
              [0, '0,00'],
              [1, '0,00'],
              [2, '0,00'],
              [3, '0,00'],
              [4, '100,00 | C'],
            ],
          ),
          ...grid(
            270,
            [
              'IRRF',
              'IRRF Day Trade (proj.)',
              'Taxa operacional',
              'Taxa registro BM&F',
              'Taxas BM&F (emol+f.gar)',
            ],
            [
              [0, '0,00|'],
              [1, '0,99'],
              [2, '0,00'],
              [3, '0,64'],
              [4, '0,36 | D'],
            ],
          ),
          ...grid(
            240,
            [
              '+Outros Custos',
              'Impostos',
              'Ajuste de posição',
              'Ajuste day trade',
              'Total de custos operacionais',
            ],
            [
              [1, '0,00'],
              [2, '0,00|'],
              [3, '100,00 | C'],
              [4, '1,00 | D'],
            ],
          ),
          ...grid(
            210,
            [
              'Outros',
              'IRRF operacional',
              'Total Conta Investimento',
              'Total Conta Normal',
              'Total liquido (#)',
              'Total líquido da nota',
            ],
            [
              [0, '0,00'],
              [1, '0,00'],
              [2, '0,00|'],
              [3, '98,01 | C'],
              [4, '99,00 | C'],
              [5, '98,01 | C'],
            ],
          ),
        ]),
      ]),
    );
    expect(n).toMatchObject({
      broker: 'Clear',
      noteNumber: '276001',
      tradeDate: '2026-11-03',
      segment: 'bmf',
      businessValueCents: 10000,
      dayTradeResultCents: 10000,
      totalCostsCents: 100,
      irrfDayTradeCents: 99,
      irrfDayTradeBaseCents: 9900,
      netTotalCents: 9801,
      warnings: [],
    });
    expect(n.executions[0]).toMatchObject({
      side: 'C',
      instrument: 'WIN',
      maturity: '2026-12-16',
      quantity: 2,
      price: '128100.00',
      valueCents: 8000,
    });
  });

  it('names what is missing when a note has no table it knows', () => {
    const r = readNotesFromPages([
      page([
        [791, [119, 'NOTA DE NEGOCIAÇÃO']],
        [784, [431, 'Nr. nota'], [516, 'Data pregão']],
        [775, [438, '11'], [522, '14/10/2026']],
        [600, [35, 'Extrato de custódia']],
      ]),
    ]);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'layout-not-recognised',
        message: 'A nota não está num formato reconhecido: faltou tabela de negócios (BM&F ou Bovespa).',
        missing: ['tabela de negócios (BM&F ou Bovespa)'],
      },
    });
  });
});
