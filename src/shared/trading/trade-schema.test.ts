import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGES, type TradeFormValues, tradeInputSchema } from './trade-schema';

const valid: TradeFormValues = {
  date: '2026-03-26',
  time: '10:49',
  type: 'compra',
  contracts: '1',
  instrument: 'WINZ25',
  entry: '125.000,00',
  exit: '125100',
};

/** The messages of a failed parse, by field path. */
const errorsOf = (input: Record<string, unknown>): Record<string, string[]> => {
  const r = tradeInputSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('tradeInputSchema: spec messages (section 5)', () => {
  it('accepts a valid trade and normalises it', () => {
    const r = tradeInputSchema.parse({ ...valid, mep: '150', men: '-0' });
    expect(r).toEqual({
      date: '2026-03-26',
      time: '10:49',
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      contractMonth: 'Z',
      contractYear: 2025,
      entry: '125000',
      exit: '125100',
      mep: '150',
      men: '0',
      costs: '0',
      stop: undefined,
      emotion: undefined,
      notes: undefined,
      tags: [],
      accountId: undefined,
    });
  });

  it.each(['date', 'time', 'type', 'contracts', 'instrument', 'entry', 'exit'])(
    "'Campo obrigatório' when %s is missing or blank",
    (field) => {
      expect(errorsOf({ ...valid, [field]: undefined })[field]).toEqual([TRADE_MESSAGES.required]);
      expect(errorsOf({ ...valid, [field]: '' })[field]).toEqual([TRADE_MESSAGES.required]);
    },
  );

  it("'Campo obrigatório' is the spec's exact text", () => {
    expect(TRADE_MESSAGES.required).toBe('Campo obrigatório');
  });

  it.each(['=HYPERLINK("x")', 'WIN;Z25', 'A'.repeat(31)])(
    "'Informe um ativo válido' for %j",
    (instrument) => {
      expect(errorsOf({ ...valid, instrument }).instrument).toEqual(['Informe um ativo válido']);
    },
  );

  it.each(['abc', '0', '-5', '1,2,3', '=1+1'])("'Informe um preço de entrada válido' for %j", (entry) => {
    expect(errorsOf({ ...valid, entry }).entry).toEqual(['Informe um preço de entrada válido']);
  });

  it.each(['abc', '0', -1, Number.NaN])("'Informe um preço de saída válido' for %j", (exit) => {
    expect(errorsOf({ ...valid, exit }).exit).toEqual(['Informe um preço de saída válido']);
  });

  it.each([
    ['125000', '125000'],
    ['125000', '125.000,00'],
    [5432.5, '5432,50'],
  ])("'Preço de entrada e saída não podem ser iguais' for %j / %j", (entry, exit) => {
    expect(errorsOf({ ...valid, entry, exit }).exit).toEqual([
      'Preço de entrada e saída não podem ser iguais',
    ]);
  });

  it.each(['0', 0, '-1', 'abc'])("'Número de contratos deve ser pelo menos 1' for %j", (contracts) => {
    expect(errorsOf({ ...valid, contracts }).contracts).toEqual([
      'Número de contratos deve ser pelo menos 1',
    ]);
  });

  it('wants a whole number of contracts, within a sane limit', () => {
    expect(errorsOf({ ...valid, contracts: '1,5' }).contracts).toEqual([TRADE_MESSAGES.wholeContracts]);
    expect(errorsOf({ ...valid, contracts: 100_001 }).contracts).toEqual([TRADE_MESSAGES.tooManyContracts]);
    expect(tradeInputSchema.parse({ ...valid, contracts: 3 }).contracts).toBe(3);
  });

  it.each(['-1', 'x', -0.5])(
    "'MEP deve ser um valor positivo' / 'MEN deve ser um valor positivo' for %j",
    (v) => {
      const e = errorsOf({ ...valid, mep: v, men: v });
      expect(e.mep).toEqual(['MEP deve ser um valor positivo']);
      expect(e.men).toEqual(['MEN deve ser um valor positivo']);
    },
  );
});

describe('tradeInputSchema: the other fields', () => {
  it.each(['26/03/2026', '2026-02-30', '2026-13-01'])('rejects the date %j', (date) => {
    expect(errorsOf({ ...valid, date }).date).toEqual([TRADE_MESSAGES.invalidDate]);
  });

  it.each(['24:00', '9:30', '10:60', '10:49:60'])('rejects the time %j', (time) => {
    expect(errorsOf({ ...valid, time }).time).toEqual([TRADE_MESSAGES.invalidTime]);
  });

  it('accepts seconds from imports', () => {
    expect(tradeInputSchema.parse({ ...valid, time: '10:49:05' }).time).toBe('10:49:05');
  });

  it('rejects an unknown type', () => {
    expect(errorsOf({ ...valid, type: 'buy' }).type).toEqual([TRADE_MESSAGES.invalidType]);
  });

  it('checks emotion, notes, tags, costs and stop', () => {
    expect(errorsOf({ ...valid, emotion: 'feliz' }).emotion).toEqual([TRADE_MESSAGES.invalidEmotion]);
    expect(tradeInputSchema.parse({ ...valid, emotion: '' }).emotion).toBeUndefined();
    expect(tradeInputSchema.parse({ ...valid, emotion: 'calmo' }).emotion).toBe('calmo');
    expect(errorsOf({ ...valid, notes: 'x'.repeat(2001) }).notes).toEqual([TRADE_MESSAGES.notesTooLong]);
    expect(tradeInputSchema.parse({ ...valid, notes: 'x'.repeat(2000) }).notes).toHaveLength(2000);
    expect(errorsOf({ ...valid, tags: ['x'.repeat(31)] })['tags.0']).toEqual([TRADE_MESSAGES.tagTooLong]);
    expect(errorsOf({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).tags).toEqual([
      TRADE_MESSAGES.tooManyTags,
    ]);
    expect(tradeInputSchema.parse({ ...valid, tags: [' scalp '] }).tags).toEqual(['scalp']);
    expect(errorsOf({ ...valid, costs: '-1' }).costs).toEqual([TRADE_MESSAGES.invalidCosts]);
    expect(tradeInputSchema.parse({ ...valid, costs: '0,50' }).costs).toBe('0.5');
    expect(errorsOf({ ...valid, stop: '0' }).stop).toEqual([TRADE_MESSAGES.invalidStop]);
    expect(tradeInputSchema.parse({ ...valid, stop: '124.900' }).stop).toBe('124900');
  });

  it('keeps a contract month given apart from the symbol', () => {
    const r = tradeInputSchema.parse({
      ...valid,
      instrument: 'WIN$N',
      contractMonth: 'G',
      contractYear: 2026,
    });
    expect([r.instrument, r.contractMonth, r.contractYear]).toEqual(['WIN', 'G', 2026]);
    expect(errorsOf({ ...valid, contractMonth: 'A' }).contractMonth).toEqual([
      TRADE_MESSAGES.invalidContractMonth,
    ]);
  });

  it('keeps unknown instruments (the server answers "Ativo não encontrado")', () => {
    expect(tradeInputSchema.parse({ ...valid, instrument: 'petr4' }).instrument).toBe('PETR4');
  });
});

describe('tradeInputSchema: prices as the app shows them', () => {
  it("reads '125.000' and '125.100' as the list and Profit write them: thousands, not decimals", () => {
    const r = tradeInputSchema.parse({ ...valid, contracts: '2', entry: '125.000', exit: '125.100' });
    expect([r.entry, r.exit]).toEqual(['125000', '125100']);
  });

  it.each([
    ['176.318,33', '176318.33'],
    ['5649.5', '5649.5'],
    ['13,125', '13.125'],
    [13.125, '13.125'], // a JSON number is taken as it is, never re-read as pt-BR text
    [125000, '125000'],
  ])('entry %j → %s', (entry, stored) => {
    expect(tradeInputSchema.parse({ ...valid, entry }).entry).toBe(stored);
  });

  it("refuses US grouping ('1,234.5') instead of guessing", () => {
    expect(errorsOf({ ...valid, entry: '1,234.5' }).entry).toEqual([TRADE_MESSAGES.invalidEntry]);
  });

  it('reads contracts with the same reader', () => {
    expect(tradeInputSchema.parse({ ...valid, contracts: '1.000' }).contracts).toBe(1000);
    expect(tradeInputSchema.parse({ ...valid, contracts: ' 2 ' }).contracts).toBe(2);
  });
});

describe('tradeInputSchema: the exit date and time (the tax)', () => {
  it('are optional: blank or absent is "closed the same day"', () => {
    for (const blank of [{}, { exitDate: '', exitTime: '' }, { exitDate: null, exitTime: null }]) {
      const r = tradeInputSchema.parse({ ...valid, ...blank });
      expect(r.exitDate).toBeUndefined();
      expect(r.exitTime).toBeUndefined();
    }
  });

  it('keep an overnight exit', () => {
    const r = tradeInputSchema.parse({ ...valid, exitDate: '2026-03-27', exitTime: '09:15' });
    expect(r).toMatchObject({ exitDate: '2026-03-27', exitTime: '09:15' });
  });

  it('refuse an exit before the entry, with a clear message', () => {
    expect(errorsOf({ ...valid, exitDate: '2026-03-25' }).exitDate).toEqual([
      TRADE_MESSAGES.exitDateBeforeEntry,
    ]);
    expect(TRADE_MESSAGES.exitDateBeforeEntry).toBe(
      'A data de saída não pode ser anterior à data de entrada',
    );
    // Same day, earlier time (with or without the date written).
    expect(errorsOf({ ...valid, exitTime: '10:48' }).exitTime).toEqual([TRADE_MESSAGES.exitTimeBeforeEntry]);
    expect(errorsOf({ ...valid, exitDate: '2026-03-26', exitTime: '10:48:59' }).exitTime).toEqual([
      TRADE_MESSAGES.exitTimeBeforeEntry,
    ]);
    // A later day at an earlier clock time is fine.
    expect(errorsOf({ ...valid, exitDate: '2026-03-27', exitTime: '09:00' })).toEqual({});
    expect(errorsOf({ ...valid, exitTime: '10:49' })).toEqual({});
  });

  it('refuse malformed values', () => {
    expect(errorsOf({ ...valid, exitDate: '2026-02-30' }).exitDate).toEqual([TRADE_MESSAGES.invalidExitDate]);
    expect(errorsOf({ ...valid, exitDate: '27/03/2026' }).exitDate).toEqual([TRADE_MESSAGES.invalidExitDate]);
    expect(errorsOf({ ...valid, exitTime: '25:00' }).exitTime).toEqual([TRADE_MESSAGES.invalidExitTime]);
    expect(errorsOf({ ...valid, exitDate: 20260327 }).exitDate).toEqual([TRADE_MESSAGES.invalidExitDate]);
  });
});
