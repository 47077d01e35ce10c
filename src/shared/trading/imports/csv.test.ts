import { parse } from 'csv-parse/browser/esm/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cell,
  CSV_CHUNK,
  csvParseOptions,
  CsvReader,
  indexColumns,
  MAX_COLUMNS,
  MAX_RECORD_LENGTH,
  normalizeHeader,
  readCsv,
  type Separator,
  splitPlain,
} from './csv';
import { ImportError } from './errors';
import { defuseCell, formulaColumn, isFormulaCell, isFormulaLike, restoreCell } from './formula';

const rows = (text: string, separator: ';' | ',' | '\t' = ';') =>
  [...readCsv(text, { separator })].map((r) => [r.line, r.cells, r.last]);

describe('readCsv', () => {
  it('reads quotes, escaped quotes, separators and line breaks inside quotes', () => {
    expect(rows('a;"b;c";"d ""e"""\r\n"x\r\ny";z\n')).toEqual([
      [1, ['a', 'b;c', 'd "e"'], false],
      [2, ['x\r\ny', 'z'], true],
    ]);
  });

  it('handles BOM, CR-only endings, blank lines and a missing final newline', () => {
    expect(rows('\uFEFFa;b\r\rc;d\n\n\ne;f')).toEqual([
      [1, ['a', 'b'], false],
      [3, ['c', 'd'], false],
      [6, ['e', 'f'], true],
    ]);
  });

  it('keeps empty cells, trailing ones included', () => {
    expect(rows('a;;c;\n')).toEqual([[1, ['a', '', 'c', ''], true]]);
  });

  it('reads commas and tabs', () => {
    expect(rows('a,"1,5"\n', ',')).toEqual([[1, ['a', '1,5'], true]]);
    expect(rows('a\tb\n', '\t')).toEqual([[1, ['a', 'b'], true]]);
  });

  it('starts at an offset and line (after a preamble)', () => {
    const text = 'Conta: 1\nx;y\n1;2\n';
    expect([...readCsv(text, { separator: ';', start: 9, startLine: 2 })].map((r) => r.line)).toEqual([2, 3]);
  });

  it('refuses an unterminated quote (a cut file)', () => {
    expect(() => rows('a;"b\nc')).toThrow(/incompleto/);
  });

  it('refuses absurd input', () => {
    expect(() => rows(`${';'.repeat(1000)}\n`)).toThrow(ImportError);
    expect(() => rows(`${';'.repeat(1000)}\n`)).toThrow('Arquivo com colunas demais');
    expect(() => rows('x'.repeat(100_001))).toThrow(/linha longa demais/);
  });

  it('reads rows in one pass, lazily (time grows with the rows, not their square)', () => {
    const line = 'WINJ26;24/03/2026 09:15:00;24/03/2026 09:32:10;1;1;C;125.000,00;125.100,00;R$ 20,00\r\n';
    const timed = (rows: number) => {
      const text = line.repeat(rows);
      let best = Infinity;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        let count = 0;
        for (const r of readCsv(text, { separator: ';' })) count += r.cells.length === 9 ? 1 : 0;
        expect(count).toBe(rows);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    // Ten times the rows: about ten times the time when linear, a hundred when quadratic. A ratio, not a deadline,
    // and far from both (a busy machine measured 14.7 for 5× the rows once), so a busy machine does not fail it.
    expect(timed(80_000) / timed(8_000)).toBeLessThan(40);
    const first = readCsv(line.repeat(100_000), { separator: ';' }).next();
    expect(first.value?.cells[0]).toBe('WINJ26');
  }, 120_000);
});

describe('CsvReader, fed in chunks (csv-parse underneath)', () => {
  const text = 'a;"b\r\nc";d\r\n\r\ne;"f "" g";h\r\n"x;y";z\r\n';
  const whole = rows(text);

  it.each([1, 2, 3, 5, 7, 11])('gives the same records and lines whatever the chunk size (%i)', (size) => {
    const reader = new CsvReader({ separator: ';' });
    const got = [];
    for (let at = 0; at < text.length; at += size) got.push(...reader.write(text.slice(at, at + size)));
    got.push(...reader.end());
    expect(got.map((r) => [r.line, r.cells, r.last])).toEqual(whole);
    expect(whole).toEqual([
      [1, ['a', 'b\r\nc', 'd'], false],
      [4, ['e', 'f " g', 'h'], false],
      [5, ['x;y', 'z'], true],
    ]);
  });

  it('returns records as soon as a chunk completes them, holding the last back for end()', () => {
    const reader = new CsvReader({ separator: ',' });
    expect(reader.write('a,b\nc,')).toEqual([]);
    expect(reader.write('d\ne,f')).toEqual([{ line: 1, cells: ['a', 'b'], last: false }]);
    expect(reader.end()).toEqual([
      { line: 2, cells: ['c', 'd'], last: false },
      { line: 3, cells: ['e', 'f'], last: true },
    ]);
  });

  it('keeps a quote inside an unquoted cell, and ignores spaces after a closing quote', () => {
    expect(rows('5" tela;"x" ;y\n')).toEqual([[1, ['5" tela', 'x', 'y'], true]]);
  });

  it('refuses text after a closing quote, naming the line', () => {
    expect(() => rows('a;b\n"x"y;z\n')).toThrow(
      'O arquivo tem aspas mal formadas (texto depois de fechar aspas): não parece ser um CSV válido: linha 2',
    );
  });

  it('refuses an endless line after a few chunks, before reading it all', () => {
    const reader = new CsvReader({ separator: ';' });
    expect(() => {
      for (let k = 0; k < 100; k += 1) reader.write('x'.repeat(64 * 1024));
    }).toThrow(/linha longa demais/);
  });
});

describe('the quote-free fast path reads what csv-parse reads', () => {
  // Characters that matter to a CSV reader without quotes: every separator and line break, the whitespace that
  // trimEnd removes (NBSP, ideographic space, line separator, BOM...), letters, digits, accents.
  const CHARS = [
    ';',
    ',',
    '\t',
    '\r',
    '\n',
    '\r\n',
    ' ',
    '  ',
    '\u00a0',
    '\u3000',
    '\u2028',
    '\ufeff',
    '\u000b',
    '\f',
  ];
  const TEXT = ['a', 'WINZ25', '1', '125.100,50', 'é', 'ção', 'R$ 5', '-', '[R]', '\u20ac', "'", 'x y'];
  const piece = fc
    .array(fc.oneof(fc.constantFrom(...CHARS), fc.constantFrom(...TEXT)), { maxLength: 60 })
    .map((parts) => parts.join(''));
  const separator = fc.constantFrom<Separator>(';', ',', '\t');
  const reference = (text: string, sep: Separator) =>
    parse(new TextEncoder().encode(text), csvParseOptions(sep, MAX_RECORD_LENGTH)) as string[][];

  it('splits any piece without quotes into the same records and cells', () => {
    fc.assert(
      fc.property(piece, separator, (text, sep) => {
        const fast = splitPlain(text, sep, MAX_COLUMNS, MAX_RECORD_LENGTH);
        expect(fast).not.toBeNull();
        expect(fast).toEqual(reference(text, sep));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves to csv-parse a piece with a quote, a surrogate or a record over a limit', () => {
    expect(splitPlain('a;"b"\n', ';', MAX_COLUMNS, MAX_RECORD_LENGTH)).toBeNull();
    expect(splitPlain('5" tela\n', ';', MAX_COLUMNS, MAX_RECORD_LENGTH)).toBeNull();
    expect(splitPlain('a;\ud83d\ude00\n', ';', MAX_COLUMNS, MAX_RECORD_LENGTH)).toBeNull();
    expect(splitPlain('a;\ud83d\n', ';', MAX_COLUMNS, MAX_RECORD_LENGTH)).toBeNull();
    expect(splitPlain('a;b;c\nd\n', ';', 2, MAX_RECORD_LENGTH)).toBeNull();
    expect(splitPlain('a;b\nd', ';', 2, MAX_RECORD_LENGTH)).toEqual([['a', 'b'], ['d']]);
    expect(splitPlain('abcdef\nx', ';', MAX_COLUMNS, 5)).toBeNull();
    expect(splitPlain('x\nabcdef', ';', MAX_COLUMNS, 5)).toBeNull();
    expect(splitPlain('abcde\nx', ';', MAX_COLUMNS, 5)).toEqual([['abcde'], ['x']]);
  });

  /** What the reader gave before the fast path: csv-parse over the whole text, one line per record. */
  const referenceRecords = (text: string, sep: Separator) => {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const out: [number, string[], boolean][] = [];
    let line = 1;
    for (const cells of reference(body, sep)) {
      if (!(cells.length === 1 && cells[0] === '')) out.push([line, cells, false]);
      line += 1;
    }
    const last = out[out.length - 1];
    if (last) last[2] = true;
    return out;
  };

  it('gives the same records, lines and last mark as csv-parse over files of several chunks', () => {
    const line = fc
      .array(fc.oneof(fc.constantFrom(';', ',', '\t', ' ', '\u00a0'), fc.constantFrom(...TEXT)), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    const eol = fc.constantFrom('\r\n', '\n', '\r');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, eol), { minLength: 1, maxLength: 40 }),
        separator,
        fc.boolean(),
        fc.boolean(),
        (lines, sep, bom, finalBreak) => {
          // Repeated past two chunks, so pieces are cut at chunk ends (CR-only files too).
          let text = bom ? '\ufeff' : '';
          while (text.length < 2.2 * CSV_CHUNK) for (const [l, e] of lines) text += l + e;
          if (!finalBreak) text += lines[0]?.[0] ?? '';
          expect(rows(text, sep)).toEqual(referenceRecords(text, sep));
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('headers', () => {
  it('compares names without case, accents, spaces or underscores', () => {
    expect(normalizeHeader(' Preço  Compra ')).toBe('preco compra');
    expect(normalizeHeader('Res. Operação')).toBe('res. operacao');
    expect(normalizeHeader('data_saida')).toBe('data saida');
  });

  it('finds columns by name in any order', () => {
    const col = indexColumns(['Lado', 'Ativo', 'Preço Compra'], {
      symbol: ['ativo'],
      side: ['lado'],
      price: ['preco compra'],
      missing: ['x'],
    });
    expect(col).toEqual({ symbol: 1, side: 0, price: 2 });
    expect(cell([' a '], col.symbol)).toBe('');
    expect(cell([' a ', ' b '], col.symbol)).toBe('b');
  });
});

describe('formula guard', () => {
  it.each(['=1+1', '+SUM(A1)', '-cmd', '@A1', '=HYPERLINK("x")', '\t=1'])('%j is formula-like', (v) => {
    expect(isFormulaLike(v)).toBe(true);
    expect(defuseCell(v)).toBe(`'${v}`);
  });

  it.each(['-20', '+5', '-20,5', 'WIN', '', '1=1'])('%j is not', (v) => {
    expect(isFormulaLike(v)).toBe(false);
    expect(defuseCell(v)).toBe(v);
  });

  it.each(['=1+1', '+cmd', '-cmd|calc', '@SUM(A1)', '\t=1', '\rfoo', '=HYPERLINK("x";"y")'])(
    '%j refuses an imported file',
    (v) => {
      expect(isFormulaCell(v)).toBe(true);
      expect(formulaColumn(['WIN', '1', v])).toBe(2);
    },
  );

  it.each(['-12,5', '+3', '-R$ 20,00', '-', '+', ' ', '', 'WIN', '1=1', "'=1+1"])('%j does not', (v) => {
    expect(isFormulaCell(v)).toBe(false);
    expect(formulaColumn(['WIN', v])).toBe(-1);
  });

  it.each([
    '-0,12%',
    '+3',
    '-R$ 20,00',
    '- 5',
    '-$1,234.50',
    '$(20.00)',
    '-$(20.00)',
    '- 0.04',
    '-1 714.48',
    '+0,5 %',
    '-US$ 3',
    '-5,00 R$',
    '-69.00 (1)',
    '-0.68% (69.00)',
  ])('%j is a number, never a formula, and is exported as it is', (v) => {
    expect(isFormulaCell(v)).toBe(false);
    expect(isFormulaLike(v)).toBe(false);
    expect(defuseCell(v)).toBe(v);
  });

  it.each(['-vendi cedo', '+SUM(1)', '-1+cmd|calc', '@5 SUM', '-R$ x', '-5%A1', '=5', '-(1)+HYPERLINK()'])(
    '%j is formula-like',
    (v) => {
      expect(isFormulaLike(v)).toBe(true);
      expect(isFormulaCell(v)).toBe(true);
    },
  );

  it('decides in linear time, even on a huge cell', () => {
    const started = performance.now();
    expect(isFormulaCell(`-1${' '.repeat(100_000)}x`)).toBe(true);
    expect(isFormulaCell(`-1${' 1'.repeat(50_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(['=x', "'=x", "''=x", "'plain", '-5', '-abc', "'"])('round-trips %j exactly', (v) => {
    expect(restoreCell(defuseCell(v))).toBe(v);
  });
});
