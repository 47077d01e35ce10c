/**
 * Texts of the reports page. Money and numbers are formatted by src/shared/format; these functions only build the
 * sentences.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const reportsText = {
  navLabel: 'Relatórios',
  title: 'Relatórios',
  lead: 'Sua evolução mês a mês ou semana a semana, com a variação de cada número.',

  filters: {
    label: 'Filtros do relatório',
    granularity: 'Agrupar por',
    month: 'Mensal',
    week: 'Semanal',
  },

  // States.
  loadError: 'Não foi possível carregar o relatório.',
  retry: 'Tentar novamente',
  clearFilters: 'Limpar filtros de conta e ativo',
  loading: 'Carregando o relatório...',
  empty: {
    title: 'Nenhuma operação no período',
    titleFiltered: 'Nenhuma operação com estes filtros',
    lead: 'Registre uma operação ou importe o relatório da sua corretora, ou escolha outro período.',
    import: 'Importar trades',
    allTime: 'Ver todo o período',
  },

  // Exports.
  export: {
    pdf: 'Exportar PDF',
    csv: 'Exportar CSV',
    pdfBusy: 'Gerando PDF...',
    csvBusy: 'Gerando CSV...',
    failedTitle: 'Não foi possível exportar o relatório',
    failedDetail: 'Tente novamente em instantes.',
    done: (file: string) => `${file} baixado.`,
  },

  // The figures (summary cards and cut table columns).
  metrics: {
    netPnl: 'P&L líquido',
    trades: 'Trades',
    winRate: 'Taxa de acerto',
    profitFactor: 'Fator de lucro',
    expectancy: 'Expectativa',
    payoff: 'Pay-off',
    averageR: 'R médio',
    maxDrawdown: 'Drawdown máximo',
    ruleBreaks: 'Quebras de regra',
    challengeDays: 'Dias do desafio',
    tradingDays: 'Dias operados',
    costs: 'Custos',
  },
  /** Short column headers of the cut table (phones). */
  columns: {
    cut: 'Período',
    netPnl: 'P&L',
    trades: 'Trades',
    winRate: 'Acerto',
    profitFactor: 'F. lucro',
    expectancy: 'Expect.',
    payoff: 'Pay-off',
    averageR: 'R médio',
    maxDrawdown: 'DD máx.',
    ruleBreaks: 'Quebras',
    challengePassed: 'Desafio ✓',
    challengeFailed: 'Desafio ✗',
  },
  winsLosses: (w: number, l: number) =>
    `${w} ${plural(w, 'ganho', 'ganhos')} · ${l} ${plural(l, 'perda', 'perdas')}`,
  challengeDays: (passed: number, failed: number) => `${passed} ✓ · ${failed} ✗`,
  challengeDaysLong: (passed: number, failed: number) =>
    `${passed} ${plural(passed, 'dia cumprido', 'dias cumpridos')}, ${failed} ${plural(failed, 'dia falhado', 'dias falhados')}`,
  tradingDays: (n: number) => `${n} ${plural(n, 'dia operado', 'dias operados')}`,

  // Changes against the period (or cut) before.
  change: {
    up: 'subiu',
    down: 'caiu',
    same: 'sem variação',
    better: 'melhor',
    worse: 'pior',
    none: 'sem comparação',
    /** A visible '▲ +R$ 120,00' is followed by this for screen readers. */
    sr: (direction: string, verdict: string | null) =>
      verdict
        ? `(${direction}, ${verdict}, em relação ao anterior)`
        : `(${direction} em relação ao anterior)`,
    points: (v: string) => `${v} p.p.`,
  },

  summary: {
    title: 'Resumo do período',
    versus: (from: string, to: string) => `Variação em relação a ${from} a ${to}.`,
    noPrevious: 'Sem período anterior com dados para comparar.',
    noPreviousData: (from: string, to: string) =>
      `Nenhuma operação de ${from} a ${to} (o período anterior): sem variação para mostrar.`,
    noPreviousAll: 'Todo o período: sem período anterior para comparar.',
  },

  cuts: {
    titleMonth: 'Mês a mês',
    titleWeek: 'Semana a semana',
    lead: 'Cada número com a variação em relação ao corte anterior.',
    region: (title: string) => `${title} (role para os lados para ver todas as colunas)`,
    week: (n: number) => `Semana ${n}`,
    weekDates: (from: string, to: string) => `${from} a ${to}`,
  },

  equity: {
    title: 'Curva de capital e drawdown',
    lead: 'P&L acumulado trade a trade, com o drawdown abaixo.',
  },

  breakdowns: {
    title: 'Onde estão seus resultados',
    lead: 'P&L, trades e acerto por ativo, dia da semana, horário, emoção e tag.',
    byInstrument: 'Por ativo',
    byWeekday: 'Por dia da semana',
    byHour: 'Por horário',
    byTag: 'Por tag',
    byEmotion: 'Por emoção',
    emotion: 'Emoção',
    trades: 'Trades',
    winRate: 'Acerto',
    total: 'Total',
    average: 'Média',
    noEmotion: 'Nenhuma emoção registrada no período.',
  },

  playbooks: {
    title: 'Por playbook',
    lead: 'Os números de cada setup no período, e dos trades sem playbook.',
    none: 'Sem playbook',
    trades: 'Trades',
    winRate: 'Acerto',
    expectancy: 'Expectativa',
    payoff: 'Pay-off',
    profitFactor: 'Fator de lucro',
    totalPnl: 'Resultado',
    small: 'amostra pequena',
    smallLegend:
      'Com menos de 20 trades, os números aparecem em cinza, marcados "amostra pequena": ainda não são um achado.',
    open: (name: string) => `Ver o playbook ${name}`,
    infinite: '∞',
    empty: '—',
  },

  days: {
    best: 'Melhores dias',
    worst: 'Piores dias',
    trades: (n: number) => `${n} ${plural(n, 'trade', 'trades')}`,
    none: 'Sem dias no período.',
  },

  discipline: {
    title: 'Disciplina',
    lead: 'Regras do plano de risco e dias do desafio de 21 dias no período.',
    ruleBreaks: 'Trades com quebra de regra',
    challengePassed: 'Dias do desafio cumpridos',
    challengeFailed: 'Dias do desafio falhados',
    tradingDays: 'Dias operados',
  },
};
