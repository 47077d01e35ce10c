import { describe, expect, it } from 'vitest';
import type { InstrumentDto, TradeDto } from '@/shared/trading/api-contract';
import {
  emptyTradeForm,
  livePnl,
  offTickPrices,
  splitTags,
  tradeToForm,
  validateTradeForm,
} from './trade-form';

const win: InstrumentDto = {
  id: null,
  symbol: 'WIN',
  name: 'Mini Índice',
  tickValue: '1.00',
  ticksPerPoint: '0.2',
  pointValue: '0.2',
  currency: 'BRL',
  builtIn: true,
};

const base = { ...emptyTradeForm('2025-03-14', '10:15'), instrument: 'WIN', entry: '125000', exit: '125100' };

describe('livePnl', () => {
  it('computes WIN Compra 1 × 125000 → 125100 as R$ 20,00', () => {
    const pnl = livePnl(base, [win]);
    expect(pnl?.value.toFixed(2)).toBe('20.00');
    expect(pnl?.currency).toBe('BRL');
  });
  it('reads contract codes and pt-BR decimals, subtracts costs, flips for Venda', () => {
    const pnl = livePnl({ ...base, instrument: 'winz25', type: 'venda', contracts: '2', costs: '1,50' }, [
      win,
    ]);
    expect(pnl?.value.toFixed(2)).toBe('-41.50');
  });
  it("reads '125.000' → '125.100' as the list writes them: WIN Compra 2 is R$ 40,00", () => {
    const pnl = livePnl({ ...base, contracts: '2', entry: '125.000', exit: '125.100' }, [win]);
    expect(pnl?.value.toFixed(2)).toBe('40.00');
  });
  it('waits for a complete trade', () => {
    expect(livePnl({ ...base, exit: '' }, [win])).toBeNull();
    expect(livePnl({ ...base, instrument: 'XYZ' }, [win])).toBeNull();
    expect(livePnl({ ...base, contracts: '0' }, [win])).toBeNull();
  });
});

