/**
 * Every text of the import flow (/trades/import), in Portuguese. The e2e tests read them from here too.
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const importsPage = {
  title: 'Importar trades',
  lead: 'Envie o relatório da sua corretora ou plataforma. Você confere tudo antes de confirmar.',
  navLabel: 'Importar trades',
  steps: { upload: 'Arquivo', preview: 'Conferir', summary: 'Resumo' },
};

export const uploadStep = {
  title: 'Escolha o arquivo',
  dropTitle: 'Arraste o arquivo CSV até aqui',
  dropOr: 'ou',
  pick: 'Escolher arquivo',
  fileInput: 'Arquivo para importar',
  hint: (maxMb: number) =>
    `CSV do Profit, MetaTrader 5, NinjaTrader 8, Tradovate ou qualquer planilha salva como CSV. Até ${maxMb} MB.`,
  selected: 'Arquivo selecionado',
  change: 'Trocar arquivo',
  remove: 'Remover arquivo',
  tooLarge: (maxMb: number) => `O arquivo tem mais de ${maxMb} MB. Divida o relatório em períodos menores.`,
  emptyFile: 'O arquivo está vazio.',
  noFile: 'Escolha um arquivo para continuar.',
  account: 'Conta',
  accountHint: 'Os trades importados entram nesta conta.',
  accountsLoading: 'Carregando contas...',
  accountDefault: 'Conta padrão',
  accountsError: 'Não foi possível carregar suas contas.',
  timezone: 'Fuso horário do arquivo',
  timezoneHint: 'Em que fuso os horários foram escritos no arquivo.',
  browserZone: (zone: string) => `${zone} (deste navegador)`,
  format: 'Formato',
  formatAuto: 'Detectar automaticamente',
  formatHint: 'Detectamos o formato pelo cabeçalho; escolha outro só se a detecção errar.',
  submit: 'Pré-visualizar',
  uploading: 'Enviando...',
  progress: 'Envio do arquivo',
  processing: 'Processando o arquivo...',
  cancel: 'Cancelar envio',
};

export const FORMAT_OPTIONS = [
  { value: 'profit', label: 'Profit' },
  { value: 'mt5', label: 'MetaTrader 5' },
  { value: 'ninjatrader', label: 'NinjaTrader 8' },
  { value: 'tradovate', label: 'Tradovate' },
  { value: 'generic', label: 'MCTrading' },
  { value: 'mapped', label: 'Outro CSV (mapeamento)' },
] as const;

export const TIMEZONE_LABELS: Record<string, string> = {
  'America/Sao_Paulo': 'Brasília (America/Sao_Paulo)',
  'America/New_York': 'Nova York (America/New_York)',
  'America/Chicago': 'Chicago (America/Chicago)',
  'Europe/London': 'Londres (Europe/London)',
  'Europe/Lisbon': 'Lisboa (Europe/Lisbon)',
  UTC: 'UTC',
};

export const previewStep = {
  title: 'Confira antes de importar',
  file: 'Arquivo',
  detected: 'Formato detectado',
  encoding: 'Codificação',
  total: 'Total',
  valid: 'Válidos',
  duplicates: 'Duplicados',
  withErrors: 'Com erro',
  countsLabel: 'Contagem de linhas',
  rowsTitle: 'Primeiras linhas',
  rowsCaption: (shown: number, total: number) => `Mostrando ${shown} de ${total} linhas.`,
  noRows: 'Nenhuma linha para mostrar.',
  line: 'Linha',
  date: 'Data',
  side: 'Tipo',
  contracts: 'Contratos',
  instrument: 'Ativo',
  entry: 'Entrada',
  exit: 'Saída',
  pnl: 'Resultado',
  status: 'Situação',
  ok: 'OK',
  duplicate: 'Duplicado',
  error: 'Erro',
  sides: { compra: 'Compra', venda: 'Venda' } as Record<string, string>,
  fileErrorsTitle: 'Linhas com problema',
  moreErrors: (n: number) => `… e mais ${count(n, 'linha com problema', 'linhas com problema')}.`,
  /** Phones: the rows that need a look, a few samples, and a way to see them all. */
  attentionTitle: 'Precisam de atenção',
  samplesTitle: 'Exemplos',
  samplesCaption: (shown: number, total: number) =>
    `${shown} de ${count(total, 'linha', 'linhas')} do arquivo.`,
  showAll: (n: number) => `Ver as ${count(n, 'linha', 'linhas')}`,
  showFewer: 'Mostrar menos',
  back: 'Voltar',
  refresh: 'Atualizar pré-visualização',
  refreshing: 'Atualizando...',
  confirmButton: 'Confirmar importação',
  confirming: 'Importando...',
  nothingToImport: 'Nenhum trade novo para importar neste arquivo.',
  mapSymbolsFirst: 'Associe todos os ativos desconhecidos antes de importar.',
  mapColumnsFirst: 'Mapeie as colunas do arquivo antes de importar.',
};

