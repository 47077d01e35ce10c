import { describe, expect, it } from 'vitest';
import { toDecimal } from './decimal';
import {
  BUILT_IN_INSTRUMENTS,
  contractCode,
  findInstrument,
  isPlausibleSymbol,
  normalizeSymbol,
  pointValue,
} from './instruments';

describe('built-in instruments', () => {
  it('has exactly the spec examples and the domain guide contracts', () => {
    expect(BUILT_IN_INSTRUMENTS.map((i) => i.symbol)).toEqual([
      'WIN',
      'IND',
      'WDO',
      'DOL',
      'ES',
      'NQ',
      'MES',
      'MNQ',
      'CL',
      'GC',
    ]);
  });

  it.each([
    // symbol, tick value, ticks per point (spec section 9 for the first four)
    ['NQ', '5.00', '4'],
    ['ES', '12.50', '4'],
    ['WDO', '5.00', '2'],
    ['WIN', '1.00', '0.2'],
  ])('%s matches the spec: tick %s at %s ticks per point', (symbol, tick, perPoint) => {
    const i = findInstrument(symbol);
    expect(i?.tickValue).toBe(tick);
    expect(i?.ticksPerPoint).toBe(perPoint);
  });

  it.each([
    ['WIN', '0.2', 'BRL'],
    ['IND', '1', 'BRL'],
    ['WDO', '10', 'BRL'],
    ['DOL', '50', 'BRL'],
    ['ES', '50', 'USD'],
    ['NQ', '20', 'USD'],
    ['MES', '5', 'USD'],
    ['MNQ', '2', 'USD'],
    ['CL', '1000', 'USD'],
    ['GC', '100', 'USD'],
  ])('%s point value is %s %s (domain guide)', (symbol, value, currency) => {
    const i = findInstrument(symbol);
    if (!i) throw new Error(`missing ${symbol}`);
    expect(pointValue(i).toString()).toBe(value);
    expect(i.currency).toBe(currency);
  });

  it('keeps tick size and ticks per point consistent (tick size × ticks per point = 1)', () => {
    for (const i of BUILT_IN_INSTRUMENTS) {
      expect(toDecimal(i.tickSize).mul(i.ticksPerPoint).eq(1), i.symbol).toBe(true);
    }
  });

  it('lists the expiry months of the domain guide', () => {
    expect(findInstrument('WIN')?.expiryMonths).toBe('GJMQVZ');
    expect(findInstrument('WDO')?.expiryMonths).toBe('FGHJKMNQUVXZ');
    expect(findInstrument('NQ')?.expiryMonths).toBe('HMUZ');
    expect(findInstrument('GC')?.expiryMonths).toBe('GJMQVZ');
  });

  it('finds instruments case-insensitively and not unknown ones', () => {
    expect(findInstrument('win')?.symbol).toBe('WIN');
    expect(findInstrument('PETR4')).toBeUndefined();
  });
});

describe('normalizeSymbol', () => {
  it.each([
    ['WINZ25', 'WIN', 'Z', 2025],
    ['WIN Z25', 'WIN', 'Z', 2025],
    ['winz25', 'WIN', 'Z', 2025],
    ['WINZ2025', 'WIN', 'Z', 2025],
    ['  WIN  Z25 ', 'WIN', 'Z', 2025],
    ['WDOF26', 'WDO', 'F', 2026],
    ['INDJ26', 'IND', 'J', 2026],
    ['DOLH26', 'DOL', 'H', 2026],
    ['NQZ5', 'NQ', 'Z', 2025],
    ['NQZ25', 'NQ', 'Z', 2025],
    ['MNQH26', 'MNQ', 'H', 2026],
    ['MNQH6', 'MNQ', 'H', 2026],
    ['ESU25', 'ES', 'U', 2025],
    ['MESZ5', 'MES', 'Z', 2025],
    ['CLF6', 'CL', 'F', 2026],
    ['GCG26', 'GC', 'G', 2026],
    ['NQ 12-25', 'NQ', 'Z', 2025],
    ['ES 03-26', 'ES', 'H', 2026],
    ['MNQ 06-26', 'MNQ', 'M', 2026],
    ['NQZ5.CME', 'NQ', 'Z', 2025],
    // NinjaTrader with the month spelled out (public NT8 exports), and NT8 in Portuguese.
    ['NQ DEC26', 'NQ', 'Z', 2026],
    ['MNQ MAR27', 'MNQ', 'H', 2027],
    ['NQ SEP26', 'NQ', 'U', 2026],
    ['MNQ SEP26', 'MNQ', 'U', 2026],
    ['ES JUN26', 'ES', 'M', 2026],
    ['CL JAN27', 'CL', 'F', 2027],
    ['GC Aug26', 'GC', 'Q', 2026],
    ['mes dec 26', 'MES', 'Z', 2026],
    ['NQ DEZ26', 'NQ', 'Z', 2026],
    ['ES 12-26', 'ES', 'Z', 2026],
  ])('%j → %s %s %i', (raw, root, month, year) => {
    expect(normalizeSymbol(raw, 2025)).toEqual({
      root,
      known: true,
      contractMonth: month,
      contractYear: year,
    });
  });

  it.each([
    ['WIN$N', 'WIN'],
    ['WIN$', 'WIN'],
    ['win', 'WIN'],
    ['WDO$D', 'WDO'],
    ['WINFUT', 'WIN'],
    ['@ES', 'ES'],
    ['nq', 'NQ'],
    ['MES', 'MES'],
  ])('%j → %s with no contract month', (raw, root) => {
    expect(normalizeSymbol(raw, 2025)).toEqual({ root, known: true });
  });

  it.each([
    ['PETR4', 'PETR4'],
    ['abev3', 'ABEV3'],
    ['BGI Z25', 'BGIZ25'],
    ['WINX', 'WINX'], // not a contract code: X needs a year
    ['NQ 13-25', 'NQ13-25'], // no month 13
    ['ESZ123', 'ESZ123'], // three-digit year
    ['NQ DEX26', 'NQDEX26'], // no such month
    ['NQ DEC', 'NQDEC'], // a month needs its year
    ['ESMAR26', 'ESMAR26'], // a spelled-out month only after a space
  ])('unknown %j → %s, not matched', (raw, root) => {
    expect(normalizeSymbol(raw, 2025)).toEqual({ root, known: false });
  });

  it('reads a one-digit year as the nearest year ending in it', () => {
    expect(normalizeSymbol('NQZ9', 2025).contractYear).toBe(2029);
    expect(normalizeSymbol('NQZ0', 2025).contractYear).toBe(2020);
    expect(normalizeSymbol('NQH1', 2029).contractYear).toBe(2031);
    expect(normalizeSymbol('NQH5', 2030).contractYear).toBe(2025);
  });

  it('writes a contract code back', () => {
    expect(contractCode('Z', 2025)).toBe('Z25');
    expect(contractCode('F', 2030)).toBe('F30');
  });

  it('accepts plausible symbols only', () => {
    expect(isPlausibleSymbol('WIN$N')).toBe(true);
    expect(isPlausibleSymbol('NQ 12-25')).toBe(true);
    expect(isPlausibleSymbol('=HYPERLINK("x")')).toBe(false);
    expect(isPlausibleSymbol('')).toBe(false);
  });
});