describe('validateTradeForm', () => {
  it('gives the spec messages per field', () => {
    const r = validateTradeForm({
      ...base,
      instrument: '',
      entry: 'abc',
      contracts: '0',
      mep: '-1',
      men: '-2',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.instrument).toBe('Campo obrigatório');
    expect(r.errors.entry).toBe('Informe um preço de entrada válido');
    expect(r.errors.contracts).toBe('Número de contratos deve ser pelo menos 1');
    expect(r.errors.mep).toBe('MEP deve ser um valor positivo');
    expect(r.errors.men).toBe('MEN deve ser um valor positivo');
  });
  it('refuses equal prices on the exit field', () => {
    const r = validateTradeForm({ ...base, exit: '125000' });
    expect(r.ok ? null : r.errors.exit).toBe('Preço de entrada e saída não podem ser iguais');
  });
  it('sends the prices as typed, for the server to read them the same way', () => {
    const r = validateTradeForm({ ...base, entry: '13,125', exit: '13.130' });
    expect(r.ok && r.body).toMatchObject({ entry: '13,125', exit: '13.130' });
    expect(r.ok && r.values).toMatchObject({ entry: '13.125', exit: '13130' });
  });
  it('returns the canonical body', () => {
    const r = validateTradeForm({ ...base, entry: '125.000,5', tags: 'a, b, a' });
    expect(r.ok && r.values).toMatchObject({ entry: '125000.5', instrument: 'WIN', tags: ['a', 'b'] });
  });
});

describe('tradeToForm', () => {
  it('shows a stored trade for editing', () => {
    const dto = {
      id: 't1',
      accountId: 'a1',
      importId: null,
      date: '2025-03-14',
      time: '10:15:00',
      type: 'venda',
      contracts: 2,
      instrument: 'WIN',
      contractMonth: 'Z',
      contractYear: 2025,
      entry: '125000.5',
      exit: '124900',
      mep: null,
      men: '10',
      stop: null,
      costs: '0.00',
      pointValue: '0.2',
      currency: 'BRL',
      pnl: '40.20',
      emotion: 'calmo',
      notes: null,
      tags: ['x', 'y'],
      ruleBreaks: [],
      ruleBreakNote: null,
      stopUnknown: false,
      createdAt: '2025-03-14T13:15:00Z',
    } satisfies TradeDto;
    expect(tradeToForm(dto)).toMatchObject({
      time: '10:15',
      instrument: 'WINZ25',
      entry: '125000,5',
      men: '10',
      costs: '',
      tags: 'x, y',
    });
  });
  it('splits tags', () => {
    expect(splitTags(' a ,, b ')).toEqual(['a', 'b']);
  });
});

const wdo: InstrumentDto = { ...win, symbol: 'WDO', tickValue: '5.00', ticksPerPoint: '2', pointValue: '10' };
const petr4: InstrumentDto = { ...win, id: 'p1', symbol: 'PETR4', tickValue: '0.01', ticksPerPoint: '100' };

describe('offTickPrices', () => {
  const form = { instrument: 'WIN', entry: '125.000', exit: '125.100', stop: '' };
  it('says nothing when the prices are on the tick, or not known yet', () => {
    expect(offTickPrices(form, [win])).toBeNull();
    expect(offTickPrices({ ...form, entry: 'abc', exit: '' }, [win])).toBeNull();
    expect(offTickPrices({ ...form, instrument: 'XYZ', entry: '1,3' }, [win])).toBeNull();
  });
  it('names the prices off the tick and the tick, per instrument', () => {
    const r = offTickPrices({ ...form, entry: '176.318,33', stop: '124.998' }, [win]);
    expect(r && [r.fields, r.symbol, r.tick.toString()]).toEqual([['entry', 'stop'], 'WIN', '5']);
    const w = offTickPrices({ instrument: 'WDOH26', entry: '5.649,25', exit: '5650', stop: '' }, [wdo]);
    expect(w && [w.fields, w.tick.toString()]).toEqual([['entry'], '0.5']);
    const own = offTickPrices({ instrument: 'PETR4', entry: '30,515', exit: '31', stop: '' }, [petr4]);
    expect(own && [own.fields, own.tick.toString()]).toEqual([['entry'], '0.01']);
  });
  it('checks only the fields asked for (the ones the trader has left)', () => {
    expect(offTickPrices({ ...form, exit: '125.103' }, [win], ['entry'])).toBeNull();
  });
});

describe('validateTradeForm when editing an imported trade', () => {
  const stored = (over: Partial<TradeDto>): TradeDto => ({
    id: 't1',
    accountId: 'a1',
    importId: 'i1',
    date: '2025-03-14',
    time: '10:15:00',
    type: 'compra',
    contracts: 1,
    instrument: 'WIN',
    contractMonth: null,
    contractYear: null,
    entry: '125000',
    exit: '125100',
    mep: null,
    men: null,
    stop: null,
    costs: '0.00',
    pointValue: '0.2',
    currency: 'BRL',
    pnl: '20.00',
    emotion: null,
    notes: null,
    tags: [],
    ruleBreaks: [],
    ruleBreakNote: null,
    stopUnknown: true,
    createdAt: '2025-03-14T13:15:00Z',
    ...over,
  });
  const breakeven = stored({ exit: '125000', pnl: '0.00' });
  const credit = stored({ costs: '-1.50', pnl: '21.50' });
  const withNote = (trade: TradeDto) => ({
    ...tradeToForm(trade),
    notes: 'revisado',
    emotion: 'calmo' as const,
  });

  it('saves a note on a stored breakeven and on stored negative costs (a swap credit), as they are', () => {
    const even = validateTradeForm(withNote(breakeven), breakeven);
    expect(even.ok && even.values).toMatchObject({ entry: '125000', exit: '125000', notes: 'revisado' });
    const swap = validateTradeForm(withNote(credit), credit);
    expect(swap.ok && swap.values).toMatchObject({ costs: '-1.5', notes: 'revisado', emotion: 'calmo' });
    // The P&L shown while editing counts the credit, as the server does.
    expect(livePnl(withNote(credit), [win], credit)?.value.toFixed(2)).toBe('21.50');
  });

  it('keeps the spec rules for what the stored trade does not already have, and for a new trade', () => {
    const errorsOf = (r: ReturnType<typeof validateTradeForm>) => (r.ok ? {} : r.errors);
    const normal = stored({});
    expect(errorsOf(validateTradeForm({ ...tradeToForm(normal), exit: '125000' }, normal)).exit).toBe(
      'Preço de entrada e saída não podem ser iguais',
    );
    expect(errorsOf(validateTradeForm({ ...tradeToForm(normal), costs: '-1' }, normal)).costs).toBe(
      'Custos devem ser zero ou um valor positivo',
    );
    expect(errorsOf(validateTradeForm({ ...tradeToForm(breakeven), costs: '-1' }, breakeven)).costs).toBe(
      'Custos devem ser zero ou um valor positivo',
    );
    expect(errorsOf(validateTradeForm({ ...tradeToForm(credit), exit: '125000' }, credit)).exit).toBe(
      'Preço de entrada e saída não podem ser iguais',
    );
    // The same values typed into 'Novo trade' are refused.
    expect(errorsOf(validateTradeForm(withNote(breakeven))).exit).toBe(
      'Preço de entrada e saída não podem ser iguais',
    );
    expect(errorsOf(validateTradeForm(withNote(credit))).costs).toBe(
      'Custos devem ser zero ou um valor positivo',
    );
  });
});

describe('a swing trade: closed on a later day than its entry', () => {
  const swing = { ...base, closedLater: true, exitDate: '2025-03-17', exitTime: '11:40' };

  it('sends the exit date and time only when the box is ticked', () => {
    const ticked = validateTradeForm(swing);
    expect(ticked.ok && ticked.body).toMatchObject({ exitDate: '2025-03-17', exitTime: '11:40' });
    expect(ticked.ok && 'closedLater' in ticked.body).toBe(false);
    // Unticked after typing: a day trade again (an edit clears the stored exit date).
    const unticked = validateTradeForm({ ...swing, closedLater: false, exitTime: '' });
    expect(unticked.ok && unticked.body).toMatchObject({ exitDate: '', exitTime: '' });
  });

  it('asks for the exit date, after the entry date, when ticked', () => {
    const blank = validateTradeForm({ ...swing, exitDate: '' });
    expect(blank.ok ? null : blank.errors.exitDate).toBe('Informe a data de saída');
    const same = validateTradeForm({ ...swing, exitDate: base.date });
    expect(same.ok ? null : same.errors.exitDate).toBe(
      'Encerrada em outro dia: a data de saída deve ser depois da data de entrada',
    );
    // A day trader is never asked.
    expect(validateTradeForm(base).ok).toBe(true);
  });

  it('shows a stored swing trade ticked, and a same-day exit unticked with its time kept', () => {
    const stored = {
      id: 't1',
      accountId: 'a1',
      importId: null,
      date: '2025-03-14',
      time: '10:15:00',
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      contractMonth: null,
      contractYear: null,
      entry: '125000',
      exit: '125100',
      mep: null,
      men: null,
      stop: null,
      costs: '0.00',
      pointValue: '0.2',
      currency: 'BRL',
      pnl: '20.00',
      emotion: null,
      notes: null,
      tags: [],
      ruleBreaks: [],
      ruleBreakNote: null,
      stopUnknown: false,
      createdAt: '2025-03-14T13:15:00Z',
    } satisfies TradeDto;
    const later = { ...stored, exitDate: '2025-03-18', exitTime: '15:02:09' } as TradeDto;
    expect(tradeToForm(later)).toMatchObject({
      closedLater: true,
      exitDate: '2025-03-18',
      exitTime: '15:02',
    });
    const sameDay = { ...stored, exitDate: '2025-03-14', exitTime: '10:20:00' } as TradeDto;
    expect(tradeToForm(sameDay)).toMatchObject({ closedLater: false, exitDate: '', exitTime: '10:20' });
    expect(tradeToForm(stored)).toMatchObject({ closedLater: false, exitDate: '', exitTime: '' });
  });
});

describe('a date after the trader’s today', () => {
  it('is refused with the server’s message; today itself is accepted', () => {
    const future = validateTradeForm({ ...base, date: '2025-03-15' }, null, '2025-03-14');
    expect(future.ok ? null : future.errors.date).toBe(
      'A data não pode ser depois de hoje: o diário registra trades que já aconteceram',
    );
    const exit = validateTradeForm(
      { ...base, closedLater: true, exitDate: '2025-03-15', exitTime: '10:00' },
      null,
      '2025-03-14',
    );
    expect(exit.ok ? null : exit.errors.exitDate).toBe('A data de saída não pode ser depois de hoje');
    expect(validateTradeForm(base, null, '2025-03-14').ok).toBe(true);
  });
});
