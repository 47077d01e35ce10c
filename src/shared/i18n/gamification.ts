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
