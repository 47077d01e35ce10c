/** Whole-file failures: the import stops and nothing is saved. Messages are shown to the user as they are. */
export const IMPORT_ERRORS = {
  empty: 'Arquivo vazio',
  binary: 'O arquivo não parece ser um CSV (contém dados binários)',
  spreadsheet: 'Arquivos do Excel (.xlsx/.xls) não são aceitos: salve a planilha como CSV e envie novamente',
  encoding:
    'Não foi possível ler o arquivo: codificação de caracteres não reconhecida (use UTF-8 ou Latin-1)',
  tooLarge: 'Arquivo grande demais',
  tooManyColumns: 'Arquivo com colunas demais',
  lineTooLong: 'Arquivo com uma linha longa demais (não parece ser um CSV válido)',
  truncated: 'O arquivo parece estar incompleto (cortado no meio de uma linha). Exporte-o novamente',
  badQuotes: 'O arquivo tem aspas mal formadas (texto depois de fechar aspas): não parece ser um CSV válido',
  noKnownColumn: 'Nenhuma coluna reconhecida no cabeçalho',
  missingColumns: 'Faltam colunas obrigatórias no cabeçalho',
  mappingColumn: 'Coluna do mapeamento não encontrada no cabeçalho',
  noTrades: 'Nenhuma operação encontrada no arquivo',
  tooManyRows: 'Arquivo com linhas demais',
  formula:
    'O arquivo contém uma fórmula de planilha, recusada por segurança (nada foi importado; salve o CSV só com valores)',
} as const;

export type ImportErrorCode = keyof typeof IMPORT_ERRORS;

export class ImportError extends Error {
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, detail?: string) {
    super(detail ? `${IMPORT_ERRORS[code]}: ${detail}` : IMPORT_ERRORS[code]);
    this.name = 'ImportError';
    this.code = code;
  }
}
