import { describe, expect, it } from 'vitest';
import { ImportError, parseImportFile } from './index';
import { parseSide } from './mapped';

const file = [
  'Dia,Hora,Papel,Operação,Qtd,PM entrada,PM saída,Custo,Obs',
  '26/03/2026,10:49,WINJ26,Compra,1,"125.000,00","125.100,00","0,50",primeiro',
  '26/03/2026,11:00,WDOJ26,V,2,"5.432,50","5.435,00",,',
  '26/03/2026,11:10,WDOJ26,talvez,2,"5.432,50","5.435,00",,',
].join('\n');

const mapping = {
  date: 'Dia',
  time: 'Hora',
  symbol: 'Papel',
  side: 'Operação',
  contracts: 'Qtd',
  entry: 'PM entrada',
  exit: 'PM saída',
  costs: 'Custo',
  notes: 'Obs',
};

describe('column mapping (any other CSV)', () => {
  it('an unknown header without a mapping asks for one', () => {
    expect(() => parseImportFile(file)).toThrow(
      'Nenhuma coluna reconhecida no cabeçalho: mapeie as colunas do arquivo',
    );
  });

  it('reads the mapped columns with the stated number and date formats', () => {
    const r = parseImportFile(file, { mapping: { mapping, decimal: 'pt-BR', dateOrder: 'dmy' } });
    expect(r.format).toBe('mapped');
    expect(
      r.trades.map((t) => [
        t.date,
        t.time,
        t.instrument,
        t.type,
        t.contracts,
        t.entry,
        t.exit,
        t.costs,
        t.notes,
      ]),
    ).toEqual([
      ['2026-03-26', '10:49', 'WIN', 'compra', 1, '125000', '125100', '0.5', 'primeiro'],
      ['2026-03-26', '11:00', 'WDO', 'venda', 2, '5432.5', '5435', '0', undefined],
    ]);
    expect(r.errors).toEqual([{ line: 4, message: 'Linha 4: lado inválido (esperado compra ou venda)' }]);
    expect(r.trades[0]?.fingerprint).toMatch(/^mapped:/);
  });

  it('names a mapped column that is not in the header', () => {
    const run = () => parseImportFile(file, { mapping: { mapping: { ...mapping, entry: 'Preço' } } });
    expect(run).toThrow(ImportError);
    expect(run).toThrow('Coluna do mapeamento não encontrada no cabeçalho: Preço');
  });

  it.each([
    ['C', 'compra'],
    ['Compra', 'compra'],
    ['BUY', 'compra'],
    ['Long', 'compra'],
    ['v', 'venda'],
    ['Venda', 'venda'],
    ['Sell', 'venda'],
    ['short', 'venda'],
    ['x', null],
  ])('side %j → %s', (text, side) => {
    expect(parseSide(text)).toBe(side);
  });
});

describe('our format written by hand', () => {
  it('reads the required columns only, in any order', () => {
    const r = parseImportFile(
      'ativo;tipo;data;hora;contratos;entrada;saida\nwinz25;venda;2025-12-01;09:00;1;125100;125000\n',
    );
    expect(r.format).toBe('generic');
    expect(r.trades[0]).toMatchObject({
      instrument: 'WIN',
      contractMonth: 'Z',
      contractYear: 2025,
      type: 'venda',
      costs: '0',
      tags: [],
    });
  });

  it('refuses an unknown emotion and malformed tags', () => {
    const r = parseImportFile(
      'data;hora;tipo;contratos;ativo;entrada;saida;emocao;tags\n2026-01-02;09:00;compra;1;WIN;1;2;feliz;\n2026-01-02;09:00;compra;1;WIN;1;2;;[1,2]\n',
    );
    expect(r.errors.map((e) => e.message)).toEqual(['Linha 2: emoção inválida', 'Linha 3: tags inválidas']);
  });

  it('refuses a bad contract month and notes over the form limit', () => {
    const r = parseImportFile(
      [
        'data;hora;tipo;contratos;ativo;mes_vencimento;entrada;saida;notas',
        '2026-01-02;09:00;compra;1;WIN;A;1;2;',
        `2026-01-02;09:00;compra;1;WIN;;1;2;${'x'.repeat(2001)}`,
      ].join('\n'),
    );
    expect(r.errors.map((e) => e.message)).toEqual([
      'Linha 2: mês de vencimento inválido',
      'Linha 3: notas com mais de 2000 caracteres',
    ]);
  });

  it('gives 00:00 to mapped rows that have a date and no time column', () => {
    const r = parseImportFile('Dia;Papel;Lado;Qtd;Entrada;Saída\n26/03/2026;WINJ26;C;1;125000;125100\n', {
      mapping: {
        mapping: {
          date: 'Dia',
          symbol: 'Papel',
          side: 'Lado',
          contracts: 'Qtd',
          entry: 'Entrada',
          exit: 'Saída',
        },
      },
    });
    expect(r.trades[0]).toMatchObject({ date: '2026-03-26', time: '00:00' });
  });
});

describe('mapped CSV dates', () => {
  const rows = (...dates: string[]) =>
    [
      'Dia,Hora,Papel,Operação,Qtd,PM entrada,PM saída',
      ...dates.map((d) => `${d},10:49,WINJ26,Compra,1,125000,125100`),
    ].join('\n');
  const order = { mapping: { ...mapping, costs: undefined, notes: undefined } };

  it('are read month first when the file shows it (a day over 12 in second place)', () => {
    const r = parseImportFile(rows('03/04/2026', '03/26/2026'), { mapping: order });
    expect(r.trades.map((t) => t.date)).toEqual(['2026-03-04', '2026-03-26']);
    expect(r.notices).toBeUndefined();
  });

  it('are read day first, with a notice, when no date can tell', () => {
    const r = parseImportFile(rows('03/04/2026', '05/04/2026'), { mapping: order });
    expect(r.trades.map((t) => t.date)).toEqual(['2026-04-03', '2026-04-05']);
    expect(r.notices).toEqual([expect.stringContaining('dia/mês/ano')]);
  });

  it('follow the order the user chose', () => {
    const r = parseImportFile(rows('03/04/2026', '05/04/2026'), { mapping: { ...order, dateOrder: 'mdy' } });
    expect(r.trades.map((t) => t.date)).toEqual(['2026-03-04', '2026-05-04']);
    expect(r.notices).toBeUndefined();
  });
});
