import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@/shared/trading/api-contract';
import {
  buildImportOptions,
  fileProblem,
  guessMapping,
  missingMappingFields,
  readHeaders,
  timezoneChoices,
  type ImportChoices,
} from './options';

const base: ImportChoices = {
  accountId: '',
  sourceTimezone: 'America/Sao_Paulo',
  format: '',
  symbolMap: {},
  mapping: {},
};

describe('buildImportOptions', () => {
  it('leaves blanks out and always sends a symbolMap', () => {
    expect(buildImportOptions(base)).toEqual({ symbolMap: {}, sourceTimezone: 'America/Sao_Paulo' });
  });

  it('sends the account, a forced format and only the symbols the user mapped', () => {
    expect(
      buildImportOptions({
        ...base,
        accountId: 'a1',
        format: 'profit',
        symbolMap: { MINIIND: 'WIN', X: '' },
      }),
    ).toEqual({
      accountId: 'a1',
      format: 'profit',
      sourceTimezone: 'America/Sao_Paulo',
      symbolMap: { MINIIND: 'WIN' },
    });
  });

  it('sends the playbook for the imported trades only when one is chosen', () => {
    const id = '7d1c3e2a-58a4-4a3b-9a4f-0c7d7f7b9e11';
    expect(buildImportOptions({ ...base, playbookId: id }).playbookId).toBe(id);
    expect(buildImportOptions({ ...base, playbookId: '' })).not.toHaveProperty('playbookId');
  });

  it('sends the column mapping only for mapped files', () => {
    const mapping = { date: 'Dia', side: '', symbol: 'Papel' };
    expect(buildImportOptions({ ...base, format: 'profit', mapping }).mapping).toBeUndefined();
    expect(buildImportOptions({ ...base, format: 'mapped', mapping }).mapping).toEqual({
      date: 'Dia',
      symbol: 'Papel',
    });
  });
});

describe('fileProblem', () => {
  it('refuses files past 50 MB and empty files in Portuguese', () => {
    expect(fileProblem({ size: IMPORT_MAX_BYTES + 1 })).toMatch(/mais de 50 MB/);
    expect(fileProblem({ size: 0 })).toMatch(/vazio/);
    expect(fileProblem({ size: IMPORT_MAX_BYTES })).toBeNull();
  });
});

describe('timezoneChoices', () => {
  it('adds the browser zone once when it is not in the short list', () => {
    expect(timezoneChoices('Asia/Tokyo').at(-1)?.value).toBe('Asia/Tokyo');
    const withSaoPaulo = timezoneChoices('America/Sao_Paulo');
    expect(withSaoPaulo.filter((z) => z.value === 'America/Sao_Paulo')).toHaveLength(1);
    expect(timezoneChoices(undefined)[0]?.value).toBe('America/Sao_Paulo');
  });
});

describe('column mapping', () => {
  const headers = ['Dia', 'Hora', 'Operação', 'Qtd', 'Papel', 'Preço de entrada', 'Preço de saída', 'Taxas'];

  it('guesses fields from header names, the remembered mapping first', () => {
    const guess = guessMapping(headers, { side: 'Operação', date: 'Sumiu' });
    expect(guess).toMatchObject({
      side: 'Operação',
      time: 'Hora',
      contracts: 'Qtd',
      symbol: 'Papel',
      entry: 'Preço de entrada',
      exit: 'Preço de saída',
      costs: 'Taxas',
    });
    // A remembered column the file no longer has is ignored; the name guess fills it instead.
    expect(guess.date).toBe('Dia');
    expect(missingMappingFields(guess)).toEqual([]);
    expect(missingMappingFields({ ...guess, date: '' })).toEqual(['date']);
  });

  it('reads the header of a CSV on the client', async () => {
    const file = new Blob(['Dia;Papel;Qtd\n01/02/2026;WINJ26;1\n']);
    expect(await readHeaders(file)).toEqual(['Dia', 'Papel', 'Qtd']);
    expect(await readHeaders(new Blob([]))).toEqual([]);
  });
});
