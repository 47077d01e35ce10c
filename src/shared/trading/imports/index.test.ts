import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, ImportError, parseImportFile } from './index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/** The ImportError a file throws (and that it is one, with a Portuguese message). */
const failure = (input: Uint8Array | string) => {
  try {
    parseImportFile(input);
  } catch (e) {
    if (e instanceof ImportError) return [e.code, e.message];
    throw e;
  }
  throw new Error('did not throw');
};

describe('bad files: one clear Portuguese error, no trades', () => {
  it.each([
    ['bad-empty.csv', 'empty', 'Arquivo vazio'],
    ['bad-binary.png', 'binary', 'O arquivo não parece ser um CSV (contém dados binários)'],
    [
      'bad-spreadsheet.xlsx',
      'spreadsheet',
      'Arquivos do Excel (.xlsx/.xls) não são aceitos: salve a planilha como CSV e envie novamente',
    ],
    [
      'bad-wrong-encoding.csv',
      'encoding',
      'Não foi possível ler o arquivo: codificação de caracteres não reconhecida (use UTF-8 ou Latin-1)',
    ],
    [
      'bad-truncated.csv',
      'truncated',
      'O arquivo parece estar incompleto (cortado no meio de uma linha). Exporte-o novamente: linha 3',
    ],
    ['bad-unknown-header.csv', 'noKnownColumn', 'Nenhuma coluna reconhecida no cabeçalho'],
  ])('%s → %s', (name, code, message) => {
    expect(failure(fixture(name))).toEqual([code, message]);
  });

  it('refuses 200,000 columns before splitting them', () => {
    const header = Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(';');
    expect(failure(`${header}\n1;2\n`)).toEqual([
      'tooManyColumns',
      'Arquivo com colunas demais: máximo 1000',
    ]);
  });

  it('refuses a single absurdly long line', () => {
    expect(failure(`Ativo;${'x'.repeat(200_000)}\n`)[0]).toBe('lineTooLong');
  });

  it('refuses a file with a header and no trades', () => {
    expect(failure('Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda\n')).toEqual(
      ['noTrades', 'Nenhuma operação encontrada no arquivo'],
    );
  });

  it('names the missing columns of an almost-known header', () => {
    expect(failure('Ativo;Abertura;Lado;Preço Compra\nWIN;x;C;1\n')).toEqual([
      'missingColumns',
      'Faltam colunas obrigatórias no cabeçalho: Nelogica Profit sem Preço Venda',
    ]);
    expect(failure('Ativo;Abertura;Lado;Preço Compra;Preço Venda\nWIN;x;C;1;2\n')).toEqual([
      'missingColumns',
      'Faltam colunas obrigatórias no cabeçalho: Qtd Compra ou Qtd Venda',
    ]);
  });

  it('an unterminated quote is a cut file', () => {
    expect(
      failure('Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda\n"WIN;')[0],
    ).toBe('truncated');
  });
});

describe('a formula in a cell', () => {
  const FORMULA = IMPORT_ERRORS.formula;
  const header = 'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;MEP;MEN';
  const good = 'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;150,00;-75,00';

  it('refuses the whole file, naming the first one, even when other rows are good', () => {
    expect(failure(fixture('bad-formula.csv'))).toEqual(['formula', `${FORMULA}: linha 3, coluna "Ativo"`]);
  });

  it.each([
    ['=1+1', 'Preço Compra', 7],
    ['+SUM(A1)', 'Preço Compra', 7],
    ['-cmd|calc', 'MEN', 10],
    ['@SUM(A1)', 'MEP', 9],
    ['"\t=1+1"', 'Ativo', 1],
    ['"\r=1+1"', 'Ativo', 1],
  ])('%j in any column refuses the file', (cellText, column, index) => {
    const cells = good.split(';');
    cells[index - 1] = cellText.replace('\\t', '\t').replace('\\r', '\r');
    expect(failure([header, good, cells.join(';')].join('\n'))).toEqual([
      'formula',
      `${FORMULA}: linha 3, coluna "${column}"`,
    ]);
  });

  it('refuses one in the header as well', () => {
    expect(failure(`${header};=HYPERLINK("x")\n${good};1\n`)[0]).toBe('formula');
  });

  it('reads signed numbers as values, and a lone dash as a bad value of its row, not a formula', () => {
    const cells = good.split(';');
    cells[8] = '+3';
    cells[9] = '-12,5';
    const dash = good.split(';');
    dash[8] = '-';
    const r = parseImportFile([header, cells.join(';'), dash.join(';')].join('\n'));
    expect(r.trades.map((t) => [t.line, t.mep, t.men])).toEqual([[2, '3', '12.5']]);
    expect(r.errors).toEqual([{ line: 3, message: 'Linha 3: MEP inválido' }]);
  });
});

describe('numbers with a percent, a currency or spaces (not formulas)', () => {
  it('imports a file whose unread columns hold -0,12% and friends', () => {
    const header =
      'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Res. Operação (%);Obs';
    const rows = [
      'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;-0,12%;- 5',
      'WINJ26;24/03/2026 10:15:00;24/03/2026 10:32:10;1;1;V;125.000,00;125.100,00;+3;-R$ 20,00',
      'WINJ26;24/03/2026 11:15:00;24/03/2026 11:32:10;1;1;C;125.000,00;125.100,00;-$1,234.50;$(20.00)',
    ];
    const r = parseImportFile([header, ...rows].join('\r\n'));
    expect(r.errors).toEqual([]);
    expect(r.trades.map((t) => t.line)).toEqual([2, 3, 4]);
  });
});

describe('row error cap', () => {
  it('lists the first 500 errors and counts the rest', () => {
    const header = 'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda';
    const bad = 'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;X;125.000;125.100';
    const r = parseImportFile([header, ...Array.from({ length: 600 }, () => bad)].join('\n'));
    expect(r.errors).toHaveLength(501);
    expect(r.errors[500]).toEqual({ line: 0, message: '… e mais 100 linhas com erro' });
  });
});
