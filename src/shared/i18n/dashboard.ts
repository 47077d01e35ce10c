/**
 * Texts of the /dashboard page (filters, metric cards, equity curve, distributions, emotions, insights). Money and
 * numbers are formatted by src/shared/format; these functions only build the sentences.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const dashboardText = {
  title: 'Dashboard',
  greeting: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'),
  lead: 'Seus números do período, atualizados a cada trade.',

  // Filters.
  filters: {
    label: 'Filtros do dashboard',
    period: 'Período',
    from: 'De',
    to: 'Até',
    invalidRange: 'Informe um período válido: a data inicial não pode ser depois da final.',
    account: 'Conta',
    allAccounts: 'Todas as contas',
    instrument: 'Ativo',
    allInstruments: 'Todos os ativos',
    currency: 'Moeda',
    range: (from: string, to: string) => `${from} a ${to}`,
    rangeAll: 'Todos os seus trades',
    rangeSince: (from: string) => `Desde ${from}`,
    updating: 'Atualizando...',
  },
  currencyLabels: { BRL: 'Reais (R$)', USD: 'Dólares (US$)' },

  // States.
  loadError: 'Não foi possível carregar o dashboard.',
  retry: 'Tentar novamente',
  clearFilters: 'Limpar filtros de conta e ativo',
  empty: {
    title: 'Seu dashboard começa no primeiro trade',
    lead: 'Registre uma operação ou importe o relatório da sua corretora (Profit, MetaTrader 5, NinjaTrader, Tradovate ou CSV) e veja aqui seu P&L, taxa de acerto, curva de capital e muito mais.',
    register: 'Registrar primeiro trade',
    import: 'Importar trades',
  },
  noneInPeriod: {
    title: 'Nenhum trade neste período',
    titleFiltered: 'Nenhum trade com estes filtros',
    lead: 'Escolha outro período ou veja todos os seus trades.',
    allTime: 'Ver todo o período',
  },

  // Metric cards.
  metrics: {
    label: 'Métricas do período',
    infoLabel: (metric: string) => `Como é calculado: ${metric}`,
    totalPnl: 'P&L total',
    grossProfitSub: (v: string) => `Ganhos ${v}`,
    grossLossSub: (v: string) => `Perdas ${v}`,
    winRate: 'Taxa de acerto',
    winRateSub: (w: number, l: number, b: number) =>
      `${w} ${plural(w, 'ganho', 'ganhos')} · ${l} ${plural(l, 'perda', 'perdas')} · ${b} empate${b === 1 ? '' : 's'}`,
    profitFactor: 'Fator de lucro',
    profitFactorSub: 'lucro bruto ÷ prejuízo bruto',
    expectancy: 'Expectativa',
    expectancySub: 'por trade',
    averageWin: 'Ganho médio',
    averageLoss: 'Perda média',
    largestWin: (v: string) => `Maior ganho ${v}`,
    largestLoss: (v: string) => `Maior perda ${v}`,
    payoff: 'Pay-off',
    payoffSub: 'ganho médio ÷ perda média',
    currentStreak: 'Sequência atual',
    streakWins: (n: number) => (n === 1 ? '1 ganho' : `${n} ganhos seguidos`),
    streakLosses: (n: number) => (n === 1 ? '1 perda' : `${n} perdas seguidas`),
    streakNone: 'Sem sequência',
    longestStreaks: (w: number, l: number) =>
      `Maiores: ${w} ${plural(w, 'ganho', 'ganhos')} · ${l} ${plural(l, 'perda', 'perdas')}`,
    totalTrades: 'Total de trades',
    totalTradesSub: (costs: string) => `Custos ${costs}`,
    maxDrawdown: 'Drawdown máximo',
    maxDrawdownSub: (pct: string) => `${pct} do capital no pico`,
    maxDrawdownNoCapital: 'Defina o capital inicial da conta para ver o %',
  },
  // Equity curve.
  equity: {
    title: 'Curva de capital',
    lead: 'P&L acumulado trade a trade, com o drawdown abaixo.',
    drawdown: 'Drawdown',
    equityLabel: 'P&L acumulado',
    summary: (start: string, end: string, peak: string, dd: string, trades: number) =>
      `Curva de capital de ${trades} ${plural(trades, 'trade', 'trades')}: começa em ${start}, termina em ${end}, pico de ${peak}, drawdown máximo de ${dd}.`,
    downsampled: (shown: number, total: number) =>
      `Mostrando ${shown} de ${total} pontos (picos e vales preservados).`,
    point: (n: number, date: string) => `Trade ${n} · ${date}`,
    hint: 'Passe o mouse, toque ou use as setas para ler um ponto.',
  },

  // Last trades.
  lastTrades: {
    title: 'Últimos trades',
    lead: 'Os 10 mais recentes do período. Toque em um para editar.',
    open: (label: string) => `Editar trade ${label}`,
    seeAll: 'Ver todos',
    date: 'Data',
    instrument: 'Ativo',
    type: 'Tipo',
    contracts: 'Contratos',
    pnl: 'P&L',
    emotion: 'Emoção',
    buy: 'Compra',
    sell: 'Venda',
    contractsShort: (n: number) => `${n} ${plural(n, 'contrato', 'contratos')}`,
  },

  // Distribution.
  distribution: {
    title: 'Distribuição',
    lead: 'Onde estão seus ganhos e perdas.',
    byWeekday: 'Por dia da semana',
    byHour: 'Por horário',
    byInstrument: 'Por ativo',
    bySide: 'Por tipo',
    histogram: 'Histograma de resultados',
    histogramLead: (symbol: string) => `Quantos trades caíram em cada faixa de resultado (em ${symbol}).`,
    bucketSummary: (label: string, pnl: string, trades: number, winRate: string) =>
      `${label}: ${pnl} em ${trades} ${plural(trades, 'trade', 'trades')}, acerto ${winRate}`,
    bin: (from: string, to: string, count: number) =>
      `De ${from} a ${to}: ${count} ${plural(count, 'trade', 'trades')}`,
    trades: (n: number) => `${n} ${plural(n, 'trade', 'trades')}`,
    winRate: (v: string) => `${v} de acerto`,
    hour: (h: string) => `${h}h`,
    none: 'Sem dados no período.',
  },
  weekdays: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
  weekdaysShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  sides: { compra: 'Compra', venda: 'Venda' } as Record<string, string>,

  // Calendar.
  calendar: {
    title: 'Calendário de resultados',
    prev: 'Mês anterior',
    next: 'Próximo mês',
    day: (date: string, pnl: string, trades: number) =>
      `${date}: ${pnl} em ${trades} ${plural(trades, 'trade', 'trades')}`,
    noTrades: (date: string) => `${date}: sem trades`,
    monthTotal: (pnl: string, days: number) =>
      `Total do mês: ${pnl} em ${days} ${plural(days, 'dia operado', 'dias operados')}`,
  },

  // Emotions.
  emotions: {
    title: 'Análise emocional',
    lead: 'Como cada estado emocional afetou seus resultados.',
    emotion: 'Emoção',
    group: 'Grupo',
    trades: 'Trades',
    winRate: 'Acerto',
    total: 'Total',
    average: 'Média',
    averageShort: (v: string) => `média ${v}`,
    byEmotion: 'Por emoção',
    byGroup: 'Por grupo',
    costliest: (emotion: string, total: string) =>
      `A emoção que mais te custou foi "${emotion}": ${total} no período.`,
    noCost: 'Nenhuma emoção deu prejuízo no período.',
    none: 'Registre a emoção de cada trade para ver esta análise.',
  },

  // MEP/MEN.
  excursion: {
    title: 'MEP e MEN',
    lead: 'Quanto do movimento você aproveitou e quanto deixou correr contra.',
    efficiency: (pct: string) => `Seus ganhos capturaram ${pct} do movimento favorável (MEP).`,
    efficiencyNone: 'Registre o MEP dos trades vencedores para ver quanto do movimento você capturou.',
    menTaken: (pct: string) => `Nas perdas, você saiu depois de ${pct} do movimento contra (MEN).`,
    menNone: 'Registre o MEN dos trades perdedores para ver até onde o preço foi contra antes da saída.',
    // Points differ from one instrument to another (100 of WIN ≠ 100 of WDO): averages only per instrument.
    byInstrument: 'Médias em pontos, por ativo',
    instrument: 'Ativo',
    averageMep: 'MEP médio',
    averageMen: 'MEN médio',
    averageLoserMen: 'MEN nas perdas',
    points: (pts: string) => `${pts} pts`,
    averagesNone: 'Registre o MEP e o MEN dos trades para ver as médias em pontos de cada ativo.',
    captured: 'Capturado',
    taken: 'Perda aceita',
  },

  // Insights.
  insights: { title: 'Insights', none: 'Os insights aparecem quando houver trades suficientes no período.' },
};
