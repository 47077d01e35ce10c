import { describe, expect, it } from 'vitest';
import { parseImportFile } from './index';

const HEADER = 'data;hora;tipo;contratos;ativo;entrada;saida;stop';
const file = (header: string, rows: string[]) => [header, ...rows].join('\r\n') + '\r\n';

describe("our CSV's 'stop desconhecido' column", () => {
  it("reads 'sim' as a stop not informed and 'não' as a stop really missing, row by row", () => {
    const parsed = parseImportFile(
      file(`${HEADER};stop_desconhecido`, [
        '2026-03-10;09:15:00;compra;1;WIN;125000;125100;;sim',
        '2026-03-10;10:00:00;compra;1;WIN;125000;125100;124900;não',
        '2026-03-10;11:00:00;compra;1;WIN;125000;125100;;não',
        '2026-03-10;12:00:00;compra;1;WIN;125000;125100;;NAO',
        '2026-03-10;13:00:00;compra;1;WIN;125000;125100;;',
      ]),
    );
    expect(parsed.format).toBe('generic');
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades.map((t) => [t.stop, t.stopUnknown])).toEqual([
      [undefined, true],
      ['124900', false],
      [undefined, false],
      [undefined, false],
      // Blank: the row does not say, and the import's own rule decides.
      [undefined, undefined],
    ]);
  });

  it("reads the spreadsheet export's header 'Stop desconhecido' the same", () => {
    const parsed = parseImportFile(
      file('Data;Hora;Tipo;Contratos;Ativo;Entrada;Saída;Stop;Stop desconhecido', [
        '10/03/2026;09:15:00;Compra;1;WIN;125000;125100;;sim',
      ]),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.trades[0]).toMatchObject({ stopUnknown: true });
  });

  it('keeps a stop the row states as known, whatever the flag says', () => {
    const parsed = parseImportFile(
      file(`${HEADER};stop_desconhecido`, ['2026-03-10;09:15:00;compra;1;WIN;125000;125100;124900;sim']),
    );
    expect(parsed.trades[0]).toMatchObject({ stop: '124900', stopUnknown: false });
  });

  it('refuses a row whose flag is neither sim nor não', () => {
    const parsed = parseImportFile(
      file(`${HEADER};stop_desconhecido`, [
        '2026-03-10;09:15:00;compra;1;WIN;125000;125100;;talvez',
        '2026-03-10;10:00:00;compra;1;WIN;125000;125100;;sim',
      ]),
    );
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Linha 2: stop desconhecido inválido (esperado sim ou não)' },
    ]);
    expect(parsed.trades).toHaveLength(1);
  });

  it('still imports an older export without the column, with the same fingerprints', () => {
    const rows = [
      '2026-03-10;09:15:00;compra;1;WIN;125000;125100;',
      '2026-03-10;10:00:00;compra;1;WIN;125000;125100;124900',
    ];
    const old = parseImportFile(file(HEADER, rows));
    expect(old.errors).toEqual([]);
    expect(old.trades.map((t) => [t.stop, t.stopUnknown])).toEqual([
      [undefined, undefined],
      ['124900', undefined],
    ]);
    // The same trades exported after the column existed are recognised as the same rows (no duplicates).
    const now = parseImportFile(
      file(
        `${HEADER};stop_desconhecido`,
        rows.map((r) => `${r};não`),
      ),
    );
    expect(now.trades.map((t) => t.fingerprint)).toEqual(old.trades.map((t) => t.fingerprint));
  });
});
