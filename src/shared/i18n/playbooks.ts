/**
 * Texts of the playbooks: the /playbooks list and form, a playbook's statistics page, and what other screens show of
 * playbooks (the trade dialog's picker, the filters, the bulk action, the daily plan). Numbers and money are
 * formatted by src/shared/format; these functions only build the sentences.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The menu's entry, apart so the app shell does not carry the whole catalogue. */
export const playbooksNavText = { label: 'Playbooks' };

export const playbooksText = {
  title: 'Playbooks',
  lead: 'Seus setups, com os critérios de entrada que você marca em cada trade. O app mede quais critérios trazem resultado.',
  add: 'Novo playbook',
  loading: 'Carregando os playbooks...',
  loadError: 'Não foi possível carregar os playbooks.',
  retry: 'Tentar novamente',
  emptyTitle: 'Nenhum playbook ainda',
  emptyLead:
    'Crie um playbook para cada setup que você opera, com a lista de critérios de entrada. Depois, marque em cada trade os critérios que estavam presentes.',
  activeTitle: 'Ativos',
  archivedTitle: 'Arquivados',
  archivedLead: 'Não aparecem para novos trades; os trades registrados com eles continuam contando.',
  criteriaCount: (n: number) => `${n} ${plural(n, 'critério', 'critérios')}`,
  requiredCount: (n: number) => `${n} ${plural(n, 'obrigatório', 'obrigatórios')}`,
  tradeCount: (n: number) => `${n} ${plural(n, 'trade', 'trades')}`,
  anyMarket: 'Qualquer ativo',
  pictureAlt: (name: string) => `Imagem do playbook ${name}`,
  noPicture: 'Sem imagem',
  open: (name: string) => `Ver estatísticas de ${name}`,
  edit: 'Editar',
  editLabel: (name: string) => `Editar ${name}`,
  archive: 'Arquivar',
  archiveLabel: (name: string) => `Arquivar ${name}`,
  reactivate: 'Reativar',
  reactivateLabel: (name: string) => `Reativar ${name}`,
  delete: 'Excluir',
  deleteLabel: (name: string) => `Excluir ${name}`,
  deleting: 'Excluindo...',
  saving: 'Salvando...',

  // Toasts.
  created: 'Playbook criado',
  createdDetail: (name: string) => `"${name}" já pode ser escolhido nos trades.`,
  updated: 'Playbook salvo',
  updatedDetail: (name: string) => `As alterações de "${name}" foram salvas.`,
  saveError: 'Não foi possível salvar o playbook',
  saveErrorDetail: 'Confira os campos e tente novamente.',
  archived: 'Playbook arquivado',
  archivedDetail: (name: string) => `"${name}" não aparece mais para novos trades.`,
  reactivated: 'Playbook reativado',
  reactivatedDetail: (name: string) => `"${name}" voltou a aparecer nos trades.`,
  archiveError: 'Não foi possível alterar o playbook',
  archiveErrorDetail: 'Tente novamente em instantes.',
  deleted: 'Playbook excluído',
  deletedDetail: (name: string) => `"${name}" foi excluído. Os trades continuam no diário, sem playbook.`,
  deleteError: 'Não foi possível excluir o playbook',
  deleteErrorDetail: 'Tente novamente em instantes.',
  deleteTitle: (name: string) => `Excluir o playbook "${name}"?`,
  deleteDescription: (trades: number) =>
    trades > 0
      ? `Os ${trades} ${plural(trades, 'trade registrado', 'trades registrados')} com ele continuam no diário, sem playbook e sem os critérios marcados. Se quiser apenas tirá-lo dos novos trades, arquive-o.`
      : 'Nenhum trade usa este playbook. Esta ação não pode ser desfeita.',
  confirmDelete: 'Excluir playbook',

  // The form.
  form: {
    createTitle: 'Novo playbook',
    editTitle: 'Editar playbook',
    description: 'O setup e a lista de critérios de entrada que você vai marcar em cada trade.',
    submitCreate: 'Criar playbook',
    submitEdit: 'Salvar playbook',
    name: 'Nome',
    namePlaceholder: 'ex.: Rompimento da máxima',
    about: 'Descrição',
    aboutPlaceholder: 'Quando o setup aparece, como entrar, onde sair.',
    instruments: 'Ativos',
    instrumentsHint: 'Separados por vírgula (ex.: WIN, WDO). Em branco: qualquer ativo.',
    timeframe: 'Tempo gráfico',
    timeframePlaceholder: 'ex.: 5 min',
    criteria: 'Critérios de entrada',
    criteriaHint:
      'Os obrigatórios que faltarem num trade contam como quebra de regra (o trade é salvo mesmo assim).',
    criterionLabel: (n: number) => `Critério ${n}`,
    criterionPlaceholder: 'ex.: Volume acima da média',
    required: 'obrigatório',
    requiredLabel: (n: number) => `Critério ${n} obrigatório`,
    addCriterion: 'Adicionar critério',
    removeCriterion: (n: number) => `Remover critério ${n}`,
    moveUp: (n: number) => `Subir critério ${n}`,
    moveDown: (n: number) => `Descer critério ${n}`,
    noCriteria: 'Nenhum critério ainda. Adicione os sinais que você espera ver antes de entrar.',
  },

  // The picture.
  picture: {
    title: 'Imagem',
    lead: 'Um gráfico de exemplo do setup (PNG, JPEG ou WebP).',
    add: 'Adicionar imagem',
    change: 'Trocar imagem',
    remove: 'Remover imagem',
    uploading: 'Enviando...',
    uploaded: 'Imagem salva',
    uploadedDetail: (name: string) => `A imagem de "${name}" foi atualizada.`,
    removed: 'Imagem removida',
    removedDetail: (name: string) => `"${name}" ficou sem imagem.`,
    error: 'Não foi possível salvar a imagem',
    errorDetail: 'Confira o arquivo e tente novamente.',
    label: (name: string) => `Imagem do playbook ${name}`,
  },

  // The statistics page.
  stats: {
    back: 'Playbooks',
    backLabel: 'Voltar aos playbooks',
    filtersLabel: 'Filtros do playbook',
    loadError: 'Não foi possível carregar as estatísticas do playbook.',
    notFound: 'Playbook não encontrado',
    notFoundLead: 'Ele pode ter sido excluído.',
    archivedBadge: 'Arquivado',
    figuresLabel: 'Números do playbook',
    trades: 'Trades',
    winRate: 'Taxa de acerto',
    expectancy: 'Expectativa',
    payoff: 'Pay-off',
    averageR: 'R médio',
    profitFactor: 'Fator de lucro',
    totalPnl: 'Resultado',
    noneTitle: 'Nenhum trade com este playbook no período',
    noneLead: 'Escolha o playbook ao registrar um trade, ou veja outro período.',
    byInstrument: 'Resultado por ativo',
    byHour: 'Resultado por horário',
    distribution: 'Onde o setup funciona',
    distributionLead: 'Resultado por ativo e por horário de entrada.',
    equity: 'Curva de capital',
    ruleBreaks: 'Quebras de regra',
    ruleBreaksLead: 'Trades deste playbook que quebraram o plano, e o que custaram.',
    ruleBreaksNone: 'Nenhuma quebra de regra nos trades deste playbook no período.',
    ruleBreakRow: (trades: number, pnl: string) => `${trades} ${plural(trades, 'trade', 'trades')} · ${pnl}`,
    criteriaTitle: 'Quais critérios carregam a vantagem',
    criteriaLead:
      'Para cada critério: com que frequência esteve presente, e os números dos trades com ele contra os sem ele.',
    criteriaNone: 'Este playbook não tem critérios. Edite-o para medir cada sinal de entrada.',
    criterion: 'Critério',
    present: 'Presença',
    presentOf: (present: number, total: number) => `${present} de ${total}`,
    withIt: 'Com o critério',
    withoutIt: 'Sem o critério',
    withShort: 'Com',
    withoutShort: 'Sem',
    required: 'obrigatório',
    small: 'amostra pequena',
    smallNote: (n: number) => `n = ${n}: poucos trades para tirar conclusões`,
    smallLegend:
      'Com menos de 20 trades, os números aparecem em cinza, marcados "amostra pequena": ainda não são um achado.',
    sample: (n: number) => `n = ${n}`,
    infinite: '∞',
    none: '—',
  },

  // What the other screens show.
  picker: {
    playbook: 'Playbook',
    none: 'Sem playbook',
    criteria: 'Critérios presentes',
    required: 'obrigatório',
    missing: (labels: string) =>
      `Falta critério obrigatório: ${labels}. Você pode salvar; o trade contará como quebra de regra.`,
    archived: (name: string) => `${name} (arquivado)`,
    loadError: 'Não foi possível carregar os playbooks.',
  },
  filter: {
    label: 'Playbook',
    all: 'Todos os playbooks',
    none: 'Sem playbook',
    unknown: 'Playbook não encontrado',
  },
  bulk: {
    action: 'Definir playbook',
    title: (n: number) => `Definir o playbook de ${n} ${plural(n, 'trade', 'trades')}`,
    description: 'Os critérios marcados nesses trades são limpos; marque-os depois em cada trade, se quiser.',
    submit: 'Aplicar',
    done: 'Playbook definido',
    doneDetail: (n: number, name: string | null) =>
      name
        ? `${n} ${plural(n, 'trade agora usa', 'trades agora usam')} "${name}".`
        : `${n} ${plural(n, 'trade ficou', 'trades ficaram')} sem playbook.`,
    error: 'Não foi possível definir o playbook',
    errorDetail: 'Tente novamente em instantes.',
  },
  plan: {
    legend: 'Playbooks permitidos hoje',
    hint: 'Um trade com outro playbook conta como quebra de regra ("Setup fora do plano do dia").',
    empty: 'Crie playbooks em Playbooks para escolher aqui quais setups valem hoje.',
  },
  importing: {
    label: 'Playbook dos trades importados',
    hint: 'Opcional: todos os trades deste arquivo ficam com este playbook.',
  },
};