export const symbolStep = {
  title: 'Ativos desconhecidos',
  lead: 'Estes códigos do arquivo não correspondem a nenhum ativo cadastrado. Escolha o ativo de cada um.',
  choose: 'Escolha o ativo',
  label: (symbol: string) => `Ativo para ${symbol}`,
  loading: 'Carregando ativos...',
  loadError: 'Não foi possível carregar os ativos.',
};

export const columnStep = {
  title: 'Mapeamento de colunas',
  lead: 'Não reconhecemos este arquivo. Diga em que coluna está cada informação; guardamos o mapeamento para a próxima vez.',
  none: '— não usar —',
  required: 'obrigatório',
  apply: 'Aplicar mapeamento',
  optional: 'Colunas opcionais (hora de saída, MEP, MEN, custos…)',
  missing: 'Escolha as colunas obrigatórias.',
  noHeaders: 'Não foi possível ler o cabeçalho do arquivo.',
  fields: {
    date: 'Data',
    time: 'Hora',
    side: 'Tipo (compra/venda)',
    contracts: 'Contratos',
    symbol: 'Ativo',
    entry: 'Preço de entrada',
    exit: 'Preço de saída',
    exitDate: 'Data de saída',
    exitTime: 'Hora de saída',
    mep: 'MEP (pontos)',
    men: 'MEN (pontos)',
    costs: 'Custos',
    stop: 'Stop',
    pnl: 'Resultado',
    notes: 'Notas',
  } as Record<string, string>,
};

export const summaryStep = {
  title: 'Importação concluída',
  imported: 'Importados',
  duplicates: 'Duplicados ignorados',
  rejected: 'Rejeitados',
  rejectsTitle: 'Linhas rejeitadas',
  downloadRejects: 'Baixar rejeitados (CSV)',
  goToTrades: 'Ver meus trades',
  period: 'Período do arquivo',
  net: 'Resultado líquido',
  periodRange: (from: string, to: string) => (from === to ? from : `${from} a ${to}`),
  openDashboard: 'Ver este período no dashboard',
  another: 'Importar outro arquivo',
};

export const historySection = {
  title: 'Importações anteriores',
  empty: 'Nenhuma importação ainda.',
  loading: 'Carregando importações...',
  loadError: 'Não foi possível carregar as importações.',
  retry: 'Tentar novamente',
  counts: (imported: number, duplicates: number, rejected: number) =>
    `${count(imported, 'importado', 'importados')} · ${count(duplicates, 'duplicado', 'duplicados')} · ${count(rejected, 'rejeitado', 'rejeitados')}`,
  undo: 'Desfazer importação',
  undoLabel: (fileName: string) => `Desfazer importação de ${fileName}`,
  undoTitle: 'Desfazer importação?',
  undoDescription: (fileName: string, count: number) =>
    `${count === 1 ? 'O trade importado' : `Os ${count} trades importados`} de "${fileName}" ${count === 1 ? 'será excluído' : 'serão excluídos'}. Esta ação não pode ser desfeita.`,
  undoConfirm: 'Desfazer importação',
  undoing: 'Desfazendo...',
  undone: 'Importação desfeita',
  undoneDetail: (fileName: string, n: number) =>
    `${count(n, 'trade', 'trades')} de "${fileName}" ${n === 1 ? 'foi excluído' : 'foram excluídos'}.`,
  undoError: 'Não foi possível desfazer a importação',
  downloadRejects: 'Rejeitados (CSV)',
};

export const importToasts = {
  imported: 'Importação concluída',
  importedDetail: (n: number) => `${count(n, 'trade importado', 'trades importados')}.`,
  previewError: 'Não foi possível ler o arquivo',
  importError: 'Não foi possível importar',
  genericDetail: 'Confira o arquivo e tente novamente.',
  invalidAnswer: 'Resposta inesperada do servidor. Tente novamente.',
};
