import { describe, expect, it } from 'vitest';
import type { ReportDto } from './contract';
import { reportCsv } from './csv';
import { buildReport, type ReportTrade } from './engine';

function trade(date: string, pnl: number, over: Partial<ReportTrade> = {}): ReportTrade {
  const openedAt = Date.parse(`${date}T10:00:00Z`);
  return {
    openedAt,
    date,
    hour: 10,
    weekday: new Date(openedAt).getUTCDay(),
    instrument: 'WIN',
    side: 'compra',
    currency: 'BRL',
    pnl,
    costs: 50,
    points: 0,
    mep: null,
    men: null,
    risk: null,
    emotion: null,
    broke: false,
    tags: [],
    ...over,
  };
}

function dto(): ReportDto {
  const figures = buildReport({
    trades: [
      trade('2026-01-10', 150_000),
      trade('2026-02-03', 123_456, { tags: ['rompimento; topo'] }),
      trade('2026-02-04', -23_456, { emotion: 'ansioso' }),
    ],
    currency: 'BRL',
    breakevenTolerance: 0,
    period: { from: '2026-02-01', to: '2026-02-28' },
    today: '2026-03-01',
    granularity: 'month',
    challengeDays: [],
  });
  return {
    period: { preset: 'last-month', from: '2026-02-01', to: '2026-02-28', timezone: 'America/Sao_Paulo' },
    granularity: 'month',
    currencies: ['BRL'],
    currency: 'BRL',
    account: { id: 'x', name: 'Conta "principal"' },
    instrument: null,
    trader: 'Ana Lúcia',
    ...figures,
    byPlaybook: [],
  };
}

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('the report CSV', () => {
  const csv = reportCsv(dto());

  it('is UTF-8 with a BOM, ";" separated, with the filters first', () => {
    expect(csv.startsWith('\uFEFFRelatório de evolução — MCTrading\r\n')).toBe(true);
    const l = lines(csv);
    expect(l.slice(1, 6)).toEqual([
      'Trader;Ana Lúcia',
      'Período;01/02/2026 a 28/02/2026',
      // A quote inside a cell is doubled, the cell quoted.
      'Conta;"Conta ""principal"""',
      'Ativo;Todos os ativos',
      'Moeda;BRL',
    ]);
  });

  it('writes each cut with every metric and its change, in decimal comma', () => {
    const l = lines(csv);
    const header = l.find((x) => x.startsWith('Mês;'))?.split(';') ?? [];
    expect(header.slice(0, 9)).toEqual([
      'Mês',
      'De',
      'Até',
      'Trades',
      'Variação trades',
      'Ganhos',
      'Variação ganhos',
      'Perdas',
      'Variação perdas',
    ]);
    expect(header).toHaveLength(3 + 16 * 2);
    expect(header).toContain('Variação R médio');
    expect(header).toContain('Variação pay-off');
    const feb = (l.find((x) => x.startsWith('02/2026;')) ?? '').split(';');
    const at = (label: string) => feb[header.indexOf(label)];
    expect(feb.slice(0, 3)).toEqual(['02/2026', '01/02/2026', '28/02/2026']);
    expect(at('Trades')).toBe('2');
    expect(at('Variação trades')).toBe('1');
    // 1234,56 − 234,56 = 1000,00; against January's 1500,00: −500,00. No thousands separator.
    expect(at('Resultado líquido')).toBe('1000,00');
    expect(at('Variação resultado líquido')).toBe('-500,00');
    expect(at('Custos')).toBe('1,00');
    expect(at('Taxa de acerto (%)')).toBe('50,00');
    expect(at('Variação taxa de acerto (%)')).toBe('-50,00');
    expect(at('Fator de lucro')).toBe('5,26');
    // January had no loss: its profit factor is infinite, so there is no change to write.
    expect(at('Variação fator de lucro')).toBe('');
    expect(at('Expectativa por trade')).toBe('500,00');
    expect(at('Drawdown máximo')).toBe('234,56');
    const total = (l.find((x) => x.startsWith('Período inteiro;')) ?? '').split(';');
    expect(total[header.indexOf('Resultado líquido')]).toBe('1000,00');
    const previous = (l.find((x) => x.startsWith('Período anterior;')) ?? '').split(';');
    expect(previous.slice(0, 3)).toEqual(['Período anterior', '01/01/2026', '31/01/2026']);
    expect(previous[header.indexOf('Fator de lucro')]).toBe('∞');
  });

  it('then the breakdowns and the best and worst days', () => {
    const l = lines(csv);
    const after = (title: string, n: number) => l.slice(l.indexOf(title) + 1, l.indexOf(title) + 1 + n);
    expect(after('Por ativo', 2)).toEqual([
      'Ativo;Trades;Ganhos;Perdas;Resultado líquido;Taxa de acerto (%)',
      'WIN;2;1;1;1000,00;50,00',
    ]);
    expect(after('Por dia da semana', 4).slice(2)).toEqual([
      'Segunda;0;0;0;0,00;',
      'Terça;1;1;0;1234,56;100,00',
    ]);
    expect(after('Por hora', 2)[1]).toBe('10h;2;1;1;1000,00;50,00');
    // A ';' inside a tag is quoted.
    expect(after('Por tag', 2)[1]).toBe('"rompimento; topo";1;1;0;1234,56;100,00');
    expect(after('Por emoção', 9)).toContain('Ansioso;1;0;-234,56;0,00;-234,56');
    expect(after('Melhores dias', 2)).toEqual(['Data;Trades;Resultado líquido', '03/02/2026;1;1234,56']);
    expect(after('Piores dias', 2)[1]).toBe('04/02/2026;1;-234,56');
  });
});
