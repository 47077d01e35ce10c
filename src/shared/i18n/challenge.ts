/**
 * Texts of /challenge: the 21-day challenge and the daily routine (plan before the session, review after it), in
 * Portuguese. The e2e tests read every text from here. The checklist's item names and the day states come from
 * the contract (src/shared/discipline/contract.ts), so the server and the page say the same thing.
 */

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
export const dayCountText = (n: number) => plural(n, 'dia', 'dias');

export const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

export const challengeText = {
  title: 'Desafio de 21 dias',
  lead: 'Três semanas seguindo o seu plano, um dia de cada vez.',
  loadError: 'Não foi possível carregar o desafio. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  loading: 'Carregando o desafio...',
  saving: 'Salvando...',

  intro: {
    title: 'Como funciona',
    lines: [
      'São 21 dias seguidos, em 3 semanas. Cada dia tem uma lista: plano escrito, stops, risco, limites e trades registrados.',
      'O desafio premia seguir o plano, nunca o lucro. Um dia sem operar também vale: é só marcar "Não operei".',
      'Um dia é cumprido com 80% dos itens, e o limite de perda é obrigatório. Cumpra 17 dos 21 dias para concluir.',
    ],
  },

  start: {
    title: 'Começar um desafio',
    lead: 'Escolha o primeiro dia. Se quiser, acrescente até 3 regras suas, que você marca à mão a cada dia.',
    startDate: 'Primeiro dia',
    startDateHint: (end: string) => `O desafio vai até ${end}.`,
    rule: (n: number) => `Regra própria ${n} (opcional)`,
    rulePlaceholders: [
      'Ex.: Nada nos 5 min iniciais',
      'Ex.: Parar após 2 stops',
      'Ex.: Revisar os trades à noite',
    ],
    submit: 'Começar o desafio',
    started: 'Desafio iniciado!',
    startedDetail: (start: string) => `Seu desafio de 21 dias começa em ${start}. Bom trabalho!`,
    error: 'Erro ao começar o desafio',
    errorDetail: 'Não foi possível começar o desafio. Confira os campos e tente novamente.',
    invalidDate: 'Informe a data de início',
    ruleTooLong: 'Use até 120 caracteres',
  },

  calendar: {
    title: 'Seus 21 dias',
    lead: 'Toque num dia para ver a lista dele.',
    week: (n: number) => `Semana ${n}`,
    dayName: (index: number, date: string, state: string) => `Dia ${index}, ${date}: ${state}`,
    legend: 'Legenda',
  },

  day: {
    title: (index: number, date: string) => `Dia ${index} · ${date}`,
    todayTitle: (index: number, date: string) => `Hoje · Dia ${index} · ${date}`,
    future: 'Este dia ainda não chegou. A lista dele aparece quando ele começar.',
    trades: (n: number) =>
      n === 0 ? 'Nenhum trade neste dia.' : `${plural(n, 'trade', 'trades')} neste dia.`,
    score: (percent: number) => `${percent}% dos itens cumpridos (mínimo de 80%, com o limite de perda).`,
    passingToday: 'Se o dia terminasse agora, ele seria cumprido.',
    notPassingToday: 'Se o dia terminasse agora, ele não seria cumprido.',
    listLabel: 'Lista do dia',
    done: 'Feito',
    notDone: 'Não feito',
    notApplicable: 'Não se aplica',
    optional: 'Opcional',
    mandatory: 'Obrigatório',
    automatic: 'Preenchido pelos seus dados',
    customRulesLabel: 'Suas regras',
    didNotTrade: 'Não operei',
    didNotTradeHint: 'Um dia sem trades marcado assim é cumprido: não operar nunca é punido.',
    didNotTradeOn: 'Você marcou que não operou neste dia.',
    marksSaved: 'Dia atualizado',
    marksError: 'Erro ao salvar o dia',
    marksErrorDetail: 'Não foi possível salvar a marcação. Tente novamente.',
  },

  /** Why an automatic item is not done (or does not apply), in one short line. */
  reasons: {
    'plan-before-trade': 'O plano do dia não foi escrito antes do primeiro trade.',
    stops: 'Há trade sem stop.',
    'risk-within-plan': 'Algum trade arriscou mais do que o plano permite.',
    'loss-limit': 'A perda do dia passou do limite.',
    'trade-cap': 'Passou do limite de trades ou operou durante a pausa.',
    journaled: 'Falta emoção ou nota de 20+ caracteres em algum trade.',
    pause: "Use o botão 'Pausa para respirar' no topo: conta como bônus.",
    noTrades: 'Sem trades neste dia.',
    waiting: 'Aguardando os dados do dia.',
  } as Record<string, string>,

  progress: {
    title: 'Progresso',
    passed: (n: number, needed: number) => `${n} de ${needed} dias necessários`,
    /** Beside every figure that counts today (it passes as things stand, and ends only at midnight). */
    countingToday: 'contando hoje',
    passedHint: 'Dias cumpridos até agora. Com 17, o desafio está concluído.',
    todayNote:
      'Hoje já entra na conta: se o dia terminasse agora, ele seria cumprido. A contagem fica definitiva quando o dia acabar.',
    notPossible:
      'Com os dias que faltam, não dá mais para chegar a 17. Siga até o fim pelo hábito, ou desista e comece outro.',
    streak: 'Sequência',
    streakValue: (n: number) => dayCountText(n),
    streakHint: (today: 'counted' | 'open' | null) =>
      today === 'counted'
        ? 'Dias cumpridos seguidos, contando hoje.'
        : today === 'open'
          ? 'Dias cumpridos seguidos, até ontem: hoje ainda está em aberto.'
          : 'Dias cumpridos seguidos, até hoje.',
    weeksLabel: 'Semanas',
    week: (n: number) => `Semana ${n}`,
    weekValue: (passed: number) => `${passed} de 7`,
    /** `days`: the week's days over, today included when counted; `today`: how today stands in this week. */
    weekHint: (passed: number, days: number, today: 'counted' | 'open' | null = null) => {
      const done = passed === 1 ? '1 dia cumprido' : `${passed} dias cumpridos`;
      if (today === 'counted') return `${done} de ${days}, contando hoje.`;
      if (today === 'open')
        return days === 0
          ? 'Começou hoje: o dia ainda está em aberto.'
          : `${done} de ${days} já ${days === 1 ? 'passado' : 'passados'}; hoje ainda está em aberto.`;
      return days === 0
        ? 'Ainda não começou.'
        : `${done} de ${days} já ${days === 1 ? 'passado' : 'passados'}.`;
    },
    period: (start: string, end: string) => `De ${start} a ${end}`,
  },

  weekReview: {
    title: (week: number) => `Revisão da semana ${week}`,
    lead: 'Três perguntas curtas sobre a semana que terminou. Responda o que quiser.',
    submit: 'Salvar revisão',
    saved: 'Revisão salva!',
    savedDetail: (week: number) => `A revisão da semana ${week} foi guardada.`,
    error: 'Erro ao salvar a revisão',
    errorDetail: 'Não foi possível salvar a revisão. Tente novamente.',
    answered: (week: number) => `Revisão da semana ${week}`,
    empty: 'Sem resposta.',
  },

  giveUp: {
    button: 'Desistir do desafio',
    title: 'Desistir do desafio?',
    description: (passed: number) =>
      `O desafio fica no seu histórico com ${dayCountText(passed)} cumpridos. Depois você pode começar outro quando quiser.`,
    confirm: 'Desistir do desafio',
    pending: 'Desistindo...',
    done: 'Você desistiu do desafio',
    doneDetail: 'Ele está no histórico. Comece outro quando estiver pronto.',
    error: 'Erro ao desistir do desafio',
    errorDetail: 'Não foi possível desistir do desafio. Tente novamente.',
  },

  history: {
    title: 'Desafios anteriores',
    empty: 'Nenhum desafio anterior ainda. O primeiro começa quando você quiser.',
    listLabel: 'Desafios anteriores',
    period: (start: string, end: string) => `${start} a ${end}`,
    passed: (n: number) => `${n} de 21 dias cumpridos`,
    status: {
      active: 'Em andamento',
      completed: 'Concluído',
      failed: 'Não concluído',
      abandoned: 'Desistência',
    },
  },

  routine: {
    title: 'Rotina do dia',
    lead: (date: string) => `Hoje, ${date}. As duas partes são opcionais e levam um minuto.`,
    plan: {
      title: 'Plano do dia',
      lead: 'Antes do primeiro trade: o que você espera do mercado e o que vai operar.',
      writtenAt: (time: string) => `Plano escrito às ${time}.`,
      notWritten: 'Ainda sem plano hoje.',
      bias: 'Viés do dia',
      setups: 'Setups permitidos',
      setupsPlaceholder: 'Ex.: rompimento, pullback',
      maxLoss: 'Perda máxima do dia (opcional)',
      maxLossHint: 'Vazio: vale o limite diário do seu plano de risco.',
      note: 'Observação (opcional)',
      submit: 'Salvar plano',
      update: 'Atualizar plano',
      saved: 'Plano do dia salvo!',
      savedDetail: 'Bons trades. Siga o que você escreveu.',
      error: 'Erro ao salvar o plano',
      errorDetail: 'Não foi possível salvar o plano do dia. Confira os campos e tente novamente.',
    },
    review: {
      title: 'Revisão do dia',
      lead: 'Depois da sessão: o que funcionou, o que mudar e como você está.',
      wentWell: 'O que deu certo',
      toChange: 'O que mudar amanhã',
      mood: 'Como você está',
      moods: { 1: 'Muito mal', 2: 'Mal', 3: 'Neutro', 4: 'Bem', 5: 'Muito bem' } as Record<number, string>,
      submit: 'Salvar revisão',
      saved: 'Revisão do dia salva!',
      savedDetail: 'Amanhã é um novo dia.',
      done: 'Revisão feita.',
      error: 'Erro ao salvar a revisão',
      errorDetail: 'Não foi possível salvar a revisão do dia. Tente novamente.',
    },
    loadError: 'Não foi possível carregar a rotina do dia.',
  },
};
