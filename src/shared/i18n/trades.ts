/**
 * Texts of the trades screens (list, registration dialog, export, data reset). The spec's strings (sections 5 and
 * 8) are copied exactly; the validation messages themselves live with the schema (trading/trade-schema.ts).
 */
export const tradesText = {
  navLabel: 'Trades',
  title: 'Trades',
  lead: 'Todos os seus trades, com filtros, totais e exportação.',
  newTrade: 'Novo trade',
  importTrades: 'Importar trades',

  // Toasts (spec section 8).
  created: 'Trade registrado com sucesso!',
  updated: 'Trade atualizado com sucesso!',
  instrumentNotFound: 'Ativo não encontrado',
  instrumentNotFoundDetail: 'Escolha um ativo da lista ou cadastre-o antes de registrar o trade.',
  saveError: 'Erro ao registrar trade',
  saveErrorDetail: 'Não foi possível salvar o trade. Tente novamente.',
  positiveValues: 'Valores de preços e contratos devem ser positivos',
  deleted: 'Trade excluído',
  deletedMany: (n: number) => (n === 1 ? '1 trade excluído' : `${n} trades excluídos`),
  deleteError: 'Erro ao excluir trade',
  deleteErrorDetail: 'Não foi possível excluir. Tente novamente.',

  // Form.
  form: {
    createTitle: 'Novo trade',
    editTitle: 'Editar trade',
    description: 'Preencha os dados da operação. O resultado é calculado enquanto você digita.',
    date: 'Data',
    time: 'Horário',
    timeHint: (tz: string) => `No seu fuso horário (${tz})`,
    // A swing trade's exit day: behind a checkbox, so a day trader never sees it.
    closedLater: 'Operação encerrada em outro dia (swing trade)',
    closedLaterHint:
      'Deixe desmarcado para day trade: entrada e saída no mesmo dia. Define como o imposto é calculado.',
    exitDate: 'Data de saída',
    exitTime: 'Horário de saída (opcional)',
    exitDateRequired: 'Informe a data de saída',
    exitDateSameDay: 'Encerrada em outro dia: a data de saída deve ser depois da data de entrada',
    type: 'Tipo',
    buy: 'Compra',
    sell: 'Venda',
    contracts: 'Contratos',
    instrument: 'Ativo',
    instrumentPlaceholder: 'Ex.: WIN, WDO, NQ',
    instrumentHint: 'Escolha da lista ou digite o código do contrato (ex.: WINZ25).',
    entry: 'Preço de entrada',
    exit: 'Preço de saída',
    mep: 'MEP (pontos)',
    men: 'MEN (pontos)',
    stop: 'Stop (opcional)',
    /** The account's plan has 'Exigir stop em todo trade' on (the label agrees with the rule). */
    stopRequired: 'Stop',
    stopRequiredHint: 'Seu plano exige stop em todo trade: sem ele, o trade conta como quebra de regra.',
    /** Editing an imported trade whose file had no stop. */
    stopUnknownHint:
      'O arquivo importado não trazia o stop. Informe-o se souber: o trade passa a contar no R.',
    costs: 'Custos (corretagem e taxas)',
    emotion: 'Emoção',
    emotionNone: 'Sem emoção registrada',
    notes: 'Observações',
    tags: 'Tags',
    tagsHint: 'Separe por vírgulas (ex.: rompimento, abertura).',
    account: 'Conta',
    accountDefault: 'Conta padrão',
    pnl: 'Resultado (P&L)',
    pnlPending: 'Preencha ativo, preços e contratos para ver o resultado.',
    // A price off the instrument's tick: a warning to confirm, never a refusal.
    offTickTitle: 'Preço fora do tick',
    offTick: (
      prices: readonly ('entry' | 'exit' | 'stop')[],
      symbol: string,
      tick: string,
      plural: boolean,
    ) => {
      const names = { entry: 'entrada', exit: 'saída', stop: 'stop' } as const;
      const list = prices.map((p) => `de ${names[p]}`);
      const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} e ${list.at(-1)}` : list[0];
      const step = `${tick} ${plural ? 'pontos' : 'ponto'}`;
      return prices.length > 1
        ? `Os preços ${joined} estão fora do tick do ${symbol} (${step}). Confira se estão corretos: um preço médio de entradas ou saídas parciais pode ficar fora do tick.`
        : `O preço ${joined} está fora do tick do ${symbol} (${step}). Confira se está correto: um preço médio de entradas ou saídas parciais pode ficar fora do tick.`;
    },
    offTickConfirm: (many: boolean) => (many ? 'Os preços estão corretos' : 'O preço está correto'),
    offTickUnconfirmed: (many: boolean) =>
      many
        ? 'Confirme os preços fora do tick ou corrija-os para registrar.'
        : 'Confirme o preço fora do tick ou corrija-o para registrar.',
    submitCreate: 'Registrar trade',
    submitEdit: 'Salvar alterações',
    saving: 'Salvando...',
  },

  // List.
  columns: {
    sortLabel: 'Ordenar por',
    sortDesc: 'decrescente',
    sortAsc: 'crescente',
    select: 'Selecionar',
    selectAll: 'Selecionar todos desta página',
    selectRow: (label: string) => `Selecionar trade ${label}`,
    date: 'Data',
    instrument: 'Ativo',
    type: 'Tipo',
    contracts: 'Contratos',
    entry: 'Entrada',
    exit: 'Saída',
    pnl: 'P&L',
    emotion: 'Emoção',
    account: 'Conta',
    actions: 'Ações',
  },
  sortBy: (column: string) => `Ordenar por ${column}`,
  edit: 'Editar',
  editLabel: (label: string) => `Editar trade ${label}`,
  delete: 'Excluir',
  deleteLabel: (label: string) => `Excluir trade ${label}`,
  deleteTitle: 'Excluir trade?',
  deleteDescription: (label: string) => `O trade ${label} será excluído. Esta ação não pode ser desfeita.`,
  bulkDelete: (n: number) => `Excluir selecionados (${n})`,
  bulkDeleteTitle: (n: number) => (n === 1 ? 'Excluir 1 trade?' : `Excluir ${n} trades?`),
  bulkDeleteDescription: 'Os trades selecionados serão excluídos. Esta ação não pode ser desfeita.',
  confirmDelete: 'Excluir',
  selected: (n: number) => (n === 1 ? '1 selecionado' : `${n} selecionados`),
  clearSelection: 'Limpar seleção',

  emptyTitle: 'Nenhum trade ainda',
  emptyLead: 'Registre seu primeiro trade ou importe o histórico da sua corretora.',
  emptyFilteredTitle: 'Nenhum trade encontrado',
  emptyFilteredLead: 'Nenhum trade corresponde aos filtros escolhidos.',
  clearFilters: 'Limpar filtros',
  loadError: 'Não foi possível carregar seus trades.',
  retry: 'Tentar novamente',
  loading: 'Carregando trades...',
  listLabel: 'Lista de trades',

  pagination: {
    label: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    status: (page: number, pages: number, total: number) =>
      `Página ${page} de ${pages} · ${total} ${total === 1 ? 'trade' : 'trades'}`,
  },

  totals: {
    title: 'Totais do filtro',
    count: (n: number) => (n === 1 ? '1 trade' : `${n} trades`),
    wins: (n: number) => `${n} com ganho`,
    losses: (n: number) => `${n} com perda`,
    costs: 'Custos',
    pnl: 'Resultado',
  },

  filters: {
    title: 'Filtros',
    period: 'Período',
    from: 'De',
    to: 'Até',
    account: 'Conta',
    instrument: 'Ativo',
    type: 'Tipo',
    emotion: 'Emoção',
    result: 'Resultado',
    gain: 'Ganho',
    loss: 'Perda',
    tag: 'Tag',
    any: 'Todos',
    anyFem: 'Todas',
    clear: 'Limpar filtros',
    show: 'Mostrar filtros',
    hide: 'Ocultar filtros',
  },

  export: {
    title: 'Exportar',
    spreadsheet: 'Exportar CSV',
    spreadsheetHint: 'para planilhas',
    generic: 'Exportar CSV para reimportar',
  },

  reset: {
    title: 'Zona de perigo',
    lead: 'Apaga todos os seus trades e importações. Esta ação não pode ser desfeita.',
    open: 'Apagar todos os dados',
    dialogTitle: 'Apagar todos os dados?',
    dialogDescription: 'Todos os seus trades e importações serão apagados definitivamente.',
    label: 'Digite RESET para confirmar',
    confirm: 'Apagar todos os dados',
    pending: 'Apagando...',
    done: 'Dados apagados',
    doneDetail: (trades: number) =>
      trades === 1 ? '1 trade foi apagado.' : `${trades} trades foram apagados.`,
    error: 'Erro ao resetar dados',
    errorDetail: 'Não foi possível apagar os dados. Tente novamente.',
  },
} as const;

export const RESET_WORD = 'RESET';
