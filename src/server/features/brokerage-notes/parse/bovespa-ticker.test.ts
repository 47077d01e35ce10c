import { describe, expect, it } from 'vitest';
import { BOVESPA_NAMES } from './bovespa-names';
import { tickerOfBovespaName } from './bovespa-ticker';
import { readBovespaExecutions } from './parse-bovespa';
import type { TextLine } from './pdf-text';

/** One "Negócios realizados" row as the reader joins it, for a title printed without a ticker. */
function executionOf(title: string, tradeDate?: string) {
  const text = `1-BOVESPA C VISTA ${title} 100 10,00 1.000,00 D`;
  const lines: TextLine[] = [{ y: 500, items: [{ x: 44, text }], text }];
  const [e] = readBovespaExecutions(lines, tradeDate);
  return e;
}

describe('Bovespa titles printed by name', () => {
  it.each([
    ['PETROBRAS PN N2', 'PETR4'],
    ['PETROBRAS ON  EDJ N2', 'PETR3'],
    ['VALE ON NM', 'VALE3'],
    ['VALE ON  ATZ NM', 'VALE3'],
    ['ITAUUNIBANCO PN  EJ  N1', 'ITUB4'],
    ['ITAUUNIBANCO ON N1', 'ITUB3'],
    ['BRADESCO PN EJ N1', 'BBDC4'],
    ['BRADESCO ON N1', 'BBDC3'],
    ['BRASIL ON EDJ NM', 'BBAS3'],
    ['B3 ON NM', 'B3SA3'],
    ['MAGAZ LUIZA ON NM', 'MGLU3'],
    ['AMBEV S/A ON', 'ABEV3'],
    ['WEG ON NM', 'WEGE3'],
    ['ITAUSA PN N1', 'ITSA4'],
    ['ELETROBRAS PNB N1', 'ELET6'],
    ['ELETROBRAS ON N1', 'ELET3'],
    ['AXIA ENERGIA PNB N1', 'AXIA6'],
    ['USIMINAS PNA N1', 'USIM5'],
    ['USIMINAS ON N1', 'USIM3'],
    ['SANTANDER BR UNT', 'SANB11'],
    ['KLABIN S/A UNT N2', 'KLBN11'],
    ['TAESA UNT N2', 'TAEE11'],
    ['ENERGISA UNT N2', 'ENGI11'],
    ['BTGP BANCO UNT ATZ N2', 'BPAC11'],
    ['BRASKEM PNA N1', 'BRKM5'],
    ['COPEL PNB N2', 'CPLE6'],
    ['COPEL ON NM', 'CPLE3'],
    ['GERDAU PN N1', 'GGBR4'],
    ['CEMIG PN EJ N1', 'CMIG4'],
    ['SID NACIONAL ON', 'CSNA3'],
    ['TELEF BRASIL ON EJ', 'VIVT3'],
    ['RUMO S.A. ON NM', 'RAIL3'],
    ['SUZANO S.A. ON NM', 'SUZB3'],
    ['REDE D OR ON EJ NM', 'RDOR3'],
    ['PETRORIO ON NM', 'PRIO3'],
    ['PRIO ON NM', 'PRIO3'],
    ['COGNA ON ON NM', 'COGN3'],
    ['AZZAS 2154 ON NM', 'AZZA3'],
    ['3R PETROLEUM ON NM', 'RRRP3'],
    ['CSNMINERACAO ON N2', 'CMIN3'],
    ['P.ACUCAR-CBD ON NM', 'PCAR3'],
    ['LOCALIZA ON EJ NM', 'RENT3'],
    ['LOCALIZA PN EJ NM', 'RENT4'],
    ['MOTIVA SA ON NM', 'MOTV3'],
    ['CCR SA ON NM', 'CCRO3'],
    ['AXIA ENERGIA PNC N1', 'AXIA7'],
    ['JBS N.V. DR2', 'JBSS32'],
    ['  petrobras   pn    n2  ', 'PETR4'],
  ])('%s → %s', (title, ticker) => {
    expect(tickerOfBovespaName(title)).toBe(ticker);
    expect(executionOf(title)).toMatchObject({ instrument: ticker, symbol: title.trim() });
  });

  it('a name that starts another name keeps its own ticker, and the longer one keeps its own', () => {
    expect(tickerOfBovespaName('BRASIL ON NM')).toBe('BBAS3');
    expect(tickerOfBovespaName('BRASILAGRO ON NM')).toBe('AGRO3');
    expect(tickerOfBovespaName('GERDAU PN N1')).toBe('GGBR4');
    expect(tickerOfBovespaName('GERDAU MET PN N1')).toBe('GOAU4');
    expect(tickerOfBovespaName('GERDAU ON N1')).toBe('GGBR3');
    expect(tickerOfBovespaName('GERDAU MET ON N1')).toBe('GOAU3');
    expect(tickerOfBovespaName('BRADESCO PN N1')).toBe('BBDC4');
    expect(tickerOfBovespaName('BRADESPAR PN N1')).toBe('BRAP4');
    expect(tickerOfBovespaName('SANTOS BRP ON NM')).toBe('STBP3');
  });

  it('a class the share does not list, a part of a name or an unknown name stays as printed', () => {
    expect(tickerOfBovespaName('VALE PN NM')).toBeNull();
    expect(tickerOfBovespaName('GERDAU MET')).toBeNull();
    expect(tickerOfBovespaName('BRASI ON NM')).toBeNull();
    expect(tickerOfBovespaName('PETROBRAS')).toBeNull();
    expect(executionOf('EMPRESA NOVA ON NM')).toMatchObject({
      instrument: 'EMPRESA NOVA ON NM',
      symbol: 'EMPRESA NOVA ON NM',
    });
  });

  it('a name whose code changed maps by the trading day', () => {
    expect(executionOf('EMBRAER ON NM', '2025-10-31')?.instrument).toBe('EMBR3');
    expect(executionOf('EMBRAER ON NM', '2025-11-03')?.instrument).toBe('EMBJ3');
    expect(executionOf('MARFRIG ON NM', '2025-09-22')?.instrument).toBe('MRFG3');
    expect(executionOf('MARFRIG ON NM', '2026-03-02')?.instrument).toBe('MBRF3');
    expect(executionOf('EMBRAER ON NM')?.instrument).toBe('EMBJ3');
  });

  it('a ticker printed in the title wins over its name', () => {
    expect(executionOf('FII EXEMPLO EXMP11 CI')?.instrument).toBe('EXMP11');
  });

  it('every row is a name and class that lists: the ticker ends in its class digit, one ticker per name and day', () => {
    const digit: Record<string, string> = { ON: '3', PN: '4', PNA: '5', PNB: '6', PNC: '7', UNT: '11' };
    const seen = new Set<string>();
    for (const [name, shareClass, ticker, since] of BOVESPA_NAMES) {
      const suffix = ticker.slice(4);
      if (shareClass.startsWith('DR')) expect(suffix, ticker).toMatch(/^3[1-5]$/);
      else expect(suffix, `${name} ${shareClass}`).toBe(digit[shareClass]);
      const k = `${name}|${shareClass}|${since ?? ''}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
    expect(BOVESPA_NAMES.length).toBeGreaterThanOrEqual(100);
  });
});
