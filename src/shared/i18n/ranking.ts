import { ELIGIBILITY, SCORE_WEIGHTS } from '../gamification/rules';

/**
 * Texts of /ranking (ADR 014), in Portuguese. The ranking compares the process — the checklist, stops, risk
 * within the plan, the journal — never money, results or the number of trades; the texts say so where it matters.
 * Numbers are formatted on the client and handed in as text where they have decimals.
 */
export const rankingText = {
  title: 'Ranking de disciplina',
  lead: 'Uma comparação de processo, nunca de lucro: sobe quem segue o plano, usa stop e registra o que fez. Participar é opcional.',
  loading: 'Carregando o ranking...',
  loadError: 'Não foi possível carregar o ranking. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',

  score: {
    title: 'Sua pontuação de disciplina',
    lead: 'Últimos 30 dias. Só você vê estes detalhes.',
    /** The score's big number, e.g. '72,5' and the scale under it. */
    outOf: 'de 100',
    spoken: (score: string) => `Pontuação de disciplina: ${score} de 100`,
    partsLabel: 'Como a pontuação é formada',
    parts: {
      checklist: {
        label: 'Checklist do dia',
        weight: SCORE_WEIGHTS.checklist,
        hint: 'Dias com trades em que o checklist do dia foi cumprido.',
      },
      stops: { label: 'Trades com stop', weight: SCORE_WEIGHTS.stops, hint: 'Trades registrados com stop.' },
      risk: {
        label: 'Risco dentro do plano',
        weight: SCORE_WEIGHTS.risk,
        hint: 'Trades dentro do risco por trade e do máximo de contratos do plano.',
      },
      journaling: {
        label: 'Diário',
        weight: SCORE_WEIGHTS.journaling,
        hint: 'Trades com a emoção e uma anotação.',
      },
    },
    /** '40%' next to a part's name: its weight in the score. */
    weight: (weight: number) => `peso ${weight}%`,
    partValue: (percent: string) => `${percent}%`,
    eligibleTitle: 'Elegível para o ranking',
    notEligibleTitle: 'Ainda não elegível',
    /** '7 de 10 trades · 5 de 8 dias ativos nos últimos 30 dias'. */
    progress: (trades: number, activeDays: number) =>
      `${Math.min(trades, ELIGIBILITY.minTrades)} de ${ELIGIBILITY.minTrades} trades · ${Math.min(activeDays, ELIGIBILITY.minActiveDays)} de ${ELIGIBILITY.minActiveDays} dias ativos nos últimos 30 dias`,
    /** An eligible trader's own activity (only they see it). */
    activity: (trades: number, activeDays: number) =>
      `${trades} ${trades === 1 ? 'trade' : 'trades'} em ${activeDays} ${activeDays === 1 ? 'dia ativo' : 'dias ativos'} nos últimos 30 dias`,
  },

  how: {
    title: 'Como funciona',
    items: [
      'A classificação usa a pontuação de disciplina dos últimos 30 dias (ou desde o início): checklist do dia 40%, trades com stop 20%, risco dentro do plano 20% e diário 20%.',
      'Lucro, prejuízo, taxa de acerto e número de trades nunca contam nem aparecem.',
      'Os outros veem apenas o seu apelido, o seu nível, a sua pontuação e o número de conquistas — nunca dinheiro, resultados ou o seu nome.',
      `Para aparecer é preciso ter pelo menos ${ELIGIBILITY.minTrades} trades em ${ELIGIBILITY.minActiveDays} dias diferentes no período. Você pode sair quando quiser.`,
    ],
  },

  join: {
    title: 'Participe do ranking',
    lead: 'O ranking é opcional e fica desligado até você escolher um apelido. Use um apelido que não revele quem você é.',
    nickname: 'Apelido',
    nicknameHint: 'De 3 a 20 caracteres: letras, números, ponto, hífen ou sublinhado. Nunca um e-mail.',
    submit: 'Participar do ranking',
    pending: 'Entrando...',
    done: 'Você está no ranking',
    doneDetail: (nickname: string) => `Os outros participantes veem você como ${nickname}.`,
    error: 'Não foi possível entrar no ranking',
    errorDetail: 'Verifique o apelido e tente novamente.',
  },

  rename: {
    open: 'Alterar apelido',
    title: 'Alterar apelido',
    description: 'O novo apelido aparece em todos os rankings na hora.',
    submit: 'Salvar apelido',
    pending: 'Salvando...',
    done: 'Apelido alterado',
    doneDetail: (nickname: string) => `Agora você aparece como ${nickname}.`,
    error: 'Não foi possível alterar o apelido',
    errorDetail: 'Verifique o apelido e tente novamente.',
  },

  /** /profile's 'Dados' tab: taking part and the nickname, without the boards. */
  profile: {
    title: 'Ranking de disciplina',
    viewBoard: 'Ver o ranking',
  },

  leave: {
    open: 'Sair do ranking',
    title: 'Sair do ranking?',
    description: 'Você sai de todos os rankings na hora. Seu apelido fica guardado se quiser voltar.',
    confirm: 'Sair do ranking',
    pending: 'Saindo...',
    done: 'Você saiu do ranking',
    doneDetail: 'Ninguém mais vê o seu apelido. Para voltar, é só participar de novo.',
    error: 'Não foi possível sair do ranking',
    errorDetail: 'Tente novamente em instantes.',
  },

  board: {
    title: 'Classificação',
    /** Who the viewer is on the boards. */
    youAre: (nickname: string) => `Você participa como ${nickname}`,
    scopeLabel: 'Ranking',
    scopes: { global: 'Geral', school: 'Minha escola' },
    periodLabel: 'Período',
    periods: { '30d': '30 dias', all: 'Desde o início' },
    caption: (scope: string, period: string) => `Classificação ${scope}, ${period}`,
    columns: {
      position: 'Posição',
      nickname: 'Apelido',
      level: 'Nível',
      score: 'Pontuação',
      achievements: 'Conquistas',
    },
    /** 'Nv 5 · Praticante'. */
    level: (level: number, name: string) => `Nv ${level} · ${name}`,
    position: (position: number) => `${position}º`,
    achievements: (count: number) => (count === 1 ? '1 conquista' : `${count} conquistas`),
    you: 'Você',
    myPosition: (position: number) => `Sua posição: ${position}º`,
    participants: (n: number) => (n === 1 ? '1 participante' : `${n} participantes`),
    unavailable: (min: number, participants: number) =>
      `O ranking aparece quando houver pelo menos ${min} participantes elegíveis — hoje: ${participants}`,
    unavailableHint: 'Convide colegas: a classificação só é mostrada com participantes suficientes.',
    notEligibleTitle: 'Você ainda não aparece na classificação',
    notEligible: (period: string) =>
      `Para aparecer (${period}) é preciso ter pelo menos ${ELIGIBILITY.minTrades} trades em ${ELIGIBILITY.minActiveDays} dias diferentes no período.`,
    loading: 'Carregando a classificação...',
    loadError: 'Não foi possível carregar a classificação.',
  },
};
