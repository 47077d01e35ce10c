/**
 * Texts of /settings (trading accounts, instruments, default costs and preferences), in Portuguese. The server
 * uses the validation messages below too, and the e2e tests read every text from here.
 */

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
export const tradeCountText = (n: number) => plural(n, 'trade', 'trades');

/** Validation messages shared by the client's forms and the server's schemas. */
export const settingsMessages = {
  builtInSymbol: 'Este símbolo é de um ativo padrão. Escolha outro símbolo.',
  invalidCost: 'Custos devem ser zero ou um valor positivo',
  invalidTolerance: 'Informe uma tolerância válida',
  invalidTimezone: 'Informe um fuso horário válido',
};

export const settingsText = {
  navLabel: 'Configurações',
  title: 'Configurações',
  lead: 'Suas contas de trading, seus ativos e os custos e preferências usados em cada trade.',
  sectionsLabel: 'Seções das configurações',
  tabs: {
    accounts: 'Contas',
    instruments: 'Ativos',
    preferences: 'Custos e preferências',
    risk: 'Risco',
    school: 'Escola',
  },
  /** Settings whose one home is another page: the tab says where and links there. */
  elsewhere: {
    riskTitle: 'Plano de risco',
    riskLead: 'O plano de risco de cada conta fica na página Risco, ao lado do seu dia de hoje.',
    riskLink: 'Abrir o plano em Risco',
    schoolTitle: 'Escola',
    schoolLead: 'A sua escola e o que você compartilha com ela ficam no seu Perfil.',
    schoolLink: 'Abrir a escola no Perfil',
  },
  loadError: 'Não foi possível carregar. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  edit: 'Editar',
  delete: 'Excluir',
  save: 'Salvar',
  saving: 'Salvando...',
  deleting: 'Excluindo...',
  cancel: 'Cancelar',

  accounts: {
    title: 'Contas de trading',
    lead: 'Cada trade pertence a uma conta. A conta padrão vem escolhida nos trades novos e nas importações.',
    add: 'Nova conta',
    listLabel: 'Suas contas',
    defaultBadge: 'Padrão',
    noBroker: 'Sem corretora informada',
    startingCapital: 'Capital inicial',
    trades: 'Trades',
    makeDefault: 'Tornar padrão',
    defaultHint: 'A conta padrão não pode ser excluída. Para excluí-la, torne outra conta padrão antes.',
    editLabel: (name: string) => `Editar conta ${name}`,
    deleteLabel: (name: string) => `Excluir conta ${name}`,
    makeDefaultLabel: (name: string) => `Tornar padrão a conta ${name}`,
    form: {
      createTitle: 'Nova conta',
      editTitle: 'Editar conta',
      description: 'Nome, corretora, moeda e capital inicial da conta.',
      name: 'Nome da conta',
      namePlaceholder: 'Ex.: XP Day Trade',
      broker: 'Corretora (opcional)',
      brokerPlaceholder: 'Ex.: XP Investimentos',
      currency: 'Moeda',
      startingCapital: 'Capital inicial',
      startingCapitalHint: 'Quanto havia na conta ao começar, ex.: 10.000,00.',
      submitCreate: 'Criar conta',
      submitEdit: 'Salvar alterações',
    },
    created: 'Conta criada!',
    createdDetail: (name: string) => `"${name}" já aparece na escolha de conta dos trades.`,
    updated: 'Conta atualizada!',
    updatedDetail: (name: string) => `As alterações em "${name}" foram salvas.`,
    saveError: 'Erro ao salvar conta',
    saveErrorDetail: 'Não foi possível salvar a conta. Confira os campos e tente novamente.',
    defaultChanged: 'Conta padrão alterada',
    defaultChangedDetail: (name: string) => `"${name}" agora é a conta padrão.`,
    defaultError: 'Erro ao alterar a conta padrão',
    defaultErrorDetail: 'Não foi possível alterar a conta padrão. Tente novamente.',
    deleteTitle: (name: string) => `Excluir a conta "${name}"?`,
    deleteWithTrades: (n: number) =>
      `${n === 1 ? 'O trade desta conta será excluído' : `Os ${n} trades desta conta serão excluídos`} junto com ela, assim como as importações feitas nela. Esta ação não pode ser desfeita.`,
    deleteEmpty: 'A conta não tem trades. Esta ação não pode ser desfeita.',
    confirmDelete: 'Excluir conta',
    confirmDeleteWithTrades: (n: number) => `Excluir conta e ${tradeCountText(n)}`,
    deleted: 'Conta excluída',
    deletedDetail: (name: string, trades: number) =>
      trades === 0 ? `"${name}" foi excluída.` : `"${name}" foi excluída com ${tradeCountText(trades)}.`,
    deleteError: 'Erro ao excluir conta',
    deleteErrorDetail: 'Não foi possível excluir a conta. Tente novamente.',
    tradesChanged: 'A conta tem trades novos',
  },

  currencies: { BRL: 'Real (R$)', USD: 'Dólar (US$)' } as Record<'BRL' | 'USD', string>,

  instruments: {
    ownTitle: 'Seus ativos',
    ownLead:
      'Ações, opções ou contratos que não estão na lista padrão. O valor do ponto calcula o P&L dos trades.',
    add: 'Novo ativo',
    ownEmptyTitle: 'Nenhum ativo próprio ainda',
    ownEmptyLead: 'Cadastre um ativo para registrar e importar trades com ele.',
    builtInTitle: 'Ativos padrão',
    builtInLead: 'Os contratos mais negociados, com valores definidos pelas bolsas. Não podem ser alterados.',
    readOnly: 'Somente leitura',
    ownBadge: 'Seu',
    columns: {
      symbol: 'Símbolo',
      name: 'Nome',
      tickValue: 'Valor do tick',
      ticksPerPoint: 'Ticks por ponto',
      pointValue: 'Valor do ponto',
      currency: 'Moeda',
      actions: 'Ações',
    },
    editLabel: (symbol: string) => `Editar ativo ${symbol}`,
    deleteLabel: (symbol: string) => `Excluir ativo ${symbol}`,
    form: {
      createTitle: 'Novo ativo',
      editTitle: 'Editar ativo',
      description: 'O valor do ponto é o valor do tick × ticks por ponto: é ele que calcula o P&L.',
      symbol: 'Símbolo',
      symbolPlaceholder: 'Ex.: PETR4',
      symbolHint: 'Letras e números, começando por letra (até 10).',
      name: 'Nome',
      namePlaceholder: 'Ex.: Petrobras PN',
      tickValue: 'Valor do tick',
      tickValueHint: 'Quanto vale a menor variação de preço, por contrato.',
      ticksPerPoint: 'Ticks por ponto',
      ticksPerPointHint: 'Quantos ticks há em um ponto de preço (WIN: 0,2; NQ: 4; ações: 100).',
      currency: 'Moeda',
      pointValue: 'Valor do ponto',
      pointValuePending: 'Preencha o valor do tick e os ticks por ponto.',
      submitCreate: 'Criar ativo',
      submitEdit: 'Salvar alterações',
    },
    created: 'Ativo criado!',
    createdDetail: (symbol: string) => `${symbol} já pode ser usado nos trades.`,
    updated: 'Ativo atualizado!',
    updatedDetail: (symbol: string) =>
      `Os trades novos de ${symbol} usam os valores novos; os já registrados mantêm o P&L.`,
    saveError: 'Erro ao salvar ativo',
    saveErrorDetail: 'Não foi possível salvar o ativo. Confira os campos e tente novamente.',
    deleteTitle: (symbol: string) => `Excluir o ativo ${symbol}?`,
    deleteDescription:
      'O ativo sai da lista e o custo padrão dele é esquecido. Um ativo usado em trades não pode ser excluído: exclua esses trades antes.',
    confirmDelete: 'Excluir ativo',
    deleted: 'Ativo excluído',
    deletedDetail: (symbol: string) => `${symbol} foi removido dos seus ativos.`,
    deleteError: 'Erro ao excluir ativo',
    deleteErrorDetail: 'Não foi possível excluir o ativo.',
  },

  costs: {
    title: 'Custos por contrato',
    lead: 'Custo de ida e volta por contrato (corretagem, emolumentos e taxas). Um trade novo já vem com este valor × contratos, e você pode mudar no próprio trade.',
    listLabel: 'Custo por contrato de cada ativo',
    /** Read before the symbol by screen readers: 'Custo por contrato de WIN'. */
    inputPrefix: 'Custo por contrato de',
    placeholder: 'Sem custo padrão',
    submit: 'Salvar custos',
    saved: 'Custos salvos!',
    savedDetail: 'Os trades novos já vêm com estes custos.',
    saveError: 'Erro ao salvar custos',
    saveErrorDetail: 'Não foi possível salvar os custos. Confira os valores destacados.',
  },

  preferences: {
    title: 'Preferências',
    lead: 'Fuso horário dos trades e a faixa de resultado que conta como empate.',
    timezone: 'Fuso horário',
    timezoneHint: 'Datas e horários dos trades são registrados e mostrados neste fuso.',
    commonZones: 'Mais usados',
    allZones: 'Todos os fusos',
    breakevenTolerance: 'Tolerância de empate (breakeven)',
    breakevenToleranceHint:
      'Trades com resultado de até este valor, para mais ou para menos, contam como empate nas métricas. Use 0 para nenhum.',
    submit: 'Salvar preferências',
    saved: 'Preferências salvas!',
    savedDetail: (zone: string) => `Fuso horário: ${zone}.`,
    saveError: 'Erro ao salvar preferências',
    saveErrorDetail: 'Não foi possível salvar as preferências. Confira os campos e tente novamente.',
  },

  /** Used by the trade dialog (src/client/features/trades): where the prefilled costs come from. */
  tradeCostsHint: (perContract: string) => `Padrão: ${perContract} por contrato (Configurações).`,
};

/** The zones offered first; every other IANA zone follows in the select. */
export const COMMON_TIMEZONES: Record<string, string> = {
  'America/Sao_Paulo': 'Brasília (America/Sao_Paulo)',
  'America/Manaus': 'Manaus (America/Manaus)',
  'America/Cuiaba': 'Cuiabá (America/Cuiaba)',
  'America/Fortaleza': 'Fortaleza (America/Fortaleza)',
  'America/Rio_Branco': 'Rio Branco (America/Rio_Branco)',
  'America/Noronha': 'Fernando de Noronha (America/Noronha)',
  'America/New_York': 'Nova York (America/New_York)',
  'America/Chicago': 'Chicago (America/Chicago)',
  'Europe/London': 'Londres (Europe/London)',
  'Europe/Lisbon': 'Lisboa (Europe/Lisbon)',
  UTC: 'UTC',
};
