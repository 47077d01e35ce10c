/**
 * Texts of /revisao-semanal, in Portuguese. The e2e tests read every text from here. The review measures the
 * process: money appears only as the trader's own figures, never as a reward.
 */

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const weeklyReviewText = {
  navLabel: 'Revisão semanal',
  title: 'Revisão semanal',
  lead: 'Sua semana de segunda a domingo: o processo, os números ao lado das quatro semanas anteriores e três perguntas.',
  loadError: 'Não foi possível carregar a revisão da semana. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  loading: 'Carregando a revisão da semana...',
  saving: 'Salvando...',

  picker: {
    label: 'Semana',
    current: (label: string) => `${label} (esta semana)`,
    answered: 'respondida',
    trades: (n: number) => plural(n, 'trade', 'trades'),
    previous: 'Semana anterior',
    next: 'Semana seguinte',
  },
  inProgress: 'A semana ainda está em andamento: os números mudam até domingo.',
  noTrades: {
    title: 'Nenhum trade nesta semana',
    description: 'Sem trades, não há números para comparar. As três perguntas continuam valendo.',
  },

  process: {
    title: 'Processo da semana',
    lead: 'O que você controla: plano, stops, regras e registro.',
    plans: 'Plano do dia antes do 1º trade',
    plansValue: (before: number, traded: number) => `${before} de ${traded} dias operados`,
    plansWritten: (n: number) => `${plural(n, 'plano escrito', 'planos escritos')} na semana`,
    stops: 'Trades com stop',
    journaled: 'Trades registrados (emoção + nota)',
    emotions: 'Trades com emoção',
    ofTrades: (n: number, total: number) => `${n} de ${total}`,
    ruleBreaks: 'Quebras de regra',
    noRuleBreaks: 'Nenhuma regra quebrada nesta semana.',
    ruleBreakTrades: (n: number) => plural(n, 'trade quebrou regra', 'trades quebraram regras'),
    ruleBreakCost: 'Resultado dos trades com regra quebrada',
    challenge: 'Desafio de 21 dias nesta semana',
    challengePassed: (n: number, over: number) =>
      over
        ? `${n} de ${over} dias já encerrados cumpridos`
        : 'Os dias do desafio nesta semana ainda não terminaram.',
  },

  figures: {
    title: 'Números contra as 4 semanas anteriores',
    lead: 'Calculados como no dashboard, na moeda principal da semana.',
    metric: 'Indicador',
    thisWeek: 'Esta semana',
    previousFour: '4 semanas anteriores',
    trades: 'Trades',
    winRate: 'Taxa de acerto',
    expectancy: 'Expectativa por trade',
    payoff: 'Payoff',
    profitFactor: 'Fator de lucro',
    averageR: 'R médio',
    result: 'Resultado',
    weeksTitle: 'Semana a semana',
    tableLabel: 'Tabela: esta semana e as 4 anteriores',
    weeksTableLabel: 'Tabela: semana a semana',
    week: 'Semana',
  },

  playbooks: {
    title: 'Playbooks da semana',
    best: 'Melhor playbook',
    worst: 'Pior playbook',
    small: 'amostra pequena',
    trades: (n: number) => plural(n, 'trade', 'trades'),
    bestCriterion: 'Melhor critério',
    worstCriterion: 'Pior critério',
    criterionOf: (playbook: string) => `em ${playbook}`,
    expectancy: (value: string) => `${value} por trade`,
    criteriaLead:
      'Os critérios marcados nos trades da semana, pela expectativa dos trades em que estavam presentes.',
  },

  emotions: {
    title: 'Emoções',
    empty: 'Nenhuma emoção registrada nos trades desta semana.',
    trades: (n: number) => plural(n, 'trade', 'trades'),
    winRate: (rate: string) => `${rate} de acerto`,
  },

  events: {
    title: 'O que marcou a semana',
    empty: 'Nada a destacar: nenhum evento de alto impacto perto dos seus trades, nenhuma regra quebrada.',
    economic: 'Evento econômico',
    nearTrades: (n: number) => `${plural(n, 'trade', 'trades')} a até 30 min`,
    largestLoss: 'Maior perda',
    ruleBreak: 'Regra quebrada',
    openTrade: 'Ver trades do dia',
  },

  questions: {
    title: 'Três perguntas',
    lead: 'Responda com calma: é aqui que a semana vira aprendizado.',
    fromChallenge: (week: number) =>
      `Estas são as mesmas perguntas da semana ${week} do seu desafio: responder aqui também responde lá.`,
    submit: 'Salvar respostas',
    saved: 'Respostas salvas',
    savedDetail: 'A revisão desta semana fica guardada.',
    error: 'Não foi possível salvar as respostas',
    errorDetail: 'Verifique sua conexão e tente novamente.',
    savedAt: (when: string) => `Salvas em ${when}`,
  },

  mail: {
    label: 'Receber a revisão por email toda segunda-feira',
    hint: 'Às 8h no seu fuso, com o resumo do processo da semana que terminou e um link para esta página.',
    on: 'Email da revisão semanal ligado',
    off: 'Email da revisão semanal desligado',
    error: 'Não foi possível mudar o email da revisão',
  },
} as const;
