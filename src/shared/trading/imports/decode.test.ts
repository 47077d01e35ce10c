import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decode';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeBytes', () => {
  it('reads UTF-8 with or without BOM', () => {
    expect(decodeBytes(utf8('\uFEFFPreço;x'))).toEqual({ text: 'Preço;x', encoding: 'utf-8' });
    expect(decodeBytes(utf8('Preço;x'))).toEqual({ text: 'Preço;x', encoding: 'utf-8' });
  });

  it('falls back to windows-1252 when the bytes are not UTF-8 (Profit exports)', () => {
    // 'Preço Operação' in cp1252: ç = E7, ã = E3
    const r = decodeBytes(
      bytes(0x50, 0x72, 0x65, 0xe7, 0x6f, 0x20, 0x4f, 0x70, 0x65, 0x72, 0x61, 0xe7, 0xe3, 0x6f),
    );
    expect(r).toEqual({ text: 'Preço Operação', encoding: 'windows-1252' });
    // 0x80 is the euro sign in cp1252 (not a C1 control as in ISO-8859-1)
    expect(decodeBytes(bytes(0x80, 0x31)).text).toBe('€1');
  });

  it('reads UTF-16 with a BOM (MetaTrader and Excel "Unicode text")', () => {
    expect(decodeBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0xe7, 0x00))).toEqual({
      text: 'Aç',
      encoding: 'utf-16le',
    });
    expect(decodeBytes(bytes(0xfe, 0xff, 0x00, 0x41))).toEqual({ text: 'A', encoding: 'utf-16be' });
  });

  it.each([
    ['no bytes', bytes(), 'Arquivo vazio'],
    ['only whitespace', utf8(' \r\n\t'), 'Arquivo vazio'],
    ['only a BOM', utf8('\uFEFF'), 'Arquivo vazio'],
    ['a NUL byte', bytes(0x41, 0x00, 0x42), 'O arquivo não parece ser um CSV (contém dados binários)'],
    [
      'UTF-16 without BOM',
      bytes(0x41, 0x00, 0x42, 0x00),
      'O arquivo não parece ser um CSV (contém dados binários)',
    ],
    [
      'control characters',
      utf8('a\u0001\u0002\u0003\u0004b'),
      'O arquivo não parece ser um CSV (contém dados binários)',
    ],
    ['a PDF', utf8('%PDF-1.7 ...'), 'O arquivo não parece ser um CSV (contém dados binários)'],
    ['an xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 'Arquivos do Excel (.xlsx/.xls) não são aceitos'],
    ['an xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1), 'Arquivos do Excel (.xlsx/.xls) não são aceitos'],
    ['unassigned cp1252 bytes', bytes(0x41, 0x81, 0x8d), 'codificação de caracteres não reconhecida'],
  ])('refuses %s', (_name, input, message) => {
    expect(() => decodeBytes(input)).toThrow(message);
  });

  it('refuses files over the size limit', () => {
    expect(() => decodeBytes(utf8('a;b\n'.repeat(10)), 16)).toThrow('Arquivo grande demais');
  });
});
