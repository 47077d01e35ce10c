/** The gamification's texts (pt-BR): XP reasons, achievements and goals (docs/gamification.md). */
export const gamificationXpReasons = {
  completeTrade: (instrument: string) => `Trade registrado por completo (${instrument})`,
  dailyPlan: 'Plano do dia escrito a tempo',
  dailyReview: 'Revisão do dia feita a tempo',
  lossLimitStop: 'Parou no limite de perda do dia',
  breathingPause: 'Pausa para respirar',
  challengeDay: 'Dia do desafio cumprido',
  challengeWeek: (week: number) => `Semana ${week} do desafio concluída`,
  weeklyReview: (week: number) => `Revisão da semana ${week} do desafio`,
  challengeCompleted: 'Desafio de 21 dias concluído',
  goal: (title: string) => `Meta cumprida: ${title}`,
} as const;

/** A hidden achievement still locked (AchievementDto: no description nor target until unlocked). */
export const achievementSecret = {
  title: 'Conquista secreta',
  description: 'Siga o seu processo para descobrir.',
} as const;

/** Each achievement's title and description (the rule, in the trader's words), by id (achievements.ts). */
export const achievementTexts = {
  'first-complete-record': {
    title: 'Primeiro registro completo',
    description: 'Registre um trade com emoção, stop e uma nota.',
  },
  'complete-days-5': {
    title: 'Dia bem registrado',
    description: 'Registre por completo todos os trades do dia em 5 dias.',
  },
  'complete-days-20': {
    title: 'Diário em dia',
    description: 'Registre por completo todos os trades do dia em 20 dias.',
  },
  'playbook-checklist-days-10': {
    title: 'Checklist seguido',
    description:
      'Em 10 dias operados, registre todos os trades do dia com um playbook, os critérios marcados e nenhum obrigatório faltando.',
  },
  'first-plan': {
    title: 'Primeiro plano',
    description: 'Escreva o plano do dia até o próprio dia.',
  },
  'plan-and-review-20': {
    title: 'Plano e revisão',
    description: 'Escreva o plano e faça a revisão do mesmo dia, a tempo, em 20 dias.',
  },
  'plan-before-trade-10': {
    title: 'Plano antes do trade',
    description: 'Escreva o plano antes da primeira entrada do dia em 10 dias.',
  },
  'break-free-days-10': {
    title: 'Dia limpo',
    description: 'Opere 10 dias sem nenhuma quebra de regra.',
  },
  'break-free-streak-5': {
    title: 'Sequência limpa',
    description: 'Opere 5 dias seguidos sem quebrar regras (dias sem trades não contam nem interrompem).',
  },
  'cap-respected-10': {
    title: 'Dentro do limite',
    description: 'Respeite o limite de trades do plano, com stop em todos os trades, em 10 dias operados.',
  },
  'checklist-days-10': {
    title: 'Checklist em dia',
    description: 'Passe no checklist automático do dia em 10 dias operados.',
  },
  'stop-always': {
    title: 'Stop sempre',
    description: 'Faça 15 trades seguidos com stop, mesmo em dias diferentes.',
  },
  'right-size': {
    title: 'Tamanho certo',
    description: 'Faça 20 trades seguidos com stop, dentro do risco e dos contratos do plano.',
  },
  'stopped-at-limit-3': {
    title: 'Parou no limite',
    description: 'Pare de operar ao atingir o limite de perda do dia, em 3 dias.',
  },
  'loss-limit-respected-30': {
    title: 'Limite respeitado',
    description: 'Opere 30 dias com stop em todos os trades e nenhum trade após o limite de perda.',
  },
  'iron-stop': {
    title: 'Stop de ferro',
    description: 'Faça 50 trades seguidos com stop.',
  },
  'first-challenge-day': {
    title: 'Primeiro dia cumprido',
    description: 'Cumpra um dia do desafio de 21 dias.',
  },
  'challenge-week': {
    title: 'Semana completa',
    description: 'Conclua uma semana do desafio.',
  },
  'week-reviews-3': {
    title: 'Olhar para trás',
    description: 'Responda 3 revisões semanais do desafio.',
  },
  'challenge-completed': {
    title: 'Desafio concluído',
    description: 'Conclua o desafio de 21 dias.',
  },
  'challenge-completed-2': {
    title: 'Bicampeão do desafio',
    description: 'Conclua o desafio de 21 dias duas vezes.',
  },
  'no-revenge': {
    title: 'Sem vingança',
    description: 'Opere 7 dias seguidos com stop em todos os trades e nenhum durante a pausa após perdas.',
  },
  'emotions-named-10': {
    title: 'Emoções nomeadas',
    description: 'Anote a emoção de todos os trades do dia em 10 dias operados.',
  },
  'first-pause': {
    title: 'Primeira pausa',
    description: 'Faça uma pausa para respirar.',
  },
  'pauses-10': {
    title: 'Respirar fundo',
    description: 'Faça 10 pausas para respirar.',
  },
  'pauses-when-needed-3': {
    title: 'Pausa na hora certa',
    description: 'Aceite 3 vezes a pausa oferecida após perdas seguidas ou um alerta de limite.',
  },
  reviewer: {
    title: 'Revisor',
    description: 'Faça a revisão do dia, a tempo, em 8 dias dentro de 14 dias corridos.',
  },
  'first-goal': {
    title: 'Primeira meta',
    description: 'Cumpra uma meta da semana ou do mês.',
  },
  'goals-5': {
    title: 'Metas em série',
    description: 'Cumpra 5 metas.',
  },
  'level-5': {
    title: 'Nível 5',
    description: 'Chegue ao nível 5.',
  },
  'level-10': {
    title: 'Nível 10',
    description: 'Chegue ao nível 10.',
  },
} as const;

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** The goals' kinds (the form's select) and titles, e.g. 'No máximo 3 trades por dia em 15 dias'. */
export const goalTexts = {
  kindLabels: {
    'journal-every-trade': 'Registrar todos os trades do dia',
    'max-trades-days': 'Limitar os trades por dia',
    'daily-plans': 'Escrever o plano do dia',
    'daily-reviews': 'Fazer a revisão do dia',
    'stops-every-trade': 'Usar stop em todos os trades',
    'break-free-days': 'Dias sem quebrar regras',
    'breathing-pauses': 'Pausas de respiração',
    'finish-challenge': 'Concluir o desafio de 21 dias',
  },
  titles: {
    'journal-every-trade': (n: number) => `Registrar todos os trades em ${days(n)}`,
    'max-trades-days': (n: number, max: number) =>
      `No máximo ${max} ${max === 1 ? 'trade' : 'trades'} por dia em ${days(n)}`,
    'daily-plans': (n: number) => `Escrever o plano do dia em ${days(n)}`,
    'daily-reviews': (n: number) => `Fazer a revisão do dia em ${days(n)}`,
    'stops-every-trade': (n: number) => `Usar stop em todos os trades em ${days(n)}`,
    'break-free-days': (n: number) => `${days(n)} sem quebrar regras`,
    'breathing-pauses': (n: number) => (n === 1 ? '1 pausa de respiração' : `${n} pausas de respiração`),
    'finish-challenge': () => 'Concluir o desafio de 21 dias',
  },
} as const;
